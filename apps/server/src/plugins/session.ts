import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@lbo/contracts/auth';
import { can, PARTNER_MODULES, type AccessMap } from '@lbo/contracts/permissions';
import { publicBaseUrl } from '../config/env';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { AuthContext } from './auth-context';
import type { RouteAccess } from './access';
import { API_PREFIX } from '@lbo/contracts/api-paths';

export const SESSION_COOKIE = 'lbo_session';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The session token a request carries (bearer header first, then the cookie), unchecked: for
 * routes that must answer while the embedded database is busy and match it against a token
 * they remember instead of reading the sessions table.
 */
export function sessionTokenOf(request: FastifyRequest): string | null {
  return bearerToken(request) ?? request.cookies[SESSION_COOKIE] ?? null;
}

/** Turns a session token into who is signed in (the auth module's `resolveSession`, handed in by app.ts). */
export type SessionResolver = (deps: { db: FastifyInstance['db']; clock: Clock }, token: string, via: AuthContext['via']) => Promise<AuthContext | null>;

/**
 * Resolves the session (bearer header first, then the httpOnly cookie) and
 * enforces each route's declared access before its input is validated, so
 * that an anonymous caller learns nothing about a route's input.
 */

export const sessionPlugin = fp<{ clock: Clock; resolveSession: SessionResolver }>(async (app, opts) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('apiKey', null);

  const allowedOrigins = new Set([new URL(publicBaseUrl(app.env)).origin]);

  function checkSameOrigin(request: FastifyRequest) {
    const origin = request.headers.origin ?? (request.headers.referer ? safeOrigin(request.headers.referer) : undefined);
    const own = `${request.protocol}://${request.host}`;
    if (!origin || (origin !== own && !allowedOrigins.has(origin))) {
      throw AppError.forbidden('Cross-site request refused');
    }
  }

  async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
    const bearer = bearerToken(request);
    if (bearer) return opts.resolveSession({ db: app.db, clock: opts.clock }, bearer, 'bearer');
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) return opts.resolveSession({ db: app.db, clock: opts.clock }, cookie, 'cookie');
    return null;
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const declared = route.config?.access;
    if (!declared) throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeRegistry.push({ method, url: route.url, access: declared, dryRunnable: route.config?.dryRunnable === true });
    }
  });

  app.addHook('preValidation', async (request) => {
    const declared = request.routeOptions.config.access;
    if (!declared || declared.kind === 'public') return;

    if (declared.kind === 'permission' && declared.apiKeyScope && request.headers['x-api-key']) {
      if (!app.apiKeyAuth.authenticate) throw AppError.unauthorized('API keys are not accepted');
      // A key acts for its owner: the owner's role still binds (checked before the quota is charged).
      const key = await app.apiKeyAuth.authenticate(request, declared.apiKeyScope, (access) => permits(declared, access, request));
      request.apiKey = key;
      request.auth = {
        sessionId: `api-key:${key.id}`,
        user: key.owner,
        access: key.access,
        via: 'api-key',
        expiresAt: new Date(8.64e15),
        partnerLimited: key.partnerLimited,
      };
      refuseMarketplaceWork(declared, key.access, key.partnerId);
      return;
    }

    const auth = await authenticate(request);
    if (!auth) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
    if (auth.via === 'cookie' && UNSAFE_METHODS.has(request.method)) checkSameOrigin(request);
    request.auth = auth;
    if (declared.kind === 'permission' && !permits(declared, auth.access, request, auth.user.role_id)) throw AppError.forbidden(AUTH_MESSAGES.forbidden);
    // Reading one's own role is every user's (the role route masks a partner's to what applies to it).
    if (declared.kind === 'permission' && !readsOwnRole(declared, request, auth.user.role_id))
      refuseMarketplaceWork(declared, auth.access, auth.user.partner_id);
  });

  /** Public routes such as logout still want to know who is calling. */
  app.decorate('optionalAuth', authenticate);
  /** Cookie writes outside the access check (logout) refuse other sites the same way. */
  app.decorate('assertSameOrigin', checkSameOrigin);
});

function permits(declared: Extract<RouteAccess, { kind: 'permission' }>, access: AccessMap, request: FastifyRequest, roleId: string | null = null): boolean {
  if (can(access, declared.module, declared.action)) return true;
  if (declared.alternatives?.some((alt) => can(access, alt.module, alt.action))) return true;
  return readsOwnRole(declared, request, roleId);
}

/** The caller reads their own role's matrix (what the web loads at sign-in, a partner's users too). */
function readsOwnRole(declared: Extract<RouteAccess, { kind: 'permission' }>, request: FastifyRequest, roleId: string | null): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return declared.allowOwnRole === true && roleId !== null && query?.id === roleId;
}

/** A partner's user or key reaches the partner modules only (or a lookup one of them shares), whatever its role says. */
function refuseMarketplaceWork(declared: Extract<RouteAccess, { kind: 'permission' }>, access: AccessMap, partnerId: string | null) {
  if (partnerId === null || PARTNER_MODULES.includes(declared.module)) return;
  if (declared.alternatives?.some((alt) => PARTNER_MODULES.includes(alt.module) && can(access, alt.module, alt.action))) return;
  throw AppError.forbidden(AUTH_MESSAGES.marketplaceOnly);
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    optionalAuth(request: FastifyRequest): Promise<AuthContext | null>;
    assertSameOrigin(request: FastifyRequest): void;
  }
}

/** The signed-in caller; only for routes whose access is not public. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
  return request.auth;
}
