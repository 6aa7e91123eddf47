import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RuleGroup } from '@lbo/contracts/rules';
import type { ConflictRule } from './rule-conflicts';

/** A stored rule row as Drizzle returns it (column names as keys). */
export type StoredRow = Record<string, unknown> & {
  id: string;
  bank_id: string;
  product_id?: string;
  is_active: boolean;
  valid_from: string | null;
  valid_to: string | null;
  created_at: Date;
  updated_at: Date;
};

/** A rule row as the API shows it (the specification's field names). */
export type RuleDto = Record<string, unknown> & {
  id: string;
  bank_id: string;
  product_id?: string;
  is_active: boolean;
  valid_from: string | null;
  valid_to: string | null;
};

/** The parsed body of one row (API names); pair and id are handled apart. */
export type RuleInput = Record<string, unknown> & { id?: string; bank_id?: string; product_id?: string };

type RuleTable = PgTable & {
  id: AnyPgColumn;
  bank_id: AnyPgColumn;
  created_at: AnyPgColumn;
  updated_at: AnyPgColumn;
};

/**
 * Everything the shared machinery needs to know about one rule group: its table, how API
 * fields map to columns, whether it belongs to a pair or to a bank, and what makes two rows clash.
 */
export interface GroupDef {
  group: RuleGroup;
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

const SHARED_FIELDS = new Set(['id', 'bank_id', 'product_id', 'is_active', 'valid_from', 'valid_to']);

/** API names that equal their column names (the shared id, pair and window fields left out). */
export function sameNames(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((n) => !SHARED_FIELDS.has(n)).map((n) => [n, n]));
}

export function defineGroup<T extends RuleTable>(def: {
  group: RuleGroup;
  noun: string;
  table: T;
  fields: Record<string, string>;
  onePerPair?: string;
  conflict?: ConflictRule;
}): GroupDef {
  const columns = def.table as unknown as Record<string, AnyPgColumn | undefined>;
  return {
    ...def,
    productColumn: columns.product_id ?? null,
    hasCategory: 'category_id' in def.fields,
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
