// npm run bench:analytics — the dashboard's lending figures (GET /api/analytics/decisions/summary)
// over 100,000 stored applications of 20,000 customers spread over 90 days, beside the bare
// session check (GET /api/adminAuth/me) on the same server in the same run: median and p95 of
// 30 calls each, on in-memory PGlite and on PostgreSQL when it is reachable.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bearer, createTestApp } from '../test/test-app';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const CALLS = 30;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function time(call: () => Promise<{ statusCode: number; body: string }>) {
  await call();
  const took: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    const res = await call();
    took.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  took.sort((a, b) => a - b);
  return { median: percentile(took, 0.5), p95: percentile(took, 0.95) };
}

async function run(label: string) {
  const t = await createTestApp();
  try {
    const headers = bearer(await t.signIn());
    await t.db.execute(sql`
      INSERT INTO customers (reference, name) SELECT 'BENCH-' || g, 'Applicant ' || g FROM generate_series(1, 20000) g`);
    await t.db.execute(sql`
      INSERT INTO loan_applications (user_name, customer_id, input, result, total_banks_checked, eligible_count, evaluation_date, created_at)
      SELECT 'Applicant ' || g, c.id, '{}'::jsonb, '[]'::jsonb, 24, (g % 5) * (g % 3), to_char(now() - (g % 90) * interval '1 day', 'YYYY-MM-DD'),
             now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute'
      FROM generate_series(1, ${APPLICATIONS}) g
      JOIN LATERAL (SELECT id FROM customers ORDER BY id OFFSET (g % 20000) LIMIT 1) c ON true`);
    await t.db.execute(sql`ANALYZE loan_applications`);
    const bare = await time(() => t.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers }));
    const figures = await time(() => t.app.inject({ method: 'GET', url: '/api/analytics/decisions/summary?days=30', headers }));
    const quarter = await time(() => t.app.inject({ method: 'GET', url: '/api/analytics/decisions/summary?days=90', headers }));
    console.log(`\n${label}: ${APPLICATIONS.toLocaleString('en-US')} stored applications, ${CALLS} calls each`);
    console.log(`  GET /api/adminAuth/me (bare)            median ${bare.median.toFixed(1)} ms  p95 ${bare.p95.toFixed(1)} ms`);
    console.log(`  decisions summary, last 30 days         median ${figures.median.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms`);
    console.log(`  decisions summary, last 90 days (all)   median ${quarter.median.toFixed(1)} ms  p95 ${quarter.p95.toFixed(1)} ms   (goal ≤ 200 ms)`);
  } finally {
    await t.close();
  }
}

async function postgresReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
delete process.env.TEST_DATABASE_URL;
await run('PGlite (in memory)');
if (await postgresReachable(pgUrl)) {
  process.env.TEST_DATABASE_URL = pgUrl;
  await run('PostgreSQL');
} else {
  console.log(`\nPostgreSQL not reachable at ${pgUrl}; skipped`);
}
