import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loanApplications } from '../../db/schema';
import type { CompactEntry, CompactEvaluation } from './engine';

/** One pair of a stored decision: what the apply answer said, without the names (the version has them). */
export interface StoredPair {
  bankId: string;
  productId: string;
  eligibilityStatus: CompactEntry['eligibilityStatus'];
  eligibleAmount: number;
  interestRate: number | null;
  estimatedEMI: number;
  grantedTenure: number;
  failureCodes: string[];
  bindingCap?: string | null;
}

export interface StoredSummary {
  totalBanksChecked: number;
  eligibleCount: number;
  pairs: StoredPair[];
}

/** The queryable per-pair summary kept with every application (analytics read it too). */
export function summarise(result: CompactEvaluation): StoredSummary {
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
      bindingCap: e.bindingCap,
    })),
  };
}

export async function insertApplication(
  db: DbOrTx,
  v: {
    userName: string | null;
    createdBy: string | null;
    customerId?: string | null;
    input: unknown;
    result: CompactEvaluation;
    ruleVersion: number;
    evaluationDate: string;
    now: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(loanApplications)
    .values({
      user_name: v.userName,
      created_by: v.createdBy,
      customer_id: v.customerId ?? null,
      input: v.input,
      result: summarise(v.result),
      total_banks_checked: v.result.totalBanksChecked,
      eligible_count: v.result.eligibleCount,
      rule_version: v.ruleVersion,
      evaluation_date: v.evaluationDate,
      created_at: v.now,
    })
    .returning({ id: loanApplications.id });
  return row!.id;
}

/** Many applications in one statement; ids are made here so each caller knows its own. */
export async function insertApplications(
  db: DbOrTx,
  rows: {
    userName: string | null;
    createdBy: string | null;
    customerId: string | null;
    input: unknown;
    result: CompactEvaluation;
    ruleVersion: number;
    evaluationDate: string;
    now: Date;
  }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(() => randomUUID());
  await db.insert(loanApplications).values(
    rows.map((v, i) => ({
      id: ids[i]!,
      user_name: v.userName,
      created_by: v.createdBy,
      customer_id: v.customerId,
      input: v.input,
      result: summarise(v.result),
      total_banks_checked: v.result.totalBanksChecked,
      eligible_count: v.result.eligibleCount,
      rule_version: v.ruleVersion,
      evaluation_date: v.evaluationDate,
      created_at: v.now,
    })),
  );
  return ids;
}

export async function findApplication(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      id: loanApplications.id,
      input: loanApplications.input,
      result: loanApplications.result,
      ruleVersion: loanApplications.rule_version,
      evaluationDate: loanApplications.evaluation_date,
      createdAt: loanApplications.created_at,
    })
    .from(loanApplications)
    .where(eq(loanApplications.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, result: row.result as StoredSummary } : null;
}
