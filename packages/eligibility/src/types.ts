import type * as groups from '@lbo/contracts/rule-groups';
import type { RuleRowFields, StoredRuleRow } from '@lbo/contracts/rule-groups';
import type { OfferFigures, OfferTerms } from './offer-terms';
import type { FailureCode } from './codes';
import type { CapName, ObligationBasis, TenureLimitName } from '@lbo/contracts/loan-application-answers';
import type { ProductLoanType } from '@lbo/contracts/master-data/product-loan-types';

/* ---------- applicant (the parsed `loanapplication/apply` body) ---------- */

export type LoanType = 'Credit Card' | 'Personal Loan' | 'Home Loan' | 'Car Loan' | 'Education Loan' | 'Gold Loan' | 'Overdraft';

export interface ExistingLoan {
  bank_name: string;
  Loan_Type: LoanType;
  openDate?: string | null;
  is_secured: boolean;
  outstanding: number;
  emi_amount: number;
  emisPaid: number;
  emisPending: number;
  /** The applicant asks the new lender to take this loan over. */
  bt?: boolean;
}

export interface EnquiriesSummary {
  CAPSLast7Days: number;
  CAPSLast30Days: number;
  CAPSLast90Days: number;
  CAPSLast180Days: number;
}

/** Only the fields the engine reads; the parsed request type is assignable to it. */
export interface Applicant {
  age: number;
  /** null: no credit history. */
  cibilScore: number | null;
  /** Net monthly take-home (NTH), ₹. */
  salary: number;
  currentEmploymentMonths: number;
  totalEmploymentMonths: number;
  requestedLoanAmount: number;
  requestedTenureMonths: number;
  monthsatpresentresidence: number;
  isMarried: boolean;
  isHouseowned: boolean;
  homeloanwithspouse: boolean;
  currentadressproof: boolean;
  permanentadressproof: boolean;
  permanenthouseownedproof: boolean;
  isHostel?: boolean;
  /** What the loan is for: only products of this type are evaluated; absent, every product. */
  loanPurpose?: ProductLoanType | null;
  CIBIL_REPORT_PARAMETERS: {
    Loans: readonly ExistingLoan[];
    ENQUIRIES_SUMMARY: EnquiriesSummary;
  };
}

/* ---------- rule rows (API field names of the specification) ---------- */

/** `is_active` false or a validity window that excludes the date makes a row inactive. */
export type RuleRow = StoredRuleRow;

/*
 * A group's row is its definition's fields (packages/contracts/src/rule-groups): one declaration
 * for the editor, the validation, the tables and the engine (ADR 0032). The import is of types
 * only; the engine loads nothing from contracts at run time.
 */
export type GeneralEligibilityRule = RuleRow & RuleRowFields<typeof groups.generalEligibilityGroup>;
export type MultiplierRule = RuleRow & RuleRowFields<typeof groups.multiplierGroup>;
export type FoirRule = RuleRow & RuleRowFields<typeof groups.foirGroup>;
export type EmploymentRule = RuleRow & RuleRowFields<typeof groups.employmentGroup>;
export type ObligationRule = RuleRow & RuleRowFields<typeof groups.obligationGroup>;
export type CibilEnquiryRule = RuleRow & RuleRowFields<typeof groups.cibilEnquiryGroup>;
export type RegistrationRule = RuleRow & RuleRowFields<typeof groups.registrationTypeGroup>;
export type BankSalaryRule = RuleRow & RuleRowFields<typeof groups.bankSalaryGroup>;
/** `special_conditions` is stored and shown, never evaluated. */
export type BalanceTransferRule = RuleRow & RuleRowFields<typeof groups.bankTransferGroup>;

export interface CategoryMapping {
  company_id: string;
  category_id: string | null;
  is_active: boolean | null;
  valid_from?: string | null;
  valid_to?: string | null;
}

/* ---------- engine input ---------- */

