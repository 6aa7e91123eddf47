import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { banks, products, salaryCategories } from '../../../db/schema';

export async function findBankName(db: DbOrTx, id: string): Promise<string | null> {
  const rows = await db.select({ name: banks.name }).from(banks).where(eq(banks.id, id)).limit(1);
  return rows[0]?.name ?? null;
}

export async function findProductName(db: DbOrTx, id: string): Promise<string | null> {
  const rows = await db.select({ name: products.name }).from(products).where(eq(products.id, id)).limit(1);
  return rows[0]?.name ?? null;
}

/** Which of these category ids exist. */
export async function existingCategoryIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: salaryCategories.id }).from(salaryCategories).where(inArray(salaryCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}
