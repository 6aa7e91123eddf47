import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { partnerDatabase, partnerDatabaseCache } from '../db/partner-scope';

/**
 * The one place a request's database is chosen (ADR 0044): a channel partner's user or key gets
 * the partner's view (its statements bound by row-level security to the partner's rows), anyone
 * else the app's own. Routes hand `request.db` and `request.readDb` to their services, never
 * `app.db` (a lint rule holds them to it).
 */
export const partnerScopePlugin = fp(async (app) => {
  const views = partnerDatabaseCache((partnerId) => {
    const own = partnerDatabase(app.db, partnerId);
    const read = app.readDb === app.db ? own : partnerDatabase(app.readDb, partnerId);
    return { db: own.db, read: read.db, close: () => Promise.all([own.close(), read === own ? null : read.close()]) };
  });
  // With the app, before its caller closes the database: a test's DROP DATABASE waits on every connection.
  app.addHook('onClose', async () => views.close());
  app.decorate('partnerViews', views);
  app.decorateRequest('partnerId', {
    getter() {
      return this.apiKey ? this.apiKey.partnerId : (this.auth?.user.partner_id ?? null);
    },
  });
  app.decorateRequest('db', {
    getter() {
      const partnerId = this.partnerId;
      return partnerId ? views(partnerId).db : app.db;
    },
  });
  app.decorateRequest('readDb', {
    getter() {
      const partnerId = this.partnerId;
      return partnerId ? views(partnerId).read : app.readDb;
    },
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** A partner's views of `db` and `readDb`, for work done for a partner outside a request. */
    partnerViews(partnerId: string): { db: Database; read: Database };
  }
  interface FastifyRequest {
    /** The channel partner the caller works for (a user's, or a key's), or null for the marketplace's own staff. */
    readonly partnerId: string | null;
    /** The database as this caller may see it: the partner's view for a partner's user or key. */
    readonly db: Database;
    /** `readDb` as this caller may see it. */
    readonly readDb: Database;
  }
}

/** A module's dependencies with the caller's view of the database in place of the app's. */
export function scopedTo<T extends { db: Database }>(deps: T, request: { partnerId: string | null; db: Database }): T {
  return request.partnerId ? { ...deps, db: request.db } : deps;
}
