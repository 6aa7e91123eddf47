import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, AUTH_RESPONSE, loginRequestSchema, resendOtpRequestSchema, verifyOtpRequestSchema } from '@lbo/contracts/auth';
import { access } from '../../plugins/access';
import type { RouteAudit } from '../../plugins/route-audit';
import { requireAuth } from '../../plugins/session';
import type { Clock } from '../../lib/clock';
import * as auth from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { API } from '@lbo/contracts/api-paths';
import { emptyAnswer } from '@lbo/contracts/answers';
import { loginAnswer, meAnswer, refreshAnswer, resendOtpAnswer, verifyOtpAnswer } from '@lbo/contracts/auth-answers';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const field = (value: unknown, name: string) => {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v : null;
};
/**
 * The audit trail's entries (ADR 0039): a refused password names the e-mail tried (never the
 * password); a session started or refused at the code names the user; sign-out names its user.
 */
const passwordAudit: RouteAudit = {
  onRefusal: 'sign-in-failed',
  objectType: 'user',
  objectId: (request) => field(request.body, 'email')?.trim().toLowerCase(),
};
const codeAudit: RouteAudit = {
  action: 'sign-in',
  onRefusal: 'sign-in-failed',
  objectType: 'user',
  objectId: (request, data) => field(data, 'user_id') ?? field(request.body, 'user_id'),
  actor: (_request, data) => field(data, 'user_id'),
};
const signOutAudit: RouteAudit = { action: 'sign-out', objectType: 'user', objectId: (request) => request.auditActor, skip: (request) => !request.auditActor };
// Password and code guessing is slowed per address on top of the per-account limits.
const authRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Sign-in for both families. The crm family (`crmAuth/*`) answers the envelope
 * with the token; the admin-auth family (`adminAuth/*`) does the same and both
 * set the httpOnly session cookie, so one sign-in serves every call of the app.
 */
export async function authRoutes(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest) => ({ db: app.db, mailer: app.mailer, clock: opts.clock, log: request.log });

  const loginHandler = async (request: FastifyRequest<{ Body: { email: string; password: string } }>) => {
    const data = await auth.login(deps(request), request.body.email, request.body.password, request.ip);
    return { status: true, statusCode: 200, response: AUTH_RESPONSE.ok, message: AUTH_MESSAGES.otpSent, data };
  };

  const verifyHandler = async (request: FastifyRequest<{ Body: { otp: string; user_id: string } }>, reply: FastifyReply) => {
    const issued = await auth.verifyOtp(deps(request), request.body.user_id, request.body.otp, request.headers['user-agent'] ?? null);
    setSessionCookie(app, reply, issued.token, issued.expiresAt);
    const expirdetails = { expiryat: seconds(issued.expiresAt) };
    return {
      status: true,
      statusCode: 200,
      response: AUTH_RESPONSE.ok,
      message: AUTH_MESSAGES.loggedIn,
      token: issued.token,
      user: issued.user,
      data: { token: issued.token, access_token: issued.token, user: issued.user, ...issued.user, expirdetails },
    };
  };

  const resendHandler = async (request: FastifyRequest<{ Body: { user_id?: string; email?: string } }>) => {
    const data = await auth.resendOtp(deps(request), request.body);
    return { status: true, statusCode: 200, response: AUTH_RESPONSE.ok, message: AUTH_MESSAGES.otpResent, data };
  };

  const logoutHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const current = await app.optionalAuth(request);
    // Like every cookie write: another site's form must not sign the user out.
    if (current?.via === 'cookie') app.assertSameOrigin(request);
    if (current) {
      await auth.logout(deps(request), current.sessionId);
      request.auditActor = current.user.id;
    }
    clearSessionCookie(app, reply);
    return { status: true, statusCode: 200, message: AUTH_MESSAGES.loggedOut, data: null };
  };

  const publicAuth = { access: access.public(), ...authRateLimit };
  // Both API families sign in the same way, each at its own paths.
  for (const [tag, paths] of [
    ['crm sign-in', { login: API.crmAuth.adminLogin, verify: API.crmAuth.verifyOTP, resend: API.crmAuth.resendOtp, logout: API.crmAuth.logout }],
    ['admin-auth', { login: API.adminAuth.login, verify: API.adminAuth.verifyOtp, resend: API.adminAuth.resendOtp, logout: API.adminAuth.logout }],
  ] as const) {
    const tags = [tag];
    r.post(
      paths.login,
      {
        schema: { tags, summary: 'Check e-mail and password; e-mails a 6-digit code', body: loginRequestSchema, response: { 200: loginAnswer } },
        config: {
          ...publicAuth,
          audit: passwordAudit,
          documentedErrors: { 401: 'Wrong e-mail or password (`data.limit_left`: attempts before the lock)', 403: 'The account is inactive' },
        },
      },
      loginHandler,
    );
    r.post(
      paths.verify,
      {
        schema: { tags, summary: 'Check the code; starts a session (token and cookie)', body: verifyOtpRequestSchema, response: { 200: verifyOtpAnswer } },
        config: { ...publicAuth, sessionCookie: true, audit: codeAudit, documentedErrors: { 401: 'The user is unknown or inactive' } },
      },
      verifyHandler,
    );
    r.post(
      paths.resend,
      { schema: { tags, summary: 'Send a new code', body: resendOtpRequestSchema, response: { 200: resendOtpAnswer } }, config: publicAuth },
      resendHandler,
    );
    r.post(
      paths.logout,
      {
        schema: { tags, summary: 'End the session of the token or cookie sent', response: { 200: emptyAnswer } },
        config: {
          access: access.public(),
          sessionCookie: true,
          audit: signOutAudit,
          documentedErrors: { 403: 'Cross-site request refused: the cookie came from another site' },
        },
      },
      logoutHandler,
    );
  }

  // Who the token belongs to and what the role may do: the cheapest signed-in call (also the benchmarks' baseline).
  r.get(
    API.adminAuth.me,
    {
      schema: { tags: ['admin-auth'], summary: 'The signed-in user and the role permissions', response: { 200: meAnswer } },
      config: { access: access.signedIn() },
    },
    async (request) => {
      const { user, access: permissions, expiresAt } = requireAuth(request);
      return { status: true, statusCode: 200, message: 'Signed in', data: { user, access: permissions, expiresAt: expiresAt.toISOString() } };
    },
  );

  r.post(
    API.adminAuth.refresh,
    {
      schema: { tags: ['admin-auth'], summary: 'A new session token for the signed-in user', response: { 200: refreshAnswer } },
      config: { access: access.signedIn(), sessionCookie: true },
    },
    async (request, reply) => {
      const issued = await auth.refresh(deps(request), requireAuth(request), request.headers['user-agent'] ?? null);
      setSessionCookie(app, reply, issued.token, issued.expiresAt);
      return {
        status: true,
        statusCode: 200,
        message: 'Session refreshed',
        token: issued.token,
        data: { token: issued.token, user: issued.user, expirdetails: { expiryat: seconds(issued.expiresAt) } },
      };
    },
  );
}
