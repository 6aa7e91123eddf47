// npm run bench:simulate — the impact preview over 1,000 stored applications
// against 200 bank-product pairs: one pair's FOIR band
// edited through POST /api/rules/simulate (what the editor sends), and the
// worst case, a change that alters every one of the 200 pairs, while another signed-in user GETs
// every 100 ms (issue 46). On PGlite, then on PostgreSQL when reachable (BENCH_ONLY=pglite|postgres).
import { performance } from 'node:perf_hooks';
import { loanApplicationRequestSchema } from '@lbo/contracts/loan-application';
import type { PairRules } from '@lbo/eligibility';
import { loanApplications } from '../src/db/schema';
import { compileRuleSet, evaluateCompiled } from '@lbo/eligibility';
import { assembleRuleSet, groupMappings, indiaDate, toCityFacts, toCompanyFacts } from '../src/modules/loan-application';
import { keyedRowsForKeys, PLAN_TABLES, rowsAt } from '../src/modules/rule-versions';
import { changedPairs, impactOn } from '../src/modules/rule-simulation/simulation.service';
import { bearer, createTestApp } from '../test/test-app';
import { benchApplicant, insertRuleSet, seeded, syntheticPairs } from './synthetic-rules';
import { BENCH_POSTGRES_URL, otherUserDuring, otherUserLine, postgresReachable } from './bench-support';

const PAIRS = 200;
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 1000);
const COMPANY = '00000000-0000-4000-8fff-000000000001';
const CITY = '00000000-0000-4000-8fff-000000000002';
const CATEGORIES: [string, string] = ['00000000-0000-4000-8fff-000000000003', '00000000-0000-4000-8fff-000000000004'];

