export { evaluateApplication, compareEntries } from './evaluate';
export { evaluatePair } from './evaluate-pair';
export { FAILURE_CODES, FAILURE_MESSAGES, type FailureCode } from './codes';
export { isActiveOn, normaliseRegistrationType } from './active-rows';
export { presentValue, instalment, roundDownToThousand, monthlyRate } from './amount';
export type {
  Applicant,
  BalanceTransferRule,
  BankSalaryRule,
  CapName,
  CategoryMapping,
  CategorySource,
  ChargesRule,
  Check,
  CibilEnquiryRule,
  EligibilityEntry,
  EligibilityStatus,
  EmploymentRule,
  EnquiriesSummary,
  EvaluationInput,
  EvaluationOutput,
  ExistingLoan,
  Explanation,
  FoirRule,
  GeneralEligibilityRule,
  Limit,
  LoanAmountDetails,
  LoanType,
  MultiplierRule,
  ObligationBasis,
  ObligationLine,
  ObligationRule,
  PairRules,
  RegistrationRule,
  RuleIds,
  RuleRow,
  TenureLimitName,
  TransferredLoan,
} from './types';
export {
  compileRuleSet,
  evaluateCompiled,
  explainCompiled,
  type CompactEntry,
  type CompactEvaluationOutput,
  type CompiledInput,
  type CompiledRuleSet,
} from './compiled';
export {
  chargesPaise,
  chargesTakeAll,
  instalmentPaise,
  monthlyIrr,
  NO_OFFER,
  offerFigures,
  offerTerms,
  penalChargesText,
  repaymentSchedule,
  type OfferCharges,
  type OfferFigures,
  type OfferTerms,
  type ScheduleRow,
} from './offer-terms';
export { compareOffers, largestOffer, type OfferCandidate } from './largest-offer';
export { checkBands, checkPairRules, checkRuleSet, type BandFinding, type CategoryNames, type RuleCheckFinding, type RuleCheckKind } from './rule-checks';
export { RULE_CHECK_RANGES, rangesFor, type LoanTypeRanges, type RuleCheckRanges } from './rule-check-ranges';
export {
  ENQUIRY_WINDOWS,
  SUGGESTION_INPUTS,
  suggestForPair,
  type EnquiryWindow,
  type Suggestion,
  type SuggestionAnswer,
  type SuggestionInput,
} from './suggestions';
