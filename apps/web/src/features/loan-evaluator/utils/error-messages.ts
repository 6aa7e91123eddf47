import { isApiError } from '@/lib/api-client';

export const EVALUATION_MESSAGES = {
  success: 'BRE calculation completed successfully',
  connectionFailed: 'Failed to connect to server. Try again later.',
  emptyFallback: 'Something went wrong. Please check your input.',
} as const;

/** Request field → the words the user saw on the form (spec part 1 §8). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  user_name: 'Name',
  age: 'Age',
  cibilScore: 'CIBIL Score',
  companyid: 'Company',
  companyId: 'Company',
  cityId: 'City',
  salary: 'Salary',
  currentEmploymentMonths: 'Current Employment (Months)',
  totalEmploymentMonths: 'Total Employment (Months)',
  requestedLoanAmount: 'Requested Loan Amount',
  requestedTenureMonths: 'Requested Tenure',
  monthsatpresentresidence: 'Months at Present Residence',
  isMarried: 'Married',
  isHouseowned: 'House Owned',
  homeloanwithspouse: 'Home Loan with Spouse',
  isHostel: 'Lives in a hostel or PG',
  currentadressproof: 'Current Address Proof',
  permanentadressproof: 'Permanent Address Proof',
  permanenthouseownedproof: 'House Ownership Proof',
  evaluation_date: 'Evaluation Date',
  CIBIL_REPORT_PARAMETERS: 'CIBIL Report',
  Loans: 'Existing Loans',
  bank_name: 'Bank Name',
  Loan_Type: 'Loan Type',
  openDate: 'Open Date',
  is_secured: 'Secured',
  outstanding: 'Outstanding',
  emi_amount: 'EMI Amount',
  emisPaid: 'EMIs Paid',
  emisPending: 'EMIs Pending',
  bt: 'Balance Transfer',
  ENQUIRIES_SUMMARY: 'Enquiries Summary',
  CAPSLast7Days: 'Enquiries (Last 7 Days)',
  CAPSLast30Days: 'Enquiries (Last 30 Days)',
  CAPSLast90Days: 'Enquiries (Last 90 Days)',
  CAPSLast180Days: 'Enquiries (Last 180 Days)',
};

/**
 * `CIBIL_REPORT_PARAMETERS.Loans.0.emi_amount must be a number ≥ 0` → `EMI Amount must be a number ≥ 0`.
 * The server puts the dotted field path first, so only that word is cut at its last dot: a dot in
 * the rest of the sentence (a decimal, a full stop) is left alone.
 */
export function shortenMessage(message: string): string {
  const text = message.trim();
  const space = text.indexOf(' ');
  const head = space === -1 ? text : text.slice(0, space);
  const rest = space === -1 ? '' : text.slice(space);
  const segments = head.split('.');
  let field = segments.at(-1) ?? head;
  // A whole loan is named by its position: `…Loans.1 is required` is about the second loan.
  if (/^\d+$/.test(field) && segments.at(-2) === 'Loans') field = `Loan ${Number(field) + 1}`;
  return `${FIELD_LABELS[field] ?? field}${rest}`.trim();
}

/** The toasts for a failed evaluation: one per server message, shortened and labelled. */
export function evaluationErrorMessages(error: unknown): string[] {
  if (isApiError(error)) {
    // Status 0: the request never got an answer.
    if (error.status === 0) return [EVALUATION_MESSAGES.connectionFailed];
    // Several problems may also arrive joined into one string.
    const messages = error.messages
      .flatMap((m) => m.split(/;\s+/))
      .map(shortenMessage)
      .filter(Boolean);
    return messages.length > 0 ? [...new Set(messages)] : [EVALUATION_MESSAGES.emptyFallback];
  }
  if (error instanceof Error && error.message.trim()) return [error.message];
  return [EVALUATION_MESSAGES.connectionFailed];
}
