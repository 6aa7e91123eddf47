import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { loadEnv, type Env } from './config/env';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './db/client';
import { ensureFirstAdmin } from './db/seed/admin';
import { seedDemoData } from './db/seed';
import { buildApp } from './app';
import { runPrimary } from './cluster-primary';
import { rowsOf } from './db/raw-rows';

/** One serving process: database (migrated and seeded once, under a lock), app, graceful shutdown. */
async function serve(env: Env) {
  const log = (first: unknown, second?: unknown) => {
    // pino's shapes: (message) or (details, message).
    const entry = typeof first === 'string' ? { msg: first } : { ...(first as object), msg: typeof second === 'string' ? second : '' };
    process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...entry })}\n`);
  };
  // Start-up work runs before the app (and its logger) exists; it logs in the same JSON shape.
  const startupLog = { info: log, warn: log, error: log, debug: () => undefined, child: () => startupLog } as unknown as FastifyBaseLogger;
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, readUrl: env.DATABASE_READ_URL } : { dataDir: env.DATA_DIR }, {
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_SECONDS * 1000,
    log,
    // Under the start-up lock: however many processes start together, one administrator and one set of demo data.
    init: async (db) => {
      const admin = await ensureFirstAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, log: startupLog });
      if (!env.SEED_DEMO_DATA) return false;
      const before = await rowCount(db, 'banks');
      await seedDemoData(db, startupLog, admin.id);
      // The demo data was written now: a heavy first start.
      return before === 0 && (await rowCount(db, 'banks')) > 0;
    },
  });
  const app = await buildApp({ env, db: handle.db, readDb: handle.read, changes: handle.changes });
  app.log.info(`database: ${handle.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}`);
  if (env.TRUST_PROXY === true) {
    app.log.warn(
      'TRUST_PROXY=true believes X-Forwarded-For from any sender: bind the app to 127.0.0.1 or firewall its port so only the proxy reaches it, or set TRUST_PROXY to the proxy addresses',
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: no new connections; finishing requests in flight (at most ${env.SHUTDOWN_TIMEOUT_MS} ms)`);
    const force = setTimeout(() => {
      app.log.warn('shutdown timeout: closing with requests still in flight');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS + 5000);
    force.unref();
    try {
      // close() stops accepting, waits for requests in flight and runs every onClose hook (queues flush there).
      await Promise.race([app.close(), new Promise((r) => setTimeout(r, env.SHUTDOWN_TIMEOUT_MS))]);
      await handle.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

async function rowCount(db: Database, table: 'banks') {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

async function main() {
  const env = loadEnv();
  const workers = env.DATABASE_URL ? (env.WORKERS ?? availableParallelism()) : 1;
  if (!env.DATABASE_URL && (env.WORKERS ?? 1) > 1) {
    console.warn(`WORKERS=${env.WORKERS} ignored: the embedded PGlite database serves one process. Set DATABASE_URL to run several.`);
  }
  if (cluster.isPrimary && workers > 1) return runPrimary(workers, env.SHUTDOWN_TIMEOUT_MS);
  return serve(env);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
