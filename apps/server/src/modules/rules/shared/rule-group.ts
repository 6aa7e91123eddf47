import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { CONFLICT_RULES, type ConflictRule } from './rule-conflicts';

/** What every rule row has, stored or answered. */
type RuleRowBase = Record<string, unknown> & {
  id: string;
  bank_id: string;
  product_id?: string;
  is_active: boolean;
  valid_from: string | null;
  valid_to: string | null;
};

/** A stored rule row as Drizzle returns it (column names as keys). */
export type StoredRow = RuleRowBase & { created_at: Date; updated_at: Date };

/** A rule row as the API shows it (the specification's field names). */
export type RuleDto = RuleRowBase;

/** The parsed body of one row (API names); pair and id are handled apart. */
export type RuleInput = Record<string, unknown> & { id?: string; bank_id?: string; product_id?: string };

export type RuleTable = PgTable & {
  id: AnyPgColumn;
  bank_id: AnyPgColumn;
  created_at: AnyPgColumn;
  updated_at: AnyPgColumn;
};

/**
 * What the shared machinery needs of one rule group: its definition (from the contracts), the
 * table it lives in, and what follows from both.
 */
export interface GroupDef {
  definition: RuleGroupDefinition;
  group: string;
  /** 'FOIR rule' → 'FOIR rule not found'. */
  noun: string;
  table: RuleTable;
  productColumn: AnyPgColumn | null;
  /** API field → column, for the group's own fields (is_active and the window are shared). */
  fields: Readonly<Record<string, string>>;
  hasCategory: boolean;
  /** One row per pair (general eligibility): a second create is a conflict. */
  onePerPair?: string;
  conflict?: ConflictRule;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Drizzle drops a value whose key the table lacks, so a field whose column is misnamed would be
 * dropped from every write without a word: the server refuses to start instead. The key must also
 * be the SQL name, since the versioned rows (to_jsonb of a row) are read back with the same keys.
 */
export function assertFieldColumns(definition: RuleGroupDefinition, table: PgTable): void {
  const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(table);
  for (const [field, column] of Object.entries(definition.columns)) {
    if (columns[column]?.name !== column) {
      throw new Error(`Rule group ${definition.group}: field ${field} has no column ${column} in ${definition.table}`);
    }
  }
}

export function groupFromDefinition(definition: RuleGroupDefinition, table: RuleTable): GroupDef {
  assertFieldColumns(definition, table);
  const columns = table as unknown as Record<string, AnyPgColumn | undefined>;
  return {
    definition,
    group: definition.group,
    noun: capitalised(definition.noun),
    table,
    productColumn: definition.scope === 'pair' ? (columns.product_id ?? null) : null,
    fields: definition.columns,
    hasCategory: 'category_id' in definition.fields,
    onePerPair: definition.onePerPair,
    conflict: definition.conflict ? CONFLICT_RULES[definition.conflict] : undefined,
  };
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export function toDto(def: GroupDef, row: StoredRow): RuleDto {
  const dto: RuleDto = {
    id: row.id,
    bank_id: row.bank_id,
    ...(def.productColumn ? { product_id: row.product_id } : {}),
    is_active: row.is_active,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
  };
  for (const [api, column] of Object.entries(def.fields)) dto[api] = row[column] ?? null;
  dto.created_at = iso(row.created_at);
  dto.updated_at = iso(row.updated_at);
  return dto;
}

/** Column values for an insert or update: every field of the group (absent ones become null). */
export function toValues(def: GroupDef, input: RuleInput): Record<string, unknown> {
  const values: Record<string, unknown> = {
    is_active: input.is_active ?? true,
    valid_from: input.valid_from ?? null,
    valid_to: input.valid_to ?? null,
  };
  for (const [api, column] of Object.entries(def.fields)) values[column] = input[api] ?? null;
  return values;
}
