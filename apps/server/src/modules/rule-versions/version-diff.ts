import { sql } from 'drizzle-orm';
import type { RuleDiffGroup, RuleDiffRow, RuleVersionDiff } from '@lbo/contracts/rule-versions';
import type { DbOrTx } from '../../db/client';
import { rowsAt, VERSIONED_TABLES } from './rule-set-rows.repository';
import { describeVersion, tableLabel } from './rule-versions.service';
import { findVersion, versionsBetween } from './rule-versions.repository';
import { AppError } from '../../lib/app-error';
import { rowsOf } from '../../db/raw-rows';

/** Rows listed in one diff; the totals still count every row. */
const MAX_DIFF_ROWS = 2000;
/** Columns every write touches: shown with the row, never as "what changed". */
const BOOKKEEPING = new Set(['created_at', 'updated_at', 'created_by', 'updated_by']);

type Row = Record<string, unknown>;
export interface RowSides {
  tbl: string;
  rowId: string;
  before: Row | null;
  after: Row | null;
}

/**
 * A row's content differs between two versions exactly when one of its
 * contents starts or ends between them, so only those history rows are read,
 * never the whole of either version.
 */
const between = (lo: number, hi: number) => sql`((valid_from > ${lo} AND valid_from <= ${hi}) OR (valid_to > ${lo} AND valid_to <= ${hi}))`;
const validAt = (v: number) => sql`(valid_from <= ${v} AND (valid_to IS NULL OR valid_to > ${v}))`;

/** Counts of rows added, removed and changed (bookkeeping columns aside) going from `from` to `to`. */
async function diffTotals(db: DbOrTx, from: number, to: number) {
  const [lo, hi] = from < to ? [from, to] : [to, from];
  const bookkeeping = sql.raw(`ARRAY[${[...BOOKKEEPING].map((c) => `'${c}'`).join(',')}]::text[]`);
  const [row] = rowsOf<{ added: number; removed: number; changed: number }>(
    await db.execute(sql`
      WITH sides AS (
        SELECT (array_agg(data - ${bookkeeping}) FILTER (WHERE in_from))[1] AS a,
               (array_agg(data - ${bookkeeping}) FILTER (WHERE in_to))[1] AS b
        FROM (SELECT tbl, row_id, ${validAt(from)} AS in_from, ${validAt(to)} AS in_to, data
              FROM rule_set_rows WHERE ${between(lo, hi)}) touched
        WHERE in_from OR in_to
        GROUP BY tbl, row_id
      )
      SELECT count(*) FILTER (WHERE a IS NULL)::int AS added,
             count(*) FILTER (WHERE b IS NULL)::int AS removed,
             count(*) FILTER (WHERE a IS NOT NULL AND b IS NOT NULL AND a <> b)::int AS changed
      FROM sides`),
  );
  return { added: Number(row?.added ?? 0), removed: Number(row?.removed ?? 0), changed: Number(row?.changed ?? 0) };
}

/** Each row whose content differs, with its content in `from` (before) and in `to` (after), in table order. */
export async function changedRows(db: DbOrTx, from: number, to: number, limit: number | null): Promise<RowSides[]> {
  const [lo, hi] = from < to ? [from, to] : [to, from];
  const rows = rowsOf<{ tbl: string; row_id: string; in_from: boolean; in_to: boolean; data: Row }>(
    await db.execute(sql`
      WITH touched AS (
        SELECT DISTINCT tbl, row_id FROM rule_set_rows WHERE ${between(lo, hi)} ORDER BY tbl, row_id
        ${limit === null ? sql`` : sql`LIMIT ${limit}`}
      )
      SELECT r.tbl, r.row_id, ${validAt(from)} AS in_from, ${validAt(to)} AS in_to, r.data
      FROM rule_set_rows r JOIN touched t USING (tbl, row_id)
      WHERE ${validAt(from)} OR ${validAt(to)}`),
  );
  const byRow = new Map<string, RowSides>();
  for (const r of rows) {
    const key = `${r.tbl}:${r.row_id}`;
    const sides = byRow.get(key) ?? { tbl: r.tbl, rowId: r.row_id, before: null, after: null };
    if (r.in_from) sides.before = r.data;
    if (r.in_to) sides.after = r.data;
    byRow.set(key, sides);
  }
  const order = new Map(VERSIONED_TABLES.map((t, i) => [t as string, i]));
  return [...byRow.values()]
    .filter((s) => !s.before || !s.after || changedFields(s.before, s.after).length > 0)
    .sort((a, b) => (order.get(a.tbl) ?? 99) - (order.get(b.tbl) ?? 99) || (a.rowId < b.rowId ? -1 : 1));
}

