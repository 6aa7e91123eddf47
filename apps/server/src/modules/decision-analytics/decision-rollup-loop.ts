import { isEmbedded, type Database } from '../../db/client';
import { rollUpChunk } from './decision-rollups.repository';

/**
 * How long one chunk's transaction should take. On PGlite every other query waits while it runs
 * (and its statement holds the event loop), so this is what a request can be delayed by; the
 * goal is that no analytics work delays another request by more than 100 ms. On PostgreSQL other
 * requests run beside it on their own connections: a chunk may take longer, and must, since each
 * chunk's upserts of the segments' rows (ADR 0014, amendment on segments) cost about as much for
 * 10 decisions as for 500; at 20 ms the chunks shrank to 10 decisions and a day took 10–26 s.
 */
const EMBEDDED_CHUNK_TARGET_MS = 20;
const SERVER_CHUNK_TARGET_MS = 200;
/** The first chunk's size, in applications; later ones are sized from how long the last took. */
const FIRST_CHUNK = 50;
const MIN_CHUNK = 10;
const MAX_CHUNK = 5000;

export interface RollupLoop {
  /** Rolls up the pending days, unless it is at it already. */
  kick(): void;
  /** Stops after the chunk being counted, if any. */
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * This process's roll-up work: while any day is pending (claimed by a breakdown request of any
 * process, ADR 0014), it counts the next chunk of one, in a short transaction, then pauses as
 * long as the chunk took, so that requests arriving meanwhile get the database between chunks.
 * A chunk's size adapts so that it takes about its target on this database and machine.
 * Which days are done, and how far a pending one has come, is in the database only: the loops of
 * several processes share the work, and a day a stopped process left half counted is taken up
 * by the next loop to run.
 */
export function createRollupLoop(opts: { db: Database; log: { warn(obj: object, message: string): void } }): RollupLoop {
  const target = isEmbedded(opts.db) ? EMBEDDED_CHUNK_TARGET_MS : SERVER_CHUNK_TARGET_MS;
  let size = FIRST_CHUNK;
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function loop(): Promise<void> {
    while (!stopped) {
      const started = performance.now();
      const chunk = await rollUpChunk(opts.db, size);
      const took = performance.now() - started;
      if (!chunk) return;
      // How long the chunk's applications took sizes the next one (the chunk's fixed cost counts
      // against them, so a day's short last chunk errs small); at most double at a time.
      if (chunk.counted > 0) size = Math.round(Math.min(MAX_CHUNK, 2 * size, Math.max(MIN_CHUNK, (chunk.counted * target) / Math.max(1, took))));
      await pause(took);
    }
  }

  function run() {
    if (current || stopped) return;
    current = loop()
      .catch((error: unknown) => opts.log.warn({ err: error }, 'decision roll-ups: a chunk failed; the next breakdown request tries again'))
      .finally(() => {
        current = null;
        // Days claimed while the last look found none are taken up at once.
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  }

  return {
    kick() {
      if (current) again = true;
      else run();
    },
    async stop() {
      stopped = true;
      while (current) await current;
    },
  };
}
