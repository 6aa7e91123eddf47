import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { EligibilityEntry } from '@lbo/eligibility';
import type { DbOrTx } from '../../db/client';
import { loanApplications } from '../../db/schema';

const gunzipAsync = promisify(gunzip);

/**
 * Applications stored before rule versions kept their whole answer compressed;
 * their explanations are read from it, as they were given then.
 */
export async function legacyExplanation(db: DbOrTx, applicationId: string, bankId: string, productId: string): Promise<EligibilityEntry | null> {
  const [row] = await db.select({ gz: loanApplications.result_gzip }).from(loanApplications).where(eq(loanApplications.id, applicationId)).limit(1);
  if (!row?.gz) return null;
  const answer = JSON.parse((await gunzipAsync(row.gz)).toString('utf8')) as { eligibleBanks: EligibilityEntry[] };
  return answer.eligibleBanks.find((e) => e.bankId === bankId && e.productId === productId) ?? null;
}
