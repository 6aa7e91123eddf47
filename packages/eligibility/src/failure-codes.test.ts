import { describe, expect, it } from 'vitest';
import { FAILURE_CODES, FAILURE_MESSAGES, type FailureCode } from './codes';
import {
  applicant,
  bankSalaryRule,
  btRule,
  type CaseChanges,
  chargesRule,
  cibilEnquiryRule,
  employmentRule,
  evaluateOne,
  failedChecks,
  generalRule,
  loan,
  registrationRule,
  UNLISTED,
} from './test-support/fixtures';
import type { Applicant, EvaluationInput, GeneralEligibilityRule } from './types';

interface Case extends CaseChanges {
  code: FailureCode;
  /** The failing check's numbers. */
  detail: string;
  /** A before the failure zeroes the reported amount (null: not computed); the base pair's when absent. */
  computedAmount?: number | null;
  tenure?: number;
}

/** A of the base pair: a check that does not touch the amount leaves it whole. */
const BASE_AMOUNT = 899000;
const who = (o: Partial<Applicant>) => ({ applicant: applicant(o) });
/** A field of the general rule that the worked example (changed by `input`) fails. */
const general = (code: FailureCode, rule: Partial<GeneralEligibilityRule>, detail: string, input?: Partial<EvaluationInput>): Case => ({
  code,
  pair: { general: [generalRule(rule)] },
  input,
  detail,
});
/** The pair's employment row asks for `present` months with the employer and `total` in all. */
const employment = (code: FailureCode, present: number, total: number, detail: string): Case => ({
  code,
  pair: { employment: [employmentRule({ present_employment_min_months: present, total_employment_min_months: total })] },
  detail,
});
/** The pair's registration row for the worked example's company type. */
const registration = (code: FailureCode, salaryMin: number, maxAge: number, detail: string): Case => ({
  code,
  pair: { registration: [registrationRule({ salary_min: salaryMin, max_age: maxAge })] },
  detail,
});

/** One case a window: three enquiries against a limit of two, counted in the longer windows too. */
const enquiryCases = ([7, 30, 90, 180] as const).map((days): Case => {
  const count = (window: number) => (window >= days ? 3 : 0);
  const counts = { CAPSLast7Days: count(7), CAPSLast30Days: count(30), CAPSLast90Days: count(90), CAPSLast180Days: count(180) };
  return {
    code: `ENQUIRIES_${days}D_EXCEEDED`,
    pair: { cibilEnquiry: [cibilEnquiryRule({ [`TotalEnquiriesLast${days}Days`]: 2 })] },
    input: who({ CIBIL_REPORT_PARAMETERS: { Loans: [loan()], ENQUIRIES_SUMMARY: counts } }),
    detail: `CAPSLast${days}Days 3 > TotalEnquiriesLast${days}Days 2`,
  };
});

