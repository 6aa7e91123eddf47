/**
 * The amount caps an explanation lists, and the one that bound the amount. Plain data importing
 * nothing, so the engine (packages/eligibility) may load it at run time as it loads the failure codes.
 * The order is kept: the engine names the earlier cap on equal values, and a stored decision keeps
 * its binding cap by position (apps/server/src/db/stored-outcome.ts), so new caps go at the end and
 * none is ever removed or moved.
 */
export const CAP_NAMES = [
  'requested',
  'general_max_loan_amount',
  'high_salary_max_loan_amount',
  'non_listed_max_loan_amount',
  'bank_salary_max_loan_amount',
  'null_cibil_max_loan_amount',
  'null_cibil_nth_max_loan_amount',
  'multiplier',
  'foir',
] as const;
export type CapName = (typeof CAP_NAMES)[number];
