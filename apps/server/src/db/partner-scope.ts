import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from './database-types';
import * as schema from './schema';
import { DB_SETTINGS } from './settings';

/**
 * A partner's view of the database (ADR 0044): every statement runs in a transaction under the
 * role `lbo_partner` with the partner setting (DB_SETTINGS.partnerId) set to the partner, so the row-level policies of
 * migration 0035 show and accept only the partner's rows, and the partner columns' defaults file
 * what it writes under it. The app's own connection owns the tables and is not bound by the
 * policies: this handle is what binds a partner's requests.
 */

/** The role partner statements run as: not a superuser, so the policies apply to it. */
export const PARTNER_ROLE = 'lbo_partner';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statement that binds a transaction to a partner: both settings end with the transaction. */
export const bindToPartner = (partnerId: string) =>
  sql`SELECT set_config('role', ${PARTNER_ROLE}, true), set_config(${DB_SETTINGS.partnerId}, ${partnerId}, true)`;

/**
 * Work the app does for a partner on its own connection (a bulk job's chunks): the rows it writes
 * are filed under the partner by the partner columns' defaults; no policy applies to the owner.
 */
export const workForPartner = (partnerId: string) => sql`SELECT set_config(${DB_SETTINGS.partnerId}, ${partnerId}, true)`;

/** The same, spelled out for a simple-protocol script (the id checked as a uuid first). */
function bindScript(partnerId: string): string {
  if (!UUID.test(partnerId)) throw new Error('A partner id must be a uuid');
  return `SELECT set_config('role', '${PARTNER_ROLE}', true), set_config('${DB_SETTINGS.partnerId}', '${partnerId}', true)`;
}

/** PGlite: each statement, and each transaction, inside a PGlite transaction bound first. */
function embeddedPartnerDatabase(client: PGlite, partnerId: string): Database {
  const bind = bindScript(partnerId);
  const inScope = <T>(work: (tx: Transaction) => Promise<T>) =>
    client.transaction(async (tx) => {
      await tx.exec(bind);
      return work(tx);
    });
  const scoped = {
    query: (query: string, params?: unknown[], options?: object) => inScope((tx) => tx.query(query, params, options)),
    exec: (query: string, options?: object) => inScope((tx) => tx.exec(query, options)),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => inScope(work),
  };
  return drizzlePglite({ client: scoped as unknown as PGlite, schema }) as unknown as Database;
}

/**
 * PostgreSQL: a statement outside a transaction takes a connection, binds it and commits (three
 * round trips for one); a transaction binds itself as its first statement.
 */
function postgresPartnerDatabase(pool: pg.Pool, partnerId: string): Database {
  const begin = `BEGIN; ${bindScript(partnerId)}`;
  const scoped = {
    async query(config: unknown, values?: unknown[]) {
      const connection = await pool.connect();
      try {
        await connection.query(begin);
        const result = await connection.query(config as pg.QueryConfig, values);
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
  };
  const scopedDb = drizzlePg({ client: scoped as unknown as pg.Pool, schema }) as unknown as Database;
  const pooled = drizzlePg({ client: pool, schema }) as unknown as Database;
  // Drizzle takes a pool's connection for a transaction; the transaction is bound before the work.
  const transaction: Database['transaction'] = (work, config) =>
    pooled.transaction(async (tx) => {
      await tx.execute(bindToPartner(partnerId));
      return work(tx);
    }, config);
  return Object.assign(scopedDb, { transaction });
}

/** A partner's view of an open database (either kind), made from the client under it. */
export function partnerDatabase(db: Database, partnerId: string): Database {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return 'exec' in client && typeof client.exec === 'function'
    ? embeddedPartnerDatabase(client as PGlite, partnerId)
    : postgresPartnerDatabase(client as pg.Pool, partnerId);
}

/** Partner views are made once per partner and process (a few objects each; nothing is shared between processes). */
export function partnerDatabaseCache(make: (partnerId: string) => { db: Database; read: Database }, max = 1000) {
  const made = new Map<string, { db: Database; read: Database }>();
  return (partnerId: string) => {
    let views = made.get(partnerId);
    if (!views) {
      if (made.size >= max) made.delete(made.keys().next().value!);
      views = make(partnerId);
      made.set(partnerId, views);
    }
    return views;
  };
}

/** The transaction's partner in SQL (NULL for the marketplace's own work). */
export const TRANSACTION_PARTNER = sql.raw(`nullif(current_setting('${DB_SETTINGS.partnerId}', true), '')::uuid`);
