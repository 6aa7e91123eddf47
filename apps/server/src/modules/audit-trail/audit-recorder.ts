import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { chainHead } from './audit-chain';
import type { AuditEntryInput } from './audit-entry';
import { insertEntries } from './audit-events.repository';

/** Reads wait at most this long in memory: a kill -9 loses at most a second of them. */
const READ_FLUSH_MS = 1_000;
/** The chain head goes to the server log this often (and at shutdown), out of the database's reach. */
const HEAD_LOG_MS = 60_000;
/** Reads kept for a retry while the database refuses them; beyond this the oldest are logged and dropped. */
const MAX_PENDING = 100_000;

export interface AuditRecorder {
  /** Off only in the apply benchmark's run without the trail (bench:apply measures both). */
  recording: boolean;
  /** Writes entries now (a write's entry, before its answer leaves). */
  write(entries: readonly AuditEntryInput[]): Promise<void>;
  /** Queues a read's entry for the next batch. */
  queue(entry: AuditEntryInput): void;
  /** Writes the queued reads now. */
  flush(): Promise<void>;
  /** Logs the chain head (id and hash). */
  logHead(): Promise<void>;
  /** Flushes, logs the head and stops the timers (the app's onClose). */
  close(): Promise<void>;
}

export function createAuditRecorder(db: Database, log: FastifyBaseLogger): AuditRecorder {
  let pending: AuditEntryInput[] = [];
  let flushing: Promise<void> | null = null;

  async function flushNow() {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        await insertEntries(db, batch);
      } catch (error) {
        // Kept for the next turn: the trail loses nothing while the database is briefly away.
        pending = [...batch, ...pending];
        if (pending.length > MAX_PENDING) {
          const lost = pending.splice(0, pending.length - MAX_PENDING);
          log.error({ lost: lost.length }, 'audit trail: reads dropped while the database refused them');
        }
        throw error;
      }
    }
  }

  const recorder: AuditRecorder = {
    recording: true,
    async write(entries) {
      if (!recorder.recording || entries.length === 0) return;
      await insertEntries(db, entries);
    },
    queue(entry) {
      if (recorder.recording) pending.push(entry);
    },
    flush() {
      // One flush at a time, so entries keep their order.
      flushing ??= flushNow().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    async logHead() {
      const head = await chainHead(db);
      log.info({ auditHead: head }, `audit trail head: entry ${head.id}, hash ${head.hash}`);
    },
    async close() {
      clearInterval(flushTimer);
      clearInterval(headTimer);
      await recorder.flush();
      await recorder.logHead();
    },
  };
  const flushTimer = setInterval(() => {
    recorder.flush().catch((error: unknown) => log.error({ err: error }, 'audit trail: reads not written; retried next second'));
  }, READ_FLUSH_MS);
  flushTimer.unref();
  const headTimer = setInterval(() => {
    recorder.logHead().catch((error: unknown) => log.error({ err: error }, 'audit trail: head not read'));
  }, HEAD_LOG_MS);
  headTimer.unref();
  return recorder;
}
