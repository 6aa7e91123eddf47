import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { banks, products } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { MappingImportTarget } from './mappings.import';

/** The bank and product a mapping import is for must exist. */
export async function findImportTarget(db: DbOrTx, target: MappingImportTarget) {
  const [bank] = await db.select({ id: banks.id }).from(banks).where(eq(banks.id, target.bank_id)).limit(1);
  if (!bank) throw AppError.notFound('Bank');
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, target.product_id)).limit(1);
  if (!product) throw AppError.notFound('Product');
}
