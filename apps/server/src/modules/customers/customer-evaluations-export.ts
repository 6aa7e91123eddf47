import { describeDecisionSource } from '@lbo/contracts/customers';
import type { Database } from '../../db/client';
import { pagesOf, type ExportColumn, type TableExport } from '../../lib/table-export';
import { customerApplications, type CustomerApplication } from './customers.repository';
import { customerFrom, offerOf, sourceOf } from './customers.service';

type Evaluation = CustomerApplication & { offer: ReturnType<typeof offerOf> };

const applicant =
  <K extends keyof NonNullable<CustomerApplication['applicant']>>(key: K) =>
  (r: Evaluation) =>
    r.applicant?.[key] ?? null;

/** A customer's evaluations as the customer page shows them: what was asked, by whom, and the largest offer; ₹ as numbers. */
const COLUMNS: readonly ExportColumn<Evaluation>[] = [
  { header: 'Evaluated (IST)', value: (r) => r.createdAt },
  { header: 'Source', value: (r) => describeDecisionSource(sourceOf(r)) },
  { header: 'Rule version', value: (r) => r.ruleVersion },
  { header: 'Monthly salary (₹)', value: applicant('salary') },
  { header: 'Age', value: applicant('age') },
  // Blank where the input was not kept in today's shape; words where the applicant had no history.
  { header: 'CIBIL score', value: (r) => (r.applicant ? (r.applicant.cibilScore ?? 'No credit history') : null) },
  { header: 'Employer', value: applicant('companyName') },
  { header: 'City', value: applicant('cityName') },
  { header: 'Requested amount (₹)', value: applicant('requestedLoanAmount') },
  { header: 'Requested tenure (months)', value: applicant('requestedTenureMonths') },
  { header: 'Existing EMIs (₹ a month)', value: applicant('existingEmi') },
  { header: 'Months in current job', value: applicant('currentEmploymentMonths') },
  { header: 'Lenders checked', value: (r) => r.totalBanksChecked },
  { header: 'Eligible offers', value: (r) => r.eligibleCount },
  { header: 'Largest offer (₹)', value: (r) => r.offer?.amount ?? null },
  { header: 'Largest offer: lender', value: (r) => r.offer?.bankName ?? null },
  { header: 'Largest offer: product', value: (r) => r.offer?.productName ?? null },
  { header: 'Largest offer: rate (% p.a.)', value: (r) => r.offer?.rate ?? null },
  { header: 'Largest offer: APR (%)', value: (r) => r.offer?.apr ?? null },
  { header: 'Application id', value: (r) => r.id },
];

/** A reference as a file name's part: characters a file name cannot hold become dashes. */
const fileNamePart = (reference: string) => reference.replace(/[^A-Za-z0-9._-]+/g, '-');

/**
 * Every evaluation of one customer, newest first, for the shared export writer
 * (customer-LEAD-001-evaluations-2026-11-24.xlsx); 404 for a customer that does not exist.
 */
export async function customerEvaluationsExport(readDb: Database, id: string, primary: Database): Promise<TableExport<Evaluation>> {
  const { db, customer } = await customerFrom(readDb, id, primary);
  return {
    name: `customer-${fileNamePart(customer.reference)}-evaluations`,
    sheet: 'Evaluations',
    columns: COLUMNS,
    pages: pagesOf(async (page, size) => {
      const rows = await customerApplications(db, id, size, (page - 1) * size);
      return rows.map((r) => ({ ...r, offer: offerOf(r.best) }));
    }, 500),
  };
}
