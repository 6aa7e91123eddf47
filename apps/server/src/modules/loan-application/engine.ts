import {
  compileRuleSet,
  evaluateCompiled,
  explainCompiled,
  suggestForPair,
  type CompactEntry,
  type SuggestionAnswer,
  type CompactEvaluationOutput,
  type CompiledInput,
  type CompiledRuleSet,
  type EligibilityEntry,
} from '@lbo/eligibility';
import type { RuleSet } from './rule-set.repository';

/** The engine as the server uses it: one compiled plan per rule-set version (packages/eligibility/src/compiled.ts). */
export type { CompactEntry };
export type CompactEvaluation = CompactEvaluationOutput;
export type PlanInput = CompiledInput;
export type CompiledPlan = CompiledRuleSet;

export const compilePlan = (ruleSet: RuleSet): CompiledPlan => compileRuleSet(ruleSet);
export const evaluatePlan = (plan: CompiledPlan, input: PlanInput): CompactEvaluation => evaluateCompiled(plan, input);
export const explainPlan = (
  plan: CompiledPlan,
  input: PlanInput,
  bankId: string,
  productId: string,
  categoryNames?: ReadonlyMap<string, string>,
): EligibilityEntry | null => explainCompiled(plan, input, bankId, productId, categoryNames);
/** "What would make it eligible" for a refused pair (packages/eligibility/src/suggestions.ts). */
export const suggestPlan = (plan: CompiledPlan, input: PlanInput, bankId: string, productId: string): SuggestionAnswer | null =>
  suggestForPair(plan, input, bankId, productId);
