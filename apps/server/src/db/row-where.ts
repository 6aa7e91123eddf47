import { eq } from 'drizzle-orm';
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
