import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES } from '@lbo/contracts/limits';
import type { Env } from './config/env';
import { operationsPlugin } from './plugins/operations';
import { localChangeFeed, type ChangeFeed } from './db/change-feed';
import { createRuleChangeHooks } from './db/rule-change';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type Mailer } from './lib/mailer';
import { createDatabaseStorage, type FileStorage } from './lib/storage';
import { registerModules } from './modules';
import { createEvaluationCore } from './modules/loan-application';
import { createVersionTracker } from './modules/rule-versions';
import { createChangeAppliers } from './modules/rule-changes';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { idempotencyPlugin } from './plugins/idempotency';
import { openapiPlugin } from './plugins/openapi';
import { ruleChangeContextPlugin } from './plugins/rule-change-context';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { resolveSession } from './modules/auth';
import type { ExtraRuleGroup } from './modules/rules';
import type { WebhookSettings } from './modules/webhooks';
import { webAppPlugin } from './plugins/web-app';
import { createDecisionPairs } from './db/decision-pairs';
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
  /** Webhook delivery settings (retry schedule, poll, or none); defaults for a real server. */
  webhooks?: WebhookSettings;
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('env', opts.env);
  app.decorate('db', opts.db);
  app.decorate('readDb', opts.readDb ?? opts.db);
  app.decorate('changes', opts.changes ?? localChangeFeed());
  app.decorate('ruleVersions', createVersionTracker(opts.db, app.changes));
  app.decorate('ruleChangeHooks', createRuleChangeHooks());
  app.decorate('ruleChangeAppliers', createChangeAppliers());
  app.ruleChangeHooks.committed.push((version) => app.ruleVersions.observe(version));
  app.decorate('decisionPairs', createDecisionPairs(opts.db));
  app.decorate('evaluationCore', createEvaluationCore(opts.db, app.ruleVersions, app.decisionPairs));
  app.decorate('mailer', opts.mailer ?? createMailer({ smtpUrl: opts.env.SMTP_URL, from: opts.env.MAIL_FROM, log: app.log }));
  app.decorate('storage', opts.storage ?? createDatabaseStorage(opts.db));
  app.decorate('routeRegistry', []);
  app.decorate('apiKeyAuth', { authenticate: null, charge: null });

  await app.register(errorsPlugin);
  await app.register(operationsPlugin);
  for (const [name, cache] of Object.entries(app.evaluationCore.caches)) app.metrics.cache(`evaluation_${name}`, cache);
  await app.register(securityPlugin);
  // Evaluation answers run to hundreds of kilobytes of explanations; gzip is cheap next to the network.
  await app.register(compress, { global: true, threshold: 2048, encodings: ['gzip', 'deflate'] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 20 } });
  await app.register(openapiPlugin);
  await app.register(sessionPlugin, { clock, resolveSession });
  await app.register(inputGuardPlugin);
  await app.register(idempotencyPlugin, { clock });
  await app.register(webAppPlugin);
  await app.register(ruleChangeContextPlugin);
  await registerModules(app, { clock, extraRuleGroups: opts.extraRuleGroups, webhooks: opts.webhooks });

  // Before any request: this month's partition and the next ones exist, and the retention has run.
  await maintainDecisionPartitions(opts.db, clock.now(), opts.env.DECISION_RETENTION_MONTHS);
  const partitions = startPartitionMaintenance({ db: opts.db, now: () => clock.now(), retentionMonths: opts.env.DECISION_RETENTION_MONTHS, log: app.log });

  app.addHook('onClose', async () => {
    partitions.stop();
    app.ruleVersions.close();
    await app.mailer.close();
  });
  return app;
}
