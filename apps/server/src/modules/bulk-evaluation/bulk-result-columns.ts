import { FAILURE_MESSAGES, storedFieldsOf, type FailureCode, type PairField, type PairFieldKind, type PairFieldName } from '@lbo/eligibility';
import { BULK_APPLICANT_COLUMNS, type BulkColumn } from '@lbo/contracts/bulk-evaluation';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import { PRODUCT_LOAN_TYPE_LABELS, type ProductLoanType } from '@lbo/contracts/master-data';
import type { BulkRowOutcome } from '../../db/schema';
import type { StoredPair } from '../../db/stored-outcome';
import type { CellStyle } from '../../lib/spreadsheets';

/**
 * The result file's columns, for a credit-operations reader: words for statuses, ₹ in lakhs and
 * crores (still numbers, so they sum and sort), the applicant's own inputs beside the outcome.
 */
export interface ResultColumn<R> {
  header: string;
  /** In characters. */
  width: number;
  style?: CellStyle;
  value: (row: R) => unknown;
}

/** Names of ids as the result shows them: banks and products, companies and cities. */
export type NameOf = (id: string | undefined | null, fallback: string) => string | null;

export interface ApplicantLine {
  rowNumber: number;
  applicantRef: string;
  input: LoanApplication;
  /** The date the row was evaluated at (YYYY-MM-DD): the file's, or India's day when evaluated. */
  evaluationDate: string | null;
  outcome: BulkRowOutcome | null;
  name: NameOf;
}

export interface PairLine {
  rowNumber: number;
  applicantRef: string;
  applicantName: string;
  pair: StoredPair;
  name: NameOf;
}

const STATUS_WORDS: Record<string, string> = { ELIGIBLE: 'Eligible', NOT_ELIGIBLE: 'Not eligible' };

