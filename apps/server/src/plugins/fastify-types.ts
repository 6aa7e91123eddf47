import type { AccessMap } from '@lbo/contracts/permissions';
import type { AuthContext, SessionUser } from './auth-context';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import type { DecisionPairs } from '../db/decision-pairs';
import type { DryRun, RuleChangeContext, RuleChangeHooks } from '../db/rule-change';
import type { AppMetrics } from './operations';
import type { Env } from '../config/env';
import type { Mailer } from '../lib/mailer';
import type { FileStorage } from '../lib/storage';
import type { RouteAccess } from './access';
import type { FileAnswer, RedirectAnswer } from './openapi-operations';
import type { UploadOptions } from '../lib/spreadsheets';
import type { RouteAudit } from './route-audit';

export interface ApiKeyContext {
  id: string;
  ownerId: string | null;
  scopes: string[];
  /** The partner the key belongs to (its creator's): the key sees only that partner's applicants. */
  partnerId: string | null;
  /** The partner has a rate limit or a monthly quota: only then are the key's requests counted against it. */
  partnerLimited: boolean;
  /** The owner the key acts for, with the owner's permissions: a key can do no more than its owner. */
  owner: SessionUser;
  access: AccessMap;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** One rule change in one transaction, so an impact preview may run it and roll it back. */
  dryRunnable: boolean;
}

// Modules declare what they add to the app in their own index.ts (linkCache, clickQueue,
// evaluationCore, ruleVersions), so that this file depends on no module.
declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    /** Reads that tolerate a replica's lag (analytics breakdown, exports, customer history): DATABASE_READ_URL's pool, else `db`. */
    readDb: Database;
    /** Prometheus series (plugins/operations.ts). */
    metrics: AppMetrics;
    /** LISTEN/NOTIFY between every process on the database: invalidates in-process caches everywhere. */
    changes: ChangeFeed;
    /** The numbers stored decisions name banks and products by (db/decision-pairs.ts). */
    decisionPairs: DecisionPairs;
    /** Every rule-set change runs through these (db/rule-change.ts): checks before commit, observers after. */
    ruleChangeHooks: RuleChangeHooks;
    /** Dry runs of impact previews under way in this process, by the id their save call carries. */
    dryRuns: Map<string, DryRun>;
    mailer: Mailer;
    storage: FileStorage;
    /** Every /api route with what it requires; the permission test walks this list. */
    routeRegistry: RegisteredRoute[];
    /** Filled by the api-keys module: resolves an x-api-key header, throws AppError when refused. */
    apiKeyAuth: {
      authenticate: ((request: FastifyRequest, scope: string, ownerMay: (access: AccessMap) => boolean) => Promise<ApiKeyContext>) | null;
      /** Counts more units (a bulk file's applicants) against the calling key's quota, or throws 429. */
      charge: ((keyId: string, units: number) => Promise<void>) | null;
      /** Gives back units a key's request counted when something else refuses the request whole (a partner's limit). */
      refund: ((keyId: string, units: number) => Promise<void>) | null;
    };
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    apiKey: ApiKeyContext | null;
    /** The `reason` field of a rule change's body as sent, kept before the route's schema parses the body. */
    rawChangeReason: unknown;
    /** The request's rule-change context, built before its handler runs (plugins/rule-change-context.ts); routes read it with changeContextOf. */
    ruleChange: RuleChangeContext | null;
    /** The user a public route acted for, when the route knows it (sign-out): the audit trail's actor. */
    auditActor: string | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Failures the route answers beyond those its access and input imply, for the OpenAPI document. */
    documentedErrors?: Record<number, string>;
    /** The route answers a file, not the JSON envelope: the OpenAPI document describes its 200 as these media types. */
    fileAnswer?: FileAnswer;
    /** The route answers a redirect, or an HTML page when it cannot: the document shows the 302 and the pages. */
    redirectAnswer?: RedirectAnswer;
    /**
     * The route writes only through one `withRuleChange` transaction, so an impact preview's dry
     * run may call it and roll it back. Every other route refuses a dry run.
     */
    dryRunnable?: boolean;
    /** The route changes rules or master data and takes a reason (`X-Change-Reason` or a `reason` body field) for the version it makes. */
    changeReason?: boolean;
    /** The route honours an `Idempotency-Key` header (plugins/idempotency.ts): a repeat answers the first answer again. */
    idempotent?: boolean;
    /** The route reads a multipart upload with these options (lib/spreadsheets/upload.ts): the document describes its body. */
    upload?: UploadOptions;
    /** The route sets or clears the session cookie: the document declares `Set-Cookie` on its successes. */
    sessionCookie?: boolean;
    /** Each request makes one evaluation (apply, a bulk file): a partner's monthly evaluation quota counts it (plugins/partner-limits.ts). */
    countsEvaluations?: boolean;
    /** What the audit trail records of the route beyond its defaults (plugins/route-audit.ts). */
    audit?: RouteAudit;
  }
}
