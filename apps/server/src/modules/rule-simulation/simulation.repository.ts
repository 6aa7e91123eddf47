import { and, desc, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loanApplications } from '../../db/schema';

/** Applications read a statement: on the embedded database each read holds the request thread (issue 46). */
const PAGE = 250;

/**
 * The newest `last` stored applications, of the last `days` days when given, with the rule-set
 * version each was decided under: read in pages, newest first, `between` awaited between pages
 * (the preview yields to other users there). Each page starts below the previous page's last row,
 * by its time as the database wrote it (microseconds; a JavaScript Date keeps milliseconds) and its
 * id, so a row deleted meanwhile cannot end the reading early.
 */
export async function applicationsInWindow(db: DbOrTx, last: number, since: Date | null, between: () => Promise<void> = async () => undefined) {
  const rows: Awaited<ReturnType<typeof page>> = [];
  const page = (after: { id: string; at: string } | undefined, limit: number) =>
    db
      .select({
        id: loanApplications.id,
        userName: loanApplications.user_name,
        input: loanApplications.input,
        createdAt: loanApplications.created_at,
        ruleVersion: loanApplications.rule_version,
        at: sql<string>`${loanApplications.created_at}::text`,
      })
      .from(loanApplications)
      .where(
        and(
          since ? gte(loanApplications.created_at, since) : undefined,
          after ? sql`(${loanApplications.created_at}, ${loanApplications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(loanApplications.created_at), desc(loanApplications.id))
      .limit(limit);
  for (;;) {
    const limit = Math.min(PAGE, last - rows.length);
    const next = await page(rows.at(-1), limit);
    rows.push(...next);
    if (next.length < limit || rows.length >= last) return rows;
    await between();
  }
}
