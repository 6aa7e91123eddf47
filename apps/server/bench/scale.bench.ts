// npm run bench:scale — growth past one machine (docs/scaling.md): 2,000,000 stored decisions
// (BENCH_DECISIONS) of 400,000 customers spread over the last 365 days in month partitions, made
// in SQL (INSERT … SELECT generate_series), 24 bank-product outcomes each (8 banks × 3 products,
// as the demo data), half from the console, 40 % from programs, 10 % from bulk files, one customer
// with a decision in every thousand. On PostgreSQL only, in a database of its own (scale_bench,
// dropped at the end unless BENCH_KEEP=1; BENCH_REUSE=1 takes the one left). It measures, beside
// the bare session check (GET /api/adminAuth/me) in the same run: the sizes of the tables and
// indexes per million decisions, the roll-up time per day of decisions, the /analytics page's
// breakdown, the customer page and the customers export, and a decision found by id alone
// (every partition's index probed) against by id and date (one partition).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';
import { bearer, createTestApp } from '../test/test-app';
import { openDatabase, type Database } from '../src/db/client';
import { rowsOf } from '../src/db/raw-rows';
import { BENCH_POSTGRES_URL, postgresReachable, timeCalls } from './bench-support';

const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 2_000_000);
const CUSTOMERS = 400_000;
const BATCH = 250_000;
const DAYS = 365;
const CALLS = 20;
const DATABASE = 'scale_bench';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const time = (call: () => Promise<{ statusCode: number; body: string } | void>, calls = CALLS) => timeCalls(call, calls);
const line = (label: string, r: { median: number; p95: number }, goal = '') =>
  console.log(`  ${label.padEnd(58)} median ${ms(r.median).padStart(9)}  p95 ${ms(r.p95).padStart(9)}${goal ? `   (${goal})` : ''}`);

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const one = async <T>(db: Database, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

/** The decisions, customers, banks and products, in SQL on the server. */
async function generate(db: Database) {
  const started = performance.now();
  await db.execute(sql`SELECT decision_partitions_ensure(now() - interval '13 months', now() + interval '3 months')`);
  await db.execute(sql`INSERT INTO banks (name) SELECT 'Scale Bank ' || g FROM generate_series(1, 8) g`);
  await db.execute(sql`INSERT INTO products (name) SELECT 'Scale Loan ' || g FROM generate_series(1, 3) g`);
  await db.execute(sql`
    INSERT INTO decision_pairs (bank_id, product_id)
    SELECT b.id, p.id FROM banks b CROSS JOIN products p WHERE b.name LIKE 'Scale Bank %' AND p.name LIKE 'Scale Loan %'`);
  await db.execute(sql`
    CREATE TABLE scale_customer_ids AS
    WITH made AS (INSERT INTO customers (reference, name, created_at)
                  SELECT 'SCALE-' || g, 'Applicant ' || g, now() - interval '400 days' FROM generate_series(0, ${CUSTOMERS}) g RETURNING id, reference)
    SELECT substr(reference, 7)::int AS n, id FROM made`);
  await db.execute(sql`ALTER TABLE scale_customer_ids ADD PRIMARY KEY (n)`);
  // 64 outcome shapes of the compact stored form (db/stored-outcome.ts): about 40 % of pairs eligible, with
  // amounts across the bands and the offer's terms; the others with one or two reasons (bits 4, 7, 29).
  await db.execute(sql`
    CREATE TABLE scale_variants AS
    WITH p AS (SELECT row_number() OVER (ORDER BY id) AS n, id FROM decision_pairs),
    o AS (SELECT v, p.n, p.id, (v * 7 + p.n * 3) % 5 < 2 AS el, (((v * 13 + p.n * 7) % 50) + 1) * 100000.0 AS amount, 10.5 + (p.n % 8) * 0.25 AS rate
          FROM generate_series(0, 63) v CROSS JOIN p)
    SELECT v,
      array_agg(id ORDER BY n) AS pair_ids,
      array_agg(CASE WHEN el THEN 60 | 65536 ELSE 60 END ORDER BY n) AS pair_meta,
      array_agg(CASE WHEN el THEN 0 WHEN (v + n) % 3 = 0 THEN 16 WHEN (v + n) % 3 = 1 THEN 128 ELSE 128 + 536870912 END::bigint ORDER BY n) AS pair_failures,
      array_agg(CASE WHEN el THEN amount ELSE 0 END::float8 ORDER BY n) AS pair_amounts,
      array_agg(rate::float8 ORDER BY n) AS pair_rates,
      array_agg(CASE WHEN el THEN round(amount * 0.0215) ELSE 0 END::float8 ORDER BY n) AS pair_emis,
      array_agg(CASE WHEN el THEN rate + 0.82 END::float8 ORDER BY n) AS pair_aprs,
      array_agg(CASE WHEN el THEN round(amount * 0.0118) END::float8 ORDER BY n) AS pair_upfront,
      array_agg(CASE WHEN el THEN round(amount * 0.29) END::float8 ORDER BY n) AS pair_interest,
      array_agg(CASE WHEN el THEN round(amount * 1.29) END::float8 ORDER BY n) AS pair_payable,
      array_agg(CASE WHEN el THEN '2% a month on overdue EMIs' END ORDER BY n) AS pair_penal,
      count(*) FILTER (WHERE el)::int AS eligible_count
    FROM o GROUP BY v`);
  const input = JSON.stringify(sampleApplicant({ companyid: '00000000-0000-4000-8000-000000000001', cityId: '00000000-0000-4000-8000-000000000002' }));
  const [{ version }] = [await one<{ version: number }>(db, sql`SELECT coalesce(max(version), 0)::int AS version FROM rule_versions`)];
  for (let from = 1; from <= DECISIONS; from += BATCH) {
    const to = Math.min(DECISIONS, from + BATCH - 1);
    const batchStarted = performance.now();
    await db.execute(sql`
      INSERT INTO loan_applications (user_name, customer_id, input, pair_ids, pair_meta, pair_failures, pair_amounts, pair_rates, pair_emis,
        pair_aprs, pair_upfront, pair_interest, pair_payable, pair_penal, total_banks_checked, eligible_count, rule_version, evaluation_date, created_at, source)
      SELECT 'Applicant ' || c.n, c.id,
             jsonb_set(jsonb_set(${input}::jsonb, '{salary}', to_jsonb(20000 + (g * 37) % 180000)), '{user_name}', to_jsonb('Applicant ' || c.n)),
             v.pair_ids, v.pair_meta, v.pair_failures, v.pair_amounts, v.pair_rates, v.pair_emis,
             v.pair_aprs, v.pair_upfront, v.pair_interest, v.pair_payable, v.pair_penal, 24, v.eligible_count, ${version}::int,
             to_char(t.at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'), t.at,
             CASE WHEN g % 10 < 5 THEN 'console' WHEN g % 10 < 9 THEN 'api' ELSE 'bulk' END
      FROM generate_series(${from}::int, ${to}::int) g
      CROSS JOIN LATERAL (SELECT now() - ((g::bigint * 7919) % ${DAYS}) * interval '1 day' - ((g::bigint * 104729) % 86400) * interval '1 second' AS at) t
      JOIN scale_variants v ON v.v = g % 64
      JOIN scale_customer_ids c ON c.n = CASE WHEN g % 1000 = 0 THEN 0 ELSE (g::bigint * 15485863) % ${CUSTOMERS} + 1 END`);
    console.log(`  stored ${to.toLocaleString('en-US')} decisions (${((BATCH / (performance.now() - batchStarted)) * 1000).toFixed(0)} a second)`);
  }
  await db.execute(sql`
    UPDATE customers c SET evaluations = s.n, last_evaluated_at = s.last, last_eligible_count = s.eligible, updated_at = s.last
    FROM (SELECT customer_id, count(*)::int AS n, max(created_at) AS last, max(eligible_count) AS eligible FROM loan_applications GROUP BY customer_id) s
    WHERE c.id = s.customer_id`);
  await db.execute(sql`VACUUM ANALYZE loan_applications`);
  await db.execute(sql`VACUUM ANALYZE customers`);
  console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

type Sizes = Record<
  'decisions' | 'heap' | 'indexes' | 'pk' | 'created_idx' | 'customer_idx' | 'unmoved_idx' | 'partitions' | 'customers' | 'rollups' | 'rolled_days',
  number
>;

async function sizes(db: Database): Promise<Sizes> {
  const tree = (name: string) => sql`(SELECT coalesce(sum(pg_relation_size(relid)), 0)::float8 FROM pg_partition_tree(${name}::regclass))`;
  return one<Sizes>(
    db,
    sql`SELECT
      (SELECT count(*) FROM loan_applications)::float8 AS decisions,
      (SELECT coalesce(sum(pg_table_size(relid)), 0)::float8 FROM pg_partition_tree('loan_applications') WHERE isleaf) AS heap,
      (SELECT coalesce(sum(pg_indexes_size(relid)), 0)::float8 FROM pg_partition_tree('loan_applications') WHERE isleaf) AS indexes,
      ${tree('loan_applications_id_created_at_pk')} AS pk,
      ${tree('loan_applications_created_idx')} AS created_idx,
      ${tree('loan_applications_customer_idx')} AS customer_idx,
      ${tree('loan_applications_unmoved_idx')} AS unmoved_idx,
      (SELECT count(*) FROM pg_inherits WHERE inhparent = 'loan_applications'::regclass)::float8 AS partitions,
      pg_total_relation_size('customers')::float8 AS customers,
      (pg_total_relation_size('decision_days') + pg_total_relation_size('decision_daily') + pg_total_relation_size('decision_daily_failures')
        + pg_total_relation_size('decision_daily_amounts') + pg_total_relation_size('decision_daily_aprs'))::float8 AS rollups,
      (SELECT count(*) FROM decision_days)::float8 AS rolled_days`,
  );
}

async function main() {
  if (!(await postgresReachable(BENCH_POSTGRES_URL))) {
    console.log(`PostgreSQL not reachable at ${BENCH_POSTGRES_URL}; nothing measured`);
    return;
  }
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${DATABASE}`;
  const exists = await admin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount === 1);
  const reuse = exists && process.env.BENCH_REUSE === '1';
  if (!reuse) {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
    await admin((c) => c.query(`CREATE DATABASE ${DATABASE}`));
  }
  const handle = await openDatabase({ url: url.toString() });
  const t = await createTestApp({ handle });
  try {
    console.log(`\nPostgreSQL, database ${DATABASE}: ${DECISIONS.toLocaleString('en-US')} decisions over ${DAYS} days`);
    if (!reuse) await generate(t.db);
    const headers = bearer(await t.signIn());
    const bare = await time(() => t.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers }));
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const dayBefore = (n: number) => new Date(Date.now() + 330 * 60_000 - n * 86_400_000).toISOString().slice(0, 10);
    const yearFrom = dayBefore(DAYS - 1);
    const breakdown = (q: string) => t.app.inject({ method: 'GET', url: `/api/analytics/decisions/breakdown?${q}`, headers });
    // Roll-up: a fresh database rolls up every ended day of the year after the breakdown's first
    // call over it claims them (in the background, in chunks: the call is asked again every second
    // until no day is pending). A reused one whose year is rolled up already rolls up one week
    // again (BENCH_REUSE: the year takes ~30 min on a loaded machine).
    const rolledBefore = (await sizes(t.db)).rolled_days;
    // A reused database whose roll-up was cut short: the figures below read its rolled days only.
    const partial = reuse && rolledBefore > 0 && rolledBefore <= DAYS - 10;
    const oneWeek = reuse && rolledBefore > 0;
    const weekFrom = partial ? dayBefore(100) : dayBefore(8);
    const weekTo = partial ? dayBefore(94) : dayBefore(2);
    if (oneWeek) {
      for (const table of ['decision_days', 'decision_daily', 'decision_daily_failures', 'decision_daily_amounts', 'decision_daily_aprs']) {
        await t.db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE day BETWEEN ${weekFrom}::date AND ${weekTo}::date`);
      }
    } else {
      await t.db.execute(sql`TRUNCATE decision_days, decision_daily, decision_daily_failures, decision_daily_amounts, decision_daily_aprs`);
    }
    const before = await sizes(t.db);
    const rollStarted = performance.now();
    const coldQuery = oneWeek ? `from=${weekFrom}&to=${weekTo}` : `from=${yearFrom}&to=${today}`;
    let cold = await breakdown(coldQuery);
    while (cold.statusCode === 200 && (cold.json() as { data: { pendingDays: number } }).data.pendingDays > 0) {
      await new Promise((r) => setTimeout(r, 1000));
      cold = await breakdown(coldQuery);
    }
    const rollMs = performance.now() - rollStarted;
    if (cold.statusCode !== 200) throw new Error(cold.body.slice(0, 300));
    const after = await sizes(t.db);
    const rolledNow = after.rolled_days - before.rolled_days;
    const perDay = before.decisions / DAYS;

    const page = await time(() => breakdown(partial ? `from=${dayBefore(129)}&to=${dayBefore(100)}` : ''));
    const year = await time(() => breakdown(partial ? `from=${yearFrom}&to=${dayBefore(70)}` : `from=${yearFrom}&to=${today}`));
    const live = await time(() => breakdown(`from=${today}&to=${today}`));
    const bankId = (cold.json() as { data: { banks: { id: string; name: string }[] } }).data.banks.find((b) => b.name.startsWith('Scale'))!.id;
    const oneBank = await time(() => breakdown(partial ? `from=${dayBefore(129)}&to=${dayBefore(100)}&bankId=${bankId}` : `bankId=${bankId}`));
    const summary = await time(() => t.app.inject({ method: 'GET', url: '/api/analytics/decisions/summary?days=30', headers }));

    const typical = await one<{ id: string; n: number }>(t.db, sql`SELECT id, evaluations AS n FROM customers WHERE reference = 'SCALE-12345'`);
    const heavy = await one<{ id: string; n: number }>(t.db, sql`SELECT id, evaluations AS n FROM customers WHERE reference = 'SCALE-0'`);
    const customerPage = (id: string) => t.app.inject({ method: 'GET', url: `/api/customers/${id}`, headers });
    const typicalPage = await time(() => customerPage(typical.id));
    const heavyPage = await time(() => customerPage(heavy.id));
    const list = await time(() => t.app.inject({ method: 'GET', url: '/api/customers?page=1&limit=10', headers }));

    const monthFrom = new Date(Date.now() + 330 * 60_000 - 6 * 86_400_000).toISOString().slice(0, 10);
    const exported = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/customers/export?format=csv&from=${monthFrom}&to=${today}`, headers });
      return { statusCode: res.statusCode, body: res.body, rows: res.body.split('\n').length - 2 };
    };
    const exportStarted = performance.now();
    const weekExport = await exported();
    const exportMs = performance.now() - exportStarted;
    if (weekExport.statusCode !== 200) throw new Error(weekExport.body.slice(0, 300));

    const sample = rowsOf<{ id: string; created_at: string }>(
      await t.db.execute(sql`SELECT id, created_at::text FROM loan_applications TABLESAMPLE SYSTEM (0.1) LIMIT 200`),
    );
    let i = 0;
    const byId = await time(async () => {
      const s = sample[i++ % sample.length]!;
      await t.db.execute(sql`SELECT id, input, pair_ids, pair_meta, pair_amounts FROM loan_applications WHERE id = ${s.id}::uuid`);
    }, 200);
    i = 0;
    const byIdAndDate = await time(async () => {
      const s = sample[i++ % sample.length]!;
      await t.db.execute(
        sql`SELECT id, input, pair_ids, pair_meta, pair_amounts FROM loan_applications WHERE id = ${s.id}::uuid AND created_at = ${s.created_at}::timestamptz`,
      );
    }, 200);

    const perMillion = (bytes: number) => mb((bytes / before.decisions) * 1_000_000);
    console.log(
      `\n  ${before.decisions.toLocaleString('en-US')} decisions in ${before.partitions} partitions (${perDay.toFixed(0)} a day), ${CALLS} calls each`,
    );
    console.log(
      `  loan_applications: heap+TOAST ${mb(before.heap)}, indexes ${mb(before.indexes)}: ${((before.heap + before.indexes) / before.decisions).toFixed(0)} B a decision`,
    );
    console.log(`    per million decisions: heap+TOAST ${perMillion(before.heap)}, indexes ${perMillion(before.indexes)}`);
    console.log(
      `    indexes per million: pk (id, created_at) ${perMillion(before.pk)}, created_at ${perMillion(before.created_idx)}, (customer_id, created_at) ${perMillion(before.customer_idx)}, unmoved ${perMillion(before.unmoved_idx)}`,
    );
    console.log(`  customers (${CUSTOMERS.toLocaleString('en-US')} + 1): ${mb(before.customers)}`);
    console.log(
      `  roll-ups: ${rolledNow} days rolled in ${(rollMs / 1000).toFixed(1)} s: ${ms(rollMs / Math.max(1, rolledNow))} a day of ${perDay.toFixed(0)} decisions; tables ${mb(after.rollups)} (${(after.rollups / Math.max(1, after.rolled_days) / 1024).toFixed(1)} kB a day)`,
    );
    line('GET /api/adminAuth/me (bare)', bare);
    line(partial ? 'breakdown, 30 rolled-up days' : 'breakdown, default 30 days (the /analytics page)', page, 'goal ≤ 200 ms');
    line(partial ? 'breakdown, 295 rolled-up days' : 'breakdown, 365 days', year);
    line(`breakdown, today only (${perDay.toFixed(0)} decisions read live)`, live);
    line('breakdown, 30 days, one bank', oneBank);
    line('decisions summary, 30 days (dashboard)', summary);
    line(`customer page, ${typical.n} decisions`, typicalPage);
    line(`customer page, ${heavy.n} decisions (history shows 200)`, heavyPage);
    line('customers list, first page', list);
    console.log(
      `  customers export (.csv), last evaluated in the last 7 days: ${weekExport.rows.toLocaleString('en-US')} rows in ${(exportMs / 1000).toFixed(1)} s`,
    );
    line(`a decision by id alone (${before.partitions} partitions probed), SQL`, byId);
    line('a decision by id and created_at (one partition), SQL', byIdAndDate);
  } finally {
    await t.close();
    if (process.env.BENCH_KEEP !== '1') await admin((c) => c.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
  }
}

await main();
