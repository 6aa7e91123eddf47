import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { clickOf, type VisitFacts } from './click-source';
import { insertClickBatch, type ClickRow } from './redirect.repository';

/** A redirect as it was answered: the link, the time, and the visit's facts as they came. */
export interface QueuedVisit {
  linkId: string;
  at: Date;
  visit: VisitFacts;
}

/** The clicks of a batch: people only, with their country, referrer and agent. */
function clicksOf(batch: readonly QueuedVisit[]): ClickRow[] {
  const rows: ClickRow[] = [];
  for (const queued of batch) {
    const click = clickOf(queued.visit);
    if (click) rows.push({ linkId: queued.linkId, at: queued.at, ...click });
  }
  return rows;
}

export interface ClickQueueOptions {
  /** Flush at least this often. */
  intervalMs?: number;
  /** Flush early once this many clicks wait. */
  batchSize?: number;
  /** Beyond this many waiting clicks (the database is down), new clicks are dropped and counted. */
  maxQueued?: number;
}

/**
 * Clicks leave the request path: a redirect queues its visit and answers; a
 * timer writes the queue in batches (one multi-row INSERT and one counter
 * UPDATE per link, in one transaction). Whether a visit was a person (bots,
 * previews, prefetches are not counted) and its country are decided here, as
 * the batch is written. A failed batch stays queued and is
 * retried; `close()` writes what is left, so a clean shutdown loses nothing.
 * A crash loses at most the clicks of the last interval.
 */
export function createClickQueue(db: DbOrTx, log: FastifyBaseLogger, opts: ClickQueueOptions = {}) {
  const intervalMs = opts.intervalMs ?? 1000;
  const batchSize = opts.batchSize ?? 250;
  const maxQueued = opts.maxQueued ?? 200_000;
  let queue: QueuedVisit[] = [];
  let dropped = 0;
  let flushing: Promise<void> | null = null;
  let failures = 0;

  const flushOnce = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      try {
        const rows = clicksOf(batch);
        if (rows.length > 0) await insertClickBatch(db, rows);
      } catch (error) {
        failures++;
        log.warn({ err: error, waiting: queue.length, failures }, 'click batch not written; it stays queued and is retried');
        return;
      }
      queue = queue.slice(batch.length);
      failures = 0;
    }
    if (dropped > 0) {
      log.error({ dropped }, 'clicks dropped while the queue was full');
      dropped = 0;
    }
  };

  const flush = (): Promise<void> => {
    flushing ??= flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    push(visit: QueuedVisit) {
      if (queue.length >= maxQueued) {
        dropped++;
        return;
      }
      queue.push(visit);
      if (queue.length >= batchSize && !flushing) void flush();
    },
    /** Writes every queued click (waits for a flush under way, then flushes again). */
    async flush() {
      if (flushing) await flushing;
      await flush();
    },
    get length() {
      return queue.length;
    },
    get dropped() {
      return dropped;
    },
    /** Stops the timer and writes what is queued, retrying a few times. */
    async close() {
      clearInterval(timer);
      for (let attempt = 0; attempt < 5 && queue.length > 0; attempt++) {
        await this.flush();
        if (queue.length > 0) await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
      }
      if (queue.length > 0) log.error({ lost: queue.length }, 'clicks not written at shutdown');
    },
  };
}

export type ClickQueue = ReturnType<typeof createClickQueue>;
