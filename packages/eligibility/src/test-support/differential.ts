/** The comparison behind the differential test and the soak script: compiled plan against the reference, field by field. */
import { compileRuleSet, evaluateCompiled, type CompactEvaluationOutput } from '../compiled';
import { evaluateApplication } from '../evaluate';
import type { EvaluationInput, EvaluationOutput } from '../types';
import type { DifferentialCase } from './rule-set-arbitraries';

/** The reference answer as the compact answer carries it (as compiled.test.ts compacts it). */
function compactOf(reference: EvaluationOutput): CompactEvaluationOutput {
  return {
    ...reference,
    eligibleBanks: reference.eligibleBanks.map(({ explanation, ...entry }) => ({ ...entry, bindingCap: explanation.bindingCap })),
  };
}

/**
 * Where two answers first differ, or null: same keys in the same order (so the same JSON), and
 * every value the same by Object.is (so 0 and -0, and NaN, count).
 */
function firstDifference(actual: unknown, expected: unknown, path = ''): string | null {
  if (typeof actual !== 'object' || actual === null || typeof expected !== 'object' || expected === null) {
    return Object.is(actual, expected) ? null : `${path}: ${JSON.stringify(actual)} ≠ expected ${JSON.stringify(expected)}`;
  }
  if (Array.isArray(actual) !== Array.isArray(expected)) return `${path}: array and not array`;
  const keys = Object.keys(actual);
  const expectedKeys = Object.keys(expected);
  if (keys.join() !== expectedKeys.join()) return `${path}: keys ${keys.join()} ≠ expected ${expectedKeys.join()}`;
  for (const key of keys) {
    const found = firstDifference((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/** How often the reference met each situation the compiled plan must reproduce: a generator that stops producing one shows here. */
export class Coverage {
  readonly seen = new Map<string, number>();

  add(what: string): void {
    this.seen.set(what, (this.seen.get(what) ?? 0) + 1);
  }

  record(input: EvaluationInput, output: EvaluationOutput): void {
    for (const p of input.pairs) if (!p.bank.is_active || !p.product.is_active) this.add('inactive bank or product');
    if (output.totalBanksChecked < input.pairs.filter((p) => p.bank.is_active && p.product.is_active).length) this.add('pair without active general row');
    for (const { eligibilityStatus, failureCodes, explanation: x } of output.eligibleBanks) {
      this.add(eligibilityStatus);
      for (const code of failureCodes) this.add(`code ${code}`);
      if (x.bindingCap !== null) this.add(`cap ${x.bindingCap}`);
      if (x.notes.some((n) => / rules are active; only one of them is applied$/.test(n))) this.add('several active rows');
      if (x.notes.some((n) => /^No \S+ bands for /.test(n))) this.add('category fallback');
      if (x.category !== null && x.ruleIds.foir !== null && !x.notes.some((n) => n.startsWith('No FOIR bands for '))) this.add('own category rows');
      if (x.transferredLoans.length > 0) this.add('balance transfer');
      if (x.ruleIds.registration !== null) this.add('registration row');
      if (x.nullCibil) this.add('no CIBIL');
    }
  }
}

export interface CaseResult {
  /** Pair results compared. */
  pairs: number;
  mismatch: string | null;
}

/**
 * One plan for the case's rule set, then every (applicant, date) in turn, with the case's
 * companies round robin: the plan's caches of days and companies serve many evaluations, dates
 * come back after others pushed them out, and every other round hands a company a copy of its
 * mappings (another object, same content).
 */
export function runCase(c: DifferentialCase, coverage?: Coverage): CaseResult {
  const plan = compileRuleSet(c.pairs.map(({ mappings: _mappings, ...rules }) => rules));
  let pairs = 0;
  const calls = c.applicants.length * c.dates.length;
  for (let call = 0; call < calls; call++) {
    const applicant = c.applicants[Math.floor(call / c.dates.length)]!;
    const evaluationDate = c.dates[call % c.dates.length]!;
    const { company, mappings } = c.companies[call % c.companies.length]!;
    const given = Math.floor(call / c.companies.length) % 2 === 0 ? mappings : new Map(mappings);
    const compiled = evaluateCompiled(plan, { applicant, evaluationDate, company, city: c.city, mappings: given });
    const input: EvaluationInput = {
      applicant,
      evaluationDate,
      company,
      city: c.city,
      pairs: c.pairs.map((p) => ({ ...p, mappings: mappings.get(`${p.bank.id}:${p.product.id}`) ?? [] })),
    };
    const reference = evaluateApplication(input);
    coverage?.record(input, reference);
    const difference = firstDifference(compiled, compactOf(reference), 'answer');
    if (difference !== null) {
      return { pairs, mismatch: `call ${call} (applicant ${Math.floor(call / c.dates.length)}, ${evaluationDate}, ${company.id}): ${difference}` };
    }
    pairs += reference.eligibleBanks.length;
  }
  return { pairs, mismatch: null };
}
