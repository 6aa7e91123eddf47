/**
 * Builders for tests. The defaults are the model's worked example, so every test
 * states only what it changes from a case whose numbers are known by heart:
 * A = 899,000, EMI = 19,998, bound by FOIR.
 */
import { sampleLoan, TEST_PROFILE } from '@lbo/contracts/testing/sample-applicant';
import { evaluateApplication } from '../evaluate';
import type {
  Applicant,
  BalanceTransferRule,
  BankSalaryRule,
  ChargesRule,
  CibilEnquiryRule,
  EligibilityEntry,
  EmploymentRule,
  EvaluationInput,
  ExistingLoan,
  FoirRule,
  GeneralEligibilityRule,
  MultiplierRule,
  ObligationRule,
  PairRules,
  RegistrationRule,
} from '../types';

export const DATE = '2025-06-15';
export const COMPANY_ID = 'company-1';

const window = { is_active: true, valid_from: null, valid_to: null } as const;

export function generalRule(o: Partial<GeneralEligibilityRule> = {}): GeneralEligibilityRule {
  return {
    id: 'general-1',
    ...window,
    min_age: 21,
    max_age: 58,
    duration_at_present_residence: null,
    without_cibil_max_age: null,
    salary_min: 25000,
    high_salary_threshold: null,
    high_salary_threshold_for_tenure: null,
    non_listed_salary_min: null,
    non_listed_tenure_months: null,
    non_listed_max_loan_amount: null,
    min_loan_amount: 50000,
    max_loan_amount: 1500000,
    high_salary_max_loan_amount: null,
    min_tenure_months: 12,
    max_tenure_months: 60,
    high_salary_max_tenure_months: null,
    cibil_required: null,
    cibil_min_score: null,
    high_cibil_threshold: null,
    bachelor_allowed: null,
    hostel_allowed: null,
    listed_company_only: null,
    metro_city_only: null,
    current_adress_proof_required: null,
    permanentadressproof_required: null,
    permanenthouseownedproof_required: null,
    allowed_company_types: null,
    interest_rate: 12,
    high_cibil_interest_rate: null,
    ...o,
  };
}

export function foirRule(o: Partial<FoirRule> = {}): FoirRule {
  return { id: 'foir-1', ...window, category_id: null, salary_min: 0, salary_max: null, foir_percent: 50, foir_percent_with_secured: null, ...o };
}

export function multiplierRule(o: Partial<MultiplierRule> = {}): MultiplierRule {
  return { id: 'multiplier-1', ...window, category_id: null, salary_min: 0, salary_max: null, multiplier: 20, ...o };
}

export function employmentRule(o: Partial<EmploymentRule> = {}): EmploymentRule {
  return { id: 'employment-1', ...window, present_employment_min_months: null, total_employment_min_months: null, ...o };
}

export function obligationRule(o: Partial<ObligationRule> = {}): ObligationRule {
  return {
    id: 'obligation-1',
    ...window,
    emis_pending: null,
    HL_co_app_percentage_obligated_on_emi: null,
    GL_sanction_percentage_obligated: null,
    cc_sanction_amount_percentage_obligated: null,
    cc_waive_off_percentrage_of_nth: null,
    ...o,
  };
}

export function cibilEnquiryRule(o: Partial<CibilEnquiryRule> = {}): CibilEnquiryRule {
  return {
    id: 'enquiry-1',
    ...window,
    TotalEnquiriesLast7Days: null,
    TotalEnquiriesLast30Days: null,
    TotalEnquiriesLast90Days: null,
    TotalEnquiriesLast180Days: null,
    ...o,
  };
}

export function registrationRule(o: Partial<RegistrationRule> = {}): RegistrationRule {
  return { id: 'registration-1', ...window, registration_type: 'PRIVATE_LIMITED', salary_min: null, max_age: null, ...o };
}

