import { createEngine } from './compiled/engine';
import { evaluateWithEngine } from './compiled/evaluate';
import type { CompactEvaluationOutput, CompiledInput, CompiledRuleSet } from './compiled/types';
import { evaluatePair } from './evaluate-pair';
import type { CategoryMapping, EligibilityEntry, EvaluationInput, PairRules } from './types';

export type { CompactEntry, CompactEvaluationOutput, CompiledInput, CompiledRuleSet } from './compiled/types';

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
 * Builds the plan of one rule-set version: inactive banks and products dropped, every row list
 * frozen (explanations still run the reference over them), pairs keyed for explanations, and the
 * same rules as columns for the compiled evaluation (compiled/plan.ts).
 */
export function compileRuleSet(pairs: readonly Omit<PairRules, 'mappings'>[]): CompiledRuleSet {
  const kept = pairs.filter((p) => p.bank.is_active && p.product.is_active).map((p) => deepFreeze(structuredClone(p)));
  return Object.freeze({
    pairs: Object.freeze(kept),
    byKey: new Map(kept.map((p) => [pairKey(p.bank.id, p.product.id), p])),
    engine: createEngine(kept),
  });
}

/** Every pair of the plan for one applicant, without explanations: what the apply answer holds. */
export function evaluateCompiled(plan: CompiledRuleSet, input: CompiledInput): CompactEvaluationOutput {
  return evaluateWithEngine(plan.engine, input);
}

function engineInput(input: CompiledInput): EvaluationInput {
  return { applicant: input.applicant, evaluationDate: input.evaluationDate, company: input.company, city: input.city, pairs: [] };
}

/**
 * One pair with its full explanation, exactly as the reference evaluation gives it; the notes name
 * the category from `categoryNames` (the plan holds ids only).
 */
export function explainCompiled(
  plan: CompiledRuleSet,
  input: CompiledInput,
  bankId: string,
  productId: string,
  categoryNames?: ReadonlyMap<string, string>,
): EligibilityEntry | null {
  const pair = plan.byKey.get(pairKey(bankId, productId));
  if (!pair) return null;
  const mappings = input.mappings.get(pairKey(bankId, productId)) ?? NO_MAPPINGS;
  return evaluatePair({ ...engineInput(input), categoryNames }, { ...pair, mappings }, 'explained');
}