const cases: Case[] = [
  { code: 'AGE_BELOW_MIN', input: who({ age: 19 }), detail: 'age 19 < min_age 21' },
  { code: 'AGE_ABOVE_MAX', input: who({ age: 60 }), detail: 'age 60 > max_age 58' },
  general('AGE_ABOVE_MAX_WITHOUT_CIBIL', { without_cibil_max_age: 25 }, 'age 30 > without_cibil_max_age 25', who({ cibilScore: null })),
  general('RESIDENCE_TOO_SHORT', { duration_at_present_residence: 36 }, 'monthsatpresentresidence 24 < duration_at_present_residence 36'),
  general('SALARY_BELOW_MIN', { salary_min: 70000 }, 'salary 60000 < salary_min 70000'),
  general('NON_LISTED_SALARY_BELOW_MIN', { non_listed_salary_min: 70000 }, 'salary 60000 < non_listed_salary_min 70000', UNLISTED),
  general('CIBIL_REQUIRED', { cibil_required: true }, 'cibil_required, cibilScore none', who({ cibilScore: null })),
  general('CIBIL_BELOW_MIN', { cibil_min_score: 800 }, 'cibilScore 760 < cibil_min_score 800'),
  general('BACHELOR_NOT_ALLOWED', { bachelor_allowed: false }, 'bachelor_allowed no, isMarried no', who({ isMarried: false })),
  general('HOSTEL_NOT_ALLOWED', { hostel_allowed: false }, 'hostel_allowed no, isHostel yes', who({ isHostel: true })),
  general('NON_METRO_CITY', { metro_city_only: true }, 'metro_city_only, city is metro no', { city: { id: 'city-2', city_name: 'Nashik', is_metro: false } }),
  general('COMPANY_NOT_LISTED', { listed_company_only: true }, 'listed_company_only, company listed no', UNLISTED),
  general(
    'COMPANY_TYPE_NOT_ALLOWED',
    { allowed_company_types: ['LLP', 'GOVERMENT'] },
    'registration_type PRIVATE_LIMITED not in allowed_company_types GOVERNMENT, LLP',
  ),
  general(
    'CURRENT_ADDRESS_PROOF_REQUIRED',
    { current_adress_proof_required: true },
    'current_adress_proof_required, currentadressproof no',
    who({ currentadressproof: false }),
  ),
  general(
    'PERMANENT_ADDRESS_PROOF_REQUIRED',
    { permanentadressproof_required: true },
    'permanentadressproof_required, permanentadressproof no',
    who({ permanentadressproof: false }),
  ),
  general(
    'HOUSE_OWNED_PROOF_REQUIRED',
    { permanenthouseownedproof_required: true },
    'permanenthouseownedproof_required, permanenthouseownedproof no',
    who({ permanenthouseownedproof: false }),
  ),
  {
    // ELIGIBLE_AMOUNT_BELOW_MIN would repeat the same news, so it stays silent.
    code: 'LOAN_AMOUNT_BELOW_MIN',
    input: who({ requestedLoanAmount: 40000 }),
    detail: 'requestedLoanAmount 40000 < min_loan_amount 50000',
    computedAmount: 40000,
  },
  {
    // The amount is still computed over the 6 granted months: PV(20000, 1%, 6) = 115,909.54.
    code: 'TENURE_BELOW_MIN',
    input: who({ requestedTenureMonths: 6 }),
    detail: 'granted tenure 6 < min_tenure_months 12',
    computedAmount: 115000,
    tenure: 6,
  },
  { ...general('INTEREST_RATE_NOT_CONFIGURED', { interest_rate: null }, 'no interest_rate applies'), computedAmount: null },
  employment('PRESENT_EMPLOYMENT_TOO_SHORT', 36, 60, 'currentEmploymentMonths 24 < present_employment_min_months 36'),
  employment('TOTAL_EMPLOYMENT_TOO_SHORT', 24, 72, 'totalEmploymentMonths 60 < total_employment_min_months 72'),
  ...enquiryCases,
  registration('REGISTRATION_SALARY_BELOW_MIN', 70000, 50, 'salary 60000 < salary_min (PRIVATE_LIMITED) 70000'),
  registration('REGISTRATION_AGE_ABOVE_MAX', 30000, 25, 'age 30 > max_age (PRIVATE_LIMITED) 25'),
  {
    // No row is met, so its caps (here 100,000) do not apply either.
    code: 'CATEGORY_SALARY_BELOW_MIN',
    pair: { bankSalary: [bankSalaryRule({ salary_min: 70000, max_loan_amount: 100000 })] },
    detail: 'salary 60000 < lowest bank-salary minimum 70000',
  },
  {
    code: 'CATEGORY_AGE_ABOVE_MAX',
    pair: { bankSalary: [bankSalaryRule({ salary_min: 30000, max_age: 25, max_loan_amount: 500000 })] },
    detail: 'age 30 > max_age (bank salary) 25',
    computedAmount: 500000,
  },
  {
    code: 'FOIR_EXCEEDED',
    input: { applicant: applicant({}, [loan({ emi_amount: 30000 })]) },
    detail: 'EMI capacity 0 = salary 60000 × 50% − obligations 30000 ≤ 0',
    computedAmount: null,
  },
  {
    code: 'ELIGIBLE_AMOUNT_BELOW_MIN',
    pair: { general: [generalRule({ max_loan_amount: 49999 })] },
    detail: 'eligible amount 49000 < min_loan_amount 50000',
    computedAmount: 49000,
  },
  {
    // Transferring the loan frees its EMI, but the request caps A at 1,000,000.
    code: 'BT_NOT_COVERED',
    pair: { balanceTransfer: [btRule()] },
    input: { applicant: applicant({}, [loan({ outstanding: 1100000, bt: true })]) },
    detail: 'eligible amount 1000000 < balance-transfer amount 1100000',
    computedAmount: 1000000,
  },
  {
    // Checked only once every rule passed: a flat fee of ₹10 lakh with GST takes the whole amount.
    code: 'UPFRONT_CHARGES_REACH_AMOUNT',
    pair: { charges: [chargesRule({ processing_fee_flat: 1_000_000 })] },
    detail: 'upfront charges 1180000 ≥ eligible amount 899000',
  },
];

describe('every failure code', () => {
  it('has a focused case and a message', () => {
    expect(cases.map((c) => c.code)).toEqual([...FAILURE_CODES]);
    for (const code of FAILURE_CODES) expect(FAILURE_MESSAGES[code]).toMatch(/^[A-Z][^.]+$/);
  });

  it.each(cases)('$code', (c) => {
    const entry = evaluateOne(c.pair, c.input);
    expect(entry.failureCodes).toEqual([c.code]);
    expect(entry.failureReasons).toEqual([FAILURE_MESSAGES[c.code]]);
    expect(failedChecks(entry)).toEqual([c.detail]);
    expect(entry.eligibilityStatus).toBe('NOT_ELIGIBLE');
    expect(entry.loanAmountDetails.eligibleAmount).toBe(0);
    expect(entry.loanAmountDetails.estimatedEMI).toBe(0);
    expect(entry.explanation.computedAmount).toBe(c.computedAmount === undefined ? BASE_AMOUNT : c.computedAmount);
    expect(entry.grantedTenure).toBe(c.tenure ?? 60);
  });
});

