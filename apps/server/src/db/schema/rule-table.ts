import {
  boolean,
  date,
  doublePrecision,
  jsonb,
  pgTable,
  text,
  uuid,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { BuildColumns, BuildExtraConfigColumns, NotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { RuleField, RuleFieldKind, RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { bankRef, productRef, salaryCategories } from './master-data';
import { id, ruleWindow, timestamps } from './columns';

/** The column each kind of field is stored in; the table's key names it (ADR 0032). */
const KIND_COLUMNS = {
  number: () => doublePrecision(),
  yesNo: () => boolean(),
  optionalYesNo: () => boolean(),
  date: () => date({ mode: 'string' }),
  text: () => text(),
  json: () => jsonb(),
  category: () => uuid().references(() => salaryCategories.id, { onDelete: 'restrict' }),
  registrationType: () => text(),
  companyTypes: () => jsonb().$type<string[] | null>(),
} satisfies Record<RuleFieldKind, () => PgColumnBuilderBase>;

type Fields<D extends RuleGroupDefinition> = D['fields'];
/** NOT NULL to TypeScript when the field's schema refuses null (a required number, a registration type). */
type FieldColumn<F extends RuleField> =
  null extends z.output<F['schema']> ? ReturnType<(typeof KIND_COLUMNS)[F['kind']]> : NotNull<ReturnType<(typeof KIND_COLUMNS)[F['kind']]>>;
/** Column names the definition's types cannot carry (a field's `column` is a plain string there). */
type Renames<D extends RuleGroupDefinition> = { readonly [K in keyof Fields<D>]?: string };
type ColumnKey<K, C> = K extends keyof C ? (C[K] extends string ? C[K] : K) : K;

type OwnColumns<D extends RuleGroupDefinition, C extends Renames<D>> = {
  [K in keyof Fields<D> as ColumnKey<K, C> & string]: FieldColumn<Fields<D>[K]>;
};
type Scope = RuleGroupDefinition['scope'];
type PairColumns<S extends Scope> = S extends 'bank' ? Record<never, never> : { product_id: ReturnType<typeof productRef> };
type RuleColumns<D extends RuleGroupDefinition, C extends Renames<D>, S extends Scope> = {
  id: ReturnType<typeof id>;
  bank_id: ReturnType<typeof bankRef>;
} & PairColumns<S> &
  OwnColumns<D, C> &
  ReturnType<typeof ruleWindow> &
  ReturnType<typeof timestamps>;
/** The table drizzle's pgTable would type for these columns (checked once the definition is known). */
type RuleTableOf<M> =
  M extends Record<string, PgColumnBuilderBase>
    ? PgTableWithColumns<{ name: string; schema: undefined; columns: BuildColumns<string, M, 'pg'>; dialect: 'pg' }>
    : never;
type IndexesOf<M> = M extends Record<string, PgColumnBuilderBase> ? (t: BuildExtraConfigColumns<string, M, 'pg'>) => PgTableExtraConfigValue[] : never;

interface RuleTableOptions<D extends RuleGroupDefinition, C extends Renames<D>, S extends Scope> {
  /** What the definition cannot say: the table's indexes. */
  indexes: IndexesOf<RuleColumns<D, C, S>>;
  /** The fields stored under another column name, repeated for the types (checked against the definition). */
  renamed?: C;
  /** 'bank' for a group kept per bank (no product column), repeated for the types (checked against the definition). */
  scope?: S;
}

/**
 * A rule group's table from its definition: the pair (or bank), one column per field in the
 * definition's order, the validity window and the timestamps. A field added to a definition
 * becomes a column here; the migration that adds it is still written by drizzle-kit.
 */
export function ruleTable<D extends RuleGroupDefinition, const C extends Renames<D> = Record<never, never>, const S extends Scope = 'pair'>(
  definition: D,
  options: RuleTableOptions<D, C, S>,
): RuleTableOf<RuleColumns<D, C, S>> {
  if (definition.scope !== (options.scope ?? 'pair'))
    throw new Error(`${definition.table}: the definition's scope is ${definition.scope}; options.scope must say so`);
  const own: Record<string, PgColumnBuilderBase> = {};
  for (const [name, field] of Object.entries<RuleField>(definition.fields)) {
    const column = definition.columns[name] ?? name;
    const renamed = (options.renamed as Record<string, string> | undefined)?.[name];
    if ((renamed ?? name) !== column) throw new Error(`${definition.table}: ${name} is stored in ${column}; options.renamed must say so`);
    const builder = KIND_COLUMNS[field.kind]();
    own[column] = field.required ? builder.notNull() : builder;
  }
  const columns = {
    id: id(),
    bank_id: bankRef(),
    ...(definition.scope === 'pair' ? { product_id: productRef() } : {}),
    ...own,
    ...ruleWindow(),
    ...timestamps(),
  };
  return pgTable(definition.table, columns, options.indexes as (t: Record<string, unknown>) => PgTableExtraConfigValue[]) as unknown as RuleTableOf<
    RuleColumns<D, C, S>
  >;
}