export interface PairRules {
  bank: { id: string; name: string; is_active: boolean };
  product: { id: string; name: string; is_active: boolean; loan_type: ProductLoanType };
  general: readonly GeneralEligibilityRule[];
  multiplier: readonly MultiplierRule[];
  foir: readonly FoirRule[];
  employment: readonly EmploymentRule[];
  obligation: readonly ObligationRule[];
  cibilEnquiry: readonly CibilEnquiryRule[];
  registration: readonly RegistrationRule[];
  bankSalary: readonly BankSalaryRule[];
  /** Balance-transfer rules of the bank. */
  balanceTransfer: readonly BalanceTransferRule[];
  /** Bank-company-category mappings of this bank and product. */
  mappings: readonly CategoryMapping[];
  /** What the pair charges (the Charges group); none means no charges: APR = rate. */
  charges?: readonly ChargesRule[];
}

/** A pair's charges: the fees in the APR (offer-terms.ts) and what the Key Fact Statement shows beside them. */
export type ChargesRule = RuleRow & RuleRowFields<typeof groups.chargesGroup>;

export interface EvaluationInput {
  applicant: Applicant;
  /** YYYY-MM-DD; the engine never reads the clock. */
  evaluationDate: string;
  company: { id: string; company_name: string; is_listed: boolean; registration_type: string | null };
  city: { id: string; city_name: string; is_metro: boolean };
  pairs: readonly PairRules[];
  /** Category names by id, for the explanation's notes (which never show an id). */
  categoryNames?: ReadonlyMap<string, string>;
}

/* ---------- engine output ---------- */

type EligibilityStatus = 'ELIGIBLE' | 'NOT_ELIGIBLE';

export interface Check {
  code: FailureCode;
  passed: boolean;
  /** The numbers compared, e.g. `age 19 < min_age 21`. */
  detail: string;
}

/** The names of limits and caps, and how an obligation was counted, are the contracts' (they appear in answers). */
export type { CapName, ObligationBasis, ProductLoanType, TenureLimitName };

export interface Limit<Name extends string> {
  name: Name;
  value: number;
}

export interface ObligationLine {
  /** Position in `CIBIL_REPORT_PARAMETERS.Loans` (0-based). */
  index: number;
  bank_name: string;
  Loan_Type: LoanType;
  amount: number;
  rule: ObligationBasis;
}

export interface TransferredLoan {
  index: number;
  bank_name: string;
  Loan_Type: LoanType;
  outstanding: number;
}

export type CategorySource = 'category' | 'default' | 'none';

interface RuleIds {
  general: string;
  employment: string | null;
  cibilEnquiry: string | null;
  obligation: string | null;
  registration: string | null;
  bankSalary: string | null;
  foir: string | null;
  multiplier: string | null;
  balanceTransfer: string | null;
  /** Absent on explanations given before the Charges group existed. */
  charges?: string | null;
}

export interface Explanation {
  category: string | null;
  listed: boolean;
  nullCibil: boolean;
  /** The rule row of each group that was applied (null: none). */
  ruleIds: RuleIds;
  checks: Check[];
  tenureLimits: Limit<TenureLimitName>[];
  /** Annual % used, null when none is configured. */
  interestRate: number | null;
  /** null when the amount steps did not run (tenure < 1 or no rate). */
  obligations: { total: number; perLoan: ObligationLine[] } | null;
  foirPercent: number | null;
  emiCapacity: number | null;
  caps: Limit<CapName>[];
  bindingCap: CapName | null;
  /** A as computed, before a failed check zeroes the reported amount. */
  computedAmount: number | null;
  transferredLoans: TransferredLoan[];
  /** What the offer costs (offer-terms.ts): on ELIGIBLE pairs and on pairs refused for their upfront charges. */
  offer?: OfferTerms | null;
  notes: string[];
}

interface LoanAmountDetails {
  eligibleAmount: number;
  interestRate: number | null;
  estimatedEMI: number;
  btAmount: number;
}

export interface EligibilityEntry extends OfferFigures {
  bankId: string;
  bankName: string;
  productId: string;
  productName: string;
  loanType: ProductLoanType;
  eligibilityStatus: EligibilityStatus;
  loanAmountDetails: LoanAmountDetails;
  grantedTenure: number;
  appliedMaxTenure: number;
  failureReasons: string[];
  failureCodes: FailureCode[];
  explanation: Explanation;
}

export interface EvaluationOutput {
  eligibleBanks: EligibilityEntry[];
  totalBanksChecked: number;
  eligibleCount: number;
}
