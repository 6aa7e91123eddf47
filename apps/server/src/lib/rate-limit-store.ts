import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit kept in the database, so every process on
 * one PostgreSQL counts the same hits: one atomic upsert per request starts a
 * window or counts into the open one. Old windows are swept now and then.
 */
export function databaseRateLimitStore(db: Database) {
  let calls = 0;
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global:',
    ) {}

    // The plugin passes the window too (its typings leave it out); a minute when it does not.
    incr(key: string, callback: Callback, timeWindow = 60_000) {
      const id = `${this.prefix}${key}`;
      db.execute(
        sql`
        INSERT INTO rate_limit_hits (key, hits, window_ends) VALUES (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_hits.window_ends <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
          window_ends = CASE WHEN rate_limit_hits.window_ends <= now() THEN now() + ${timeWindow} * interval '1 millisecond' ELSE rate_limit_hits.window_ends END
        RETURNING hits, greatest(0, ceil(extract(epoch FROM window_ends - now()) * 1000))::int AS ttl`,
      )
        .then((result) => {
          const row = rowsOf<{ hits: number; ttl: number }>(result)[0]!;
          callback(null, { current: Number(row.hits), ttl: Number(row.ttl) });
          if (++calls % 500 === 0) void db.execute(sql`DELETE FROM rate_limit_hits WHERE window_ends < now() - interval '1 hour'`).catch(() => undefined);
        })
        .catch((error: Error) => callback(error));
    }

    // The plugin hands a route's merged limits with the route under `routeInfo` (its typings say otherwise).
    child(routeOptions: object) {
      const route: { method?: unknown; url?: unknown } =
        'routeInfo' in routeOptions && typeof routeOptions.routeInfo === 'object' ? (routeOptions.routeInfo ?? {}) : {};
      return new DatabaseRateLimitStore(undefined, `${String(route.method)} ${String(route.url)}:`);
    }
  };
}
