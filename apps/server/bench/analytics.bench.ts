// npm run bench:analytics — the dashboard's lending figures (GET /api/analytics/decisions/summary)
// and the analytics page's breakdown (GET /api/analytics/decisions/breakdown: per day, bank,
// product, reasons, amount bands) over 100,000 stored applications of 20,000 customers spread
// over the last 366 days, each with 24 bank-product outcomes (8 banks × 3 products, as the demo
// data), beside the bare session check (GET /api/adminAuth/me) on the same server in the same run:
// median and p95 of 30 calls each, on in-memory PGlite and on PostgreSQL when it is reachable.
// First the breakdown over the largest window (366 days, `from` without `to`) on days not rolled
// up yet: it is called as the page calls it (again every 2 s while days are pending) and,
// meanwhile, /healthz and a signed-in GET (/api/adminAuth/me) are sent over HTTP every 100 ms;
// their p99 (counted from when each call was due) is what other users wait while it runs.
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { rowsOf } from '../src/db/raw-rows';
import { BENCH_POSTGRES_URL, postgresReachable, sampleEvery, timeCalls } from './bench-support';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
/** The largest window the breakdown allows. */
const DAYS = 366;
const CALLS = 30;
const SAMPLE_EVERY_MS = 100;
/** How often the page asks again while days are pending (features/decision-analytics). */
const REFETCH_MS = 2000;
/** The same sampling with nothing else running first, as the baseline of the machine at the time. */
const IDLE_SAMPLING_MS = 20_000;

