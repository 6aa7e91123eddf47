import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES } from '@lbo/contracts/limits';
import type { Env } from './config/env';
import { BROTLI_QUALITY, COMPRESS_FROM_BYTES, GZIP_LEVEL } from './lib/answer-encoding';
import { metricsPlugin, operationsPlugin } from './plugins/operations';
import { localChangeFeed, type ChangeFeed } from './db/change-feed';
import { createRuleChangeHooks } from './db/rule-change';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type Mailer } from './lib/mailer';
import { createDatabaseStorage, type FileStorage } from './lib/storage';
import { registerModules } from './modules';
import { auditTrailRecording } from './modules/audit-trail';
import { shortLinkRedirect } from './modules/shortener';
import { createEvaluationCore } from './modules/loan-application';
import { createVersionTracker } from './modules/rule-versions';
import { createChangeAppliers } from './modules/rule-changes';
import { createConsentGate } from './modules/consents';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { idempotencyPlugin } from './plugins/idempotency';
import { openapiPlugin, openapiUiPlugin } from './plugins/openapi';
import { ruleChangeContextPlugin } from './plugins/rule-change-context';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { partnerScopePlugin } from './plugins/partner-scope';
import { partnerLimitsPlugin } from './plugins/partner-limits';
import { resolveSession } from './modules/auth';
import type { ExtraRuleGroup } from './modules/rules';
import type { ExtraMasterEntity } from './modules/master-data';
import type { WebhookSettings } from './modules/webhooks';
import { webAppPlugin } from './plugins/web-app';
import { createDecisionPairs } from './db/decision-pairs';
import { outcomeCodec } from './db/stored-outcome';
import type { evaluateCompiled, PairField } from '@lbo/eligibility';
import { maintainDecisionPartitions, startPartitionMaintenance } from './db/decision-partitions';
import './plugins/fastify-types';

export interface AppOptions {
  env: Env;
  db: Database;
  /** Where replica-tolerant reads go (DATABASE_READ_URL); `db` when absent. */
  readDb?: Database;
  /** Cross-process notifications on `db`; tests without one get a feed local to the process. */
  changes?: ChangeFeed;
  clock?: Clock;
  mailer?: Mailer;
  storage?: FileStorage;
  /** false in tests; a pino logger configuration otherwise */
  logger?: boolean | object;
  /** Rule groups beyond the nine, each registered from its definition (a new group before its release; tests). */
  extraRuleGroups?: readonly ExtraRuleGroup[];
  /** Master-data entities beyond the six, each registered from its definition (a new entity before its release; tests). */
  extraMasterEntities?: readonly ExtraMasterEntity[];
  /** Webhook delivery settings (retry schedule, poll, or none); defaults for a real server. */
  webhooks?: WebhookSettings;
  /** A pair figure beyond the engine's (a new one before its release; tests): the longer list of pair fields and the engine that gives it. */
  pairFigures?: { fields: readonly PairField[]; evaluate: typeof evaluateCompiled };
}

/**
 * A request without a body reaches a body schema as null (Fastify validates a missing part as
 * null): the body schema sees `{}` instead, so an action whose fields are all optional
 * (approve, reject) accepts no body and one with required fields names them. The document says
 * the same: a body no field of which is required is `required: false` there (plugins/openapi.ts).
 */
function bodyDefaultsToEmpty(compile: typeof validatorCompiler): typeof validatorCompiler {
  return (route) => {
    const validate = compile(route);
    return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
  };
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const clock = opts.clock ?? systemClock;
  const app = Fastify({
    logger: opts.logger ?? { level: opts.env.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: opts.env.TRUST_PROXY,
  });
  app.setValidatorCompiler(bodyDefaultsToEmpty(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('env', opts.env);
  app.decorate('db', opts.db);
  app.decorate('readDb', opts.readDb ?? opts.db);
  app.decorate('changes', opts.changes ?? localChangeFeed());
  app.decorate('ruleVersions', createVersionTracker(opts.db, app.changes));
  app.decorate('ruleChangeHooks', createRuleChangeHooks());
  app.decorate('ruleChangeAppliers', createChangeAppliers());
  app.ruleChangeHooks.committed.push((version) => app.ruleVersions.observe(version));
  app.decorate('decisionPairs', createDecisionPairs(opts.db, opts.pairFigures ? outcomeCodec(opts.pairFigures.fields) : undefined));
  app.decorate('evaluationCore', createEvaluationCore(opts.db, app.ruleVersions, app.decisionPairs, { evaluate: opts.pairFigures?.evaluate }));
  app.decorate('consentGate', createConsentGate(opts.db, app.changes));
  app.decorate('mailer', opts.mailer ?? createMailer({ smtpUrl: opts.env.SMTP_URL, from: opts.env.MAIL_FROM, log: app.log }));
  app.decorate('storage', opts.storage ?? createDatabaseStorage(opts.db));
  app.decorate('routeRegistry', []);
  app.decorate('apiKeyAuth', { authenticate: null, charge: null, refund: null });

  // The root holds what every route shares and adds no request hook: the public redirect lives
  // here with nothing but its own handler (ADR 0025). Everything else is served from `site`
  // below, whose hooks (request id, metrics, security headers, compression, cookies, sessions,
  // input guard, idempotency) apply to its routes only.
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  for (const [name, cache] of Object.entries(app.evaluationCore.caches)) app.metrics.cache(`evaluation_${name}`, cache);
  await app.register(openapiPlugin);
  await app.register(shortLinkRedirect, { clock });
  await app.register(async function site(site) {
    site.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    await site.register(operationsPlugin);
    await site.register(securityPlugin);
    // Levels by measurement (lib/answer-encoding.ts); the apply answer compresses itself, in one call.
    await site.register(compress, {
      global: true,
      threshold: COMPRESS_FROM_BYTES,
      encodings: ['br', 'gzip', 'deflate'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      zlibOptions: { level: GZIP_LEVEL },
    });
    await site.register(cookie);
    await site.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 20 } });
    // Before the session plugin, which refuses /api routes that declare no access.
    await site.register(openapiUiPlugin);
    await site.register(sessionPlugin, { clock, resolveSession });
    await site.register(partnerScopePlugin);
    // After the session plugin: its hook runs after the caller is known.
    await site.register(partnerLimitsPlugin, { clock });
    await site.register(inputGuardPlugin);
    await site.register(idempotencyPlugin, { clock });
    await site.register(webAppPlugin);
    await site.register(ruleChangeContextPlugin);
    // Before the modules: every /api route they add is recorded by its access declaration (ADR 0039).
    await auditTrailRecording(site, { clock });
    await registerModules(site, { clock, extraRuleGroups: opts.extraRuleGroups, extraMasterEntities: opts.extraMasterEntities, webhooks: opts.webhooks });
    // Tests and benchmarks reach the dispatcher through the app.
    app.decorate('webhookDispatcher', site.webhookDispatcher);
    app.decorate('auditTrail', site.auditTrail);
    app.decorate('partnerViews', site.partnerViews);
  });

  // Before any request: this month's partition and the next ones exist, and the retention has run.
  await maintainDecisionPartitions(opts.db, clock.now(), opts.env.DECISION_RETENTION_MONTHS);
  const partitions = startPartitionMaintenance({ db: opts.db, now: () => clock.now(), retentionMonths: opts.env.DECISION_RETENTION_MONTHS, log: app.log });

  app.addHook('onClose', async () => {
    partitions.stop();
    app.ruleVersions.close();
    app.consentGate.close();
    await app.mailer.close();
  });
  return app;
}