export function bankSalaryRule(o: Partial<BankSalaryRule> = {}): BankSalaryRule {
  return {
    id: 'bank-salary-1',
    ...window,
    category_id: null,
    salary_min: null,
    conditional_min_salary: null,
    max_age: null,
    max_tenure_months: null,
    max_loan_amount: null,
    cibil_threshold_for_tenure: null,
    tenure_for_cibil_threshold_cross: null,
    null_cibil_max_loan_amount: null,
    null_cibil_max_tenure_months: null,
    null_cibil_nth_threshold: null,
    null_cibil_nth_max_loan_amount: null,
    null_cibil_nth_max_tenure_months: null,
    remarks: null,
    ...o,
  };
}

export function btRule(o: Partial<BalanceTransferRule> = {}): BalanceTransferRule {
  return {
    id: 'bt-1',
    ...window,
    min_emis_paid: null,
    max_bt_count: null,
    min_bt_amount: null,
    max_bt_amount: null,
    app_loan_bt: null,
    app_loan_bt_threshold: null,
    bt_of_od_allowed: null,
    special_conditions: null,
    ...o,
  };
}

/** No charges unless the test names some. */
export function chargesRule(o: Partial<ChargesRule> = {}): ChargesRule {
  return {
    id: 'charges-1',
    ...window,
    processing_fee_percent: null,
    processing_fee_min: null,
    processing_fee_max: null,
    processing_fee_flat: null,
    gst_percent: null,
    insurance_amount: null,
    insurance_percent: null,
    valuation_fee: null,
    legal_fee: null,
    stamp_duty: null,
    recurring_charges_monthly: null,
    penal_charges: null,
    penal_rate_percent: null,
    other_penal_charges: null,
    foreclosure_percent: null,
    part_prepayment_percent: null,
    switching_charges: null,
    bounce_charge: null,
    cooling_off_days: null,
    ...o,
  };
}

export function loan(o: Partial<ExistingLoan> = {}): ExistingLoan {
  return sampleLoan({ bt: false, ...o });
}

export function applicant(o: Partial<Applicant> = {}, loans: ExistingLoan[] = [loan()]): Applicant {
  return {
    ...TEST_PROFILE,
    permanenthouseownedproof: true,
    isHostel: false,
    CIBIL_REPORT_PARAMETERS: {
      Loans: loans,
      ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 },
    },
    ...o,
  };
}

export function pair(o: Partial<PairRules> = {}): PairRules {
  return {
    bank: { id: 'bank-1', name: 'Alpha Bank', is_active: true },
    product: { id: 'product-1', name: 'Personal Loan', is_active: true },
    general: [generalRule()],
    multiplier: [multiplierRule()],
    foir: [foirRule()],
    employment: [],
    obligation: [],
    cibilEnquiry: [],
    registration: [],
    bankSalary: [],
    balanceTransfer: [],
    mappings: [],
    ...o,
  };
}

export function input(o: Partial<EvaluationInput> = {}): EvaluationInput {
  return {
    applicant: applicant(),
    evaluationDate: DATE,
    company: { id: COMPANY_ID, company_name: 'Acme', is_listed: true, registration_type: 'PRIVATE_LIMITED' },
    city: { id: 'city-1', city_name: 'Mumbai', is_metro: true },
    pairs: [pair()],
    ...o,
  };
}

/** Evaluates one pair and insists it was evaluated. */
export function evaluateOne(pairOverrides: Partial<PairRules> = {}, inputOverrides: Partial<EvaluationInput> = {}): EligibilityEntry {
  const result = evaluateApplication(input({ pairs: [pair(pairOverrides)], ...inputOverrides }));
  const entry = result.eligibleBanks[0];
  if (entry === undefined || result.eligibleBanks.length !== 1) throw new Error('expected exactly one evaluated pair');
  return entry;
}

export function failedChecks(entry: EligibilityEntry): string[] {
  return entry.explanation.checks.filter((c) => !c.passed).map((c) => c.detail);
}
