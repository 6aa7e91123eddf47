import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import * as schema from '../../../db/schema';
import type { RuleTable } from './rule-group';

/** Every table of the schema by its SQL name: a definition names its table, the server finds it here. */
const TABLES_BY_NAME = new Map(
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => [getTableName(table), table]),
);

export function ruleTableOf(definition: RuleGroupDefinition): RuleTable {
  const table = TABLES_BY_NAME.get(definition.table);
  if (!table) throw new Error(`Rule group ${definition.group}: no table ${definition.table} in the schema`);
  return table as RuleTable;
}
