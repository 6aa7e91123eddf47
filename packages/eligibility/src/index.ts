export { evaluateApplication } from './evaluate';
export { evaluatePair } from './evaluate-pair';
export { FAILURE_CODES, FAILURE_MESSAGES, type FailureCode } from './codes';
export { isActiveOn } from './active-rows';
export { instalment, monthlyRate } from './amount';
export type { Applicant, CapName, CategoryMapping, ChargesRule, EligibilityEntry, PairRules } from './types';
export {
  compileRuleSet,
  evaluateCompiled,
  explainCompiled,
  type CompactEntry,
  type CompactEvaluationOutput,
  type CompiledInput,
  type CompiledRuleSet,
} from './compiled';
export { NO_OFFER, offerFigures, offerTerms, repaymentSchedule, type OfferFigures, type OfferTerms, type ScheduleRow } from './offer-terms';
export { largestOffer } from './largest-offer';
export { checkRuleSet } from './rule-checks';
export { SUGGESTION_INPUTS, suggestForPair, type SuggestionAnswer } from './suggestions';
export { PAIR_FIELDS, storedFieldsOf, type PairField, type PairFieldKind, type PairFieldName, type PairFieldOf } from './pair-fields';
export type { PairValues } from './pair-field-values';
