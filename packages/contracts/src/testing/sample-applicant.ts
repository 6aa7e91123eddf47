import type { LoanApplicationRequest } from '../loan-application';

/** The first test applicants' smaller request: younger, shorter employment, ₹3,00,000. */
export const SMALLER_REQUEST = { age: 30, cibilScore: 760, currentEmploymentMonths: 24, totalEmploymentMonths: 60, requestedLoanAmount: 300000 } as const;

/**
 * A salaried applicant with no existing loans and no recent enquiries, for tests and benchmarks
 * of every app; a case overrides what it is about.
 */
export function sampleApplicant(place: { companyid: string; cityId: string }, over: Partial<LoanApplicationRequest> = {}): LoanApplicationRequest {
  return {
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
    monthsatpresentresidence: 24,
    isMarried: true,
    isHouseowned: false,
    homeloanwithspouse: false,
    currentadressproof: true,
    permanentadressproof: true,
    CIBIL_REPORT_PARAMETERS: { Loans: [], ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 } },
    ...over,
  };
}
