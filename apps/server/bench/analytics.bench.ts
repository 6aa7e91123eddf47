// npm run bench:analytics — the dashboard's lending figures (GET /api/analytics/decisions/summary)
// and the analytics page's breakdown (GET /api/analytics/decisions/breakdown: per day, bank,
// product, reasons, amount bands) over 100,000 stored applications of 20,000 customers spread
// over 90 days, each with 24 bank-product outcomes (8 banks × 3 products, as the demo data),
// beside the bare session check (GET /api/adminAuth/me) on the same server in the same run:
// median and p95 of 30 calls each, on in-memory PGlite and on PostgreSQL when it is reachable.
// The breakdown's first call rolls up the 89 ended days (once); it is printed on its own.
import { sql } from 'drizzle-orm';
import { bearer, createTestApp } from '../test/test-app';
import { BENCH_POSTGRES_URL, postgresReachable, timeCalls } from './bench-support';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const CALLS = 30;

const time = (call: () => Promise<{ statusCode: number; body: string }>) => timeCalls(call, CALLS);

async function run(label: string) {
  const t = await createTestApp();
  try {
    const headers = bearer(await t.signIn());
    await t.db.execute(sql`
      INSERT INTO customers (reference, name) SELECT 'BENCH-' || g, 'Applicant ' || g FROM generate_series(1, 20000) g`);
    await t.db.execute(sql`INSERT INTO banks (name) SELECT 'Bench Bank ' || g FROM generate_series(1, 8) g`);
    await t.db.execute(sql`INSERT INTO products (name) SELECT 'Bench Loan ' || g FROM generate_series(1, 3) g`);
    // 24 outcomes per application: about a third eligible with amounts across the bands, the rest with one or two reasons.
    await t.db.execute(sql`
      INSERT INTO decision_pairs (bank_id, product_id)
      SELECT b.id, p.id FROM (SELECT id FROM banks WHERE name LIKE 'Bench Bank %') b CROSS JOIN (SELECT id FROM products WHERE name LIKE 'Bench Loan %') p`);
    await t.db.execute(sql`CREATE TEMP TABLE bench_pairs AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM decision_pairs`);
    // The compact stored shape (db/stored-outcome.ts): meta = tenure | eligible << 16; failures = code bit mask
    // (SALARY_BELOW_MIN is bit 4, CIBIL_BELOW_MIN 7, FOIR_EXCEEDED 29).
    await t.db.execute(sql`
      INSERT INTO loan_applications (user_name, customer_id, input, pair_ids, pair_meta, pair_failures, pair_amounts, pair_rates, pair_emis,
        total_banks_checked, eligible_count, evaluation_date, created_at)
      SELECT 'Applicant ' || g, c.id, '{}'::jsonb,
             (SELECT array_agg(bp.id ORDER BY bp.n) FROM bench_pairs bp),
             (SELECT array_agg(CASE WHEN (g + bp.n) % 3 = 0 THEN 36 | 65536 ELSE 36 END ORDER BY bp.n) FROM bench_pairs bp),
             (SELECT array_agg(CASE WHEN (g + bp.n) % 3 = 0 THEN 0 WHEN (g + bp.n) % 3 = 1 THEN 16 ELSE 128 + 536870912 END::bigint ORDER BY bp.n) FROM bench_pairs bp),
             (SELECT array_agg(CASE WHEN (g + bp.n) % 3 = 0 THEN ((g * bp.n) % 60) * 100000 ELSE 0 END::float8 ORDER BY bp.n) FROM bench_pairs bp),
             (SELECT array_agg(12::float8) FROM bench_pairs bp),
             (SELECT array_agg(0::float8) FROM bench_pairs bp),
             24, (g % 5) * (g % 3), to_char(now() - (g % 90) * interval '1 day', 'YYYY-MM-DD'),
             now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute'
      FROM generate_series(1, ${APPLICATIONS}) g
      JOIN LATERAL (SELECT id FROM customers ORDER BY id OFFSET (g % 20000) LIMIT 1) c ON true`);
    await t.db.execute(sql`ANALYZE loan_applications`);
    const bare = await time(() => t.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers }));
    const figures = await time(() => t.app.inject({ method: 'GET', url: '/api/analytics/decisions/summary?days=30', headers }));
    const quarter = await time(() => t.app.inject({ method: 'GET', url: '/api/analytics/decisions/summary?days=90', headers }));
    const from = new Date(Date.now() - 89 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const breakdown = (q = '') => t.app.inject({ method: 'GET', url: `/api/analytics/decisions/breakdown?from=${from}${q}`, headers });
    const coldStarted = performance.now();
    const cold = await breakdown();
    const coldMs = performance.now() - coldStarted;
    if (cold.statusCode !== 200) throw new Error(cold.body.slice(0, 300));
    const warm = await time(() => breakdown());
    const bankId = (cold.json() as { data: { banks: { id: string }[] } }).data.banks[0]!.id;
    const oneBank = await time(() => breakdown(`&bankId=${bankId}`));
    // The same summary once the ended days are rolled up: read from decision_days, today live.
    const quarterRolled = await time(() => t.app.inject({ method: 'GET', url: '/api/analytics/decisions/summary?days=90', headers }));
    console.log(`\n${label}: ${APPLICATIONS.toLocaleString('en-US')} stored applications, ${CALLS} calls each`);
    console.log(`  GET /api/adminAuth/me (bare)            median ${bare.median.toFixed(1)} ms  p95 ${bare.p95.toFixed(1)} ms`);
    console.log(`  decisions summary, last 30 days         median ${figures.median.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms`);
    console.log(`  decisions summary, last 90 days (all)   median ${quarter.median.toFixed(1)} ms  p95 ${quarter.p95.toFixed(1)} ms   (goal ≤ 200 ms)`);
    console.log(`  the same once the days are rolled up    median ${quarterRolled.median.toFixed(1)} ms  p95 ${quarterRolled.p95.toFixed(1)} ms`);
    console.log(`  breakdown, 90 days, first call (rolls up 89 days once)   ${coldMs.toFixed(0)} ms`);
    console.log(`  breakdown, 90 days, rolled up + today live   median ${warm.median.toFixed(1)} ms  p95 ${warm.p95.toFixed(1)} ms   (goal ≤ 200 ms)`);
    console.log(`  breakdown, 90 days, one bank                 median ${oneBank.median.toFixed(1)} ms  p95 ${oneBank.p95.toFixed(1)} ms`);
  } finally {
    await t.close();
  }
}

const pgUrl = BENCH_POSTGRES_URL;
delete process.env.TEST_DATABASE_URL;
// BENCH_DATABASES=postgres runs the PostgreSQL half only.
if (process.env.BENCH_DATABASES !== 'postgres') await run('PGlite (in memory)');
if (await postgresReachable(pgUrl)) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await run('PostgreSQL');
} else {
  console.log(`\nPostgreSQL not reachable at ${pgUrl}; skipped`);
}
