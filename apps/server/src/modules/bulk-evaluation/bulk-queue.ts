import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { isEmbedded, type Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

export const BULK_QUEUE = 'bulk-evaluation';
const SCHEMA = 'pgboss';

/** One queued piece of work: rows `from`..`to` (sheet row numbers) of one bulk job. */
export interface ChunkJob {
  jobId: string;
  from: number;
  to: number;
}

export interface ChunkRun extends ChunkJob {
  /** The last delivery pg-boss will make of this chunk. */
  lastAttempt: boolean;
}

/** Chunk settings: a chunk's run is short (well under a second), so a silent minute means its process died. */
const CHUNK_OPTIONS = { retryLimit: 3, retryDelay: 1, expireInSeconds: 60 } as const;

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss on the app's own connections: the pool on PostgreSQL, the one embedded connection on
 * PGlite (whose `query` takes one statement, so pg-boss's multi-statement scripts go to `exec`).
 */
function bossDb(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: RawClient }).$client;
  if (typeof client.exec === 'function') {
    const exec = client.exec.bind(client);
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return (await client.query(text, values)) as { rows: unknown[] };
        const results = await exec(text);
        return (results.at(-1) ?? { rows: [] }) as { rows: unknown[] };
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) as Promise<{ rows: unknown[] }> };
}

export { isEmbedded };

export interface BulkQueueOptions {
  db: Database;
  run: (chunk: ChunkRun) => Promise<void>;
  /** Once the queue has started: finds jobs whose chunks were lost and queues them again. */
  recover: () => Promise<void>;
  onError: (error: Error) => void;
}

/**
 * The job queue of bulk evaluations, in the database (pg-boss): any process working the queue
 * takes the next chunk, and a chunk whose process died is delivered again once it expires.
 * pg-boss installs its schema on first use, so the queue starts when the first job is queued
 * (or at start-up when the schema is there); other processes hear of it through `wake`.
 */
export function createBulkQueue(opts: BulkQueueOptions) {
  let started: Promise<PgBoss> | null = null;
  const workerIds: string[] = [];
  let closed = false;

  async function start(): Promise<PgBoss> {
    const boss = new PgBoss({ db: bossDb(opts.db), schema: SCHEMA, supervise: true, migrate: true, schedule: false, maintenanceIntervalSeconds: 30 });
    boss.on('error', opts.onError);
    await boss.start();
    await boss.createQueue(BULK_QUEUE).catch((error: Error) => {
      // Two processes may create it at once; the loser finds it there.
      if (!/already exists|duplicate key/i.test(error.message)) throw error;
    });
    if (isEmbedded(opts.db)) {
      // Only this process uses an embedded database: chunks left active belong to a process that is gone.
      await opts.db.execute(sql`UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE name = ${BULK_QUEUE} AND state = 'active'`);
    }
    // On PostgreSQL a second chunk is evaluated while the first one's writes travel; the
    // embedded database runs in this thread, where a second chunk would only wait its turn.
    const workers = isEmbedded(opts.db) ? 1 : 2;
    for (let i = 0; i < workers; i++) {
      const id: string = await boss.work<ChunkJob>(BULK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        try {
          await opts.run({ ...job.data, lastAttempt: job.retryCount >= job.retryLimit });
        } finally {
          // pg-boss waits out the polling interval after each job; with more chunks waiting, fetch now.
          boss.notifyWorker(id);
        }
      });
      workerIds.push(id);
    }
    return boss;
  }

  function ensure(): Promise<PgBoss> {
    if (closed) return Promise.reject(new Error('The bulk queue is closed'));
    if (!started) {
      started = start();
      started.then(
        () => opts.recover().catch(opts.onError),
        () => (started = null),
      );
    }
    return started;
  }

  return {
    ensure,
    /** Starts the queue if pg-boss is already installed in this database. */
    async resume() {
      const result = await opts.db.execute(sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS installed`);
      const installed = rowsOf<{ installed: boolean }>(result)[0]?.installed;
      if (installed) await ensure();
    },
    async send(chunks: ChunkJob[]) {
      const boss = await ensure();
      await boss.insert(chunks.map((data) => ({ name: BULK_QUEUE, data, ...CHUNK_OPTIONS })));
      for (const id of workerIds) boss.notifyWorker(id);
    },
    /** The row ranges of `jobId` that queued or running chunks cover. */
    async liveChunks(jobId: string): Promise<{ from: number; to: number }[]> {
      await ensure();
      const result = await opts.db.execute(
        sql`SELECT (data ->> 'from')::int AS "from", (data ->> 'to')::int AS "to" FROM pgboss.job
            WHERE name = ${BULK_QUEUE} AND data ->> 'jobId' = ${jobId} AND state IN ('created', 'retry', 'active')`,
      );
      return rowsOf<{ from: number; to: number }>(result);
    },
    /** Another process queued work: start working if not yet, and look now rather than at the next poll. */
    wake() {
      void ensure().then(
        (boss) => workerIds.forEach((id) => boss.notifyWorker(id)),
        (error: Error) => opts.onError(error),
      );
    },
    async close() {
      closed = true;
      const boss = await started?.catch(() => null);
      // Waits for the chunk in hand: it commits or rolls back whole.
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

export type BulkQueue = ReturnType<typeof createBulkQueue>;

/** Consecutive row numbers cut into chunks of at most `size`. */
export function chunkRows(jobId: string, rowNumbers: number[], size: number): ChunkJob[] {
  const chunks: ChunkJob[] = [];
  for (let i = 0; i < rowNumbers.length; i += size) {
    const slice = rowNumbers.slice(i, i + size);
    chunks.push({ jobId, from: slice[0]!, to: slice.at(-1)! });
  }
  return chunks;
}
