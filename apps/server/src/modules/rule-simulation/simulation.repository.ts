import { desc, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loanApplications } from '../../db/schema';

/** The newest `last` stored applications, of the last `days` days when given, with the rule-set version each was decided under. */
export async function applicationsInWindow(db: DbOrTx, last: number, since: Date | null) {
  return db
    .select({
      id: loanApplications.id,
      userName: loanApplications.user_name,
      input: loanApplications.input,
      createdAt: loanApplications.created_at,
      ruleVersion: loanApplications.rule_version,
    })
    .from(loanApplications)
    .where(since ? gte(loanApplications.created_at, since) : undefined)
    .orderBy(desc(loanApplications.created_at), desc(loanApplications.id))
    .limit(last);
}
