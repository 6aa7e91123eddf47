/**
 * What `loanapplication/apply` answers (`packages/eligibility/src/types.ts` is the source).
 * The web app does not depend on the engine package, so the shape it reads is restated here.
 */

export type EligibilityStatus = 'ELIGIBLE' | 'NOT_ELIGIBLE';

export interface EligibilityCheck {
  code: string;
  passed: boolean;
  /** The numbers compared, e.g. `age 19 < min_age 21`. */
  detail: string;
}

export interface NamedLimit {
  name: string;
  value: number;
}

export interface ObligationLine {
  index: number;
  bank_name: string;
  Loan_Type: string;
  amount: number;
  rule: string;
}

export interface TransferredLoan {
  index: number;
  bank_name: string;
  Loan_Type: string;
  outstanding: number;
}

export interface Explanation {
  category: string | null;
  /** The category's name, resolved by the server. */
  categoryName?: string | null;
  listed: boolean;
  nullCibil: boolean;
  checks: EligibilityCheck[];
  tenureLimits: NamedLimit[];
  interestRate: number | null;
  obligations: { total: number; perLoan: ObligationLine[] } | null;
  foirPercent: number | null;
  emiCapacity: number | null;
  caps: NamedLimit[];
  bindingCap: string | null;
  computedAmount: number | null;
  transferredLoans: TransferredLoan[];
  notes: string[];
}

export interface LoanAmountDetails {
  eligibleAmount: number;
  interestRate: number | null;
  estimatedEMI: number;
  btAmount: number;
}

export interface EligibilityEntry {
  bankId: string;
  bankName: string;
  productId: string;
  productName: string;
  eligibilityStatus: EligibilityStatus;
  loanAmountDetails: LoanAmountDetails;
  grantedTenure: number;
  appliedMaxTenure: number;
  failureReasons: string[];
  failureCodes: string[];
  /** Always sent by this server; optional so that an older answer still renders. */
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
