import type { AccessMap } from '@lbo/contracts/permissions';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import type { RuleChangeHooks, RuleChangeRequest } from '../db/rule-change';
import type { AppMetrics } from './operations';
import type { ClickQueue } from '../modules/shortener/redirect/click-queue';
import type { LinkCache } from '../modules/shortener/redirect/link-cache';
import type { Env } from '../config/env';
import type { Mailer } from '../lib/mailer';
import type { EvaluationCore } from '../modules/loan-application/evaluation-core';
import type { VersionTracker } from '../modules/rule-versions/version-tracker';
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
    /** Short id → link, forgotten everywhere on any change (modules/shortener/redirect/link-cache.ts). */
    linkCache: LinkCache;
    /** Clicks answered and not yet written (modules/shortener/redirect/click-queue.ts). */
    clickQueue: ClickQueue;
    /** Prometheus series (plugins/operations.ts). */
    metrics: AppMetrics;
    /** LISTEN/NOTIFY between every process on the database: invalidates in-process caches everywhere. */
    changes: ChangeFeed;
    /** The newest rule-set version, known without a query per request. */
    ruleVersions: VersionTracker;
    /** Every rule-set change runs through these (db/rule-change.ts): checks before commit, observers after. */
    ruleChangeHooks: RuleChangeHooks;
    /** Dry runs of impact previews under way in this process, by the id their save call carries. */
    dryRuns: Map<string, NonNullable<RuleChangeRequest['dryRun']>>;
    /** Compiled plans, companies and cities per rule-set version (modules/loan-application). */
    evaluationCore: EvaluationCore;
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
