import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadEnv, type Env } from './config/env';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { runPrimary } from './cluster-primary';
import { databaseTarget, prepareDatabase, prepareDatabaseInChild, PREPARE_DATABASE_ARGUMENT, startupWork } from './first-start';

/** One serving process: database (migrated and seeded once, under a lock), app, graceful shutdown. */
async function serve(env: Env) {
  await prepareDatabaseInChild(env, startupLog);
  const handle = await openDatabase(databaseTarget(env), {
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_SECONDS * 1000,
    log: startupLog,
    init: startupWork(env, startupLog),
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

/** Start-up work runs before the app (and its logger) exists; it logs pino's JSON shape: (message) or (details, message). */
function startupLog(first: unknown, second?: unknown) {
  const entry = typeof first === 'string' ? { msg: first } : { ...(first as object), msg: typeof second === 'string' ? second : '' };
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...entry })}\n`);
}

async function main() {
  const env = loadEnv();
  const workers = env.DATABASE_URL ? (env.WORKERS ?? availableParallelism()) : 1;
  if (!env.DATABASE_URL && (env.WORKERS ?? 1) > 1) {
    console.warn(`WORKERS=${env.WORKERS} ignored: the embedded PGlite database serves one process. Set DATABASE_URL to run several.`);
  }
  if (process.argv.includes(PREPARE_DATABASE_ARGUMENT)) {
    await prepareDatabase(env, startupLog);
    process.exit(0);
  }
  if (cluster.isPrimary && workers > 1) return runPrimary(workers, env.SHUTDOWN_TIMEOUT_MS);
  return serve(env);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
