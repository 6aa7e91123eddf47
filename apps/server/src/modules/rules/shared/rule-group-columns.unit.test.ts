import { getTableColumns } from 'drizzle-orm';
import { pgTable, doublePrecision, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { employmentRules, foirRules } from '../../../db/schema';
import { RULE_GROUP_DEFINITIONS, type RuleField, type RuleFieldKind, type RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { creditCardUsageGroup } from '@lbo/contracts/testing/throw-away-rule-group';
import { assertFieldColumns } from './rule-group';
import { ruleTableOf } from './rule-group-tables';

/** The Drizzle column type each kind of field is stored in. */
const COLUMN_TYPE: Record<RuleFieldKind, string> = {
  number: 'PgDoublePrecision',
  yesNo: 'PgBoolean',
  optionalYesNo: 'PgBoolean',
  date: 'PgDateString',
  text: 'PgText',
  json: 'PgJsonb',
  category: 'PgUUID',
  registrationType: 'PgText',
  companyTypes: 'PgJsonb',
};

/** Columns every rule table has beside its group's fields. */
const SHARED = ['id', 'bank_id', 'is_active', 'valid_from', 'valid_to', 'created_at', 'updated_at'];

describe.each(RULE_GROUP_DEFINITIONS.map((d) => [d.group, d] as const))('the %s definition against its table', (_group, definition) => {
  const columns = getTableColumns(ruleTableOf(definition));

  it('names a column of the right type for every field, under its SQL name', () => {
    for (const [field, spec] of Object.entries<RuleField>(definition.fields)) {
      const column = columns[definition.columns[field]!];
      expect(column, `${field} has no column`).toBeDefined();
      expect(column!.name, `${field}: key and SQL name differ`).toBe(definition.columns[field]);
      expect(column!.columnType, `${field} is a ${spec.kind}`).toBe(COLUMN_TYPE[spec.kind]);
    }
  });

  it('requires every field whose column refuses null', () => {
    for (const [field, spec] of Object.entries<RuleField>(definition.fields)) {
      const column = columns[definition.columns[field]!]!;
      if (column.notNull && !column.hasDefault) expect(spec.required, `${field} is NOT NULL`).toBe(true);
    }
  });

  it('has no column that no field and no shared column accounts for', () => {
    const expected = [...SHARED, ...(definition.scope === 'pair' ? ['product_id'] : []), ...Object.values(definition.columns)];
    expect(Object.keys(columns).sort()).toEqual([...new Set(expected)].sort());
  });
});

describe('a field whose column is misnamed', () => {
  const group = creditCardUsageGroup as unknown as RuleGroupDefinition;
  const columns = {
    id: uuid('id'),
    bank_id: uuid('bank_id'),
    category_id: uuid('category_id'),
    salary_min: doublePrecision('salary_min'),
    salary_max: doublePrecision('salary_max'),
    max_utilisation_percent: doublePrecision('max_utilisation_percent'),
  };

  it('stops the server from registering the group instead of dropping its values', () => {
    expect(() =>
      assertFieldColumns(group, pgTable('credit_card_usage_rules', { ...columns, min_card_vintage_months: doublePrecision('min_card_vintage_months') })),
    ).not.toThrow();
    expect(() =>
      assertFieldColumns(group, pgTable('credit_card_usage_rules', { ...columns, min_card_vintage_month: doublePrecision('min_card_vintage_month') })),
    ).toThrow('Rule group creditCardUsage: field min_card_vintage_months has no column min_card_vintage_months in credit_card_usage_rules');
    // The key is found but the SQL name differs: the versioned rows would hold the value under another name.
    expect(() =>
      assertFieldColumns(group, pgTable('credit_card_usage_rules', { ...columns, min_card_vintage_months: doublePrecision('card_vintage') })),
    ).toThrow('field min_card_vintage_months has no column min_card_vintage_months');
  });
});

describe('the types of a required number and an optional one', () => {
  it('reads a required number from its table as a number, an optional one as possibly null', () => {
    expectTypeOf<(typeof foirRules)['$inferSelect']['foir_percent']>().toEqualTypeOf<number>();
    expectTypeOf<(typeof employmentRules)['$inferSelect']['present_employment_min_months']>().toEqualTypeOf<number>();
    expectTypeOf<(typeof employmentRules)['$inferSelect']['total_employment_min_months']>().toEqualTypeOf<number>();
    expectTypeOf<(typeof foirRules)['$inferSelect']['foir_percent_with_secured']>().toEqualTypeOf<number | null>();
  });
});
