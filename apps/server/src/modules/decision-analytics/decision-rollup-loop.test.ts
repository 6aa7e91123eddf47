import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-rows';
import { testAppForFile } from '../../../test/test-app-for-file';
import { createRollupLoop } from './decision-rollup-loop';
import { claimDays, pendingDays } from './decision-rollups.repository';
import { SETTLE_MS } from '../../../test/test-app';

const t = testAppForFile();
const DAYS = ['2026-10-05', '2026-10-06', '2026-10-07'];
const PER_DAY = 130;

beforeAll(async () => {
  await t.db.execute(sql`INSERT INTO banks (name) VALUES ('Loop Bank A'), ('Loop Bank B')`);
  await t.db.execute(sql`INSERT INTO products (name) VALUES ('Loop Loan')`);
  await t.db.execute(sql`
    INSERT INTO decision_pairs (bank_id, product_id)
    SELECT b.id, p.id FROM banks b CROSS JOIN products p WHERE b.name LIKE 'Loop Bank %' AND p.name = 'Loop Loan' ORDER BY b.name`);
  // Per decision two pairs in the compact stored shape (db/stored-outcome.ts): bank A eligible (bit 16 of meta)
  // at 12.5 % APR, bank B refused for SALARY_BELOW_MIN (bit 4 of the failure mask). Every ten share an instant.
  await t.db.execute(sql`
    INSERT INTO loan_applications (user_name, input, pair_ids, pair_meta, pair_failures, pair_amounts, pair_rates, pair_emis, pair_aprs,
      total_banks_checked, eligible_count, evaluation_date, created_at)
    SELECT 'Loop ' || g, '{}'::jsonb,
           (SELECT array_agg(dp.id ORDER BY b.name) FROM decision_pairs dp JOIN banks b ON b.id = dp.bank_id WHERE b.name LIKE 'Loop Bank %'),
           ARRAY[36 | 65536, 36], ARRAY[0, 16]::bigint[], ARRAY[300000, 0]::float8[], ARRAY[12, 12]::float8[], ARRAY[0, 0]::float8[],
           ARRAY[12.5, NULL]::float8[], 2, 1, d::text,
           (d::timestamp AT TIME ZONE 'Asia/Kolkata') + ((g / 10) * interval '1 minute')
    FROM unnest(${`{${DAYS.join(',')}}`}::date[]) d, generate_series(1, ${PER_DAY}) g`);
});

describe('the roll-up loop', () => {
  it('counts each pending day exactly once when two loops share the work, chunk by chunk', async () => {
    expect(await claimDays(t.db, DAYS[0]!, DAYS[2]!)).toBe(3);
    const log = { warn: vi.fn() };
    // Two loops on one database, as two processes have: their chunks (50 decisions first) interleave over the days.
    const loops = [createRollupLoop({ db: t.db, log }), createRollupLoop({ db: t.db, log })];
    for (const loop of loops) loop.kick();
    await vi.waitFor(async () => expect(await pendingDays(t.db, DAYS[0]!, DAYS[2]!)).toBe(0), { timeout: SETTLE_MS, interval: 20 });
    for (const loop of loops) await loop.stop();
    expect(log.warn).not.toHaveBeenCalled();

    const days = rowsOf<{ day: string; applications: number; eligible_applications: number }>(
      await t.db.execute(sql`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, applications, eligible_applications FROM decision_days
        WHERE day BETWEEN ${DAYS[0]!}::date AND ${DAYS[2]!}::date ORDER BY day`),
    );
    expect(days).toEqual(DAYS.map((day) => ({ day, applications: PER_DAY, eligible_applications: PER_DAY })));
    const perBank = rowsOf<{ name: string; evaluated: number; eligible: number; refused: number; at_apr: number }>(
      await t.db.execute(sql`
        SELECT b.name, sum(d.evaluated)::int AS evaluated, sum(d.eligible)::int AS eligible,
               (SELECT coalesce(sum(f.count), 0)::int FROM decision_daily_failures f WHERE f.bank_id = b.id AND f.code = 'SALARY_BELOW_MIN') AS refused,
               (SELECT coalesce(sum(a.count), 0)::int FROM decision_daily_aprs a WHERE a.bank_id = b.id AND a.apr_bp = 1250) AS at_apr
        FROM decision_daily d JOIN banks b ON b.id = d.bank_id GROUP BY b.id, b.name ORDER BY b.name`),
    );
    const all = DAYS.length * PER_DAY;
    expect(perBank).toEqual([
      { name: 'Loop Bank A', evaluated: all, eligible: all, refused: 0, at_apr: all },
      { name: 'Loop Bank B', evaluated: all, eligible: 0, refused: all, at_apr: 0 },
    ]);
  });
});
