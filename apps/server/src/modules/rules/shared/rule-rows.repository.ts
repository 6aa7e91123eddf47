import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { pagedRows } from '../../../db/paged-rows';
import type { GroupDef, StoredRow } from './rule-group';

/*
 * One repository for all nine groups. Drizzle cannot type a query over "some rule table",
 * so the row type is asserted here, once, and nowhere else.
 */

function pairFilter(def: GroupDef, bankId?: string, productId?: string | null): SQL | undefined {
  const parts: SQL[] = [];
  if (bankId) parts.push(eq(def.table.bank_id, bankId));
  if (productId && def.productColumn) parts.push(eq(def.productColumn, productId));
  return parts.length ? and(...parts) : undefined;
}

export async function findRuleRow(db: DbOrTx, def: GroupDef, id: string): Promise<StoredRow | null> {
  const rows = await db
    .select()
    .from(def.table as PgTable)
    .where(eq(def.table.id, id))
    .limit(1);
  return (rows[0] as StoredRow | undefined) ?? null;
}

export async function findRuleRows(db: DbOrTx, def: GroupDef, ids: string[]): Promise<StoredRow[]> {
  if (ids.length === 0) return [];
  return (await db
    .select()
    .from(def.table as PgTable)
    .where(inArray(def.table.id, ids))) as StoredRow[];
}

/** A pair's rows (a bank's, for bank-level groups), oldest first. */
export async function listRuleRows(db: DbOrTx, def: GroupDef, bankId: string, productId?: string | null): Promise<StoredRow[]> {
  const rows = await db
    .select()
    .from(def.table as PgTable)
    .where(pairFilter(def, bankId, productId))
    .orderBy(asc(def.table.created_at), asc(def.table.id));
  return rows as StoredRow[];
}

export async function pageRuleRows(
  db: DbOrTx,
  def: GroupDef,
  q: { bankId?: string; productId?: string; page: number; limit: number },
): Promise<{ rows: StoredRow[]; total: number }> {
  const where = pairFilter(def, q.bankId, q.productId);
  const { rows, total } = await pagedRows(
    db
      .select()
      .from(def.table as PgTable)
      .where(where)
      .orderBy(asc(def.table.created_at), asc(def.table.id)),
    db
      .select({ total: count() })
      .from(def.table as PgTable)
      .where(where),
    q,
  );
  return { rows: rows as StoredRow[], total };
}

export async function insertRuleRow(db: DbOrTx, def: GroupDef, values: Record<string, unknown>): Promise<StoredRow> {
  const rows = await db.insert(def.table).values(values).returning();
  return (rows as StoredRow[])[0]!;
}

export async function updateRuleRow(db: DbOrTx, def: GroupDef, id: string, values: Record<string, unknown>): Promise<StoredRow> {
  const rows = await db.update(def.table).set(values).where(eq(def.table.id, id)).returning();
  return (rows as StoredRow[])[0]!;
}

export async function deleteRuleRow(db: DbOrTx, def: GroupDef, id: string): Promise<void> {
  await db.delete(def.table).where(eq(def.table.id, id));
}
