import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** Every table of the schema by its SQL name: a contracts definition names its table, the server finds it here. */
const TABLES_BY_NAME = new Map(
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => [getTableName(table), table]),
);

export function tableNamed(name: string, owner: string): PgTable {
  const table = TABLES_BY_NAME.get(name);
  if (!table) throw new Error(`${owner}: no table ${name} in the schema`);
  return table;
}