/** ELIGIBLE → "Eligible"; a code without words of its own reads as a sentence (SOME_CODE → "Some code"). */
function statusInWords(code: string): string {
  const known = STATUS_WORDS[code];
  if (known) return known;
  const words = code.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An applicant's result in one word or two: whether any lender made an offer. */
function applicantResult(outcome: BulkRowOutcome | null): string | null {
  if (!outcome) return null;
  if (outcome.error) return 'Not evaluated';
  return statusInWords(outcome.eligibleCount > 0 ? 'ELIGIBLE' : 'NOT_ELIGIBLE');
}

// The upload's columns under the template's words (their `label`), sized for their figures; a
// column added to the template later still appears, as wide as its words.
const INPUT_LAYOUT: Record<string, { width?: number; style?: CellStyle }> = {
  customer_reference: { width: 18 },
  user_name: { width: 22 },
  age: { width: 6 },
  salary: { width: 14, style: 'rupees' },
  cibil_score: { width: 8 },
  company: { width: 24 },
  city: { width: 14 },
  current_employment_months: { width: 12 },
  total_employment_months: { width: 12 },
  requested_loan_amount: { width: 14, style: 'rupees' },
  requested_tenure_months: { width: 11 },
  months_at_present_residence: { width: 12 },
  is_married: { width: 9 },
  is_house_owned: { width: 9 },
  home_loan_with_spouse: { width: 10 },
  current_address_proof: { width: 10 },
  permanent_address_proof: { width: 10 },
  permanent_house_owned_proof: { width: 12 },
  is_hostel: { width: 9 },
  enquiries_last_7_days: { width: 10 },
  enquiries_last_30_days: { width: 10 },
  enquiries_last_90_days: { width: 10 },
  enquiries_last_180_days: { width: 10 },
  evaluation_date: { width: 12 },
  loan_purpose: { width: 16 },
  preferred_language: { width: 10 },
  consent_notice_version: { width: 12 },
  consent_purposes: { width: 30 },
  consent_obtained_at: { width: 22 },
  consent_channel: { width: 10 },
  consent_reference: { width: 14 },
};

/** Where the apply request keeps a column's field once parsed (the enquiries move into the report). */
function storedValue(input: LoanApplication, field: string): unknown {
  const path = field.startsWith('ENQUIRIES_SUMMARY.') ? `CIBIL_REPORT_PARAMETERS.${field}` : field;
  let node: unknown = input;
  for (const part of path.split('.')) node = node === null || typeof node !== 'object' ? undefined : (node as Record<string, unknown>)[part];
  return node;
}

function inputColumn(column: BulkColumn): ResultColumn<ApplicantLine> {
  const layout = INPUT_LAYOUT[column.header];
  // Plain number inputs keep Excel's General format: an age of 30.5 reads as given, not as 31.
  const style = layout?.style;
  return {
    header: column.label,
    width: layout?.width ?? Math.max(10, column.label.length),
    style,
    value: ({ input, name, evaluationDate }) => {
      // A blank date was today in India when the row was evaluated: the result says which day that was.
      if (column.kind === 'date') return input.evaluation_date ?? evaluationDate;
      const value = storedValue(input, column.field);
      if (column.kind === 'company') return name(input.companyId, 'Deleted company');
      if (column.kind === 'city') return name(input.cityId, 'Deleted city');
      if (column.kind === 'yesno') return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : null;
      if (column.kind === 'list') return Array.isArray(value) ? value.join(', ') : null;
      if (column.kind === 'loanPurpose') return typeof value === 'string' ? (PRODUCT_LOAN_TYPE_LABELS[value as ProductLoanType] ?? value) : 'Any';
      return value ?? null;
    },
  };
}

const largest = (line: ApplicantLine) => (line.outcome?.error ? null : (line.outcome?.best ?? null));

export const APPLICANT_COLUMNS: ResultColumn<ApplicantLine>[] = [
  { header: 'Row', width: 6, style: 'integer', value: (l) => l.rowNumber },
  { header: 'Applicant ref', width: 14, value: (l) => l.applicantRef },
  ...BULK_APPLICANT_COLUMNS.filter((c) => c.header !== 'applicant_ref').map(inputColumn),
  { header: 'Existing loans', width: 9, style: 'integer', value: (l) => l.input.CIBIL_REPORT_PARAMETERS?.Loans?.length ?? 0 },
  { header: 'Result', width: 13, value: (l) => applicantResult(l.outcome) },
  { header: 'Eligible offers', width: 9, style: 'integer', value: (l) => l.outcome?.eligibleCount ?? null },
  { header: 'Bank products checked', width: 10, style: 'integer', value: (l) => l.outcome?.totalPairs ?? null },
  { header: 'Largest offer: lender', width: 22, value: (l) => l.name(largest(l)?.bankId, 'Deleted bank') },
  { header: 'Largest offer: product', width: 22, value: (l) => l.name(largest(l)?.productId, 'Deleted product') },
  { header: 'Largest offer: amount (₹)', width: 15, style: 'rupees', value: (l) => largest(l)?.amount ?? null },
  { header: 'Largest offer: interest rate', width: 11, style: 'percent', value: (l) => largest(l)?.rate ?? null },
  { header: 'Largest offer: APR', width: 11, style: 'percent', value: (l) => largest(l)?.apr ?? null },
  { header: 'Largest offer: EMI (₹)', width: 13, style: 'rupees', value: (l) => largest(l)?.emi ?? null },
  { header: 'Largest offer: tenure (months)', width: 11, style: 'integer', value: (l) => largest(l)?.tenure ?? null },
  { header: 'Main reason not eligible', width: 48, value: (l) => l.outcome?.error ?? l.outcome?.mainFailure ?? null },
];

const eligible = (l: PairLine) => l.pair.eligibilityStatus === 'ELIGIBLE';

/** The cell format of each kind of figure. */
const KIND_STYLE: Partial<Record<PairFieldKind, CellStyle>> = { rupees: 'rupees', percent: 'percent', months: 'integer' };
/** What follows a header: its unit. */
const KIND_UNIT: Partial<Record<PairFieldKind, string>> = { rupees: ' (₹)', months: ' (months)' };

/**
 * Headers and widths other than a figure's name in words ("totalInterest" → "Total interest (₹)",
 * as wide as its words), in the file's order: charges before what is left of the loan after them,
 * as a reader adds them up. A figure not named here follows these.
 */
const FIGURE_LAYOUT: Partial<Record<PairFieldName, { header?: string; width: number }>> = {
  eligibleAmount: { width: 15 },
  interestRate: { width: 11 },
  estimatedEMI: { header: 'EMI', width: 13 },
  grantedTenure: { header: 'Tenure', width: 10 },
  apr: { header: 'APR', width: 10 },
  upfrontCharges: { width: 13 },
  netDisbursedAmount: { header: 'Net disbursed', width: 15 },
  totalInterest: { width: 14 },
  totalAmountPayable: { width: 15 },
  penalCharges: { width: 30 },
};
/** Figures a refused pair leaves blank: it has a rate, an EMI and a tenure only as the checks saw them. */
const OFFERED_ONLY = new Set<string>(['interestRate', 'estimatedEMI', 'grantedTenure']);

const inWords = (name: string) => {
  const words = name.replace(/([A-Z]+)/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A column per stored figure (amounts, rates, months, texts), in a stored pair's order. */
function figureColumn(field: PairField): ResultColumn<PairLine> {
  const layout = FIGURE_LAYOUT[field.name as PairFieldName];
  const header = (layout?.header ?? inWords(field.name)) + (KIND_UNIT[field.kind] ?? '');
  const read = (l: PairLine) => (l.pair as Record<string, unknown>)[field.name] ?? null;
  return {
    header,
    width: layout?.width ?? Math.max(10, header.length),
    style: KIND_STYLE[field.kind],
    value: OFFERED_ONLY.has(field.name) ? (l) => (eligible(l) ? read(l) : null) : read,
  };
}

const FILE_ORDER: readonly string[] = Object.keys(FIGURE_LAYOUT);
const fileOrder = (field: PairField) => {
  const at = FILE_ORDER.indexOf(field.name);
  return at < 0 ? FILE_ORDER.length : at;
};

const FIGURE_KINDS = new Set<PairFieldKind>(['rupees', 'percent', 'months', 'text']);

/** The result's sheet of every applicant × bank product, with a column per stored figure of `fields`. */
export function pairColumnsOf(fields: readonly PairField[]): ResultColumn<PairLine>[] {
  return [
    { header: 'Row', width: 6, style: 'integer', value: (l) => l.rowNumber },
    { header: 'Applicant ref', width: 14, value: (l) => l.applicantRef },
    { header: 'Name', width: 22, value: (l) => l.applicantName },
    { header: 'Lender', width: 22, value: (l) => l.name(l.pair.bankId, 'Deleted bank') },
    { header: 'Product', width: 22, value: (l) => l.name(l.pair.productId, 'Deleted product') },
    { header: 'Status', width: 13, value: (l) => statusInWords(l.pair.eligibilityStatus) },
    ...storedFieldsOf(fields)
      .filter((f) => FIGURE_KINDS.has(f.kind))
      .sort((a, b) => fileOrder(a) - fileOrder(b))
      .map(figureColumn),
    {
      header: 'Reasons not eligible',
      width: 60,
      value: (l) => l.pair.failureCodes.map((c) => FAILURE_MESSAGES[c as FailureCode] ?? statusInWords(c)).join('; ') || null,
    },
  ];
}
