import type { OfferCharges, OfferFigures, OfferTerms } from './offer-terms';
import type { FailureCode } from './codes';

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
  CIBIL_REPORT_PARAMETERS: {
    Loans: readonly ExistingLoan[];
    ENQUIRIES_SUMMARY: EnquiriesSummary;
  };
}

/* ---------- rule rows (API field names of the specification) ---------- */

/** `is_active` false or a validity window that excludes the date makes a row inactive. */
export interface RuleRow {
  id: string;
  bank_id?: string;
  product_id?: string;
  is_active?: boolean | null;
  valid_from?: string | null;
  valid_to?: string | null;
}

export interface GeneralEligibilityRule extends RuleRow {
  is_active: boolean | null;
  min_age: number | null;
  max_age: number | null;
  duration_at_present_residence: number | null;
  without_cibil_max_age: number | null;
  salary_min: number | null;
  high_salary_threshold: number | null;
  high_salary_threshold_for_tenure: number | null;
  non_listed_salary_min: number | null;
  non_listed_tenure_months: number | null;
  non_listed_max_loan_amount: number | null;
  min_loan_amount: number | null;
  max_loan_amount: number | null;
  high_salary_max_loan_amount: number | null;
  min_tenure_months: number | null;
  max_tenure_months: number | null;
  high_salary_max_tenure_months: number | null;
  cibil_required: boolean | null;
  cibil_min_score: number | null;
  high_cibil_threshold: number | null;
  bachelor_allowed: boolean | null;
  hostel_allowed: boolean | null;
  listed_company_only: boolean | null;
  metro_city_only: boolean | null;
  current_adress_proof_required: boolean | null;
  permanentadressproof_required: boolean | null;
  permanenthouseownedproof_required: boolean | null;
  allowed_company_types: readonly string[] | null;
  /** Annual %, reducing balance. */
  interest_rate: number | null;
  high_cibil_interest_rate: number | null;
}

export interface MultiplierRule extends RuleRow {
  category_id: string | null;
  salary_min: number | null;
  salary_max: number | null;
  multiplier: number | null;
}

export interface FoirRule extends RuleRow {
  is_active: boolean | null;
  valid_from: string | null;
  valid_to: string | null;
  category_id: string | null;
  salary_min: number | null;
  salary_max: number | null;
  foir_percent: number | null;
  foir_percent_with_secured: number | null;
}

export interface EmploymentRule extends RuleRow {
  is_active: boolean | null;
  valid_from: string | null;
  valid_to: string | null;
  present_employment_min_months: number | null;
  total_employment_min_months: number | null;
}

export interface ObligationRule extends RuleRow {
  is_active: boolean | null;
  valid_from: string | null;
  valid_to: string | null;
  emis_pending: number | null;
  HL_co_app_percentage_obligated_on_emi: number | null;
  GL_sanction_percentage_obligated: number | null;
  cc_sanction_amount_percentage_obligated: number | null;
  cc_waive_off_percentrage_of_nth: number | null;
}

export interface CibilEnquiryRule extends RuleRow {
  is_active: boolean | null;
  valid_from: string | null;
  valid_to: string | null;
  TotalEnquiriesLast7Days: number | null;
  TotalEnquiriesLast30Days: number | null;
  TotalEnquiriesLast90Days: number | null;
  TotalEnquiriesLast180Days: number | null;
}

export interface RegistrationRule extends RuleRow {
  is_active: boolean | null;
  valid_from: string | null;
  valid_to: string | null;
  registration_type: string | null;
  salary_min: number | null;
  max_age: number | null;
}

export interface BankSalaryRule extends RuleRow {
  is_active: boolean | null;
  valid_from: string | null;
  valid_to: string | null;
  category_id: string | null;
  salary_min: number | null;
  conditional_min_salary: number | null;
  max_age: number | null;
  max_tenure_months: number | null;
  max_loan_amount: number | null;
  cibil_threshold_for_tenure: number | null;
  tenure_for_cibil_threshold_cross: number | null;
  null_cibil_max_loan_amount: number | null;
  null_cibil_max_tenure_months: number | null;
  null_cibil_nth_threshold: number | null;
  null_cibil_nth_max_loan_amount: number | null;
  null_cibil_nth_max_tenure_months: number | null;
  remarks?: string | null;
}

export interface BalanceTransferRule extends RuleRow {
  is_active: boolean | null;
  valid_from: string | null;
  valid_to: string | null;
  min_emis_paid: number | null;
  max_bt_count: number | null;
  min_bt_amount: number | null;
  max_bt_amount: number | null;
  app_loan_bt: boolean | null;
  app_loan_bt_threshold: number | null;
  bt_of_od_allowed: boolean | null;
  /** Stored and shown, never evaluated. */
  special_conditions?: unknown;
}

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
  product: { id: string; name: string; is_active: boolean };
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
export interface ChargesRule extends RuleRow, OfferCharges {
  penal_charges?: string | null;
  penal_rate_percent?: number | null;
  other_penal_charges?: string | null;
  foreclosure_percent?: number | null;
  part_prepayment_percent?: number | null;
  switching_charges?: string | null;
  bounce_charge?: number | null;
  cooling_off_days?: number | null;
}

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

export type EligibilityStatus = 'ELIGIBLE' | 'NOT_ELIGIBLE';

export interface Check {
  code: FailureCode;
  passed: boolean;
  /** The numbers compared, e.g. `age 19 < min_age 21`. */
  detail: string;
}

export type TenureLimitName =
  | 'requested'
  | 'general_max_tenure_months'
  | 'high_salary_max_tenure_months'
  | 'non_listed_tenure_months'
  | 'bank_salary_max_tenure_months'
  | 'tenure_for_cibil_threshold_cross'
  | 'null_cibil_max_tenure_months'
  | 'null_cibil_nth_max_tenure_months';

export type CapName =
  | 'requested'
  | 'general_max_loan_amount'
  | 'high_salary_max_loan_amount'
  | 'non_listed_max_loan_amount'
  | 'bank_salary_max_loan_amount'
  | 'null_cibil_max_loan_amount'
  | 'null_cibil_nth_max_loan_amount'
  | 'multiplier'
  | 'foir';

export interface Limit<Name extends string> {
  name: Name;
  value: number;
}

export type ObligationBasis =
  'emi' | 'cc_outstanding_percent' | 'cc_waived' | 'closing_soon' | 'hl_co_applicant_percent' | 'gl_outstanding_percent' | 'transferred';

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

export interface RuleIds {
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

export interface LoanAmountDetails {
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
