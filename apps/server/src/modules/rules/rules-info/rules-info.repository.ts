import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pagedRows } from '../../../db/paged-rows';
import { rowsOf } from '../../../db/raw-rows';
import { banks, products, rulesInfo } from '../../../db/schema';
import { likePattern } from '../../../lib/db-errors';

/** Every word must appear in the bank name or the product name ("hdfc personal" finds HDFC Bank / Personal Loan). */
function searchFilter(search: string | undefined): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => or(ilike(banks.name, likePattern(w)), ilike(products.name, likePattern(w)))!));
}

export async function pageRulesInfo(db: DbOrTx, q: { search?: string; page: number; limit: number }) {
  const where = searchFilter(q.search);
  return pagedRows(
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
      .orderBy(desc(rulesInfo.updated_at), asc(banks.name), asc(products.name), asc(rulesInfo.id)),
    db
      .select({ total: count() })
      .from(rulesInfo)
      .leftJoin(banks, eq(banks.id, rulesInfo.bank_id))
      .leftJoin(products, eq(products.id, rulesInfo.product_id))
      .where(where),
    q,
  );
}

/** One row's change in one version: its content before (null when added) and after (null when removed). */
export interface PairHistoryRow {
  tbl: string;
  row_id: string;
  version: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Date;
  created_by: string | null;
  created_by_name: string | null;
  reason: string | null;
  kind: 'edit' | 'restore' | 'import' | 'approval';
}

/**
 * A pair's rule changes, newest first, read from the row history the triggers keep: every
 * version that touched the pair's rows (or its bank's, for bank-level tables) counts, whether an
 * edit, a restore, an import or an approved proposal made it. Consecutive contents of a row are
 * joined where one ends and the next starts; a content with no predecessor was added, an ended
 * one with no successor removed.
 */
export async function pagePairHistory(
  db: DbOrTx,
  q: { bankId: string; productId: string; pairTables: readonly string[]; bankTables: readonly string[]; page: number; limit: number },
): Promise<{ rows: PairHistoryRow[]; total: number }> {
  const tables = [...q.pairTables, ...q.bankTables];
  if (tables.length === 0) return { rows: [], total: 0 };
  const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;
  const result = await db.execute(sql`
    WITH pair_rows AS (
      SELECT tbl, row_id, valid_from, valid_to, data FROM rule_set_rows
      WHERE tbl = ANY(${textArray(tables)}::text[]) AND data ->> 'bank_id' = ${q.bankId}
        AND (tbl = ANY(${textArray(q.bankTables)}::text[]) OR data ->> 'product_id' = ${q.productId})
    ), events AS (
      SELECT coalesce(n.tbl, o.tbl) AS tbl, coalesce(n.row_id, o.row_id) AS row_id, coalesce(n.valid_from, o.valid_to) AS version,
             o.data AS before, n.data AS after
      FROM pair_rows n
      FULL JOIN (SELECT * FROM pair_rows WHERE valid_to IS NOT NULL) o ON o.tbl = n.tbl AND o.row_id = n.row_id AND o.valid_to = n.valid_from
    )
    SELECT e.tbl, e.row_id, e.version, e.before, e.after, v.created_at, v.created_by, u.name AS created_by_name, v.reason, v.kind,
           count(*) OVER () AS total
    FROM events e
    JOIN rule_versions v ON v.version = e.version
    LEFT JOIN users u ON u.id = v.created_by
    ORDER BY e.version DESC, e.tbl, e.row_id
    LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  const rows = rowsOf<PairHistoryRow & { total: string | number; created_at: Date | string }>(result);
  let total = Number(rows[0]?.total ?? 0);
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && q.page > 1) total = (await pagePairHistory(db, { ...q, page: 1, limit: 1 })).total;
  return {
    rows: rows.map(({ total: _total, ...row }) => ({ ...row, version: Number(row.version), created_at: new Date(row.created_at) })),
    total,
  };
}
