// npm run bench:eligibility — the engine alone: one applicant (three existing loans, one to
// transfer) against 200, 1,000 and 5,000 synthetic bank-product pairs with rules in all nine
// groups, the reference evaluation (explanations written) beside the compiled plan the server
// uses (compact answers), and GoRules ZEN doing only the FOIR/multiplier table and the amount
// formula on the same pairs (zen-baseline.ts), in the same run. The products are of four loan
// types; "one purpose" is the same applicant asking for a home loan (a quarter of the pairs).
// `npm run bench:apply` measures the HTTP route.
// Last, the comparison of 200 offers handed to a borrower, as PDF and HTML (modules/kfs); only
// that with BENCH_ONLY=comparison.
// Allocation is counted with v8.GCProfiler: the growth of the used heap plus what every
// collection during the runs freed, so it needs no --expose-gc.
import v8 from 'node:v8';
import { performance } from 'node:perf_hooks';
import { compileRuleSet, evaluateApplication, evaluateCompiled, instalment, monthlyRate, offerFigures, offerTerms, type PairRules } from '@lbo/eligibility';
import { loanApplicationRequestSchema } from '@lbo/contracts/loan-application';
import { BENCH_LOAN_TYPES, benchApplicant, syntheticPairs } from './synthetic-rules';
import { zenBaseline } from './zen-baseline';
import { DOCUMENT_TEXTS } from '../src/modules/kfs/catalogues';
import { comparisonHtml } from '../src/modules/kfs/comparison-html';
import { comparisonPdf } from '../src/modules/kfs/comparison-pdf';

const COMPANY = '00000000-0000-4000-8fff-000000000001';
const CITY = '00000000-0000-4000-8fff-000000000002';
const CATEGORIES: [string, string] = ['00000000-0000-4000-8fff-000000000003', '00000000-0000-4000-8fff-000000000004'];
const DATE = '2026-11-24';

const applicant = loanApplicationRequestSchema.parse({ ...benchApplicant, companyid: COMPANY, cityId: CITY });
const company = { id: COMPANY, company_name: 'Bench Co', is_listed: true, registration_type: 'PRIVATE_LIMITED' };
const city = { id: CITY, city_name: 'Mumbai', is_metro: true };

function measure(fn: () => void, runs: number) {
  for (let i = 0; i < Math.max(20, runs / 5); i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p99: times[Math.floor(runs * 0.99)]! };
}

/** Bytes allocated by one call, on average over `runs` calls. */
function allocated(fn: () => void, runs: number): number {
  const profiler = new v8.GCProfiler();
  const before = process.memoryUsage().heapUsed;
  profiler.start();
  for (let i = 0; i < runs; i++) fn();
  const after = process.memoryUsage().heapUsed;
  const freed = profiler.stop().statistics.reduce((sum, gc) => sum + gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize, 0);
  return (after - before + freed) / runs;
}

async function measureAsync(fn: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < Math.max(10, runs / 10); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p99: times[Math.floor(runs * 0.99)]! };
}