/** The fields an edit changed, bookkeeping columns aside. */
export function changedFields(before: Row | null, after: Row | null): RuleDiffRow['fields'] {
  if (!before || !after) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !BOOKKEEPING.has(k));
  return keys
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** Rule rows carry their bank and product; a mapping its bank and product; master data neither (a bank or product row names itself). */
function owner(tbl: string, row: Row): { bankId: string | null; productId: string | null } {
  if (tbl === 'banks') return { bankId: row.id as string, productId: null };
  if (tbl === 'products') return { bankId: null, productId: row.id as string };
  return { bankId: (row.bank_id as string | undefined) ?? null, productId: (row.product_id as string | undefined) ?? null };
}

/** Every row changed from version `from` to version `to`, grouped by table, bank and product, field by field. */
async function diffVersions(db: DbOrTx, from: number, to: number): Promise<Omit<RuleVersionDiff, 'versions'>> {
  const [totals, sides, namesFrom, namesTo] = await Promise.all([
    diffTotals(db, from, to),
    changedRows(db, from, to, MAX_DIFF_ROWS),
    rowsAt(db, from, ['banks', 'products', 'salary_categories']),
    rowsAt(db, to, ['banks', 'products', 'salary_categories']),
  ]);
  const names = new Map<string, string>();
  const categoryNames: Record<string, string> = {};
  for (const rows of [namesFrom, namesTo]) {
    for (const r of rows.get('banks') ?? []) names.set(r.id as string, r.name as string);
    for (const r of rows.get('products') ?? []) names.set(r.id as string, r.name as string);
    // The later version's name wins: a renamed category reads as it is called now.
    for (const r of rows.get('salary_categories') ?? []) categoryNames[r.id as string] = r.name as string;
  }
  const named = (id: string | null) => (id ? { id, name: names.get(id) ?? 'Deleted' } : null);

  const groups = new Map<string, RuleDiffGroup>();
  for (const s of sides) {
    const { bankId, productId } = owner(s.tbl, (s.after ?? s.before)!);
    const key = `${s.tbl}:${bankId}:${productId}`;
    let group = groups.get(key);
    if (!group) {
      group = { table: s.tbl, label: tableLabel(s.tbl), bank: named(bankId), product: named(productId), rows: [] };
      groups.set(key, group);
    }
    const kind = s.before && s.after ? 'changed' : s.after ? 'added' : 'removed';
    group.rows.push({ rowId: s.rowId, kind, before: s.before, after: s.after, fields: changedFields(s.before, s.after) });
  }
  const listed = sides.length;
  return { from, to, totals, groups: [...groups.values()], categoryNames, truncated: listed < totals.added + totals.removed + totals.changed };
}

/** Version 0 is the empty rule set before the first change: it exists without a row of its own. */
async function versionExists(db: DbOrTx, version: number): Promise<boolean> {
  return version === 0 ? true : (await findVersion(db, version)) !== null;
}

/** Versions listed with a diff: those between its two sides, with who made them and why. */
const DIFF_VERSIONS_LISTED = 100;

/** The rows that differ from `from` to `to`, and the versions in between (newest first) with their reasons. */
export async function diffBetween(db: DbOrTx, from: number, to: number): Promise<RuleVersionDiff> {
  const [a, b] = await Promise.all([versionExists(db, from), versionExists(db, to)]);
  if (!a || !b) throw AppError.notFound('Rule version');
  const [diff, versions] = await Promise.all([diffVersions(db, from, to), versionsBetween(db, Math.min(from, to), Math.max(from, to), DIFF_VERSIONS_LISTED)]);
  return { ...diff, versions: versions.map(describeVersion) };
}
