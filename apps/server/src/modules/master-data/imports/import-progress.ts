import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportProgressData } from '@lbo/contracts/master-data';
import type { Database } from '../../../db/client';
import { importProgress } from '../../../db/schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How often a running import writes its progress to the database (the poller asks about twice a second). */
const WRITE_EVERY_MS = 400;
/** How long a finished import's progress stays readable. */
const KEEP_MS = 10 * 60_000;

interface Entry extends ImportProgressData {
  actorId: string;
  sessionHash: string;
  kind: string;
  at: number;
  writtenAt: number;
}

interface ImportProgressTracker {
  update(rowsProcessed: number, fraction: number): void;
  end(state: 'done' | 'failed'): Promise<void>;
}

export interface ImportProgressStore {
  /** `sessionToken`: the uploader's; only the same session may read the progress. */
  begin(id: string, actor: { id: string; sessionToken: string }, kind: string): Promise<ImportProgressTracker>;
  /** The progress of an import started by this session, or null (unknown id, another session's, or long finished). */
  read(id: string, sessionToken: string): Promise<ImportProgressData | null>;
}

/**
 * Progress of running imports. The importing process keeps it in memory; on
 * PostgreSQL it also writes it (throttled, on a connection of the pool, never
 * the import's transaction) so that a poll served by another process sees it.
 * PGlite is one process, and its one connection is the import's while it runs,
 * so there memory is the whole story, and a poll must be answered without the
 * database: it is matched to the uploading session by its token's hash rather
 * than by reading the sessions table.
 */
export function createImportProgressStore(db: Database, shared: boolean, log: FastifyBaseLogger): ImportProgressStore {
  const local = new Map<string, Entry>();
  const write = (id: string, entry: Entry) => {
    if (!shared) return Promise.resolve();
    entry.writtenAt = Date.now();
    const row = { state: entry.state, rows_processed: entry.rowsProcessed, fraction: entry.fraction, updated_at: new Date() };
    return db
      .insert(importProgress)
      .values({ id, actor_id: entry.actorId, session_hash: entry.sessionHash, kind: entry.kind, ...row })
      .onConflictDoUpdate({ target: importProgress.id, set: row })
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error, importId: id }, 'import progress not written'),
      );
  };
  const forget = () => {
    const cutoff = Date.now() - KEEP_MS;
    for (const [id, entry] of local) if (entry.state !== 'running' && entry.at < cutoff) local.delete(id);
    if (shared)
      void db
        .delete(importProgress)
        .where(lt(importProgress.updated_at, new Date(cutoff)))
        .catch(() => undefined);
  };

  return {
    async begin(id, actor, kind) {
      forget();
      const entry: Entry = {
        actorId: actor.id,
        sessionHash: hashOf(actor.sessionToken),
        kind,
        state: 'running',
        rowsProcessed: 0,
        fraction: 0,
        at: Date.now(),
        writtenAt: 0,
      };
      local.set(id, entry);
      await write(id, entry);
      return {
        update(rowsProcessed, fraction) {
          Object.assign(entry, { rowsProcessed, fraction, at: Date.now() });
          if (entry.at - entry.writtenAt >= WRITE_EVERY_MS) void write(id, entry);
        },
        async end(state) {
          Object.assign(entry, { state, fraction: state === 'done' ? 1 : entry.fraction, at: Date.now() });
          await write(id, entry);
        },
      };
    },
    async read(id, sessionToken) {
      const sessionHash = hashOf(sessionToken);
      const entry = local.get(id);
      if (entry) return entry.sessionHash === sessionHash ? { state: entry.state, rowsProcessed: entry.rowsProcessed, fraction: entry.fraction } : null;
      if (!shared) return null;
      const [row] = await db
        .select({ state: importProgress.state, rowsProcessed: importProgress.rows_processed, fraction: importProgress.fraction })
        .from(importProgress)
        .where(and(eq(importProgress.id, id), eq(importProgress.session_hash, sessionHash)))
        .limit(1);
      return row ?? null;
    },
  };
}
