import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import * as schema from './schema';

import { migrateStoredDecisions } from './data-steps';
import type { Database } from './database-types';

export type { Database, DbOrTx, Tx } from './database-types';

export interface DatabaseHandle {
  db: Database;
  /**
   * Where reads that tolerate a replica's lag go (analytics breakdown, exports, customer history):
   * a pool on `readUrl` when one was given, else `db` itself.
   */
  read: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL (null for PGlite): what another process would open. */
  url: string | null;
  /** Notifications between every process on this database (LISTEN/NOTIFY). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/** True for the embedded PGlite (one process, one connection), false for PostgreSQL. */
export const isEmbedded = (db: Database) => typeof (db as unknown as { $client: { exec?: unknown } }).$client.exec === 'function';

/**
 * `memory` keeps PGlite in memory (tests); otherwise a folder. `template`: a database not made yet
 * (in memory, or a folder without one) starts from this dump (`dumpDataDir`) instead of an empty
 * cluster: tests start from one migrated copy rather than running initdb each (2.3 s → 0.5 s).
 */
export type DatabaseTarget = { url: string; readUrl?: string | undefined } | { dataDir: string | 'memory'; template?: Blob };

export interface OpenOptions {
  /**
   * Work done once per database after the migrations (first administrator, demo data), under the
   * same lock. Answering true says it wrote much (the demo data): PGlite is then reopened, because
   * its WebAssembly heap keeps whatever size that work grew it to.
   */
  init?: (db: Database) => Promise<boolean | void>;
  /** How long to keep trying to reach PostgreSQL at start before giving up. */
  connectTimeoutMs?: number;
  log?: (message: string) => void;
}

/** Shared buffers of the embedded database (see openDatabase). */
const EMBEDDED_SHARED_BUFFERS = '16MB';

/** One lock key for start-up work: every process of this app on one database takes it in turn. */
const STARTUP_LOCK_KEY = 7_313_001;

/**
 * A client of the database, retried with backoff (0.25 s doubling to 5 s)
 * until `timeoutMs`: a process started before its database is up waits for it.
 */
async function connectWithRetry(url: string, timeoutMs: number, log: (m: string) => void = () => undefined): Promise<pg.Client> {
  const deadline = Date.now() + timeoutMs;
  let delay = 250;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: Math.min(5000, Math.max(500, timeoutMs)) });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `PostgreSQL is not reachable at ${redact(url)} after ${attempt} attempts over ${Math.round(timeoutMs / 1000)} s: ${(error as Error).message}`,
        );
      }
      log(`PostgreSQL not reachable yet (${(error as Error).message}); retrying in ${delay} ms`);
      await new Promise((r) => setTimeout(r, Math.min(delay, left)));
      delay = Math.min(delay * 2, 5000);
    }
  }
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if ('url' in target) {
    // Migrations and first-run data under an advisory lock: processes started together take turns,
    // and the later ones find the work done.
    const locker = await connectWithRetry(target.url, options.connectTimeoutMs ?? 60_000, options.log);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL pool connection error:', error.message));
    const pgDb = drizzlePg({ client: pool, schema });
    const db = pgDb as unknown as Database;
    try {
      await locker.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      await migratePg(pgDb, { migrationsFolder });
      await migrateStoredDecisions(db);
      await options.init?.(db);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    } finally {
      await locker.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      await locker.end().catch(() => undefined);
    }
    const changes = postgresChangeFeed(target.url);
    const readPool = target.readUrl ? new pg.Pool({ connectionString: target.readUrl, max: 5 }) : null;
    readPool?.on('error', (error) => console.error('PostgreSQL read pool connection error:', error.message));
    return {
      db,
      read: readPool ? (drizzlePg({ client: readPool, schema }) as unknown as Database) : db,
      kind: 'postgres',
      url: target.url,
      changes,
      async close() {
        await changes.close();
        await pool.end();
        await readPool?.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir !== 'memory') {
    dataDir = path.resolve(target.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // PGlite refuses to load a dump over a database that is there already.
  const template = dataDir === undefined || !embeddedDatabaseExists(target.dataDir) ? target.template : undefined;
  const open = () =>
    PGlite.create({
      dataDir,
      ...(template ? { loadDataDir: template } : {}),
      extensions: { pg_trgm },
      // The embedded database is for small machines: PostgreSQL's 128 MB of shared buffers would all
      // end up in the WebAssembly heap (which never shrinks); the data of a back office fits in far less.
      // A new WAL segment is not filled with zeros first: in PGlite's file system that cost 200–390 ms
      // of the one thread every 16 MB of WAL, held up every request meanwhile (decision roll-ups
      // crossed one every ~40 chunks), and preallocates nothing there.
      startParams: [
        ...PGlite.defaultStartParams,
        ...['-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`, '-c', 'work_mem=4MB', '-c', 'maintenance_work_mem=16MB', '-c', 'wal_init_zero=off'],
      ],
    });
  let client = await open();
  const pgliteDb = drizzlePglite({ client, schema });
  let db = pgliteDb as unknown as Database;
  await migratePglite(pgliteDb, { migrationsFolder });
  await migrateStoredDecisions(db);
  if ((await options.init?.(db)) === true && dataDir) {
    await client.close();
    client = await open();
    db = drizzlePglite({ client, schema }) as unknown as Database;
  }
  const changes = pgliteChangeFeed(client);
  return {
    db,
    read: db,
    kind: 'pglite',
    url: null,
    changes,
    async close() {
      await changes.close();
      await client.close();
    },
  };
}

/**
 * Whether the embedded database under `dataDir` has been created (initdb has run there). Read
 * without opening it: a first start does its heavy work in a process of its own (first-start.ts).
 */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(path.resolve(dataDir, 'pglite'), 'PG_VERSION'));
}

/** How many migrations this build ships: a database that has applied fewer is not ready for it. */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** The migrations ship beside the sources and beside the bundle; look upward for them. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
}
