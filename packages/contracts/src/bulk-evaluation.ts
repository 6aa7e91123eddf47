import { z } from 'zod';
import { LOAN_TYPES } from './loan-application';
import { PRODUCT_LOAN_TYPES } from './master-data/product-loan-types';
import { pageParam } from './common';
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from './consent';

/** Bulk evaluation: a file of applicants evaluated in the background (Loan Evaluator → Evaluate a file). */

export const BULK_LIMITS = {
  maxRows: 50_000,
  maxBytes: 25 * 1024 * 1024,
  /** Existing loans per applicant, as the wizard allows. */
  maxLoansPerRow: 50,
} as const;

export const APPLICANTS_SHEET = 'Applicants';
export const LOANS_SHEET = 'Existing loans';

type BulkColumnKind = 'text' | 'number' | 'yesno' | 'date' | 'company' | 'city' | 'loanType' | 'loanPurpose' | 'list' | 'dateTime';

export interface BulkColumn {
  /** The column's code: the template's header before it spoke in words; still accepted. */
  header: string;
  /** The template's header in words (the result file's too); accepted as well as the code. */
  label: string;
  /** The field of the apply request it fills (dotted inside the CIBIL report). */
  field: string;
  kind: BulkColumnKind;
  required: boolean;
  example: string | number;
  help: string;
}

const column = (header: string, field: string, kind: BulkColumnKind, required: boolean, example: string | number, help: string, label: string): BulkColumn => ({
  header,
  label,
  field,
  kind,
  required,
  example,
  help,
});

/** The Applicants sheet, in the template's order. `applicant_ref` keys the existing loans to their row. */
export const BULK_APPLICANT_COLUMNS: BulkColumn[] = [
  column('applicant_ref', 'applicant_ref', 'text', true, 'A1', 'Your key for the row, unique in the file; existing loans name it', 'Applicant ref'),
  column(
    'customer_reference',
    'customer_reference',
    'text',
    false,
    'LEAD-2026-0001',
    'Files the evaluation under this customer; blank makes a new customer',
    'Customer reference',
  ),
  column('user_name', 'user_name', 'text', true, 'Asha Verma', 'Applicant name', 'Name'),
  column('age', 'age', 'number', true, 32, 'Years', 'Age'),
  column('salary', 'salary', 'number', true, 85000, 'Net monthly salary in ₹', 'Net monthly salary (₹)'),
  column('cibil_score', 'cibilScore', 'number', false, 760, '300–900; blank for no credit history', 'Credit score'),
  column('company', 'companyId', 'company', true, 'Infosys', 'Company name as in Company Master, or its id', 'Company'),
  column('city', 'cityId', 'city', true, 'Mumbai', 'City name as in City Master, or its id', 'City'),
  column('current_employment_months', 'currentEmploymentMonths', 'number', true, 24, 'Months with the current employer', 'Months with current employer'),
  column('total_employment_months', 'totalEmploymentMonths', 'number', true, 60, 'Months of work in all', 'Months of work in all'),
  column('requested_loan_amount', 'requestedLoanAmount', 'number', true, 500000, '₹', 'Requested amount (₹)'),
  column('requested_tenure_months', 'requestedTenureMonths', 'number', true, 36, 'Months, at least 1', 'Requested tenure (months)'),
  column('months_at_present_residence', 'monthsatpresentresidence', 'number', true, 18, 'Months', 'Months at present residence'),
  column('is_married', 'isMarried', 'yesno', true, 'No', 'Yes or No', 'Married'),
  column('is_house_owned', 'isHouseowned', 'yesno', true, 'No', 'Yes or No', 'Owns a house'),
  column('home_loan_with_spouse', 'homeloanwithspouse', 'yesno', true, 'No', 'Yes or No', 'Home loan with spouse'),
  column('current_address_proof', 'currentadressproof', 'yesno', false, 'Yes', 'Yes or No; blank is No', 'Current address proof'),
  column('permanent_address_proof', 'permanentadressproof', 'yesno', false, 'Yes', 'Yes or No; blank is No', 'Permanent address proof'),
  column('permanent_house_owned_proof', 'permanenthouseownedproof', 'yesno', false, 'No', 'Yes or No; blank is No', 'Proof of owning the permanent house'),
  column('is_hostel', 'isHostel', 'yesno', false, 'No', 'Yes or No; blank is No', 'Lives in a hostel'),
  column('enquiries_last_7_days', 'ENQUIRIES_SUMMARY.CAPSLast7Days', 'number', false, 0, 'Credit enquiries; blank is 0', 'Credit enquiries, last 7 days'),
  column('enquiries_last_30_days', 'ENQUIRIES_SUMMARY.CAPSLast30Days', 'number', false, 1, 'Credit enquiries; blank is 0', 'Credit enquiries, last 30 days'),
  column('enquiries_last_90_days', 'ENQUIRIES_SUMMARY.CAPSLast90Days', 'number', false, 1, 'Credit enquiries; blank is 0', 'Credit enquiries, last 90 days'),
  column('enquiries_last_180_days', 'ENQUIRIES_SUMMARY.CAPSLast180Days', 'number', false, 2, 'Credit enquiries; blank is 0', 'Credit enquiries, last 180 days'),
  column('evaluation_date', 'evaluation_date', 'date', false, '', 'YYYY-MM-DD; blank is today in India', 'Evaluation date'),
  column(
    'loan_purpose',
    'loanPurpose',
    'loanPurpose',
    false,
    '',
    `What the loan is for: ${PRODUCT_LOAN_TYPES.join(', ')} (or in words, e.g. Home Loan); only products of that type are evaluated; blank is every product`,
    'Loan purpose',
  ),
  column(
    'preferred_language',
    'preferredLanguage',
    'text',
    false,
    '',
    "The borrower's documents' language: en or hi; blank keeps the customer's",
    'Preferred language',
  ),
  // The applicant's consent (ADR 0040): all blank for none; required while the consent setting is on.
  column(
    'consent_notice_version',
    'consent.noticeVersion',
    'text',
    false,
    '',
    'The version of the notice the applicant consented to; blank: no consent recorded',
    'Consent: notice version',
  ),
  column(
    'consent_purposes',
    'consent.purposes',
    'list',
    false,
    '',
    `Comma-separated, including ELIGIBILITY_CHECK: ${CONSENT_PURPOSES.join(', ')}`,
    'Consent: purposes',
  ),
  column(
    'consent_obtained_at',
    'consent.obtainedAt',
    'dateTime',
    false,
    '',
    "When consent was given: YYYY-MM-DDTHH:MM:SS with Z or an offset (e.g. 2026-05-04T10:30:00+05:30); a date-time cell is India's time; not in the future",
    'Consent: given at',
  ),
  column('consent_channel', 'consent.channel', 'text', false, '', `How consent was given: ${CONSENT_CHANNELS.join(', ')}`, 'Consent: channel'),
  column('consent_reference', 'consent.reference', 'text', false, '', 'Your reference for the consent (form number, call id); optional', 'Consent: reference'),
];

