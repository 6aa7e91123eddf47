import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RuleChangeState } from '@lbo/contracts/rule-changes';
import type { DbOrTx } from '../../db/client';
import { pagedRows } from '../../db/paged-rows';
import { appSettings, banks, dataVersions, products, ruleChangeProposals, users } from '../../db/schema';

export const RULE_APPROVALS_KEY = 'rule_approvals';

/** The rule-set version counter: every committed rule change moves it by one, under a row lock. */
export async function ruleSetVersionNow(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, 'eligibility'));
  return row?.version ?? 0;
}

export async function readSetting(db: DbOrTx, key: string, opts: { forUpdate?: boolean } = {}): Promise<Record<string, unknown> | null> {
  const query = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row?.value ?? null;
}

export async function userNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function writeSetting(db: DbOrTx, key: string, value: Record<string, unknown>, by: string, at: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updated_by: by, updated_at: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updated_by: by, updated_at: at } });
}

export type ProposalRow = typeof ruleChangeProposals.$inferSelect;
export type NewProposal = typeof ruleChangeProposals.$inferInsert;

export async function insertProposal(db: DbOrTx, values: NewProposal): Promise<ProposalRow> {
  const [row] = await db.insert(ruleChangeProposals).values(values).returning();
  return row!;
}

export async function findProposal(db: DbOrTx, id: string): Promise<ProposalRow | null> {
  const [row] = await db.select().from(ruleChangeProposals).where(eq(ruleChangeProposals.id, id));
  return row ?? null;
}

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');

/** Proposals newest first, with the names of their bank, product, proposer and decider. */
export async function pageProposals(db: DbOrTx, q: { state?: RuleChangeState; page: number; limit: number }) {
  const where = q.state ? eq(ruleChangeProposals.state, q.state) : undefined;
  return pagedRows(
    db
      .select({
        proposal: ruleChangeProposals,
        bankName: banks.name,
        productName: products.name,
        proposerName: proposer.name,
        deciderName: decider.name,
      })
      .from(ruleChangeProposals)
      .leftJoin(banks, eq(banks.id, ruleChangeProposals.bank_id))
      .leftJoin(products, eq(products.id, ruleChangeProposals.product_id))
      .leftJoin(proposer, eq(proposer.id, ruleChangeProposals.proposed_by))
      .leftJoin(decider, eq(decider.id, ruleChangeProposals.decided_by))
      .where(where)
      .orderBy(desc(ruleChangeProposals.proposed_at), desc(ruleChangeProposals.id)),
    db.select({ total: count() }).from(ruleChangeProposals).where(where),
    q,
  );
}

/** Decides a pending proposal; false when it was decided meanwhile (nothing is written then). */
export async function decideProposal(
  db: DbOrTx,
  id: string,
  decision: { state: 'approved' | 'rejected'; by: string; at: Date; reason: string | null; version: number | null },
): Promise<boolean> {
  const rows = await db
    .update(ruleChangeProposals)
    .set({ state: decision.state, decided_by: decision.by, decided_at: decision.at, decision_reason: decision.reason, applied_version: decision.version })
    .where(and(eq(ruleChangeProposals.id, id), eq(ruleChangeProposals.state, 'pending')))
    .returning({ id: ruleChangeProposals.id });
  return rows.length > 0;
}

/** Stores a proposal's impact and the version it was worked out over. */
export async function storeImpact(db: DbOrTx, id: string, impact: { version: number; impact: unknown; at: Date }): Promise<void> {
  await db
    .update(ruleChangeProposals)
    .set({ impact: impact.impact, impact_version: impact.version, impact_at: impact.at })
    .where(eq(ruleChangeProposals.id, id));
}
