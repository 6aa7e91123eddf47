/** Words for the engine's codes and names in the expandable explanation of a result card. */

const CHECK_LABELS: Readonly<Record<string, string>> = {
  AGE_BELOW_MIN: 'Minimum age',
  AGE_ABOVE_MAX: 'Maximum age',
  AGE_ABOVE_MAX_WITHOUT_CIBIL: 'Maximum age without CIBIL',
  RESIDENCE_TOO_SHORT: 'Time at present residence',
  SALARY_BELOW_MIN: 'Minimum salary',
  NON_LISTED_SALARY_BELOW_MIN: 'Minimum salary (non-listed company)',
  CIBIL_REQUIRED: 'CIBIL score present',
  CIBIL_BELOW_MIN: 'Minimum CIBIL score',
  BACHELOR_NOT_ALLOWED: 'Marital status',
  HOSTEL_NOT_ALLOWED: 'Hostel or PG',
  NON_METRO_CITY: 'Metro city',
  COMPANY_NOT_LISTED: 'Listed company',
  COMPANY_TYPE_NOT_ALLOWED: 'Company registration type',
  CURRENT_ADDRESS_PROOF_REQUIRED: 'Current address proof',
  PERMANENT_ADDRESS_PROOF_REQUIRED: 'Permanent address proof',
  HOUSE_OWNED_PROOF_REQUIRED: 'House ownership proof',
  LOAN_AMOUNT_BELOW_MIN: 'Minimum loan amount',
  TENURE_BELOW_MIN: 'Minimum tenure',
  INTEREST_RATE_NOT_CONFIGURED: 'Interest rate configured',
  PRESENT_EMPLOYMENT_TOO_SHORT: 'Current employment',
  TOTAL_EMPLOYMENT_TOO_SHORT: 'Total employment',
  ENQUIRIES_7D_EXCEEDED: 'Enquiries in 7 days',
  ENQUIRIES_30D_EXCEEDED: 'Enquiries in 30 days',
  ENQUIRIES_90D_EXCEEDED: 'Enquiries in 90 days',
  ENQUIRIES_180D_EXCEEDED: 'Enquiries in 180 days',
  REGISTRATION_SALARY_BELOW_MIN: 'Salary for registration type',
  REGISTRATION_AGE_ABOVE_MAX: 'Age for registration type',
  CATEGORY_SALARY_BELOW_MIN: 'Salary band of the category',
  CATEGORY_AGE_ABOVE_MAX: 'Age limit of the salary band',
  FOIR_EXCEEDED: 'FOIR capacity',
  ELIGIBLE_AMOUNT_BELOW_MIN: 'Eligible amount vs minimum',
  BT_NOT_COVERED: 'Balance transfer covered',
};

const CAP_LABELS: Readonly<Record<string, string>> = {
  requested: 'Requested amount',
  general_max_loan_amount: 'Maximum loan amount',
  high_salary_max_loan_amount: 'High-salary maximum',
  non_listed_max_loan_amount: 'Non-listed company maximum',
  bank_salary_max_loan_amount: 'Bank-salary maximum',
  null_cibil_max_loan_amount: 'No-CIBIL maximum',
  null_cibil_nth_max_loan_amount: 'No-CIBIL maximum (salary threshold)',
  multiplier: 'Salary × multiplier',
  foir: 'FOIR capacity',
};

const TENURE_LABELS: Readonly<Record<string, string>> = {
  requested: 'Requested tenure',
  general_max_tenure_months: 'Maximum tenure',
  high_salary_max_tenure_months: 'High-salary maximum tenure',
  non_listed_tenure_months: 'Non-listed company tenure',
  bank_salary_max_tenure_months: 'Bank-salary maximum tenure',
  tenure_for_cibil_threshold_cross: 'Tenure above the CIBIL threshold',
  null_cibil_max_tenure_months: 'No-CIBIL maximum tenure',
  null_cibil_nth_max_tenure_months: 'No-CIBIL maximum tenure (salary threshold)',
};

const OBLIGATION_LABELS: Readonly<Record<string, string>> = {
  emi: 'EMI',
  cc_outstanding_percent: '% of card outstanding',
  cc_waived: 'Card waived',
  closing_soon: 'Closing soon',
  hl_co_applicant_percent: 'Share with co-applicant',
  gl_outstanding_percent: '% of gold loan outstanding',
  transferred: 'Balance transfer',
};

/** `SOME_CODE` or `some_name` → `Some code` / `Some name` when no label is known. */
function humanize(name: string): string {
  const words = name.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const checkLabel = (code: string) => CHECK_LABELS[code] ?? humanize(code);
export const capLabel = (name: string) => CAP_LABELS[name] ?? humanize(name);
export const tenureLimitLabel = (name: string) => TENURE_LABELS[name] ?? humanize(name);
export const obligationRuleLabel = (rule: string) => OBLIGATION_LABELS[rule] ?? humanize(rule);
