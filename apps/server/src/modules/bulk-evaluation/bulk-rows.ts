import { inArray, or, sql } from 'drizzle-orm';
import {
  APPLICANTS_SHEET,
  LOANS_SHEET,
  BULK_APPLICANT_COLUMNS,
  BULK_LIMITS,
  BULK_LOAN_COLUMNS,
  BULK_MESSAGES,
  type BulkColumn,
} from '@lbo/contracts/bulk-evaluation';
import { existingLoanSchema, loanApplicationRequestSchema, type ExistingLoan, type LoanApplication } from '@lbo/contracts/loan-application';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { cities, companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isBlank } from '../../lib/spreadsheets';
import type { BulkFile, FileRow, FileSheet } from './bulk-file';
import { CONSENT_MESSAGES } from '@lbo/contracts/consent';
import { futureConsentProblem, referencesWithdrawn } from '../consents';
import { timeSlices } from '../../lib/time-slices';

export interface RowProblem {
  sheet: string;
  rowNumber: number;
  column: string;
  value: unknown;
  reason: string;
}

export interface ValidApplicant {
  rowNumber: number;
  applicantRef: string;
  application: LoanApplication;
}

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** Where each column is in a sheet, and the header it has there (the words, or an older template's code). */
interface Located {
  at: Map<BulkColumn, number>;
  /** The column as the upload heads it: what the error file names. */
  named: Map<BulkColumn, string>;
}

function locate(sheet: FileSheet, columns: BulkColumn[], sheetName: string): Located {
  const at = new Map<BulkColumn, number>();
  const named = new Map<BulkColumn, string>();
  sheet.header.forEach((cell, index) => {
    const key = normalize(cell);
    const column = columns.find((c) => normalize(c.header) === key || normalize(c.label) === key);
    if (column && !at.has(column)) {
      at.set(column, index);
      named.set(column, String(cell).trim());
    }
  });
  const missing = columns.filter((c) => c.required && !at.has(c)).map((c) => c.label);
  if (missing.length > 0) throw AppError.badRequest(BULK_MESSAGES.missingColumns(missing, sheetName));
  return { at, named };
}

/** A column's name in the error file: the upload's own header, else (a column the file lacks) the template's words. */
const nameIn = (located: Located, column: BulkColumn) => located.named.get(column) ?? column.label;

const text = (value: unknown) => (isBlank(value) ? '' : value instanceof Date ? isoDay(value) : String(value).trim());

/** SheetJS builds dates in local time; read them back the same way. */
function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A date-time cell, read as India's time (SheetJS builds it in local time); text is left to the schema. */
function isoDateTime(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDay(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}+05:30`;
}

/** Sets `a.b.c` on `target`. */
function put(target: Record<string, unknown>, field: string, value: unknown) {
  const parts = field.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

interface Lookups {
  company: Map<string, string | null>;
  city: Map<string, string | null>;
}

/**
 * One row's cells as the apply request's fields. Cells that cannot be read as their kind are
 * reported here; everything else is left to the apply request's own schema.
 */
function rowRequest(row: FileRow, located: Located, lookups: Lookups | null, sheet: string, problems: RowProblem[]) {
  const request: Record<string, unknown> = {};
  for (const [column, index] of located.at) {
    const value = row.cells[index];
    const problem = (reason: string) => problems.push({ sheet, rowNumber: row.rowNumber, column: nameIn(located, column), value, reason });
    if (isBlank(value)) {
      if (column.required) problem('is required');
      continue;
    }
    switch (column.kind) {
      case 'yesno': {
        const word = text(value).toLowerCase();
        if (typeof value === 'boolean') put(request, column.field, value);
        else if (YES.has(word)) put(request, column.field, true);
        else if (NO.has(word)) put(request, column.field, false);
        else problem('must be Yes or No');
        break;
      }
      case 'company':
      case 'city': {
        const id = lookups?.[column.kind].get(text(value).toLowerCase());
        if (id) put(request, column.field, id);
        else
          problem(
            id === null
              ? `matches more than one ${column.kind}; use its id`
              : `is not a ${column.kind} in ${column.kind === 'company' ? 'Company' : 'City'} Master`,
          );
        break;
      }
      case 'number':
        put(request, column.field, typeof value === 'number' ? value : text(value));
        break;
      case 'list':
        put(
          request,
          column.field,
          text(value)
            .split(',')
            .map((item) => item.trim().toUpperCase())
            .filter((item) => item !== ''),
        );
        break;
      case 'dateTime':
        put(request, column.field, value instanceof Date ? isoDateTime(value) : text(value));
        break;
      case 'loanPurpose':
        // The code or its words: 'Home Loan' and 'home-loan' are HOME_LOAN; the apply schema checks the result.
        put(
          request,
          column.field,
          text(value)
            .toUpperCase()
            .replace(/[\s-]+/g, '_'),
        );
        break;
      default:
        put(request, column.field, text(value));
    }
  }
  return request;
}

/** The schema's complaints, except about cells already reported (left out of the request, they read as missing). */
function reportIssues(error: z.ZodError, row: FileRow, located: Located, sheet: string, problems: RowProblem[], reported: Set<string>) {
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    const column = [...located.at.keys()].find((c) => c.field === field || (c.kind === 'company' && field.toLowerCase() === 'companyid'));
    const columnName = column ? nameIn(located, column) : field;
    if (reported.has(columnName)) continue;
    const value = column ? row.cells[located.at.get(column)!] : null;
    problems.push({ sheet, rowNumber: row.rowNumber, column: columnName, value, reason: issue.message });
  }
}

const columnsOf = (problems: RowProblem[]) => new Set(problems.map((p) => p.column));

/** Company and city cells → ids: by id, or by name (case-insensitive); null where a name is ambiguous. */
async function resolveNames(db: DbOrTx, file: BulkFile, { at }: Located): Promise<Lookups> {
  const lookups: Lookups = { company: new Map(), city: new Map() };
  for (const kind of ['company', 'city'] as const) {
    const column = [...at.keys()].find((c) => c.kind === kind)!;
    const values = [...new Set(file.applicants.rows.map((r) => text(r.cells[at.get(column)!]).toLowerCase()).filter((v) => v !== ''))];
    const ids = values.filter((v) => UUID.test(v));
    for (let i = 0; i < values.length; i += 5000) {
      const names = values.slice(i, i + 5000);
      const idsHere = ids.filter((id) => names.includes(id));
      const rows =
        kind === 'company'
          ? await db
              .select({ id: companies.id, name: sql<string>`lower(${companies.company_name})` })
              .from(companies)
              .where(or(inArray(sql`lower(${companies.company_name})`, names), idsHere.length ? inArray(companies.id, idsHere) : undefined))
          : await db
              .select({ id: cities.id, name: sql<string>`lower(${cities.city_name})` })
              .from(cities)
              .where(or(inArray(sql`lower(${cities.city_name})`, names), idsHere.length ? inArray(cities.id, idsHere) : undefined));
      for (const row of rows) {
        lookups[kind].set(row.id.toLowerCase(), row.id);
        const key = row.name;
        lookups[kind].set(key, lookups[kind].has(key) && lookups[kind].get(key) !== row.id ? null : row.id);
      }
    }
  }
  return lookups;
}

/**
 * Every row of the file checked as the apply request checks one applicant, plus the file's own
 * rules (unique applicant_ref, loans that name a known applicant, at most so many loans each).
 */
/** What the consent setting asks of each row, and the time a consent may not be later than. */
export interface ConsentRules {
  required: boolean;
  now: Date;
}

export async function validateBulkFile(
  db: DbOrTx,
  file: BulkFile,
  consent: ConsentRules = { required: false, now: new Date() },
): Promise<{ applicants: ValidApplicant[]; problems: RowProblem[] }> {
  const problems: RowProblem[] = [];
  // Checking 50,000 rows takes seconds: other users' requests are answered between slices.
  const slices = timeSlices();
  const applicantsAt = locate(file.applicants, BULK_APPLICANT_COLUMNS, APPLICANTS_SHEET);
  const lookups = await resolveNames(db, file, applicantsAt);
  const refColumn = BULK_APPLICANT_COLUMNS[0]!;

  const loansByRef = new Map<string, ExistingLoan[]>();
  if (file.loans) {
    const loansAt = locate(file.loans, BULK_LOAN_COLUMNS, LOANS_SHEET);
    const loanRef = nameIn(loansAt, BULK_LOAN_COLUMNS[0]!);
    const knownRefs = new Set(file.applicants.rows.map((r) => text(r.cells[applicantsAt.at.get(refColumn)!]).toLowerCase()));
    for (const row of file.loans.rows) {
      if (slices.spent()) await slices.yield();
      const before = problems.length;
      const request = rowRequest(row, loansAt, null, file.loans.name, problems);
      const ref = String(request.applicant_ref ?? '').toLowerCase();
      if (ref && !knownRefs.has(ref)) {
        problems.push({
          sheet: file.loans.name,
          rowNumber: row.rowNumber,
          column: loanRef,
          value: request.applicant_ref,
          reason: `names no row of the ${APPLICANTS_SHEET} sheet`,
        });
      }
      const parsed = existingLoanSchema.safeParse(request);
      if (!parsed.success) reportIssues(parsed.error, row, loansAt, file.loans.name, problems, columnsOf(problems.slice(before)));
      if (problems.length > before || !parsed.success) continue;
      const list = loansByRef.get(ref) ?? [];
      list.push(parsed.data);
      if (list.length > BULK_LIMITS.maxLoansPerRow) {
        problems.push({
          sheet: file.loans.name,
          rowNumber: row.rowNumber,
          column: loanRef,
          value: request.applicant_ref,
          reason: `has more than ${BULK_LIMITS.maxLoansPerRow} existing loans`,
        });
      }
      loansByRef.set(ref, list);
    }
  }

  const seenRefs = new Map<string, number>();
  const applicants: ValidApplicant[] = [];
  for (const row of file.applicants.rows) {
    if (slices.spent()) await slices.yield();
    const before = problems.length;
    const request = rowRequest(row, applicantsAt, lookups, file.applicants.name, problems);
    const ref = String(request.applicant_ref ?? '').toLowerCase();
    const firstRow = seenRefs.get(ref);
    if (ref && firstRow !== undefined) {
      problems.push({
        sheet: file.applicants.name,
        rowNumber: row.rowNumber,
        column: nameIn(applicantsAt, refColumn),
        value: request.applicant_ref,
        reason: `repeats row ${firstRow}`,
      });
    } else if (ref) seenRefs.set(ref, row.rowNumber);
    const applicantRef = String(request.applicant_ref ?? '');
    delete request.applicant_ref;
    const parsed = loanApplicationRequestSchema.safeParse(request);
    if (!parsed.success) reportIssues(parsed.error, row, applicantsAt, file.applicants.name, problems, columnsOf(problems.slice(before)));
    if (problems.length > before || !parsed.success) continue;
    const consentProblem = consentProblemOf(parsed.data, consent);
    if (consentProblem) {
      const [code, reason] = consentProblem;
      const column = applicantColumn(code);
      problems.push({
        sheet: file.applicants.name,
        rowNumber: row.rowNumber,
        column: column ? nameIn(applicantsAt, column) : code,
        value: column ? parsed.data.consent?.obtainedAt : null,
        reason,
      });
      continue;
    }
    parsed.data.CIBIL_REPORT_PARAMETERS.Loans = loansByRef.get(ref) ?? [];
    applicants.push({ rowNumber: row.rowNumber, applicantRef, application: parsed.data });
  }
  return withdrawnLeftOut(db, file.applicants.name, nameIn(applicantsAt, applicantColumn('customer_reference')!), applicants, problems);
}

const applicantColumn = (code: string) => BULK_APPLICANT_COLUMNS.find((c) => c.header === code);

/** A row's consent problem as [column, reason]: obtained in the future, or missing while required. */
function consentProblemOf(application: LoanApplication, rules: ConsentRules): [string, string] | null {
  if (application.consent) {
    const future = futureConsentProblem(application.consent, rules.now);
    return future ? ['consent_obtained_at', future] : null;
  }
  return rules.required ? ['consent', CONSENT_MESSAGES.required] : null;
}

/** Rows without consent for a customer who withdrew theirs become problems (the apply route's 409). */
async function withdrawnLeftOut(db: DbOrTx, sheet: string, referenceColumn: string, applicants: ValidApplicant[], problems: RowProblem[]) {
  const unconsented = applicants.filter((a) => !a.application.consent && a.application.customer_reference);
  const withdrawn = await referencesWithdrawn(
    db,
    unconsented.map((a) => a.application.customer_reference!.toLowerCase()),
  );
  if (withdrawn.size === 0) return { applicants, problems };
  const kept: ValidApplicant[] = [];
  for (const a of applicants) {
    const reference = a.application.customer_reference;
    if (!a.application.consent && reference && withdrawn.has(reference.toLowerCase()))
      problems.push({ sheet, rowNumber: a.rowNumber, column: referenceColumn, value: reference, reason: CONSENT_MESSAGES.withdrawnRow });
    else kept.push(a);
  }
  return { applicants: kept, problems };
}
