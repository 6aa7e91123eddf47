import type { CustomerDetail, CustomerList, CustomerRow, CustomersQuery, DecisionSourceView, LargestOffer } from '@lbo/contracts/customers';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { pagesOf, type ExportColumn } from '../../lib/table-export';
import { listConsents } from '../consents';
import {
  customerApplications,
  findCustomer,
  largestOffersOf,
  pageCustomers,
  type CustomerApplication,
  type CustomerRecord,
  type LargestOfferRow,
} from './customers.repository';

const HISTORY_LIMIT = 200;

export const offerOf = (o: LargestOfferRow | null | undefined): LargestOffer | null =>
  o
    ? {
        bankName: o.bankName ?? 'Deleted bank',
        productName: o.productName ?? 'Deleted product',
        amount: Number(o.amount),
        apr: o.apr === null ? null : Number(o.apr),
        rate: o.rate === null ? null : Number(o.rate),
      }
    : null;

/** Who asked for an evaluation: a user in the console, a bulk file, or a program with an API key. */
export const sourceOf = (a: CustomerApplication): DecisionSourceView => ({
  kind: a.source,
  userName: a.userName,
  apiKeyId: a.apiKeyId,
  apiKeyLabel: a.apiKeyLabel,
  bulkJobId: a.bulkJobId,
  fileName: a.fileName,
});

const describe = (r: CustomerRecord, largest: LargestOfferRow | undefined): CustomerRow => ({
  id: r.id,
  reference: r.reference,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  evaluations: r.evaluations,
  lastEvaluatedAt: r.lastEvaluatedAt?.toISOString() ?? null,
  lastEligibleCount: r.lastEligibleCount,
  bestOfferAmount: Number(r.bestOfferAmount),
  largestOffer: offerOf(largest),
});

export async function listCustomers(db: Database, q: CustomersQuery) {
  const { rows, total } = await pageCustomers(db, q);
  const largest = await largestOffersOf(
    db,
    rows.map((r) => r.id),
  );
  const list: CustomerList = {
    items: rows.map((r) => describe(r, largest.get(r.id))),
    total,
    page: q.page,
    limit: q.limit,
    totalPages: Math.max(1, Math.ceil(total / q.limit)),
  };
  return ok(list, 'Customers');
}

/** The customer read through `readDb`, or from `primary` when the replica has not received it yet; 404 when neither has it. */
export async function customerFrom(readDb: Database, id: string, primary: Database) {
  let db = readDb;
  let customer = await findCustomer(db, id);
  if (!customer && primary !== readDb) {
    db = primary;
    customer = await findCustomer(db, id);
  }
  if (!customer) throw AppError.notFound('Customer');
  return { db, customer };
}

/**
 * One customer and their history, read through `db` (a replica when set). A customer the replica
 * has not received yet (evaluated a moment ago) is read from `primary`.
 */
export async function getCustomer(readDb: Database, id: string, primary: Database = readDb) {
  const { db, customer } = await customerFrom(readDb, id, primary);
  const [applications, largest, consents] = await Promise.all([customerApplications(db, id, HISTORY_LIMIT), largestOffersOf(db, [id]), listConsents(db, id)]);
  const detail: CustomerDetail = {
    ...describe(customer, largest.get(id)),
    history: applications.map((a) => ({
      applicationId: a.id,
      evaluatedAt: a.createdAt.toISOString(),
      ruleVersion: a.ruleVersion,
      totalBanksChecked: a.totalBanksChecked,
      eligibleCount: a.eligibleCount,
      source: sourceOf(a),
      bestOffer: offerOf(a.best),
      applicant: a.applicant,
      acknowledgements: a.acknowledgements.map((k) => ({
        ...k,
        bankName: k.bankName ?? 'Deleted bank',
        productName: k.productName ?? 'Deleted product',
        acknowledgedAt: new Date(k.acknowledgedAt).toISOString(),
      })),
    })),
    consents,
  };
  return ok(detail, 'Customer');
}

/** The export's columns: the list's, dates on India's clock, ₹ as numbers. */
type ExportedCustomer = CustomerRecord & { largest: LargestOfferRow | undefined };

export const CUSTOMER_EXPORT_COLUMNS: readonly ExportColumn<ExportedCustomer>[] = [
  { header: 'Reference', width: 18, value: (r) => r.reference },
  { header: 'Name', width: 24, value: (r) => r.name },
  { header: 'Evaluations', style: 'integer', value: (r) => r.evaluations },
  { header: 'Last evaluated (IST)', width: 20, value: (r) => r.lastEvaluatedAt },
  { header: 'Eligible offers at last evaluation', width: 14, style: 'integer', value: (r) => r.lastEligibleCount },
  // The amount of the same offer as the lender beside it (the stored running maximum only where no decision is kept).
  { header: 'Largest offer (₹)', width: 16, style: 'rupees', value: (r) => r.largest?.amount ?? Number(r.bestOfferAmount) },
  { header: 'Largest offer: lender', width: 22, value: (r) => r.largest?.bankName ?? null },
  { header: 'Largest offer: product', width: 24, value: (r) => r.largest?.productName ?? null },
  { header: 'Largest offer: rate (% p.a.)', width: 12, style: 'percent', value: (r) => r.largest?.rate ?? null },
  { header: 'Largest offer: APR (%)', width: 12, style: 'percent', value: (r) => r.largest?.apr ?? null },
  { header: 'Customer since (IST)', width: 20, value: (r) => r.createdAt },
];

/** The filtered customers in the list's order, a page at a time, for the shared export writer. */
export function customerPages(db: Database, q: Omit<CustomersQuery, 'page' | 'limit'>) {
  return pagesOf(async (page, limit): Promise<ExportedCustomer[]> => {
    const { rows } = await pageCustomers(db, { ...q, page, limit }, { count: false });
    const largest = await largestOffersOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, largest: largest.get(r.id) }));
  });
}
