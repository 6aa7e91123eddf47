import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { dataVersions } from './schema';

/**
 * The version of everything the evaluator reads. Database triggers raise it on
 * any write to rules, mappings, banks, products, companies, cities or
 * categories, so a cache keyed on it can never serve stale rules, in any process.
 */
export async function eligibilityDataVersion(db: DbOrTx): Promise<number> {
  const rows = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, 'eligibility'));
  return rows[0]?.version ?? 0;
}
