import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataVersions, ruleVersions, users } from '../../db/schema';
import { rowsOf } from '../../db/raw-rows';

/** The newest committed rule-set version. */
export async function currentVersion(db: DbOrTx): Promise<number> {
  const rows = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, 'eligibility'));
  return rows[0]?.version ?? 0;
}

const columns = {
  version: ruleVersions.version,
  createdAt: ruleVersions.created_at,
  createdById: ruleVersions.created_by,
  createdByName: users.name,
  summary: ruleVersions.summary,
  changes: ruleVersions.changes,
  reason: ruleVersions.reason,
  kind: ruleVersions.kind,
};

export type RuleVersionRow = {
  version: number;
  createdAt: Date;
  createdById: string | null;
  createdByName: string | null;
  summary: string;
  changes: Record<string, { added?: number; changed?: number; removed?: number }>;
  reason: string | null;
  kind: 'edit' | 'restore' | 'import' | 'approval';
};

export async function pageVersions(db: DbOrTx, page: number, limit: number): Promise<{ rows: RuleVersionRow[]; total: number }> {
  const rows = await db
    .select(columns)
    .from(ruleVersions)
    .leftJoin(users, eq(users.id, ruleVersions.created_by))
    .orderBy(desc(ruleVersions.version))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ total: count() }).from(ruleVersions);
  return { rows, total: counted?.total ?? 0 };
}

export async function findVersion(db: DbOrTx, version: number): Promise<RuleVersionRow | null> {
  const rows = await db
    .select(columns)
    .from(ruleVersions)
    .leftJoin(users, eq(users.id, ruleVersions.created_by))
    .where(eq(ruleVersions.version, version))
    .limit(1);
  return rows[0] ?? null;
}

/** Versions after `lo` up to and including `hi`, newest first: the changes a diff between them spans. */
export async function versionsBetween(db: DbOrTx, lo: number, hi: number, limit: number): Promise<RuleVersionRow[]> {
  return db
    .select(columns)
    .from(ruleVersions)
    .leftJoin(users, eq(users.id, ruleVersions.created_by))
    .where(and(gt(ruleVersions.version, lo), lte(ruleVersions.version, hi)))
    .orderBy(desc(ruleVersions.version))
    .limit(limit);
}

/** Counts of the rows each version holds, per table (for the detail view). */
export async function rowCountsAt(db: DbOrTx, version: number): Promise<Record<string, number>> {
  const result = await db.execute(
    sql`SELECT tbl, count(*)::int AS n FROM rule_set_rows WHERE valid_from <= ${version} AND (valid_to IS NULL OR valid_to > ${version}) GROUP BY tbl`,
  );
  const rows = rowsOf<{ tbl: string; n: number }>(result);
  return Object.fromEntries(rows.map((r) => [r.tbl, Number(r.n)]));
}
