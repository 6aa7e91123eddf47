import type { LoanApplicationRequest } from '../loan-application';

/** The first test applicants' smaller request: younger, shorter employment, ₹3,00,000. */
export const SMALLER_REQUEST = { age: 30, cibilScore: 760, currentEmploymentMonths: 24, totalEmploymentMonths: 60, requestedLoanAmount: 300000 } as const;

/**
 * The profile the engine's, the contracts' and the server's tests start from: 30 years, CIBIL 760,
 * ₹60,000 a month, 24 months in the job and at the address, asking ₹10,00,000 over 60 months.
 * A test spreads it and states only what its case is about.
 */
export const TEST_PROFILE = {
  age: 30,
  cibilScore: 760,
  salary: 60000,
  currentEmploymentMonths: 24,
  totalEmploymentMonths: 60,
  requestedLoanAmount: 1000000,
  requestedTenureMonths: 60,
  monthsatpresentresidence: 24,
  isMarried: true,
  isHouseowned: false,
  homeloanwithspouse: false,
  currentadressproof: true,
  permanentadressproof: true,
} as const;

/** With TEST_PROFILE, the demo data's typical applicant: CIBIL 750, six years of work, asking ₹5,00,000 over 36 months. */
export const TYPICAL_DEMO_REQUEST = { cibilScore: 750, totalEmploymentMonths: 72, requestedLoanAmount: 500000, requestedTenureMonths: 36 } as const;

/** An unsecured personal loan half paid off (10 of 30 EMIs of ₹10,000), not to be taken over. */
export function sampleLoan<T extends object = object>(over: T = {} as T) {
  return {
    bank_name: 'Old Bank',
    Loan_Type: 'Personal Loan' as const,
    openDate: null as string | null,
    is_secured: false,
    outstanding: 200000,
    emi_amount: 10000,
    emisPaid: 10,
    emisPending: 20,
    ...over,
  };
}

/**
 * A salaried applicant with no existing loans and no recent enquiries, for tests and benchmarks
 * of every app; a case overrides what it is about.
 */
export function sampleApplicant(place: { companyid: string; cityId: string }, over: Partial<LoanApplicationRequest> = {}): LoanApplicationRequest {
  return {
    ...TEST_PROFILE,
    user_name: 'Sample Applicant',
    age: 32,
    cibilScore: 770,
    companyid: place.companyid,
    cityId: place.cityId,
    salary: 90000,
    currentEmploymentMonths: 36,
    totalEmploymentMonths: 84,
    requestedLoanAmount: 500000,
    requestedTenureMonths: 36,
    CIBIL_REPORT_PARAMETERS: { Loans: [], ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 } },
    ...over,
  };
}