/** The Existing loans sheet: any number of rows per applicant. */
export const BULK_LOAN_COLUMNS: BulkColumn[] = [
  column('applicant_ref', 'applicant_ref', 'text', true, 'A1', 'The Applicant ref of its row on the Applicants sheet', 'Applicant ref'),
  column('bank_name', 'bank_name', 'text', false, 'HDFC Bank', 'Lender, shown only', 'Lender'),
  column('loan_type', 'Loan_Type', 'loanType', true, 'Car Loan', LOAN_TYPES.join(', '), 'Loan type'),
  column('open_date', 'openDate', 'text', false, '2024-03-01', 'YYYY-MM-DD', 'Opened on'),
  column('is_secured', 'is_secured', 'yesno', true, 'Yes', 'Yes or No', 'Secured'),
  column('outstanding', 'outstanding', 'number', true, 250000, '₹', 'Outstanding (₹)'),
  column('emi_amount', 'emi_amount', 'number', true, 9500, '₹ a month', 'EMI (₹ a month)'),
  column('emis_paid', 'emisPaid', 'number', true, 12, 'Count', 'EMIs paid'),
  column('emis_pending', 'emisPending', 'number', true, 24, 'Count', 'EMIs pending'),
  column('balance_transfer', 'bt', 'yesno', false, 'No', 'Yes or No; blank is No', 'Balance transfer'),
];

export const BULK_MESSAGES = {
  noFile: 'Please choose a file of applicants to upload.',
  tooLarge: `The file is too large (at most ${BULK_LIMITS.maxBytes / 1024 / 1024} MB).`,
  noRows: 'The file has no applicants below its header row.',
  tooManyRows: `The file has too many applicants (at most ${BULK_LIMITS.maxRows.toLocaleString('en-IN')}). Split it into smaller files.`,
  tooManyLoans: (max: number) => `The ${LOANS_SHEET} sheet has too many rows (at most ${max.toLocaleString('en-IN')}). Split the file into smaller files.`,
  missingColumns: (names: string[], sheet: string = APPLICANTS_SHEET) =>
    `The ${sheet} sheet lacks the column${names.length > 1 ? 's' : ''} ${names.join(', ')}. Start from the template.`,
  badRows: (count: number) =>
    `${count.toLocaleString('en-IN')} row${count === 1 ? '' : 's'} cannot be evaluated; nothing was evaluated. Download the error file, correct the rows and upload it again.`,
  accepted: (count: number) => `${count.toLocaleString('en-IN')} applicant${count === 1 ? '' : 's'} queued for evaluation`,
  notCancellable: 'Only a queued or running job can be cancelled.',
  noResult: 'The result is ready once the job has completed.',
} as const;

export const BULK_JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type BulkJobState = (typeof BULK_JOB_STATES)[number];

/** 400 with bad rows: the error file names row, column and reason. */
export interface BulkRejection {
  errorFileUrl: string;
  rejectedRows: number;
  totalRows: number;
}

export const jobParamsSchema = z.object({ id: z.uuid({ error: 'must be a job id' }) });

export const jobsQuerySchema = z.object({
  page: pageParam,
  limit: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(100, 'must be a whole number from 1 to 100')
    .default(10),
});