describe('when a code is not raised', () => {
  it('checks the age without CIBIL only for applicants without a credit history', () => {
    const entry = evaluateOne({ general: [generalRule({ without_cibil_max_age: 25 })] });
    expect(entry.eligibilityStatus).toBe('ELIGIBLE');
    expect(entry.explanation.checks.some((c) => c.code === 'AGE_ABOVE_MAX_WITHOUT_CIBIL')).toBe(false);
  });

  it('checks the non-listed minimum only for non-listed companies', () => {
    const entry = evaluateOne({ general: [generalRule({ non_listed_salary_min: 70000 })] });
    expect(entry.eligibilityStatus).toBe('ELIGIBLE');
  });

  it('treats CIBIL_BELOW_MIN as not applicable without a credit history', () => {
    const entry = evaluateOne({ general: [generalRule({ cibil_min_score: 800 })] }, { applicant: applicant({ cibilScore: null }) });
    expect(entry.failureCodes).toEqual([]);
  });

  it('lets bachelors, hostel residents and non-metro cities through when the switch is null or true', () => {
    const entry = evaluateOne(
      { general: [generalRule({ bachelor_allowed: true, hostel_allowed: null, metro_city_only: false })] },
      { applicant: applicant({ isMarried: false, isHostel: true }), city: { id: 'c', city_name: 'Nashik', is_metro: false } },
    );
    expect(entry.failureCodes).toEqual([]);
  });

  it('accepts the company type in either spelling of GOVERNMENT', () => {
    const entry = evaluateOne(
      { general: [generalRule({ allowed_company_types: ['GOVERMENT'] })] },
      { company: { id: 'company-1', company_name: 'PSU', is_listed: true, registration_type: 'GOVERNMENT' } },
    );
    expect(entry.failureCodes).toEqual([]);
  });

  it('rejects a company without a registration type when types are restricted, but not when the list is empty', () => {
    const company = { id: 'company-1', company_name: 'Unknown', is_listed: true, registration_type: null };
    expect(evaluateOne({ general: [generalRule({ allowed_company_types: ['LLP'] })] }, { company }).failureCodes).toEqual(['COMPANY_TYPE_NOT_ALLOWED']);
    expect(evaluateOne({ general: [generalRule({ allowed_company_types: [] })] }, { company }).failureCodes).toEqual([]);
  });

  it('fails ELIGIBLE_AMOUNT_BELOW_MIN when A is 0 even without a minimum loan amount', () => {
    const entry = evaluateOne({ general: [generalRule({ min_loan_amount: null, max_loan_amount: 999 })] });
    expect(entry.failureCodes).toEqual(['ELIGIBLE_AMOUNT_BELOW_MIN']);
    expect(failedChecks(entry)).toEqual(['eligible amount 0 ≤ 0']);
  });

  it('does not add ELIGIBLE_AMOUNT_BELOW_MIN on top of TENURE_BELOW_MIN', () => {
    // T = 1: FOIR cap PV(20000, 1%, 1) = 19,801.98, A = 19,000 < 50,000, yet only the tenure is reported.
    const entry = evaluateOne({}, { applicant: applicant({ requestedTenureMonths: 1 }) });
    expect(entry.failureCodes).toEqual(['TENURE_BELOW_MIN']);
    expect(entry.explanation.computedAmount).toBe(19000);
  });

  it('treats a zero tenure as below any minimum, and then computes no amount', () => {
    const entry = evaluateOne({ general: [generalRule({ min_tenure_months: 0, max_tenure_months: 0 })] });
    expect(entry.failureCodes).toEqual(['TENURE_BELOW_MIN']);
    expect(failedChecks(entry)).toEqual(['granted tenure 0 < min_tenure_months 1']);
    expect(entry.explanation.computedAmount).toBeNull();
    expect(entry.explanation.obligations).toBeNull();
    expect(entry.grantedTenure).toBe(0);
  });

  it('ignores a registration row of another type, and an inactive one', () => {
    const entry = evaluateOne({
      registration: [
        registrationRule({ id: 'r1', registration_type: 'LLP', salary_min: 90000 }),
        registrationRule({ id: 'r2', is_active: false, salary_min: 90000 }),
      ],
    });
    expect(entry.failureCodes).toEqual([]);
    expect(entry.explanation.ruleIds.registration).toBeNull();
  });
});
