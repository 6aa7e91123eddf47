import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../plugins/session';

function secure(app: FastifyInstance): boolean {
  if (app.env.COOKIE_SECURE !== 'auto') return app.env.COOKIE_SECURE === 'true';
  return (app.env.PUBLIC_BASE_URL ?? '').startsWith('https://');
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(app), expires: expiresAt });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(app) });
}
