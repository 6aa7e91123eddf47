import type { CapName, CategoryMapping, EligibilityEntry, EvaluationInput, PairRules } from '../types';
import type { Engine } from './engine';

/** The rules of every pair, frozen: shared by concurrent evaluations, and the engine may remember answers about them. */
export interface CompiledRuleSet {
  readonly pairs: readonly Omit<PairRules, 'mappings'>[];
  readonly byKey: ReadonlyMap<string, Omit<PairRules, 'mappings'>>;
  /** The same rules as columns, plus the caches of days and companies (compiled/engine.ts). */
  readonly engine: Engine;
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
