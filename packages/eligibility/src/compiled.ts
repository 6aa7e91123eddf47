import { withDetails } from './check';
import { compareEntries } from './evaluate';
import { evaluatePair } from './evaluate-pair';
import type { CapName, CategoryMapping, EligibilityEntry, EvaluationInput, PairRules } from './types';

/** The rules of every pair, frozen: shared by concurrent evaluations, and the engine may remember answers about them. */
export interface CompiledRuleSet {
  readonly pairs: readonly Omit<PairRules, 'mappings'>[];
  readonly byKey: ReadonlyMap<string, Omit<PairRules, 'mappings'>>;
}

export interface CompiledInput {
  applicant: EvaluationInput['applicant'];
  evaluationDate: string;
  company: EvaluationInput['company'];
  city: EvaluationInput['city'];
  /** The company's mappings, keyed `${bankId}:${productId}`. */
  mappings: ReadonlyMap<string, readonly CategoryMapping[]>;
}

/** One pair of a compact answer: the entry without its explanation, with the cap that bound the amount. */
export type CompactEntry = Omit<EligibilityEntry, 'explanation'> & { bindingCap: CapName | null };

export interface CompactEvaluationOutput {
  eligibleBanks: CompactEntry[];
  totalBanksChecked: number;
  eligibleCount: number;
}

const NO_MAPPINGS: readonly CategoryMapping[] = Object.freeze([]);
const pairKey = (bankId: string, productId: string) => `${bankId}:${productId}`;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Builds the plan of one rule-set version: inactive banks and products dropped, every row
 * list frozen (so the engine keeps, per list and day, which rows are active and which apply
 * to a category), pairs keyed for explanations.
 */
export function compileRuleSet(pairs: readonly Omit<PairRules, 'mappings'>[]): CompiledRuleSet {
  const kept = pairs.filter((p) => p.bank.is_active && p.product.is_active).map((p) => deepFreeze(structuredClone(p)));
  return Object.freeze({ pairs: Object.freeze(kept), byKey: new Map(kept.map((p) => [pairKey(p.bank.id, p.product.id), p])) });
}

function engineInput(input: CompiledInput): EvaluationInput {
  return { applicant: input.applicant, evaluationDate: input.evaluationDate, company: input.company, city: input.city, pairs: [] };
}

function mappingsOf(pair: Omit<PairRules, 'mappings'>, input: CompiledInput): readonly CategoryMapping[] {
  return input.mappings.get(pairKey(pair.bank.id, pair.product.id)) ?? NO_MAPPINGS;
}

function compact(entry: EligibilityEntry): CompactEntry {
  return {
    bankId: entry.bankId,
    bankName: entry.bankName,
    productId: entry.productId,
    productName: entry.productName,
    eligibilityStatus: entry.eligibilityStatus,
    loanAmountDetails: entry.loanAmountDetails,
    grantedTenure: entry.grantedTenure,
    appliedMaxTenure: entry.appliedMaxTenure,
    failureReasons: entry.failureReasons,
    failureCodes: entry.failureCodes,
    bindingCap: entry.explanation.bindingCap,
  };
}

/** Every pair of the plan for one applicant, without explanations: what the apply answer holds. */
export function evaluateCompiled(plan: CompiledRuleSet, input: CompiledInput): CompactEvaluationOutput {
  const base = engineInput(input);
  const entries = withDetails(false, () => {
    const out: EligibilityEntry[] = [];
    for (const pair of plan.pairs) {
      const entry = evaluatePair(base, pair as PairRules, mappingsOf(pair, input));
      if (entry) out.push(entry);
    }
    return out;
  });
  entries.sort(compareEntries);
  let eligibleCount = 0;
  const eligibleBanks = entries.map((e) => {
    if (e.eligibilityStatus === 'ELIGIBLE') eligibleCount++;
    return compact(e);
  });
  return { eligibleBanks, totalBanksChecked: eligibleBanks.length, eligibleCount };
}

/** One pair with its full explanation, exactly as the reference evaluation gives it. */
export function explainCompiled(plan: CompiledRuleSet, input: CompiledInput, bankId: string, productId: string): EligibilityEntry | null {
  const pair = plan.byKey.get(pairKey(bankId, productId));
  if (!pair) return null;
  return withDetails(true, () => evaluatePair(engineInput(input), { ...pair, mappings: mappingsOf(pair, input) }));
}
