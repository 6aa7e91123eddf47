import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database-types';

/** The row of `table` whose `column` (a key, or a unique column) is `value`, or null when there is none. */
export async function rowWhere<T extends PgTable>(db: DbOrTx, table: T, column: PgColumn, value: unknown): Promise<T['$inferSelect'] | null> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(column, value))
    .limit(1);
  return (rows[0] as T['$inferSelect'] | undefined) ?? null;
}

/** The keys of `table`'s time columns that may be unset. */
type StampKey<T extends PgTable> = {
  [K in keyof T['$inferSelect']]: null extends T['$inferSelect'][K] ? (Date extends T['$inferSelect'][K] ? K : never) : never;
}[keyof T['$inferSelect']] &
  string;

/**
 * Sets the time column `stamp` to `now` on the rows where `where` holds and it is still unset;
 * answers how many it set. Of two requests that use one code or link, only one sets it.
 */
export async function stampUnset<T extends PgTable>(db: DbOrTx, table: T, stamp: StampKey<T>, where: SQL, now: Date): Promise<number> {
  const column = (getTableColumns(table) as Record<string, PgColumn>)[stamp]!;
  const rows = await db
    .update(table as PgTable)
    .set({ [stamp]: now })
    .where(and(where, isNull(column)))
    .returning({ stamped: sql<number>`1` });
  return rows.length;
}
