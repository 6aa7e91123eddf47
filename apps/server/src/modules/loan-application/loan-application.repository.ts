import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { EvaluationOutput } from '@lbo/eligibility';
import type { DbOrTx } from '../../db/client';
import { loanApplications } from '../../db/schema';

// Compression runs on libuv's thread pool, off the event loop.
const gzipAsync = promisify(gzip);

/** What an application keeps queryable per pair; the full answer is stored compressed beside it. */
export function summarise(result: EvaluationOutput) {
  return {
    totalBanksChecked: result.totalBanksChecked,
    eligibleCount: result.eligibleCount,
    pairs: result.eligibleBanks.map((e) => ({
      bankId: e.bankId,
      productId: e.productId,
      eligibilityStatus: e.eligibilityStatus,
      eligibleAmount: e.loanAmountDetails.eligibleAmount,
      interestRate: e.loanAmountDetails.interestRate,
      estimatedEMI: e.loanAmountDetails.estimatedEMI,
      grantedTenure: e.grantedTenure,
      failureCodes: e.failureCodes,
    })),
  };
}

export async function insertApplication(
  db: DbOrTx,
  v: { userName: string | null; createdBy: string | null; input: unknown; result: EvaluationOutput; now: Date },
) {
  const full = await gzipAsync(JSON.stringify(v.result));
  const [row] = await db
    .insert(loanApplications)
    .values({
      user_name: v.userName,
      created_by: v.createdBy,
      input: v.input,
      result: summarise(v.result),
      result_gzip: full,
      total_banks_checked: v.result.totalBanksChecked,
      eligible_count: v.result.eligibleCount,
      created_at: v.now,
    })
    .returning({ id: loanApplications.id });
  return row!.id;
}
