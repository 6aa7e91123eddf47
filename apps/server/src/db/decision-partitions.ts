import { sql } from 'drizzle-orm';
import type { Database } from './database-types';
import { rowsOf } from './raw-rows';

/**
 * Month partitions of `loan_applications` (migration 0024, ADR 0028): made ahead of time and, with
 * a retention set, dropped once older than it. The SQL lives in the database's functions
 * `decision_partitions_ensure` and `decision_partitions_drop_before`; this file says when.
 */

/** Months made ahead of the current one: a process that sleeps through two month ends still finds its partition. */
const PARTITION_MONTHS_AHEAD = 3;

/** How often a process checks (the work is a few catalogue look-ups when there is none to do). */
const PARTITION_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** One key for partition work: two processes never create or drop the same table at once. */
const PARTITION_LOCK_KEY = 7_313_028;

export interface PartitionWork {
  /** Partitions made. */
  created: number;
  /** Partitions dropped by the retention. */
  dropped: string[];
}

/**
 * Makes the partitions from `now`'s month to `PARTITION_MONTHS_AHEAD` months later and, with
 * `retentionMonths`, drops the months before the last `retentionMonths` whole months (the current
 * month is kept besides them), with the KFS documents, KFS acknowledgements and test cases of their
 * decisions.
 */
export async function maintainDecisionPartitions(db: Database, now: Date, retentionMonths: number | undefined): Promise<PartitionWork> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
    const at = now.toISOString();
    const [made] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`SELECT decision_partitions_ensure(${at}::timestamptz, ${at}::timestamptz + make_interval(months => ${PARTITION_MONTHS_AHEAD}::int)) AS n`,
      ),
    );
    let dropped: string[] = [];
    if (retentionMonths !== undefined && retentionMonths > 0) {
      const [row] = rowsOf<{ dropped: string[] }>(
        await tx.execute(sql`
          SELECT decision_partitions_drop_before(
            (date_trunc('month', ${at}::timestamptz AT TIME ZONE 'Asia/Kolkata') - make_interval(months => ${retentionMonths}::int)) AT TIME ZONE 'Asia/Kolkata'
          ) AS dropped`),
      );
      dropped = row?.dropped ?? [];
    }
    return { created: Number(made?.n ?? 0), dropped };
  });
}

export interface PartitionMaintenance {
  stop(): void;
}

/** Runs the maintenance now and every `PARTITION_CHECK_INTERVAL_MS`; a failure is logged and retried at the next turn. */
export function startPartitionMaintenance(opts: {
  db: Database;
  now: () => Date;
  retentionMonths: number | undefined;
  log: { info(message: string): void; error(message: string): void };
}): PartitionMaintenance {
  const run = async () => {
    try {
      const work = await maintainDecisionPartitions(opts.db, opts.now(), opts.retentionMonths);
      if (work.created > 0 || work.dropped.length > 0) {
        opts.log.info(`decision partitions: ${work.created} made, ${work.dropped.length} dropped${work.dropped.length ? ` (${work.dropped.join(', ')})` : ''}`);
      }
    } catch (error) {
      opts.log.error(`decision partitions: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(() => void run(), PARTITION_CHECK_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
