import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

/** How often a process runs the retention (a look-up when there is nothing to remove). */
const RETENTION_CHECK_MS = 6 * 60 * 60 * 1000;
/** One key for the retention: two processes never remove the same months at once. */
const RETENTION_LOCK_KEY = 7_313_042;

/**
 * Removes the entries of the months (India's) before the last `months` whole months, the current
 * month kept besides them, and records an entry saying so (migration 0031's
 * `audit_events_drop_before`). Answers how many it removed.
 */
export async function applyAuditRetention(db: Database, now: Date, months: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
    const [row] = rowsOf<{ removed: string }>(
      await tx.execute(sql`
        SELECT audit_events_drop_before(
          (date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'Asia/Kolkata') - make_interval(months => ${months}::int)) AT TIME ZONE 'Asia/Kolkata'
        ) AS removed`),
    );
    return Number(row?.removed ?? 0);
  });
}

/** Runs the retention now and every few hours; a failure is logged and tried again at the next turn. */
export function startAuditRetention(opts: { db: Database; now: () => Date; months: number; log: FastifyBaseLogger }) {
  const run = async () => {
    try {
      const removed = await applyAuditRetention(opts.db, opts.now(), opts.months);
      if (removed > 0) opts.log.info(`audit trail: retention removed ${removed} entries older than ${opts.months} months`);
    } catch (error) {
      opts.log.error({ err: error }, 'audit trail: retention failed');
    }
  };
  const first = run();
  const timer = setInterval(() => void run(), RETENTION_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await first;
    },
  };
}