function once(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

// BENCH_ONLY=comparison: the comparison's figures alone (below), without the engine's minutes.
if (process.env.BENCH_ONLY === 'comparison') {
  await comparisonCost();
  process.exit(0);
}

console.log('pairs   engine                  median ms   p99 ms   µs a pair   bytes a pair');
for (const count of [200, 1000, 5000]) {
  // Plain rows, as the server's history hands them to the engine.
  const pairs = JSON.parse(JSON.stringify(syntheticPairs(count, COMPANY, CATEGORIES))) as PairRules[];
  const runs = Math.max(100, Math.floor(600_000 / count));
  const evaluateReference = () => evaluateApplication({ applicant, evaluationDate: DATE, company, city, pairs });
  const reference = measure(evaluateReference, runs);
  const referenceBytes = allocated(evaluateReference, Math.max(5, Math.floor(runs / 20)));

  const compileStarted = performance.now();
  const plan = compileRuleSet(pairs.map(({ mappings: _mappings, ...rules }) => rules));
  const compileMs = performance.now() - compileStarted;
  const mappings = new Map(pairs.map((p) => [`${p.bank.id}:${p.product.id}`, p.mappings]));
  // The first call of a day builds the day's view and the company's; a new company builds its own.
  const firstOfDayMs = once(() => evaluateCompiled(plan, { applicant, evaluationDate: DATE, company, city, mappings }));
  const otherCompany = { ...company, id: '00000000-0000-4000-8fff-000000000009' };
  const firstOfCompanyMs = once(() => evaluateCompiled(plan, { applicant, evaluationDate: DATE, company: otherCompany, city, mappings }));
  const evaluatePlan = () => evaluateCompiled(plan, { applicant, evaluationDate: DATE, company, city, mappings });
  const compiled = measure(evaluatePlan, runs);
  const compiledBytes = allocated(evaluatePlan, Math.max(50, Math.floor(runs / 5)));
  const withPurpose = { ...applicant, loanPurpose: BENCH_LOAN_TYPES[1] };
  const evaluatePurpose = () => evaluateCompiled(plan, { applicant: withPurpose, evaluationDate: DATE, company, city, mappings });
  const purpose = measure(evaluatePurpose, runs);
  const purposeBytes = allocated(evaluatePurpose, Math.max(50, Math.floor(runs / 5)));

  const row = (label: string, r: { median: number; p99: number }, bytes: number) =>
    console.log(
      `${String(count).padStart(5)}   ${label.padEnd(22)} ${r.median.toFixed(3).padStart(9)} ${r.p99.toFixed(3).padStart(8)} ${((r.median * 1000) / count).toFixed(2).padStart(10)} ${(Number.isFinite(bytes) ? (bytes / count).toFixed(0) : '—').padStart(13)}`,
    );
  const zen = zenBaseline(pairs, CATEGORIES[0]);
  const zenRun = await measureAsync(() => zen(applicant.salary, 12_000), Math.max(20, Math.floor(runs / 10)));
  row('reference', reference, referenceBytes);
  row('compiled plan', compiled, compiledBytes);
  row('compiled, one purpose', purpose, purposeBytes);
  row('ZEN (table+formula)', zenRun, Number.NaN);
  console.log(
    `        compiled / ZEN: ${(compiled.median / zenRun.median).toFixed(3)} (target ≤ 0.05); one purpose / ZEN: ${(purpose.median / zenRun.median).toFixed(3)}`,
  );
  console.log(
    `        compile once: ${compileMs.toFixed(1)} ms; first call of a day: ${firstOfDayMs.toFixed(1)} ms; first call of a company: ${firstOfCompanyMs.toFixed(1)} ms; speed-up ${(reference.median / compiled.median).toFixed(1)}×`,
  );
}
/**
 * Offer terms alone, as the compiled plan computes them for each eligible pair of an answer: the
 * (amount, rate, tenure, charges) of the 1,000-pair answer with the growth (1 + i)^n the amount
 * steps already raised; each round shifts every amount by ₹1,000 so that no round finds the
 * previous one's figures in the engine's small tables (an answer only shares its own). Beside it,
 * in the same run, the rupee EMI each entry had before (one power a pair).
 */
function offerTermsCost() {
  const pairs = JSON.parse(JSON.stringify(syntheticPairs(1000, COMPANY, CATEGORIES))) as PairRules[];
  const plan = compileRuleSet(pairs.map(({ mappings: _mappings, ...rules }) => rules));
  const mappings = new Map(pairs.map((p) => [`${p.bank.id}:${p.product.id}`, p.mappings]));
  const chargesOf = new Map(pairs.map((p) => [`${p.bank.id}:${p.product.id}`, p.charges![0]!]));
  const answer = evaluateCompiled(plan, { applicant, evaluationDate: DATE, company, city, mappings });
  const offers = answer.eligibleBanks
    .filter((e) => e.eligibilityStatus === 'ELIGIBLE')
    .map((e) => ({
      amount: e.loanAmountDetails.eligibleAmount,
      rate: e.loanAmountDetails.interestRate!,
      months: e.grantedTenure,
      growth: (1 + e.loanAmountDetails.interestRate! / 1200) ** e.grantedTenure,
      charges: chargesOf.get(`${e.bankId}:${e.productId}`)!,
    }));
  const distinct = new Set(offers.map((o) => `${o.amount}|${o.rate}|${o.months}`)).size;
  let round = 0;
  let sink = 0;
  const time = (fn: (o: (typeof offers)[number], shift: number) => number, rounds: number) => {
    const started = performance.now();
    for (let r = 0; r < rounds; r++, round++) for (const o of offers) sink += fn(o, (round % 997) * 1000);
    return ((performance.now() - started) * 1e6) / (rounds * offers.length);
  };
  const terms = (o: (typeof offers)[number], shift: number) =>
    offerFigures(offerTerms(o.amount - shift, o.rate, o.months, o.charges, o.growth), o.charges).apr ?? 0;
  const emi = (o: (typeof offers)[number], shift: number) => instalment(o.amount - shift, monthlyRate(o.rate), o.months);
  time(terms, 50);
  time(emi, 50);
  const samples = Array.from({ length: 5 }, () => ({ terms: time(terms, 200), emi: time(emi, 200) })).sort((a, b) => a.terms - b.terms);
  const median = samples[2]!;
  const months = offers.map((o) => o.months).sort((a, b) => a - b);
  console.log(
    `offer terms: ${offers.length} eligible pairs of 1,000 (${distinct} distinct amount, rate and tenure; ${months[0]}–${months.at(-1)} months): ` +
      `${(median.terms / 1000).toFixed(3)} µs a pair (target ≤ 0.5); the rupee EMI alone ${(median.emi / 1000).toFixed(3)} µs${sink === 0 ? ' ' : ''}`,
  );
}
offerTermsCost();

/**
 * The comparison handed to a borrower with 200 offers (issue 32's target: its PDF ≤ 1 s): the
 * eligible entries of the 1,000-pair answer (repeated to 200 if fewer), with a refusal for every
 * fifth, rendered in English and in Hindi (fontkit shapes every Devanagari run), median of 7.
 */
async function comparisonCost() {
  const pairs = JSON.parse(JSON.stringify(syntheticPairs(1000, COMPANY, CATEGORIES))) as PairRules[];
  const plan = compileRuleSet(pairs.map(({ mappings: _mappings, ...rules }) => rules));
  const mappings = new Map(pairs.map((p) => [`${p.bank.id}:${p.product.id}`, p.mappings]));
  const answer = evaluateCompiled(plan, { applicant, evaluationDate: DATE, company, city, mappings });
  const eligible = answer.eligibleBanks.filter((e) => e.eligibilityStatus === 'ELIGIBLE');
  const refused = answer.eligibleBanks.filter((e) => e.eligibilityStatus !== 'ELIGIBLE');
  const offers = Array.from({ length: 200 }, (_, i) => {
    const e = eligible[i % eligible.length]!;
    return {
      lender: `Bench Bank ${i % 40}`,
      product: `Bench Product ${i % 5}`,
      loanType: i % 2 ? ('PERSONAL_LOAN' as const) : null,
      amount: e.loanAmountDetails.eligibleAmount,
      rate: e.loanAmountDetails.interestRate,
      apr: e.apr,
      emi: e.loanAmountDetails.estimatedEMI,
      tenure: e.grantedTenure,
      upfrontCharges: e.upfrontCharges,
      totalPayable: e.totalAmountPayable,
      penalCharges: e.penalCharges ?? '2% a month on overdue EMIs',
    };
  });
  const content = {
    applicationId: '00000000-0000-4000-8fff-0000000000aa',
    borrower: 'Bench Applicant',
    evaluatedOn: DATE,
    preparedOn: DATE,
    offers,
    refused: refused.slice(0, 40).map((e, i) => ({ lender: `Bench Bank ${i}`, product: 'Bench Product', reasons: e.failureCodes })),
  };
  for (const lang of ['en', 'hi'] as const) {
    const texts = DOCUMENT_TEXTS[lang];
    const pdf = await measureAsync(() => comparisonPdf(content, texts), 7);
    // CPU time of this process a PDF: steadier than the wall clock on a shared machine.
    const cpu = process.cpuUsage();
    for (let i = 0; i < 5; i++) await comparisonPdf(content, texts);
    const used = process.cpuUsage(cpu);
    const html = measure(() => comparisonHtml(content, texts), 50);
    const bytes = (await comparisonPdf(content, texts)).length;
    console.log(
      `comparison of 200 offers and 40 refusals, ${lang}: PDF median ${pdf.median.toFixed(0)} ms (slowest of 7 ${pdf.p99.toFixed(0)}; ` +
        `CPU ${((used.user + used.system) / 1000 / 5).toFixed(0)} ms; ${(bytes / 1024).toFixed(0)} KB), HTML ${html.median.toFixed(1)} ms (target: PDF ≤ 1,000 ms)`,
    );
  }
}
await comparisonCost();
console.log('target: compiled median ≤ 0.2 ms for 200 pairs and ≤ 5 ms for 5,000; ≤ 1 KB allocated a pair; ≤ 0.05 × ZEN doing only the table and the formula');
