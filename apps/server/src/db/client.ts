import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL (null for PGlite): what another process would open. */
  url: string | null;
  /** Notifications between every process on this database (LISTEN/NOTIFY). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/** `memory` keeps PGlite in memory (tests); otherwise a folder. */
export type DatabaseTarget = { url: string } | { dataDir: string | 'memory' };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL pool connection error:', error.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    const changes = postgresChangeFeed(target.url);
    return {
      db,
      kind: 'postgres',
      url: target.url,
      changes,
      async close() {
        await changes.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir !== 'memory') {
    dataDir = path.resolve(target.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  const changes = pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    url: null,
    changes,
    async close() {
      await changes.close();
      await client.close();
    },
  };
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
