import type { Check, EligibilityEntry as EngineEntry, Explanation as EngineExplanation, Limit } from '@lbo/eligibility';

/** What `loanapplication/apply` answers: the engine's output, plus what the server adds. */
export type { EligibilityStatus, LoanAmountDetails, ObligationLine, TransferredLoan } from '@lbo/eligibility';
export type EligibilityCheck = Check;
export type NamedLimit = Limit<string>;

export interface Explanation extends EngineExplanation {
  /** The category's name, resolved by the server. */
  categoryName?: string | null;
}

export interface EligibilityEntry extends Omit<EngineEntry, 'explanation'> {
  explanation?: Explanation | null;
}

export interface EvaluationResult {
  eligibleBanks: EligibilityEntry[];
  totalBanksChecked: number;
  eligibleCount: number;
  applicationId?: string;
}

/** 1 Basic & Loan Details, 2 Loan & Enquiries Summary, 3 Eligibility Results. */
export type WizardStep = 1 | 2 | 3;