async function run(database: string) {
  const t = await createTestApp();
  console.log(`\n${database}`);
  const pairs: PairRules[] = syntheticPairs(PAIRS, COMPANY, CATEGORIES);
  await insertRuleSet(t.db, pairs, { company: COMPANY, city: CITY, categories: CATEGORIES });
  const token = await t.signIn();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

  const rnd = seeded(7);
  const decidedAt = await t.app.ruleVersions.current();
  const rows = Array.from({ length: APPLICATIONS }, (_, i) => {
    const input = loanApplicationRequestSchema.parse({ ...benchApplicant, salary: 20000 + Math.floor(rnd() * 150) * 1000, companyid: COMPANY, cityId: CITY });
    return {
      input,
      pair_ids: [],
      pair_meta: [],
      pair_failures: [],
      pair_amounts: [],
      pair_rates: [],
      pair_emis: [],
      total_banks_checked: PAIRS,
      eligible_count: 0,
      // Decided under the current version: each decision's price is compared under its own charges.
      rule_version: decidedAt,
      created_at: new Date(Date.now() - i * 60_000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(loanApplications).values(rows.slice(i, i + 500));

  const first = pairs[0]!;
  const foir = first.foir[0]!;
  const change = {
    method: 'PUT',
    path: '/api/foir/createandupdatefoirrule',
    query: { bank_id: first.bank.id, product_id: first.product.id },
    body: {
      rules: first.foir.map((r) => ({
        id: r.id,
        category_id: r.category_id,
        salary_min: r.salary_min,
        salary_max: r.salary_max,
        foir_percent: r.id === foir.id ? 20 : r.foir_percent,
      })),
    },
  };

  const times: number[] = [];
  let last: { applications: number; eligibleToNot: number; affectedTotal: number } | null = null;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rules/simulate',
      headers: bearer(token),
      payload: { changes: [change], window: { last: APPLICATIONS } },
    });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`simulate answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    last = res.json().data;
  }
  times.sort((a, b) => a - b);
  console.log(`POST /api/rules/simulate, one pair's FOIR band edited, ${last!.applications} applications × ${PAIRS} pairs (only changed pairs are evaluated):`);
  console.log(
    `  median ${times[2]!.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms  (${last!.affectedTotal} applications change, ${last!.eligibleToNot} become not eligible)`,
  );

  // Worst case: every pair changed, price compared on every eligible offer. FOIR halved (amounts
  // and flips), then every rate cut by 0.5 (price only).
  const version = await t.app.ruleVersions.current();
  const base = assembleRuleSet(await rowsAt(t.db, version, PLAN_TABLES));
  // The same run's baseline: the engine alone, both sides of every stored application, nothing compared.
  const facts = {
    company: toCompanyFacts((await keyedRowsForKeys(t.db, version, 'companies', [COMPANY])).get(COMPANY)![0]!),
    city: toCityFacts((await keyedRowsForKeys(t.db, version, 'cities', [CITY])).get(CITY)![0]!),
    mappings: groupMappings((await keyedRowsForKeys(t.db, version, 'bank_company_categories', [COMPANY])).get(COMPANY) ?? []),
  };
  const worstCase = async (label: string, altered: typeof base.ruleSet) => {
    const all = changedPairs(base.ruleSet, altered);
    const plans = [compileRuleSet(base.ruleSet), compileRuleSet(altered)];
    const bare: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      for (const row of rows) for (const plan of plans) evaluateCompiled(plan, { applicant: row.input, evaluationDate: indiaDate(new Date()), ...facts });
      bare.push(performance.now() - started);
    }
    bare.sort((a, b) => a - b);
    console.log(`engine alone, the same evaluations (baseline): median ${bare[2]!.toFixed(0)} ms, best ${bare[0]!.toFixed(0)} ms`);
    const worst: number[] = [];
    // The previews run in this process, on the server's thread, while another user asks over HTTP.
    const others = await otherUserDuring(address, token, async () => {
      let last = null;
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        last = await impactOn(t.db, version, all, { last: APPLICATIONS });
        worst.push(performance.now() - started);
      }
      return last;
    });
    const result = others.result;
    worst.sort((a, b) => a - b);
    const r = result!;
    console.log(
      `impact of ${label} (all ${all.length} pairs), ${r.applications} applications (${r.applications * all.length * 2} pair evaluations, price compared):`,
    );
    console.log(
      `  median ${worst[2]!.toFixed(0)} ms, best ${worst[0]!.toFixed(0)} ms  (target ≤ 1,000 ms; ${r.affectedTotal} application-pairs change: ` +
        `${r.eligibleToNot + r.notToEligible} flips, ${r.amountChanged} amounts, ${r.repriced} repriced; total interest ${r.totalInterestChange})`,
    );
    console.log(otherUserLine('these five previews', others));
  };
  await worstCase(
    'FOIR halved',
    base.ruleSet.map((p) => ({
      ...p,
      foir: p.foir.map((r) => ({ ...r, foir_percent: (r.foir_percent ?? 50) / 2, foir_percent_with_secured: (r.foir_percent_with_secured ?? 50) / 2 })),
    })),
  );
  await worstCase(
    'a rate cut of 0.5',
    base.ruleSet.map((p) => ({
      ...p,
      general: p.general.map((r) => ({
        ...r,
        interest_rate: r.interest_rate === null ? null : r.interest_rate - 0.5,
        high_cibil_interest_rate: r.high_cibil_interest_rate === null ? null : r.high_cibil_interest_rate - 0.5,
      })),
    })),
  );
  await t.close();
}

const pgUrl = BENCH_POSTGRES_URL;
delete process.env.TEST_DATABASE_URL;
const only = process.env.BENCH_ONLY; // 'pglite' or 'postgres'
if (only !== 'postgres') await run('PGlite (in memory)');
if (only !== 'pglite') {
  if (await postgresReachable(pgUrl)) {
    process.env.TEST_DATABASE_URL = pgUrl;
    await run('PostgreSQL');
  } else console.log(`\nPostgreSQL not reachable at ${pgUrl}; skipped`);
}
