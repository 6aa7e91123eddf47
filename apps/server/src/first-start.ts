import { spawn } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Env } from './config/env';
import { embeddedDatabaseExists, openDatabase, type Database, type DatabaseTarget } from './db/client';
import { rowsOf } from './db/raw-rows';
import { ensureFirstAdmin } from './db/seed/admin';
import { seedDemoData } from './db/seed';

/** The argument that makes the entry point prepare the embedded database and exit (see prepareDatabaseInChild). */
export const PREPARE_DATABASE_ARGUMENT = '--prepare-database';

export type StartupLog = (first: unknown, second?: unknown) => void;

export const databaseTarget = (env: Env): DatabaseTarget =>
  env.DATABASE_URL ? { url: env.DATABASE_URL, readUrl: env.DATABASE_READ_URL } : { dataDir: env.DATA_DIR };

/**
 * Work done once per database after the migrations, under the start-up lock: however many
 * processes start together, one administrator and one set of demo data. Answers true when it wrote
 * the demo data just now (a heavy start).
 */
export function startupWork(env: Env, log: StartupLog) {
  // Start-up work runs before the app (and its logger) exists; it logs in the same JSON shape.
  const startupLog = { info: log, warn: log, error: log, debug: () => undefined, child: () => startupLog } as unknown as FastifyBaseLogger;
  return async (db: Database) => {
    const admin = await ensureFirstAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, log: startupLog });
    if (!env.SEED_DEMO_DATA) return false;
    const before = await bankCount(db);
    await seedDemoData(db, startupLog, admin.id);
    return before === 0 && (await bankCount(db)) > 0;
  };
}

async function bankCount(db: Database) {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM banks`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * On the embedded database's very first start, initdb, the migrations, the first administrator and
 * the demo data run in a short-lived child process (this entry point with PREPARE_DATABASE_ARGUMENT),
 * and the serving process then opens the finished database as on any later start. Done in the
 * serving process, that work leaves ~130 MB resident for good: PGlite's WebAssembly heap never
 * shrinks, and neither do the JS heap and the allocator arenas it grew (ADR 0027). Later starts,
 * whose migrations are small, skip the child and its ~2 s.
 */
export async function prepareDatabaseInChild(env: Env, log: StartupLog): Promise<void> {
  if (env.DATABASE_URL || embeddedDatabaseExists(env.DATA_DIR)) return;
  const started = Date.now();
  // execArgv carries the same runtime flags (and tsx's loader when run from source).
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_DATABASE_ARGUMENT], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error(`preparing the embedded database failed (the preparing process exited with ${code ?? 'a signal'})`);
  log(`first start: the embedded database was created in a separate process in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The child's side: migrate and seed, close, exit. */
export async function prepareDatabase(env: Env, log: StartupLog): Promise<void> {
  const handle = await openDatabase(databaseTarget(env), {
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_SECONDS * 1000,
    log,
    init: startupWork(env, log),
  });
  await handle.close();
}
