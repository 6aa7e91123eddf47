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

/**
 * The same as a simple-protocol script (the id checked as a uuid first): `SET LOCAL` costs PGlite
 * ≈ 0.07 ms less than the `SELECT set_config` above, on every partner statement.
 */
function bindScript(partnerId: string): string {
  if (!UUID.test(partnerId)) throw new Error('A partner id must be a uuid');
  return `SET LOCAL ROLE ${PARTNER_ROLE}; SET LOCAL ${DB_SETTINGS.partnerId} = '${partnerId}'`;
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
 * PostgreSQL: a pool of the partner's own whose connections are bound for their whole life by
 * startup options (the role and the setting), so a statement is one round trip, as on the app's
 * pool, instead of four (take, bind, run, commit). `RESET ROLE` on such a connection returns to
 * the partner's role, not the owner's. Idle connections close after 10 s, so a partner that stops
 * calling holds none.
 */
function postgresPartnerDatabase(pool: pg.Pool, partnerId: string): PartnerView {
  bindScript(partnerId);
  const { connectionString, ownerOptions } = optionsOutOfUrl(pool.options as pg.PoolConfig);
  const bound = `-c role=${PARTNER_ROLE} -c ${DB_SETTINGS.partnerId}=${partnerId}`;
  const { max } = pool.options as pg.PoolConfig;
  const partnerPool = new (pool.constructor as typeof pg.Pool)({
    ...(pool.options as pg.PoolConfig),
    connectionString,
    options: ownerOptions ? `${ownerOptions} ${bound}` : bound,
    max: max ?? 10,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
  });
  partnerPool.on('error', (error) => console.error('PostgreSQL partner pool connection error:', error.message));
  return { db: drizzlePg({ client: partnerPool, schema }) as unknown as Database, close: () => partnerPool.end() };
}

/**
 * node-postgres lets an `options` in the connection string override the config's: one there would
 * drop the partner's binding. It is moved out of the URL and kept ahead of the binding instead.
 */
export function optionsOutOfUrl(config: pg.PoolConfig): { connectionString?: string; ownerOptions?: string } {
  const { connectionString, options } = config;
  if (!connectionString) return { connectionString, ownerOptions: options };
  const url = new URL(connectionString);
  const fromUrl = url.searchParams.get('options');
  if (fromUrl === null) return { connectionString, ownerOptions: options };
  url.searchParams.delete('options');
  return { connectionString: url.toString(), ownerOptions: [fromUrl, options].filter(Boolean).join(' ') };
}

/** A partner's view of one database, and how to let go of what it holds. */
interface PartnerView {
  readonly db: Database;
  close(): Promise<void>;
}

/** A partner's view of an open database (either kind), made from the client under it. */
export function partnerDatabase(db: Database, partnerId: string): PartnerView {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return 'exec' in client && typeof client.exec === 'function'
    ? { db: embeddedPartnerDatabase(client as PGlite, partnerId), close: async () => undefined }
    : postgresPartnerDatabase(client as pg.Pool, partnerId);
}

type PartnerViews = { db: Database; read: Database; close(): Promise<unknown> };

/**
 * Partner views are made once per partner and process (on PostgreSQL, a small pool each; nothing
 * is shared between processes). Past `max` partners the oldest view is let go: its pool ends a
 * minute later, when any request still using it has long finished. `close` ends them all.
 */
export function partnerDatabaseCache(make: (partnerId: string) => PartnerViews, max = 1000) {
  const made = new Map<string, PartnerViews>();
  const retired = new Set<PartnerViews>();
  const retire = (views: PartnerViews) => {
    retired.add(views);
    setTimeout(() => {
      retired.delete(views);
      void views.close();
    }, 60_000).unref();
  };
  const viewsOf = (partnerId: string) => {
    let views = made.get(partnerId);
    if (!views) {
      if (made.size >= max) {
        const oldest = made.keys().next().value!;
        retire(made.get(oldest)!);
        made.delete(oldest);
      }
      views = make(partnerId);
      made.set(partnerId, views);
    }
    return views;
  };
  const close = async () => {
    const all = [...made.values(), ...retired];
    made.clear();
    retired.clear();
    await Promise.all(all.map((views) => views.close()));
  };
  return Object.assign(viewsOf, { close });
}

/** The transaction's partner in SQL (NULL for the marketplace's own work). */
export const TRANSACTION_PARTNER = sql.raw(`nullif(current_setting('${DB_SETTINGS.partnerId}', true), '')::uuid`);
