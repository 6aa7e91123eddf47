import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import { creditCardUsageGroup as group } from '@lbo/contracts/testing/throw-away-rule-group';
import { currentVersion } from '../../rule-versions';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app';
import { caller, insertCategories, insertPair, pairQuery, UNKNOWN_ID, type Caller } from '../rules.fixtures';

/*
 * A tenth rule group written as a new group would be: one definition (in the contracts' testing
 * folder) and its table. Everything below — routes, validation, clashes, permissions, versions,
 * the OpenAPI document — follows from the definition with no code of its own.
 */

const creditCardUsageRules = pgTable('credit_card_usage_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  bank_id: uuid('bank_id').notNull(),
  product_id: uuid('product_id').notNull(),
  category_id: uuid('category_id'),
  salary_min: doublePrecision('salary_min'),
  salary_max: doublePrecision('salary_max'),
  max_utilisation_percent: doublePrecision('max_utilisation_percent').notNull(),
  min_card_vintage_months: doublePrecision('min_card_vintage_months'),
  is_active: boolean('is_active').notNull().default(true),
  valid_from: date('valid_from'),
  valid_to: date('valid_to'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const { list, save, delete: remove } = group.api;
const rulesAccess = (flags: Partial<Record<'view' | 'edit' | 'delete', boolean>>): RoleAccessEntry[] => [
  { module_id: 'rules-management', view: false, create: false, edit: false, delete: false, export: false, ...flags },
];

let t: TestApp;
let api: Caller;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp({ extraRuleGroups: [{ definition: group, table: creditCardUsageRules }] });
  // The migration a new group would ship: its table, versioned like the nine.
  await t.db.execute(
    sql.raw(`CREATE TABLE credit_card_usage_rules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bank_id uuid NOT NULL REFERENCES banks(id) ON DELETE CASCADE,
      product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      category_id uuid REFERENCES salary_categories(id),
      salary_min double precision, salary_max double precision,
      max_utilisation_percent double precision NOT NULL, min_card_vintage_months double precision,
      is_active boolean NOT NULL DEFAULT true, valid_from date, valid_to date,
      created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`),
  );
  for (const [suffix, event, tables, fn] of [
    ['ins', 'INSERT', 'NEW TABLE AS new_rows', 'rule_rows_inserted'],
    ['upd', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows', 'rule_rows_updated'],
    ['del', 'DELETE', 'OLD TABLE AS old_rows', 'rule_rows_deleted'],
  ] as const) {
    await t.db.execute(
      sql.raw(
        `CREATE TRIGGER credit_card_usage_rules_version_${suffix} AFTER ${event} ON credit_card_usage_rules REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      ),
    );
  }
  api = caller(t, await t.signIn());
  categoryId = (await insertCategories(t.db, ['CARDS A']))['CARDS A']!;
});
afterAll(async () => t.close());

const band = (min: number, max: number | null, extra: Record<string, unknown> = {}) => ({
  category_id: categoryId,
  salary_min: min,
  salary_max: max,
  max_utilisation_percent: 40,
  min_card_vintage_months: 6,
  ...extra,
});

describe('a rule group registered from its definition alone', () => {
  it('saves a tab of rows, lists them under its name, and deletes one', async () => {
    const pair = await insertPair(t.db);
    const saved = await api.put(`${save!.path}?${pairQuery(pair)}`, { rules: [band(0, 50000), band(50000, null, { max_utilisation_percent: '55.5' })] });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Credit card usage rules saved successfully');
    const rows = saved.body.data.creditCardUsageRules as Record<string, unknown>[];
    expect(rows.map((r) => [r.salary_min, r.salary_max, r.max_utilisation_percent])).toEqual([
      [0, 50000, 40],
      [50000, null, 55.5],
    ]);

    const listed = await api.get(`${list.path}?page=1&limit=100&${pairQuery(pair)}`);
    expect(listed.status).toBe(200);
    expect((listed.body.data.creditCardUsageRules as unknown[]).length).toBe(2);
    expect(listed.body.data.pagination).toMatchObject({ total: 2, page: 1, limit: 100 });

    const gone = await api.del(`${remove.path}?id=${rows[0]!.id as string}`);
    expect(gone).toMatchObject({ status: 200, body: { message: 'Credit card usage rule deleted successfully' } });
    const after = await api.get(`${list.path}?page=1&limit=100&${pairQuery(pair)}`);
    expect((after.body.data.creditCardUsageRules as { id: string }[]).map((r) => r.id)).toEqual([rows[1]!.id]);
    expect(await api.del(`${remove.path}?id=${UNKNOWN_ID}`)).toMatchObject({ status: 404, body: { message: 'Credit card usage rule not found' } });
  });

  it("validates with the definition's messages and bounds, writing nothing", async () => {
    const pair = await insertPair(t.db);
    const bad = await api.put(`${save!.path}?${pairQuery(pair)}`, {
      rules: [band(0, 50000), band(60000, null, { max_utilisation_percent: null, min_card_vintage_months: 1.5 })],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'rules.1.max_utilisation_percent': 'Max utilisation is required',
      'rules.1.min_card_vintage_months': 'Must be a whole number',
    });
    const inverted = await api.put(`${save!.path}?${pairQuery(pair)}`, [band(90000, 80000)]);
    expect(inverted).toMatchObject({ status: 400, body: { errors: { 'rules.0.salary_max': 'Max should be ≥ Min where both provided' } } });
    const listed = await api.get(`${list.path}?page=1&limit=100&${pairQuery(pair)}`);
    expect(listed.body.data.creditCardUsageRules).toEqual([]);
  });

  it("refuses overlapping bands by the definition's clash rule", async () => {
    const pair = await insertPair(t.db);
    const clash = await api.put(`${save!.path}?${pairQuery(pair)}`, { rules: [band(0, 60000), band(50000, null)] });
    expect(clash.status).toBe(400);
    expect(Object.values(clash.body.errors)).toContain('Salary band overlaps another active rule in the same category');
  });

  it('makes a new rule-set version with each save', async () => {
    const pair = await insertPair(t.db);
    const before = await currentVersion(t.db);
    expect((await api.put(`${save!.path}?${pairQuery(pair)}`, [band(0, null)])).status).toBe(200);
    expect(await currentVersion(t.db)).toBeGreaterThan(before);
  });

  it('checks rules-management permissions on every call', async () => {
    const pair = await insertPair(t.db);
    const viewer = caller(t, (await t.userWithAccess(rulesAccess({ view: true }))).token);
    expect((await viewer.get(`${list.path}?page=1&limit=10`)).status).toBe(200);
    expect((await viewer.put(`${save!.path}?${pairQuery(pair)}`, [band(0, null)])).status).toBe(403);
    expect((await viewer.del(`${remove.path}?id=${UNKNOWN_ID}`)).status).toBe(403);
    const nobody = caller(t, (await t.userWithAccess([])).token);
    expect((await nobody.get(`${list.path}?page=1&limit=10`)).status).toBe(403);
  });

  it('appears in the OpenAPI document with an id, a summary and its errors', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(await t.signIn()) })).json() as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string; responses: Record<string, unknown> }>>;
    };
    const put = doc.paths[save!.path]?.put;
    expect(put?.operationId).toBeTruthy();
    expect(put?.summary).toBe("Save a pair's credit card usage rules in one transaction");
    expect(Object.keys(put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(doc.paths[remove.path]?.delete?.summary).toBe('Delete a credit card usage rule');
  });
});
