import { inArray } from 'drizzle-orm';
import { largestOffer } from '@lbo/eligibility';
import type { CustomerDetail, CustomerList, CustomerRow, CustomersQuery } from '@lbo/contracts/customers';
import type { Database } from '../../db/client';
import { banks, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { pagesOf, type ExportColumn } from '../../lib/table-export';
import { customerApplications, findCustomer, pageCustomers, type CustomerRecord } from './customers.repository';

const HISTORY_LIMIT = 200;

const describe = (r: CustomerRecord): CustomerRow => ({
  id: r.id,
  reference: r.reference,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  evaluations: r.evaluations,
  lastEvaluatedAt: r.lastEvaluatedAt?.toISOString() ?? null,
  lastEligibleCount: r.lastEligibleCount,
  bestOfferAmount: Number(r.bestOfferAmount),
});

export async function listCustomers(db: Database, q: CustomersQuery) {
  const { rows, total } = await pageCustomers(db, q);
  const list: CustomerList = { items: rows.map(describe), total, page: q.page, limit: q.limit, totalPages: Math.max(1, Math.ceil(total / q.limit)) };
  return ok(list, 'Customers');
}

export async function getCustomer(db: Database, id: string) {
  const customer = await findCustomer(db, id);
  if (!customer) throw AppError.notFound('Customer');
  const applications = await customerApplications(db, id, HISTORY_LIMIT);
  const offers = applications.map((a) => a.largest ?? []);
  const bankIds = [...new Set(offers.flatMap((list) => list.map((o) => o.bank_id)))];
  const productIds = [...new Set(offers.flatMap((list) => list.map((o) => o.product_id)))];
  const [bankRows, productRows] = await Promise.all([
    bankIds.length ? db.select({ id: banks.id, name: banks.name }).from(banks).where(inArray(banks.id, bankIds)) : [],
    productIds.length ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)) : [],
  ]);
  const names = new Map([...bankRows, ...productRows].map((r) => [r.id, r.name]));
  const best = offers.map((list) =>
    largestOffer(
      list.map((o) => ({
        amount: Number(o.amount),
        apr: o.apr === null ? null : Number(o.apr),
        rate: o.rate === null ? null : Number(o.rate),
        bankName: names.get(o.bank_id) ?? 'Deleted bank',
        productName: names.get(o.product_id) ?? 'Deleted product',
      })),
    ),
  );
  const detail: CustomerDetail = {
    ...describe(customer),
    history: applications.map((a, i) => ({
      applicationId: a.id,
      evaluatedAt: a.createdAt.toISOString(),
      ruleVersion: a.ruleVersion,
      totalBanksChecked: a.totalBanksChecked,
      eligibleCount: a.eligibleCount,
      source: { kind: a.source, userName: a.userName, apiKeyId: a.apiKeyId, apiKeyLabel: a.apiKeyLabel, bulkJobId: a.bulkJobId, fileName: a.fileName },
      bestOffer: best[i] ? { bankName: best[i]!.bankName, productName: best[i]!.productName, amount: best[i]!.amount, apr: best[i]!.apr ?? null } : null,
    })),
  };
  return ok(detail, 'Customer');
}

/** The export's columns: the list's, dates on India's clock, ₹ as numbers. */
export const CUSTOMER_EXPORT_COLUMNS: readonly ExportColumn<CustomerRecord>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Name', value: (r) => r.name },
  { header: 'Evaluations', value: (r) => r.evaluations },
  { header: 'Last evaluated (IST)', value: (r) => r.lastEvaluatedAt },
  { header: 'Eligible offers at last evaluation', value: (r) => r.lastEligibleCount },
  { header: 'Best offer (₹)', value: (r) => Number(r.bestOfferAmount) },
  { header: 'Customer since (IST)', value: (r) => r.createdAt },
];

/** The filtered customers in the list's order, a page at a time, for the shared export writer. */
export function customerPages(db: Database, q: Omit<CustomersQuery, 'page' | 'limit'>) {
  return pagesOf(async (page, limit) => (await pageCustomers(db, { ...q, page, limit }, { count: false })).rows);
}
