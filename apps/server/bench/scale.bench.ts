// npm run bench:scale — growth past one machine (docs/scaling.md): 2,000,000 stored decisions
// (BENCH_DECISIONS) of 400,000 customers spread over the last 365 days in month partitions, made
// in SQL (INSERT … SELECT generate_series), 24 bank-product outcomes each (8 banks × 3 products,
// as the demo data), half from the console, 40 % from programs, 10 % from bulk files, one customer
// with a decision in every thousand; applicants spread over credit scores (one in eleven without),
// salaries to ₹3,00,000, 200 employers of every registration type and 50 cities. On PostgreSQL
// only, in a database of its own, lbo_bench_scale, made and rolled up once and kept: a later run
// finds it loaded (the same BENCH_DECISIONS) and re-rolls one week only; BENCH_FRESH=1 makes it
// again. It measures, beside the bare session check (GET /api/adminAuth/me) in the same run: the
// sizes of the tables and indexes per million decisions, the roll-up time per day of decisions,
// the /analytics page's breakdown and segments (who is approved), the customer page and the
// customers export, and a decision found by id alone (every partition's index probed) against by
// id and date (one partition).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';
import { bearer, createTestApp } from '../test/test-app';
import { openDatabase, type Database } from '../src/db/client';
import { rowsOf } from '../src/db/raw-rows';
import { REGISTRATION_TYPES } from '@lbo/contracts/master-data';
import { claimDays, rollUpChunk } from '../src/modules/decision-analytics/decision-rollups.repository';
import { BENCH_POSTGRES_URL, postgresReachable, timeCalls } from './bench-support';

const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 2_000_000);
const CUSTOMERS = 400_000;
const BATCH = 250_000;
const DAYS = 365;
const CALLS = 20;
const DATABASE = 'lbo_bench_scale';
const COMPANIES = 200;
const CITIES = 50;
/** Every roll-up table: a re-rolled week is deleted from each. */
const ROLLUP_TABLES = [
  'decision_days',
  'decision_daily',
  'decision_daily_failures',
  'decision_daily_amounts',
  'decision_daily_aprs',
  'decision_daily_applications',
  'decision_daily_segments',
  'decision_daily_segment_failures',
];

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
  await db.execute(
    sql`INSERT INTO products (name, loan_type) SELECT 'Scale Loan ' || g, (ARRAY['PERSONAL_LOAN', 'HOME_LOAN', 'CAR_LOAN'])[g] FROM generate_series(1, 3) g`,
  );
  // Employers of every registration type (every tenth without one) and cities: who applies, for the segments.
  const types = sql.raw(`ARRAY[${REGISTRATION_TYPES.map((t) => `'${t}'`).join(', ')}]`);
  await db.execute(sql`
    CREATE TABLE scale_company_ids AS
    WITH made AS (INSERT INTO companies (company_name, is_listed, registration_type)
                  SELECT 'Scale Employer ' || g, g % 2 = 0, CASE WHEN g % 10 = 0 THEN NULL ELSE (${types})[1 + g % ${REGISTRATION_TYPES.length}] END
                  FROM generate_series(0, ${COMPANIES - 1}) g RETURNING id, company_name)
    SELECT substr(company_name, 16)::int AS n, id FROM made`);
  await db.execute(sql`
    CREATE TABLE scale_city_ids AS
    WITH made AS (INSERT INTO cities (city_name, state, is_metro) SELECT 'Scale City ' || g, 'Scale State', g < 8 FROM generate_series(0, ${CITIES - 1}) g RETURNING id, city_name)
    SELECT substr(city_name, 12)::int AS n, id FROM made`);
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
  const input = JSON.stringify(sampleApplicant({ companyid: '', cityId: '' }));
  const [{ version }] = [await one<{ version: number }>(db, sql`SELECT coalesce(max(version), 0)::int AS version FROM rule_versions`)];
  for (let from = 1; from <= DECISIONS; from += BATCH) {
    const to = Math.min(DECISIONS, from + BATCH - 1);
    const batchStarted = performance.now();
    await db.execute(sql`
      INSERT INTO loan_applications (user_name, customer_id, input, pair_ids, pair_meta, pair_failures, pair_amounts, pair_rates, pair_emis,
        pair_aprs, pair_upfront, pair_interest, pair_payable, pair_penal, total_banks_checked, eligible_count, rule_version, evaluation_date, created_at, source)
      SELECT 'Applicant ' || c.n, c.id,
             (${input}::jsonb - 'companyid') || jsonb_build_object('user_name', 'Applicant ' || c.n, 'salary', 15000 + (g * 37) % 285000,
               'cibilScore', CASE WHEN g % 11 = 0 THEN NULL ELSE 560 + (g * 13) % 330 END, 'companyId', co.id, 'cityId', ci.id),
             v.pair_ids, v.pair_meta, v.pair_failures, v.pair_amounts, v.pair_rates, v.pair_emis,
             v.pair_aprs, v.pair_upfront, v.pair_interest, v.pair_payable, v.pair_penal, 24, v.eligible_count, ${version}::int,
             to_char(t.at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'), t.at,
             CASE WHEN g % 10 < 5 THEN 'console' WHEN g % 10 < 9 THEN 'api' ELSE 'bulk' END
      FROM generate_series(${from}::int, ${to}::int) g
      CROSS JOIN LATERAL (SELECT now() - ((g::bigint * 7919) % ${DAYS}) * interval '1 day' - ((g::bigint * 104729) % 86400) * interval '1 second' AS at) t
      JOIN scale_variants v ON v.v = g % 64
      JOIN scale_customer_ids c ON c.n = CASE WHEN g % 1000 = 0 THEN 0 ELSE (g::bigint * 15485863) % ${CUSTOMERS} + 1 END
      JOIN scale_company_ids co ON co.n = (g * 31) % ${COMPANIES}
      JOIN scale_city_ids ci ON ci.n = (g * 17) % ${CITIES}`);
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
  | 'decisions'
  | 'heap'
  | 'indexes'
  | 'pk'
  | 'created_idx'
  | 'customer_idx'
  | 'unmoved_idx'
  | 'partitions'
  | 'customers'
  | 'rollups'
  | 'segments'
  | 'rolled_days',
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
      (${sql.raw(ROLLUP_TABLES.map((t) => `pg_total_relation_size('${t}')`).join(' + '))})::float8 AS rollups,
      (pg_total_relation_size('decision_daily_segments') + pg_total_relation_size('decision_daily_segment_failures'))::float8 AS segments,
      (SELECT count(*) FROM decision_days)::float8 AS rolled_days`,
  );
}

/** How many decisions the database was made with (null: none yet, or a load cut short). */
async function loaded(db: Database): Promise<{ decisions: number } | null> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS scale_bench_state (decisions integer NOT NULL)`);
  return rowsOf<{ decisions: number }>(await db.execute(sql`SELECT decisions FROM scale_bench_state`))[0] ?? null;
}

