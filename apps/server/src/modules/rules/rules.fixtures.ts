import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { banks, products, salaryCategories } from '../../db/schema';
import { bearer, type TestApp } from '../../../test/test-app';
import type { FileApp } from '../../../test/test-app-for-file';

/* Helpers of the rules tests: master data is another module, so tests insert what they need directly. */

export interface TestPair {
  bank_id: string;
  product_id: string;
  bankName: string;
  productName: string;
}

export async function insertPair(db: Database, label = randomBytes(3).toString('hex'), productLabel = label): Promise<TestPair> {
  const [bank] = await db
    .insert(banks)
    .values({ name: `Bank ${label}` })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ name: `Product ${productLabel}` })
    .returning();
  return { bank_id: bank!.id, product_id: product!.id, bankName: bank!.name, productName: product!.name };
}

export async function insertCategories(db: Database, names: string[]): Promise<Record<string, string>> {
  const rows = await db
    .insert(salaryCategories)
    .values(names.map((name) => ({ name })))
    .returning();
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

export async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const pairQuery = (pair: { bank_id: string; product_id: string }) => `bank_id=${pair.bank_id}&product_id=${pair.product_id}`;

/** Calls as one signed-in user (without a token, the file app's administrator); answers status and parsed body. */
export function caller(t: TestApp | FileApp, token?: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const as = token ?? (t as Partial<FileApp>).token;
    if (!as) throw new Error('caller: no token');
    const res = await t.app.inject({ method, url, headers: bearer(as), ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}
export type Caller = ReturnType<typeof caller>;
