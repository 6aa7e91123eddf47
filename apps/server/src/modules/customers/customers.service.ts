import { inArray } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import type { CustomerDetail, CustomerList, CustomerRow, CustomersQuery } from '@lbo/contracts/customers';
import type { Database } from '../../db/client';
import { banks, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { allCustomers, customerApplications, findCustomer, pageCustomers, type CustomerRecord } from './customers.repository';

/** Rows an export writes at most; the list's filters narrow larger sets. */
export const EXPORT_MAX_ROWS = 100_000;
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

type StoredPair = { bankId: string; productId: string; eligibilityStatus: string; eligibleAmount: number };

export async function getCustomer(db: Database, id: string) {
  const customer = await findCustomer(db, id);
  if (!customer) throw AppError.notFound('Customer');
  const applications = await customerApplications(db, id, HISTORY_LIMIT);
  const best = applications.map((a) => {
    const pairs = ((a.result as { pairs?: StoredPair[] }).pairs ?? []).filter((p) => p.eligibilityStatus === 'ELIGIBLE');
    return pairs.reduce<StoredPair | null>((top, p) => (!top || p.eligibleAmount > top.eligibleAmount ? p : top), null);
  });
  const bankIds = [...new Set(best.flatMap((b) => (b ? [b.bankId] : [])))];
  const productIds = [...new Set(best.flatMap((b) => (b ? [b.productId] : [])))];
  const [bankRows, productRows] = await Promise.all([
    bankIds.length ? db.select({ id: banks.id, name: banks.name }).from(banks).where(inArray(banks.id, bankIds)) : [],
    productIds.length ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)) : [],
  ]);
  const names = new Map([...bankRows, ...productRows].map((r) => [r.id, r.name]));
  const detail: CustomerDetail = {
    ...describe(customer),
    history: applications.map((a, i) => ({
      applicationId: a.id,
      evaluatedAt: a.createdAt.toISOString(),
      ruleVersion: a.ruleVersion,
      totalBanksChecked: a.totalBanksChecked,
      eligibleCount: a.eligibleCount,
      bestOffer: best[i]
        ? {
            bankName: names.get(best[i]!.bankId) ?? 'Deleted bank',
            productName: names.get(best[i]!.productId) ?? 'Deleted product',
            amount: best[i]!.eligibleAmount,
          }
        : null,
    })),
  };
  return ok(detail, 'Customer');
}

const HEADER = ['Reference', 'Name', 'Evaluations', 'Last evaluated (IST)', 'Eligible offers at last evaluation', 'Best offer (₹)', 'Customer since (IST)'];
const istDate = (d: Date | null) => (d ? new Date(d.getTime() + 330 * 60_000) : null);

/** The filtered customers as .xlsx (dates as dates, ₹ as numbers) or .csv. */
export async function exportCustomers(db: Database, q: Omit<CustomersQuery, 'page' | 'limit'>, format: 'xlsx' | 'csv') {
  const rows = await allCustomers(db, q, EXPORT_MAX_ROWS);
  const body = rows.map((r) => [
    r.reference,
    r.name,
    r.evaluations,
    istDate(r.lastEvaluatedAt),
    r.lastEligibleCount,
    Number(r.bestOfferAmount),
    istDate(r.createdAt),
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([HEADER, ...body], { cellDates: true, dateNF: 'dd mmm yyyy hh:mm' });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Customers');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: format, compression: true }) as Buffer;
  return {
    bytes,
    filename: `customers.${format}`,
    type: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
