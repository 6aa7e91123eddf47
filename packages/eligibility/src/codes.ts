import { FAILURE_CODES, type FailureCode } from '@lbo/contracts/failure-codes';

/** Every failure code, in the order a result lists them (the model's check table): the answers' contract's list. */
export { FAILURE_CODES, type FailureCode };

/** What the results screen shows; the numbers behind each live in the explanation's checks. */
export const FAILURE_MESSAGES: Readonly<Record<FailureCode, string>> = {
  AGE_BELOW_MIN: 'Applicant is younger than the minimum age',
  AGE_ABOVE_MAX: 'Applicant is older than the maximum age',
  AGE_ABOVE_MAX_WITHOUT_CIBIL: 'Applicant without a credit history is older than the maximum age allowed without CIBIL',
  RESIDENCE_TOO_SHORT: 'Time at the present residence is shorter than required',
  SALARY_BELOW_MIN: 'Salary is below the minimum',
  NON_LISTED_SALARY_BELOW_MIN: 'Salary is below the minimum for employees of non-listed companies',
  CIBIL_REQUIRED: 'A CIBIL score is required',
  CIBIL_BELOW_MIN: 'CIBIL score is below the minimum',
  BACHELOR_NOT_ALLOWED: 'Unmarried applicants are not accepted',
  HOSTEL_NOT_ALLOWED: 'Applicants living in a hostel or PG are not accepted',
  NON_METRO_CITY: 'Only applicants living in a metro city are accepted',
  COMPANY_NOT_LISTED: 'Only employees of listed companies are accepted',
  COMPANY_TYPE_NOT_ALLOWED: "The employer's registration type is not accepted",
  CURRENT_ADDRESS_PROOF_REQUIRED: 'Proof of current address is required',
  PERMANENT_ADDRESS_PROOF_REQUIRED: 'Proof of permanent address is required',
  HOUSE_OWNED_PROOF_REQUIRED: 'Proof of house ownership is required',
  LOAN_AMOUNT_BELOW_MIN: 'Requested loan amount is below the minimum loan amount',
  TENURE_BELOW_MIN: 'Granted tenure is below the minimum tenure',
  INTEREST_RATE_NOT_CONFIGURED: 'No interest rate is configured for this bank and product',
  PRESENT_EMPLOYMENT_TOO_SHORT: 'Time in the current job is shorter than required',
  TOTAL_EMPLOYMENT_TOO_SHORT: 'Total work experience is shorter than required',
  ENQUIRIES_7D_EXCEEDED: 'Too many credit enquiries in the last 7 days',
  ENQUIRIES_30D_EXCEEDED: 'Too many credit enquiries in the last 30 days',
  ENQUIRIES_90D_EXCEEDED: 'Too many credit enquiries in the last 90 days',
  ENQUIRIES_180D_EXCEEDED: 'Too many credit enquiries in the last 180 days',
  REGISTRATION_SALARY_BELOW_MIN: "Salary is below the minimum for the employer's registration type",
  REGISTRATION_AGE_ABOVE_MAX: "Applicant is older than the maximum age for the employer's registration type",
  CATEGORY_SALARY_BELOW_MIN: "Salary is below every salary band of the employer's category",
  CATEGORY_AGE_ABOVE_MAX: 'Applicant is older than the maximum age of the salary band',
  FOIR_EXCEEDED: 'Existing obligations leave no EMI capacity within the FOIR limit',
  ELIGIBLE_AMOUNT_BELOW_MIN: 'Eligible loan amount is below the minimum loan amount',
  BT_NOT_COVERED: 'Eligible loan amount does not cover the balance-transfer amount',
  UPFRONT_CHARGES_REACH_AMOUNT: 'Upfront charges take the whole eligible loan amount: nothing would be disbursed',
};

const ORDER = new Map<FailureCode, number>(FAILURE_CODES.map((code, i) => [code, i]));

export function compareCodes(a: FailureCode, b: FailureCode): number {
  return (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0);
}
