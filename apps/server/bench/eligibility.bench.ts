// npm run bench:eligibility — the engine alone for one applicant against 200
// bank-product pairs, then POST /api/loanapplication/apply under 20 concurrent
// clients with the same 200 pairs in the database (PGlite in memory; also
// PostgreSQL when DATABASE_URL is set).
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { evaluateApplication, type PairRules } from '@lbo/eligibility';
import { loanApplicationRequestSchema } from '@lbo/contracts/loan-application';
import { createTestApp } from '../test/test-app';
import { toPlainRuleSet } from '../src/modules/loan-application/rule-cache';
import { benchApplicant, insertRuleSet, syntheticPairs } from './synthetic-rules';

const PAIRS = 200;
const COMPANY = '00000000-0000-4000-8fff-000000000001';
const CITY = '00000000-0000-4000-8fff-000000000002';
const CATEGORIES: [string, string] = ['00000000-0000-4000-8fff-000000000003', '00000000-0000-4000-8fff-000000000004'];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function engineOnly(pairs: PairRules[]) {
  const applicant = loanApplicationRequestSchema.parse({ ...benchApplicant, companyid: COMPANY, cityId: CITY });
  const input = {
    applicant,
    evaluationDate: '2026-11-21',
    company: { id: COMPANY, company_name: 'Bench Co', is_listed: true, registration_type: 'PRIVATE_LIMITED' },
    city: { id: CITY, city_name: 'Mumbai', is_metro: true },
    pairs,
  };
  for (let i = 0; i < 300; i++) evaluateApplication(input);
  const runs = 3000;
  const times: number[] = [];
  let eligible = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const out = evaluateApplication(input);
    times.push(performance.now() - t0);
    eligible = out.eligibleCount;
  }
  times.sort((a, b) => a - b);
  console.log(`engine only, ${PAIRS} pairs, ${runs} runs (${eligible} eligible per run):`);
  console.log(`  median ${percentile(times, 50).toFixed(3)} ms   p99 ${percentile(times, 99).toFixed(3)} ms   max ${times.at(-1)!.toFixed(3)} ms`);
}

async function overHttp(label: string, pairs: PairRules[]) {
  const t = await createTestApp();
  await insertRuleSet(t.db, pairs, { company: COMPANY, city: CITY, categories: CATEGORIES });
  const token = await t.signIn();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const body = JSON.stringify({ ...benchApplicant, companyid: COMPANY, cityId: CITY });
  const check = await fetch(`${address}/api/loanapplication/apply`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  const sample = (await check.json()) as { data: { totalBanksChecked: number; eligibleCount: number } };
  if (check.status !== 200 || sample.data.totalBanksChecked !== PAIRS) throw new Error(`unexpected answer ${check.status} ${JSON.stringify(sample).slice(0, 300)}`);
  const result = await autocannon({
    url: `${address}/api/loanapplication/apply`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
    connections: 20,
    pipelining: 1,
    duration: 10,
  });
  console.log(`HTTP apply on ${label}, ${PAIRS} pairs, 20 concurrent clients, 10 s (${sample.data.eligibleCount} eligible per answer):`);
  console.log(`  ${result.requests.average.toFixed(0)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors}   non-2xx ${result.non2xx}`);
  await t.close();
}

const pairs = syntheticPairs(PAIRS, COMPANY, CATEGORIES);
// The rows as the server's rule cache hands them to the engine.
engineOnly(toPlainRuleSet(pairs) as PairRules[]);
delete process.env.TEST_DATABASE_URL;
await overHttp('PGlite (in memory)', pairs);
if (process.env.DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  await overHttp('PostgreSQL', pairs);
}
