import {
  compileRuleSet,
  evaluateCompiled,
  explainCompiled,
  type CompactEntry,
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
export const explainPlan = (plan: CompiledPlan, input: PlanInput, bankId: string, productId: string): EligibilityEntry | null =>
  explainCompiled(plan, input, bankId, productId);
