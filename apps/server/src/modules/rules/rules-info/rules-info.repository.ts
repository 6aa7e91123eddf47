import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { RuleGroup } from '@lbo/contracts/rules';
import type { DbOrTx } from '../../../db/client';
import { banks, products, ruleChanges, rulesInfo } from '../../../db/schema';

/** `%`, `_` and `\` typed into a search box are matched literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every word must appear in the bank name or the product name ("hdfc personal" finds HDFC Bank / Personal Loan). */
function searchFilter(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => or(ilike(banks.name, likePattern(w)), ilike(products.name, likePattern(w)))!));
}

export async function pageRulesInfo(db: DbOrTx, q: { search?: string; page: number; limit: number }) {
  const where = searchFilter(q.search);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: rulesInfo.id,
        bank_id: rulesInfo.bank_id,
        product_id: rulesInfo.product_id,
        bank_name: banks.name,
        product_name: products.name,
        created_by_name: rulesInfo.created_by_name,
        updated_by_name: rulesInfo.updated_by_name,
        created_at: rulesInfo.created_at,
        updated_at: rulesInfo.updated_at,
      })
      .from(rulesInfo)
      .leftJoin(banks, eq(banks.id, rulesInfo.bank_id))
      .leftJoin(products, eq(products.id, rulesInfo.product_id))
      .where(where)
      .orderBy(desc(rulesInfo.updated_at), asc(banks.name), asc(products.name), asc(rulesInfo.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: count() })
      .from(rulesInfo)
      .leftJoin(banks, eq(banks.id, rulesInfo.bank_id))
      .leftJoin(products, eq(products.id, rulesInfo.product_id))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A pair's changes, newest first; the bank's transfer-rule changes saved outside any pair count too. */
export async function pageRuleChanges(db: DbOrTx, q: { bankId: string; productId: string; group?: RuleGroup; page: number; limit: number }) {
  const ofPair = or(eq(ruleChanges.product_id, q.productId), and(isNull(ruleChanges.product_id), eq(ruleChanges.rule_group, 'bankTransfer')));
  const where = and(eq(ruleChanges.bank_id, q.bankId), ofPair, q.group ? eq(ruleChanges.rule_group, q.group) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(ruleChanges)
      .where(where)
      .orderBy(desc(ruleChanges.changed_at), desc(ruleChanges.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(ruleChanges).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