/**
 * Rolls up every ended day of the year in chunks of 5,000 decisions, back to back (the app's loop
 * pauses between chunks so that requests get the database; here nothing else waits): the state
 * the figures are read from. Taken up where it stopped when a run was cut short.
 */
async function rollUpYear(db: Database, fromDay: string, toDay: string) {
  const started = performance.now();
  await claimDays(db, fromDay, toDay);
  let days = 0;
  for (let chunk = await rollUpChunk(db, 5000); chunk; chunk = await rollUpChunk(db, 5000)) {
    if (!chunk.done) continue;
    days += 1;
    if (days % 30 === 0) console.log(`  rolled up ${days} days (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  // As autovacuum would in a while: the reads' plans follow the tables' statistics.
  for (const table of ROLLUP_TABLES) await db.execute(sql`VACUUM ANALYZE ${sql.identifier(table)}`);
  const took = performance.now() - started;
  console.log(
    days === 0
      ? '  the year was rolled up already'
      : `  rolled up ${days} days in ${(took / 1000).toFixed(0)} s (chunks of 5,000 back to back): ${(took / days / 1000).toFixed(1)} s a day`,
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
  if (!exists) await admin((c) => c.query(`CREATE DATABASE ${DATABASE}`));
  let handle = await openDatabase({ url: url.toString() });
  let state = process.env.BENCH_FRESH === '1' ? null : await loaded(handle.db);
  if (state?.decisions !== DECISIONS) {
    // Never loaded, cut short, made for another count or asked afresh: made again.
    if (state) console.log(`  ${DATABASE} holds ${state.decisions.toLocaleString('en-US')} decisions, not ${DECISIONS.toLocaleString('en-US')}: made again`);
    await handle.close();
    await admin((c) => c.query(`DROP DATABASE ${DATABASE} WITH (FORCE)`));
    await admin((c) => c.query(`CREATE DATABASE ${DATABASE}`));
    handle = await openDatabase({ url: url.toString() });
    state = await loaded(handle.db);
  }
  const t = await createTestApp({ handle });
  try {
    console.log(`\nPostgreSQL, database ${DATABASE}: ${DECISIONS.toLocaleString('en-US')} decisions over ${DAYS} days`);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const dayBefore = (n: number) => new Date(Date.now() + 330 * 60_000 - n * 86_400_000).toISOString().slice(0, 10);
    const yearFrom = dayBefore(DAYS - 1);
    if (!state) {
      await generate(t.db);
      await t.db.execute(sql`INSERT INTO scale_bench_state (decisions) VALUES (${DECISIONS})`);
    }
    // Every run: the days ended since the last run are rolled up too (a loaded year costs a probe a day).
    await rollUpYear(t.db, yearFrom, dayBefore(2));
    const headers = bearer(await t.signIn());
    const bare = await time(() => t.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers }));
    const breakdown = (q: string) => t.app.inject({ method: 'GET', url: `/api/analytics/decisions/breakdown?${q}`, headers });
    const segments = (q: string) => t.app.inject({ method: 'GET', url: `/api/analytics/decisions/segments?${q}`, headers });
    // The app's own roll-up: one week deleted and rolled up again as the page has it done (claimed
    // by the breakdown's request, counted in the background in chunks; asked again every second).
    const weekFrom = dayBefore(8);
    const weekTo = dayBefore(2);
    for (const table of ROLLUP_TABLES) await t.db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE day BETWEEN ${weekFrom}::date AND ${weekTo}::date`);
    const before = await sizes(t.db);
    const rollStarted = performance.now();
    const coldQuery = `from=${weekFrom}&to=${weekTo}`;
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

    const page = await time(() => breakdown(''));
    const year = await time(() => breakdown(`from=${yearFrom}&to=${today}`));
    const yearRolled = await time(() => breakdown(`from=${yearFrom}&to=${dayBefore(2)}`));
    const segmentsYear = await time(() => segments(`by=city&from=${yearFrom}&to=${today}`));
    const segmentsYearRolled = await time(() => segments(`by=city&from=${yearFrom}&to=${dayBefore(2)}`));
    const segmentsCibil = await time(() => segments(`by=cibilBand&from=${yearFrom}&to=${dayBefore(2)}`));
    const segmentsPage = await time(() => segments('by=cibilBand'));
    const segmentsExportStarted = performance.now();
    const segmentsExport = await t.app.inject({
      method: 'GET',
      url: `/api/analytics/decisions/segments/export?format=csv&from=${yearFrom}&to=${today}`,
      headers,
    });
    const segmentsExportMs = performance.now() - segmentsExportStarted;
    if (segmentsExport.statusCode !== 200) throw new Error(segmentsExport.body.slice(0, 300));
    const live = await time(() => breakdown(`from=${today}&to=${today}`));
    const bankId = (cold.json() as { data: { banks: { id: string; name: string }[] } }).data.banks.find((b) => b.name.startsWith('Scale'))!.id;
    const oneBank = await time(() => breakdown(`bankId=${bankId}`));
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
      `  roll-ups: ${rolledNow} days rolled by the app in ${(rollMs / 1000).toFixed(1)} s: ${ms(rollMs / Math.max(1, rolledNow))} a day of ${perDay.toFixed(0)} decisions; tables ${mb(after.rollups)} (${(after.rollups / Math.max(1, after.rolled_days) / 1024).toFixed(1)} kB a day, segments ${(after.segments / Math.max(1, after.rolled_days) / 1024).toFixed(1)} kB)`,
    );
    line('GET /api/adminAuth/me (bare)', bare);
    line('breakdown, default 30 days (the /analytics page)', page, 'goal ≤ 200 ms');
    line('breakdown, 365 days (today and yesterday read live)', year, 'goal ≤ 1 s');
    line('breakdown, 364 rolled-up days', yearRolled, 'goal ≤ 1 s');
    line('segments by city, 365 days (today and yesterday live)', segmentsYear, 'goal ≤ 1 s');
    line('segments by city, 364 rolled-up days', segmentsYearRolled, 'goal ≤ 1 s');
    line('segments by credit score, 364 rolled-up days', segmentsCibil, 'goal ≤ 1 s');
    line('segments by credit score, default 30 days', segmentsPage);
    console.log(`  segments export (.csv), every cut, 365 days: ${segmentsExport.body.split('\n').length - 2} rows in ${ms(segmentsExportMs)}`);
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
    // The database stays for the next run (BENCH_FRESH=1 makes it again).
    await t.close();
  }
}

await main();
