import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES } from '@lbo/contracts/limits';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type Mailer } from './lib/mailer';
import { createLocalStorage, type FileStorage } from './lib/storage';
import { registerModules } from './modules';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { webAppPlugin } from './plugins/web-app';
import './plugins/fastify-types';

export interface AppOptions {
  env: Env;
  db: Database;
  clock?: Clock;
  mailer?: Mailer;
  storage?: FileStorage;
  /** false in tests; a pino logger configuration otherwise */
  logger?: boolean | object;
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
  app.decorate('mailer', opts.mailer ?? createMailer({ smtpUrl: opts.env.SMTP_URL, from: opts.env.MAIL_FROM, log: app.log }));
  app.decorate('storage', opts.storage ?? createLocalStorage(path.resolve(opts.env.DATA_DIR, 'files')));
  app.decorate('routeRegistry', []);
  app.decorate('apiKeyAuth', { authenticate: null });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Evaluation answers run to hundreds of kilobytes of explanations; gzip is cheap next to the network.
  await app.register(compress, { global: true, threshold: 2048, encodings: ['gzip', 'deflate'] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 20 } });
  await app.register(openapiPlugin);
  await app.register(sessionPlugin, { clock });
  await app.register(webAppPlugin);
  await registerModules(app, { clock });

  app.addHook('onClose', async () => app.mailer.close());
  return app;
}
