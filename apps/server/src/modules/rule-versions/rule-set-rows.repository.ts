import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ruleSetRows } from '../../db/schema';
import { RULE_GROUP_DEFINITIONS } from '@lbo/contracts/rule-groups';
import { rowsOf } from '../../db/raw-rows';

/** The master data a rule-set version holds, in the order a restore writes it back. */
export const MASTER_TABLES = ['banks', 'products', 'companies', 'cities', 'salary_categories', 'bank_company_categories'] as const;

/** Every table whose rows make up a rule-set version: the master data, then each rule group's table. */
export const VERSIONED_TABLES: readonly string[] = [...MASTER_TABLES, ...RULE_GROUP_DEFINITIONS.map((group) => group.table)];

/** Tables looked up one row (or one company's rows) at a time, never loaded whole. */
export const KEYED_TABLES = ['companies', 'cities', 'bank_company_categories'] as const satisfies readonly (typeof MASTER_TABLES)[number][];
/** Tables small enough to load whole into an evaluation plan. */
export const PLAN_TABLES = VERSIONED_TABLES.filter((t) => !(KEYED_TABLES as readonly string[]).includes(t));

const validAt = (version: number) => and(lte(ruleSetRows.valid_from, version), or(isNull(ruleSetRows.valid_to), gt(ruleSetRows.valid_to, version)));

export type RowsByTable = Map<string, Record<string, unknown>[]>;

/** The rows of `tables` as they stood in `version`. */
export async function rowsAt(db: DbOrTx, version: number, tables: readonly string[]): Promise<RowsByTable> {
  const rows = await db
    .select({ tbl: ruleSetRows.tbl, data: ruleSetRows.data })
    .from(ruleSetRows)
    .where(and(inArray(ruleSetRows.tbl, [...tables]), validAt(version)));
  const byTable: RowsByTable = new Map(tables.map((t) => [t, []]));
  for (const row of rows) byTable.get(row.tbl)?.push(row.data);
  return byTable;
}

/** The rows of a keyed table whose key (company id for mappings, own id otherwise) is `key`, as in `version`. */
export async function keyedRowsAt(db: DbOrTx, version: number, table: (typeof KEYED_TABLES)[number], key: string) {
  const rows = await db
    .select({ data: ruleSetRows.data })
    .from(ruleSetRows)
    .where(and(eq(ruleSetRows.tbl, table), eq(ruleSetRows.lookup_key, key), validAt(version)));
  return rows.map((r) => r.data);
}

/** Like keyedRowsAt for many keys at once, grouped by key. */
export async function keyedRowsForKeys(db: DbOrTx, version: number, table: (typeof KEYED_TABLES)[number], keys: readonly string[]) {
  const byKey = new Map<string, Record<string, unknown>[]>();
  if (keys.length === 0) return byKey;
  const rows = await db
    .select({ key: ruleSetRows.lookup_key, data: ruleSetRows.data })
    .from(ruleSetRows)
    .where(and(eq(ruleSetRows.tbl, table), inArray(ruleSetRows.lookup_key, [...keys]), validAt(version)));
  for (const row of rows) {
    const list = byKey.get(row.key!);
    if (list) list.push(row.data);
    else byKey.set(row.key!, [row.data]);
  }
  return byKey;
}

/** The rows a version wrote: new contents (`valid_from` = version) and ended ones (`valid_to` = version). */
export async function rowsWrittenIn(db: DbOrTx, version: number, tables: readonly string[]) {
  return db
    .select({ tbl: ruleSetRows.tbl, rowId: ruleSetRows.row_id, validTo: ruleSetRows.valid_to, data: ruleSetRows.data })
    .from(ruleSetRows)
    .where(and(inArray(ruleSetRows.tbl, [...tables]), or(eq(ruleSetRows.valid_from, version), eq(ruleSetRows.valid_to, version))));
}

/** Whether any of `tables` changed in a version after `from` up to and including `to`. */
export async function tablesChangedBetween(db: DbOrTx, from: number, to: number, tables: readonly string[]): Promise<boolean> {
  const rows = await db.execute(
    sql`SELECT 1 FROM rule_versions WHERE version > ${from} AND version <= ${to} AND changes ?| ${sql.raw(`ARRAY[${tables.map((t) => `'${t}'`).join(',')}]`)} LIMIT 1`,
  );
  return (rowsOf<unknown>(rows) ?? []).length > 0;
}