const time = (call: () => Promise<{ statusCode: number; body: string }>) => timeCalls(call, CALLS);
const indiaDay = (daysBack: number) => new Date(Date.now() + 330 * 60_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

async function seed(t: TestApp) {
  await t.db.execute(sql`
    INSERT INTO customers (reference, name) SELECT 'BENCH-' || g, 'Applicant ' || g FROM generate_series(1, 20000) g`);
  await t.db.execute(sql`INSERT INTO banks (name) SELECT 'Bench Bank ' || g FROM generate_series(1, 8) g`);
  await t.db.execute(sql`INSERT INTO products (name) SELECT 'Bench Loan ' || g FROM generate_series(1, 3) g`);
  // 24 outcomes per application: about a third eligible with amounts across the bands, the rest with one or two reasons.
  await t.db.execute(sql`
    INSERT INTO decision_pairs (bank_id, product_id)
    SELECT b.id, p.id FROM (SELECT id FROM banks WHERE name LIKE 'Bench Bank %') b CROSS JOIN (SELECT id FROM products WHERE name LIKE 'Bench Loan %') p`);
  await t.db.execute(sql`CREATE TEMP TABLE bench_pairs AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM decision_pairs`);
  await t.db.execute(sql`CREATE TEMP TABLE bench_customers AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM customers`);
  // The compact stored shape (db/stored-outcome.ts): meta = tenure | eligible << 16; failures = code bit mask
  // (SALARY_BELOW_MIN is bit 4, CIBIL_BELOW_MIN 7, FOIR_EXCEEDED 29).
  await t.db.execute(sql`
    INSERT INTO loan_applications (user_name, customer_id, input, pair_ids, pair_meta, pair_failures, pair_amounts, pair_rates, pair_emis, pair_aprs,
      total_banks_checked, eligible_count, evaluation_date, created_at)
    SELECT 'Applicant ' || g, c.id, '{}'::jsonb,
           (SELECT array_agg(bp.id ORDER BY bp.n) FROM bench_pairs bp),
           (SELECT array_agg(CASE WHEN (g + bp.n) % 3 = 0 THEN 36 | 65536 ELSE 36 END ORDER BY bp.n) FROM bench_pairs bp),
           (SELECT array_agg(CASE WHEN (g + bp.n) % 3 = 0 THEN 0 WHEN (g + bp.n) % 3 = 1 THEN 16 ELSE 128 + 536870912 END::bigint ORDER BY bp.n) FROM bench_pairs bp),
           (SELECT array_agg(CASE WHEN (g + bp.n) % 3 = 0 THEN ((g * bp.n) % 60) * 100000 ELSE 0 END::float8 ORDER BY bp.n) FROM bench_pairs bp),
           (SELECT array_agg(12::float8) FROM bench_pairs bp),
           (SELECT array_agg(0::float8) FROM bench_pairs bp),
           (SELECT array_agg(CASE WHEN (g + bp.n) % 3 = 0 THEN 11 + ((g + bp.n) % 40) / 4.0 END::float8 ORDER BY bp.n) FROM bench_pairs bp),
           24, (g % 5) * (g % 3), to_char(now() - (g % ${DAYS}) * interval '1 day', 'YYYY-MM-DD'),
           now() - (g % ${DAYS}) * interval '1 day' - (g % 1440) * interval '1 minute'
    FROM generate_series(1, ${APPLICATIONS}) g
    JOIN bench_customers c ON c.n = g % 20000`);
  await t.db.execute(sql`ANALYZE loan_applications`);
}

interface Breakdown {
  applications: number;
  pendingDays?: number;
  banks: { id: string }[];
}

/** /healthz and /me sampled as below for `ms` with nothing else running: what the machine gives. */
async function idleSampling(address: string, token: string, ms: number) {
  const health = sampleEvery(`${address}/healthz`, {}, SAMPLE_EVERY_MS);
  const me = sampleEvery(`${address}/api/adminAuth/me`, bearer(token), SAMPLE_EVERY_MS);
  await new Promise((r) => setTimeout(r, ms));
  return { healthz: await health.stop(), signedIn: await me.stop() };
}

/**
 * The breakdown over the largest window on days not rolled up, called as the page calls it until
 * no day is pending, while /healthz and /me are sampled every 100 ms.
 */
async function largestWindowCold(t: TestApp, address: string, token: string) {
  const from = indiaDay(DAYS - 1);
  const url = `${address}/api/analytics/decisions/breakdown?from=${from}`;
  const health = sampleEvery(`${address}/healthz`, {}, SAMPLE_EVERY_MS);
  const me = sampleEvery(`${address}/api/adminAuth/me`, bearer(token), SAMPLE_EVERY_MS);
  const started = performance.now();
  const call = async () => {
    const res = await fetch(url, { headers: bearer(token) });
    if (res.status !== 200) throw new Error(`${res.status} ${(await res.text()).slice(0, 300)}`);
    return ((await res.json()) as { data: Breakdown }).data;
  };
  let answer = await call();
  const firstMs = performance.now() - started;
  const firstPending = answer.pendingDays ?? 0;
  let calls = 1;
  while ((answer.pendingDays ?? 0) > 0) {
    await new Promise((r) => setTimeout(r, REFETCH_MS));
    answer = await call();
    calls += 1;
    if (calls % 30 === 0) console.log(`    … ${((performance.now() - started) / 1000).toFixed(0)} s: ${answer.pendingDays} days pending`);
  }
  const completeMs = performance.now() - started;
  const [healthz, signedIn] = [await health.stop(), await me.stop()];
  // The figures once complete are every application of the window.
  const [expected] = rowsOf<{ n: number }>(
    await t.db.execute(sql`SELECT count(*)::int AS n FROM loan_applications WHERE created_at >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`),
  );
  if (answer.applications !== expected!.n) throw new Error(`the breakdown counted ${answer.applications} applications, not ${expected!.n}`);
  return { firstMs, firstPending, completeMs, calls, healthz, signedIn, answer };
}

async function run(label: string) {
  const t = await createTestApp();
  try {
    const token = await t.signIn();
    const headers = bearer(token);
    await seed(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const bare = await time(() => t.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers }));
    const figures = await time(() => t.app.inject({ method: 'GET', url: '/api/analytics/decisions/summary?days=30', headers }));
    const quarter = await time(() => t.app.inject({ method: 'GET', url: '/api/analytics/decisions/summary?days=90', headers }));

    const idle = await idleSampling(address, token, IDLE_SAMPLING_MS);
    const cold = await largestWindowCold(t, address, token);

    const breakdown = (q: string) => t.app.inject({ method: 'GET', url: `/api/analytics/decisions/breakdown?${q}`, headers });
    const year = await time(() => breakdown(`from=${indiaDay(DAYS - 1)}`));
    const warm = await time(() => breakdown(`from=${indiaDay(89)}`));
    const oneBank = await time(() => breakdown(`from=${indiaDay(89)}&bankId=${cold.answer.banks[0]!.id}`));
    // The same summary once the ended days are rolled up: read from decision_days, today live.
    const quarterRolled = await time(() => t.app.inject({ method: 'GET', url: '/api/analytics/decisions/summary?days=90', headers }));
    const f = (r: { median: number; p95: number }) => `median ${r.median.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms`;
    const p = (r: { calls: number; failed: number; p50: number; p99: number; max: number }) =>
      `p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(0)} ms  (${r.calls} calls, ${r.failed} failed)`;
    console.log(`\n${label}: ${APPLICATIONS.toLocaleString('en-US')} stored applications over ${DAYS} days, ${CALLS} calls each`);
    console.log(`  GET /api/adminAuth/me (bare)            ${f(bare)}`);
    console.log(`  decisions summary, last 30 days         ${f(figures)}`);
    console.log(`  decisions summary, last 90 days (all)   ${f(quarter)}   (goal ≤ 200 ms)`);
    console.log(`  the same once the days are rolled up    ${f(quarterRolled)}`);
    console.log(`  breakdown, ${DAYS} days, none rolled up: first answer ${cold.firstMs.toFixed(0)} ms with ${cold.firstPending} days pending;`);
    console.log(
      `    complete after ${(cold.completeMs / 1000).toFixed(1)} s and ${cold.calls} calls (one every ${REFETCH_MS / 1000} s while pending); meanwhile, every ${SAMPLE_EVERY_MS} ms:`,
    );
    console.log(`    GET /healthz                          ${p(cold.healthz)}   (goal p99 ≤ 100 ms)`);
    console.log(`    GET /api/adminAuth/me                 ${p(cold.signedIn)}   (goal p99 ≤ 100 ms)`);
    console.log(`    the same sampling, ${IDLE_SAMPLING_MS / 1000} s with nothing else running:`);
    console.log(`    GET /healthz                          ${p(idle.healthz)}`);
    console.log(`    GET /api/adminAuth/me                 ${p(idle.signedIn)}`);
    console.log(`  breakdown, ${DAYS} days, rolled up + today live   ${f(year)}`);
    console.log(`  breakdown, 90 days, rolled up + today live    ${f(warm)}   (goal ≤ 200 ms)`);
    console.log(`  breakdown, 90 days, one bank                  ${f(oneBank)}`);
  } finally {
    await t.close();
  }
}

const pgUrl = BENCH_POSTGRES_URL;
delete process.env.TEST_DATABASE_URL;
// BENCH_DATABASES=postgres runs the PostgreSQL half only, =pglite the PGlite half only.
if (process.env.BENCH_DATABASES !== 'postgres') await run('PGlite (in memory)');
if (process.env.BENCH_DATABASES === 'pglite') console.log('\nPostgreSQL not asked for (BENCH_DATABASES=pglite)');
else if (await postgresReachable(pgUrl)) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await run('PostgreSQL');
} else {
  console.log(`\nPostgreSQL not reachable at ${pgUrl}; skipped`);
}
