import type { EvaluationOutput } from '@lbo/eligibility';
import type { DbOrTx } from '../../db/client';
import { loanApplications } from '../../db/schema';

export async function insertApplication(
  db: DbOrTx,
  v: { userName: string | null; createdBy: string | null; input: unknown; result: EvaluationOutput; now: Date },
) {
  const [row] = await db
    .insert(loanApplications)
    .values({
      user_name: v.userName,
      created_by: v.createdBy,
      input: v.input,
      result: v.result,
      total_banks_checked: v.result.totalBanksChecked,
      eligible_count: v.result.eligibleCount,
      created_at: v.now,
    })
    .returning({ id: loanApplications.id });
  return row!.id;
}
