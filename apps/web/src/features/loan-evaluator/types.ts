import type { CapName, Check, EligibilityEntry as EngineEntry, Explanation as EngineExplanation, Suggestion } from '@lbo/eligibility';

/** What `loanapplication/apply` answers: the engine's output, plus what the server adds. */
export type { EligibilityStatus, LoanAmountDetails, ObligationLine, TransferredLoan } from '@lbo/eligibility';
export type EligibilityCheck = Check;

export interface Explanation extends EngineExplanation {
  /** The category's name, resolved by the server. */
  categoryName?: string | null;
}

/** One pair of the apply answer: no explanation (it is loaded per pair on request), the cap that bound the amount. */
export interface EligibilityEntry extends Omit<EngineEntry, 'explanation'> {
  bindingCap?: CapName | null;
}

/** One pair with its full explanation, from the explanation route. */
export interface ExplainedEntry extends Omit<EngineEntry, 'explanation'> {
  explanation: Explanation;
  /** On a refusal: single changes that would make the pair eligible, or why none would. */
  suggestions?: Suggestion[];
  noSuggestionReason?: string;
}

export interface EvaluationResult {
  eligibleBanks: EligibilityEntry[];
  totalBanksChecked: number;
  eligibleCount: number;
  applicationId?: string;
  /** The rule-set version the answer was computed with. */
  ruleVersion?: number;
}

/** 1 Basic & Loan Details, 2 Loan & Enquiries Summary, 3 Eligibility Results. */
export type WizardStep = 1 | 2 | 3;
