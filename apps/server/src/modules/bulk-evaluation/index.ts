import type { FastifyInstance } from 'fastify';
import { publicBaseUrl } from '../../config/env';
import type { Clock } from '../../lib/clock';
import { bulkRoutes } from './bulk.routes';
import { createBulkQueue } from './bulk-queue';
import { runChunk } from './bulk-runner';
import { requeueOrphans, type BulkDeps } from './bulk.service';

const CHANNEL = 'bulk_jobs';

/**
 * Bulk evaluation: files of applicants checked whole, then evaluated in chunks on the
 * database's job queue by whichever process takes them.
 */
export async function bulkEvaluationModule(app: FastifyInstance, ctx: { clock: Clock }) {
  const runner = { db: app.db, core: app.evaluationCore, pairs: app.decisionPairs, clock: ctx.clock, log: app.log };
  const queue = createBulkQueue({
    db: app.db,
    run: (chunk) => runChunk(runner, chunk),
    recover: () => requeueOrphans({ db: app.db, queue }),
    onError: (error) => app.log.error({ err: error }, 'bulk evaluation queue error'),
  });
  const deps: BulkDeps = {
    db: app.db,
    clock: ctx.clock,
    storage: app.storage,
    queue,
    baseUrl: publicBaseUrl(app.env),
    announce: () => app.changes.publish(app.db, CHANNEL),
    consentGate: app.consentGate,
  };
  const stop = app.changes.subscribe(CHANNEL, () => queue.wake());
  await app.register(bulkRoutes, { deps, pairs: app.decisionPairs });
  app.addHook('onReady', async () => {
    await queue.resume();
  });
  app.addHook('onClose', async () => {
    stop();
    await queue.close();
  });
}
