import type { AccessMap } from '@lbo/contracts/permissions';
import type { Database } from '../db/client';
import type { Env } from '../config/env';
import type { Mailer } from '../lib/mailer';
import type { FileStorage } from '../lib/storage';
import type { RouteAccess } from './access';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role_id: string | null;
  role_name: string | null;
}

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  access: AccessMap;
  /** How the token arrived; writes by cookie are checked against cross-site forgery. */
  via: 'bearer' | 'cookie';
  expiresAt: Date;
}

export interface ApiKeyContext {
  id: string;
  ownerId: string | null;
  scopes: string[];
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    mailer: Mailer;
    storage: FileStorage;
    /** Every /api route with what it requires; the permission test walks this list. */
    routeRegistry: RegisteredRoute[];
    /** Filled by the api-keys module: resolves an x-api-key header, throws AppError when refused. */
    apiKeyAuth: { authenticate: ((request: FastifyRequest, scope: string) => Promise<ApiKeyContext>) | null };
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    apiKey: ApiKeyContext | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
