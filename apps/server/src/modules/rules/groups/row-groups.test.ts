import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bankSalaryGroup, type RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { bankSalaryRules, foirRules, multiplierRules, registrationRules, ruleSetRows } from '../../../db/schema';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { caller, insertCategories, insertPair, pairQuery, rowCount, UNKNOWN_ID, type TestPair } from '../rules.fixtures';

/*
 * The groups saved as many rows per pair in one call: multiplier, FOIR, registration types and
 * bank salary. Rows with an id update, rows without create, all in one transaction; one bad
 * row writes nothing; salary bands (tiers, registration types) must not clash.
 */

const t = testAppForFile();
const api = caller(t);
let cat: Record<string, string>;
beforeAll(async () => {
  cat = await insertCategories(t.db, ['CAT A', 'CAT B']);
});

type Row = Record<string, unknown>;

interface RowGroupCase {
  name: string;
  table: PgTable;
  save: string;
  /** Verbs the save call accepts. */
  verbs: ('PUT' | 'POST')[];
  remove: string;
  deleted: string;
  saved: string;
  /** The name the save answers its rows under. */
  savedAs: string;
  read(pair: TestPair): Promise<Row[]>;
  rows(): Row[];
  /** A change to apply to the first row on the second save. */
  change: Row;
  /** A third row to create on the second save. */
  extra(): Row;
  invalid: { name: string; row: Row; errors: Record<string, string> }[];
}

const byPairList = (url: string) => async (pair: TestPair) => {
  const res = await api.get(`${url}?${pairQuery(pair)}`);
  expect(res.status).toBe(200);
  return res.body.data as Row[];
};
const fromAll = (url: string, key: string) => async (pair: TestPair) => {
  const res = await api.get(`${url}?page=1&limit=10000`);
  expect(res.status).toBe(200);
  // total_count counts every pair's rows, so it is left out of comparisons.
  return (res.body.data[key] as Row[])
    .filter((r) => r.bank_id === pair.bank_id && r.product_id === pair.product_id)
    .map(({ total_count: _total, ...row }) => row);
};

const numberFieldsOf = (definition: RuleGroupDefinition) =>
  Object.entries(definition.fields)
    .filter(([, field]) => field.kind === 'number')
    .map(([name]) => name);

const WINDOW_INVALID = [
  {
    name: 'valid_to before valid_from',
    row: { valid_from: '2025-05-01', valid_to: '2025-04-01' },
    errors: { 'rules.1.valid_to': 'valid_to must be after or same as valid_from' },
  },
];

/** Groups keyed by a salary band refuse a band that ends below its start. */
const BAND_INVALID = [
  { name: 'max salary below min', row: { salary_min: 90000, salary_max: 80000 }, errors: { 'rules.1.salary_max': 'Max should be ≥ Min where both provided' } },
  ...WINDOW_INVALID,
];

const CASES: RowGroupCase[] = [
  {
    name: 'multiplier',
    table: multiplierRules,
    save: '/api/multiplier/createandupdatemultiplierRule',
    verbs: ['PUT'],
    remove: '/api/multiplier/deleteMultiplierRule',
    deleted: 'Rule deleted successfully',
    saved: 'Multiplier rules saved successfully',
    savedAs: 'rules',
    read: byPairList('/api/multiplier/getMultiplierRuleByBankandProductId'),
    rows: () => [
      { category_id: cat['CAT A'], salary_min: 0, salary_max: 50000, multiplier: 16 },
      { category_id: cat['CAT A'], salary_min: 50000, salary_max: null, multiplier: 18.5 },
    ],
    change: { multiplier: 14 },
    extra: () => ({ category_id: null, salary_min: '0', salary_max: '', multiplier: '10' }),
    invalid: [
      { name: 'a negative multiplier', row: { multiplier: -1 }, errors: { 'rules.1.multiplier': 'Must be ≥ 0' } },
      { name: 'a negative salary', row: { salary_min: -1 }, errors: { 'rules.1.salary_min': 'Must be ≥ 0' } },
      ...BAND_INVALID,
    ],
  },
  {
    name: 'FOIR',
    table: foirRules,
    save: '/api/foir/createandupdatefoirrule',
    verbs: ['PUT'],
    remove: '/api/foir/deletefoirrule',
    deleted: 'Rule deleted successfully',
    saved: 'FOIR rules saved successfully',
    savedAs: 'rules',
    read: fromAll('/api/foir/getAllfoirrules', 'foirRules'),
    rows: () => [
      { category_id: cat['CAT A'], salary_min: 0, salary_max: 50000, foir_percent: 50, foir_percent_with_secured: 55.5 },
      { category_id: cat['CAT A'], salary_min: 50000, salary_max: null, foir_percent: 60, foir_percent_with_secured: null },
    ],
    change: { foir_percent: 45.25 },
    extra: () => ({ category_id: cat['CAT B'], salary_min: 0, salary_max: null, foir_percent: '40' }),
    invalid: [
      { name: 'FOIR % missing', row: { foir_percent: null }, errors: { 'rules.1.foir_percent': 'FOIR % is required' } },
      { name: 'FOIR % negative', row: { foir_percent: -5 }, errors: { 'rules.1.foir_percent': 'Must be ≥ 0' } },
      {
        name: 'FOIR % above 100',
        row: { foir_percent: 120, foir_percent_with_secured: 101 },
        errors: { 'rules.1.foir_percent': 'Must be ≤ 100', 'rules.1.foir_percent_with_secured': 'Must be ≤ 100' },
      },
      { name: 'a negative salary', row: { salary_max: -1 }, errors: { 'rules.1.salary_max': 'Must be ≥ 0' } },
      ...BAND_INVALID,
    ],
  },
  {
    name: 'registration type',
    table: registrationRules,
    save: '/api/registrationrules/createandupdateRegistrationRule',
    verbs: ['POST', 'PUT'],
    remove: '/api/registrationrules/deleteRegistrationRule',
    deleted: 'Registration rule deleted successfully',
    saved: 'Registration rules saved successfully',
    savedAs: 'registration_rules',
    read: fromAll('/api/registrationrules/getAllRegistrationRules', 'registration_rules'),
    rows: () => [
      { registration_type: 'GOVERNMENT', salary_min: 20000, max_age: 60, is_active: true, valid_from: null, valid_to: null },
      { registration_type: 'LLP', salary_min: 30000, max_age: 58, is_active: true, valid_from: '2025-04-01', valid_to: null },
    ],
    change: { salary_min: 22000, max_age: 59 },
    extra: () => ({ registration_type: 'PROPRIETORSHIP', salary_min: 40000, max_age: 55, is_active: false }),
    invalid: [
      { name: 'no type', row: { registration_type: '' }, errors: { 'rules.1.registration_type': 'Type required' } },
      { name: 'an unknown type', row: { registration_type: 'TRUST' }, errors: { 'rules.1.registration_type': 'Unknown registration type' } },
      {
        name: 'a negative salary and age',
        row: { salary_min: -1, max_age: -1 },
        errors: { 'rules.1.salary_min': 'Must be ≥ 0', 'rules.1.max_age': 'Must be ≥ 0' },
      },
      ...WINDOW_INVALID,
    ],
  },
  {
    name: 'bank salary',
    table: bankSalaryRules,
    save: '/api/banksalary/createandupdateBankSalaryRules',
    verbs: ['POST', 'PUT'],
    remove: '/api/banksalary/deleteBankSalaryRule',
    deleted: 'Bank Salary rule deleted successfully',
    saved: 'Bank Salary rules saved successfully',
    savedAs: 'rules',
    read: byPairList('/api/banksalary/getSalaryRulesByBankandProduct'),
    rows: () => [
      {
        category_id: cat['CAT A'],
        salary_min: 25000,
        conditional_min_salary: 20000,
        max_age: 58,
        max_tenure_months: 60,
        max_loan_amount: 2500000,
        cibil_threshold_for_tenure: 750,
        tenure_for_cibil_threshold_cross: 72,
        null_cibil_max_loan_amount: 200000,
        null_cibil_max_tenure_months: 36,
        null_cibil_nth_threshold: 50000,
        null_cibil_nth_max_loan_amount: 400000,
        null_cibil_nth_max_tenure_months: 48,
        remarks: 'CAT A employers',
      },
      { category_id: null, salary_min: 35000, max_loan_amount: 1000000, remarks: '  ' },
    ],
    change: { max_loan_amount: 3000000, remarks: 'Raised' },
    extra: () => ({ category_id: cat['CAT A'], salary_min: '50000', max_loan_amount: 4000000 }),
    // Every number the group holds, whatever it counts, is refused below 0.
    invalid: [
      ...numberFieldsOf(bankSalaryGroup).map((field) => ({
        name: `a negative ${field}`,
        row: { [field]: -1 },
        errors: { [`rules.1.${field}`]: 'Must be ≥ 0' },
      })),
      ...WINDOW_INVALID,
    ],
  },
];

const normalised = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => {
      if (typeof v === 'string' && k === 'remarks') return [k, v.trim() === '' ? null : v];
      if (typeof v === 'string' && /^\d+$/.test(v)) return [k, Number(v)];
      if (v === '') return [k, null];
      return [k, v];
    }),
  );

it('checks a negative in each of the twelve numbers of a bank-salary rule', () => {
  // A field dropped from the group, or turned into another kind, must fail here, not leave the walk below quietly.
  expect(numberFieldsOf(bankSalaryGroup)).toHaveLength(12);
});

describe.each(CASES)('$name rules', (g) => {
  const save = (pair: TestPair, rules: Row[], verb: 'PUT' | 'POST' = g.verbs[0]!) =>
    verb === 'PUT' ? api.put(`${g.save}?${pairQuery(pair)}`, { rules }) : api.post(`${g.save}?${pairQuery(pair)}`, { rules });

  it('creates rows, reads them back, updates one and adds one in the next save, then deletes one', async () => {
    const pair = await insertPair(t.db);
    const first = await save(pair, g.rows());
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(g.saved);
    const savedRows = first.body.data[g.savedAs] as Row[];
    expect(savedRows).toHaveLength(2);
    const stored = await g.read(pair);
    expect(stored).toHaveLength(2);
    g.rows().forEach((row, i) => expect(stored[i]).toMatchObject(normalised(row)));

    const [a, b] = stored as [Row, Row];
    const verb = g.verbs[g.verbs.length - 1]!;
    const second = await save(pair, [{ ...a, ...g.change }, b, g.extra()], verb);
    expect(second.status).toBe(200);
    const after = await g.read(pair);
    expect(after).toHaveLength(3);
    expect(after.find((r) => r.id === a.id)).toMatchObject(normalised(g.change));
    expect(after.find((r) => r.id === b.id)).toEqual(b);
    expect(after.find((r) => r.id !== a.id && r.id !== b.id)).toMatchObject(normalised(g.extra()));

    // Only real changes are in the pair's history: one create per row, one update for the changed row.
    const changes: { action: string; before: Row | null; after: Row | null }[] = (await api.get(`/api/rulesinfo/getRuleHistory?${pairQuery(pair)}`)).body.data
      .history;
    expect(changes.map((c) => c.action).sort()).toEqual(['create', 'create', 'create', 'update']);
    const update = changes.find((c) => c.action === 'update')!;
    expect(update.before).toMatchObject({ id: a.id });
    expect(update.after).toMatchObject({ id: a.id, ...normalised(g.change) });

    const removed = await api.del(`${g.remove}?id=${b.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(g.deleted);
    const last = await g.read(pair);
    expect(last.map((r) => r.id)).not.toContain(b.id);
    expect(last).toHaveLength(2);
    expect((await api.del(`${g.remove}?id=${b.id}`)).status).toBe(404);
  });

  it.each(g.invalid)('refuses $name and writes none of the rows', async (bad) => {
    const pair = await insertPair(t.db);
    const first = await save(pair, g.rows().slice(0, 1));
    expect(first.status).toBe(200);
    const stored = first.body.data[g.savedAs][0] as Row;
    const before = await rowCount(t.db, g.table);
    const versioned = await rowCount(t.db, ruleSetRows);

    const res = await save(pair, [{ ...stored, ...g.change }, { ...g.rows()[1], ...bad.row }, g.extra()]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(bad.errors);
    expect(await rowCount(t.db, g.table)).toBe(before);
    expect(await rowCount(t.db, ruleSetRows)).toBe(versioned);
    expect((await g.read(pair))[0]).toEqual(stored);
  });

  it('accepts a bare list too, needs both ids, and knows the pair', async () => {
    const pair = await insertPair(t.db);
    const bare = await api.put(`${g.save}?${pairQuery(pair)}`, g.rows().slice(0, 1));
    expect(bare.status).toBe(200);
    expect(bare.body.data[g.savedAs]).toHaveLength(1);

    const noPair = await api.put(g.save, { rules: g.rows() });
    expect(noPair.status).toBe(400);
    expect(noPair.body.message).toBe('Bank and Product are required');
    const fromBody = await api.put(g.save, { bank_id: pair.bank_id, product_id: pair.product_id, rules: [] });
    expect(fromBody.status).toBe(200);
    const unknown = await api.put(`${g.save}?bank_id=${pair.bank_id}&product_id=${UNKNOWN_ID}`, { rules: g.rows() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    const notAList = await api.put(`${g.save}?${pairQuery(pair)}`, { rules: 'x' });
    expect(notAList.status).toBe(400);
  });

  it('refuses a row id of another pair (400) and an unknown row id (404), writing nothing', async () => {
    const pair = await insertPair(t.db);
    const other = await insertPair(t.db);
    const otherRow = (await save(other, g.rows().slice(0, 1))).body.data[g.savedAs][0] as Row;
    const before = await rowCount(t.db, g.table);

    const foreign = await save(pair, [g.extra(), { ...g.rows()[0], id: otherRow.id }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ 'rules.1.id': 'Rule belongs to another bank or product' });
    const unknown = await save(pair, [g.extra(), { ...g.rows()[0], id: UNKNOWN_ID }]);
    expect(unknown.status).toBe(404);
    const stamped = await save(pair, [{ ...g.extra(), bank_id: other.bank_id }]);
    expect(stamped.status).toBe(400);
    expect(stamped.body.errors).toEqual({ 'rules.0.bank_id': 'Rule belongs to another bank or product' });
    expect(await rowCount(t.db, g.table)).toBe(before);
    expect((await g.read(other))[0]).toEqual(otherRow);
  });
});

describe('salary bands within a category', () => {
  const saveFoir = (pair: TestPair, rules: Row[]) => api.put(`/api/foir/createandupdatefoirrule?${pairQuery(pair)}`, rules);
  const saveMultiplier = (pair: TestPair, rules: Row[]) => api.put(`/api/multiplier/createandupdatemultiplierRule?${pairQuery(pair)}`, rules);
  const band = (category: string | null, min: number | null, max: number | null, extra: Row = {}) => ({
    category_id: category,
    salary_min: min,
    salary_max: max,
    foir_percent: 50,
    multiplier: 12,
    ...extra,
  });

  it('refuses overlapping bands in one save and writes nothing', async () => {
    const pair = await insertPair(t.db);
    const res = await saveFoir(pair, [band(cat['CAT A']!, 0, 50000), band(cat['CAT A']!, 40000, null)]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'rules.0.salary_min': 'Salary band overlaps another active rule in the same category',
      'rules.1.salary_min': 'Salary band overlaps another active rule in the same category',
    });
    expect(await t.db.select().from(foirRules).where(eq(foirRules.product_id, pair.product_id))).toHaveLength(0);
  });

  it('refuses a band overlapping a stored one, treating a null maximum as open-ended', async () => {
    const pair = await insertPair(t.db);
    expect((await saveMultiplier(pair, [band(cat['CAT A']!, 25000, null)])).status).toBe(200);
    const res = await saveMultiplier(pair, [band(cat['CAT A']!, 100000, 200000)]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'rules.0.salary_min': 'Salary band overlaps another active rule in the same category' });
    expect(await t.db.select().from(multiplierRules).where(eq(multiplierRules.product_id, pair.product_id))).toHaveLength(1);
  });

  it('allows bands that only meet at a boundary, other categories, the null category apart, inactive rows and separate windows', async () => {
    const pair = await insertPair(t.db);
    const res = await saveFoir(pair, [
      band(cat['CAT A']!, 0, 50000),
      band(cat['CAT A']!, 50000, null),
      band(cat['CAT B']!, 0, null, { valid_from: '2021-01-01' }),
      band(null, 0, null),
      band(cat['CAT A']!, 10000, 20000, { is_active: false }),
      band(cat['CAT B']!, 0, null, { valid_from: '2020-01-01', valid_to: '2020-12-31' }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.rules).toHaveLength(6);
    // The null category is a category of its own: a second open band there clashes.
    const clash = await saveFoir(pair, [band(null, 1000, 2000)]);
    expect(clash.status).toBe(400);
    // Switching an inactive row on makes it clash.
    const inactive = (res.body.data.rules as Row[]).find((r) => r.is_active === false)!;
    const on = await saveFoir(pair, [{ ...inactive, is_active: true }]);
    expect(on.status).toBe(400);
    expect(on.body.errors).toEqual({ 'rules.0.salary_min': 'Salary band overlaps another active rule in the same category' });
  });

  it('judges a row updated in the save by its new band, not its stored one', async () => {
    const pair = await insertPair(t.db);
    const first = await saveFoir(pair, [band(cat['CAT A']!, 0, 50000), band(cat['CAT A']!, 50000, 100000)]);
    const [low, high] = first.body.data.rules as [Row, Row];
    // Move the boundary: low becomes 0–60000 and high 60000–100000 in the same save.
    const moved = await saveFoir(pair, [
      { ...low, salary_max: 60000 },
      { ...high, salary_min: 60000 },
    ]);
    expect(moved.status).toBe(200);
    // Moving only one of them overlaps the other's stored band.
    const half = await saveFoir(pair, [{ ...low, salary_max: 80000 }]);
    expect(half.status).toBe(400);
  });

  it('refuses a category that does not exist', async () => {
    const pair = await insertPair(t.db);
    const res = await saveMultiplier(pair, [band(UNKNOWN_ID, 0, null)]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'rules.0.category_id': 'Category not found' });
  });

  it('treats bank-salary rows as tiers: the same minimum twice in a category clashes', async () => {
    const pair = await insertPair(t.db);
    const url = `/api/banksalary/createandupdateBankSalaryRules?${pairQuery(pair)}`;
    expect(
      (
        await api.put(url, [
          { category_id: cat['CAT A'], salary_min: 25000 },
          { category_id: cat['CAT A'], salary_min: 50000 },
          { category_id: null, salary_min: 25000 },
        ])
      ).status,
    ).toBe(200);
    const res = await api.put(url, [{ category_id: cat['CAT A'], salary_min: 25000, max_loan_amount: 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'rules.0.salary_min': 'Salary band overlaps another active rule in the same category' });
    // The single-row call checks the same.
    const single = await api.post('/api/banksalary/createbanksalaryrule', { ...pair, category_id: null, salary_min: 25000 });
    expect(single.status).toBe(400);
    expect(single.body.errors).toEqual({ salary_min: 'Salary band overlaps another active rule in the same category' });
  });
});

describe('registration types', () => {
  it('stores GOVERMENT as GOVERNMENT and refuses two active rules for one type', async () => {
    const pair = await insertPair(t.db);
    const url = `/api/registrationrules/createandupdateRegistrationRule?${pairQuery(pair)}`;
    const res = await api.post(url, {
      rules: [{ registration_type: 'GOVERMENT', salary_min: 20000, max_age: 60, bank_id: pair.bank_id, product_id: pair.product_id }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.registration_rules[0].registration_type).toBe('GOVERNMENT');
    // One name per field: the rows come back under registration_rules only.
    expect(Object.keys(res.body.data)).toEqual(['registration_rules']);
    const [stored] = await t.db.select().from(registrationRules).where(eq(registrationRules.product_id, pair.product_id));
    expect(stored?.registration_type).toBe('GOVERNMENT');

    const dup = await api.put(url, { rules: [{ registration_type: 'GOVERNMENT', salary_min: 1 }] });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual({ 'rules.0.registration_type': 'Another active rule exists for this registration type' });
    const inactive = await api.put(url, { rules: [{ registration_type: 'GOVERMENT', salary_min: 1, is_active: false }] });
    expect(inactive.status).toBe(200);

    const all = await api.get('/api/registrationrules/getAllRegistrationRules?page=1&limit=1000');
    expect(all.body.data.registration_rules.every((r: Row) => r.total_count === all.body.data.total_count)).toBe(true);
  });
  it('takes the later types public limited, one person company and trust or society, and no unknown one', async () => {
    const pair = await insertPair(t.db);
    const url = `/api/registrationrules/createandupdateRegistrationRule?${pairQuery(pair)}`;
    const res = await api.post(url, {
      rules: [
        { registration_type: 'PUBLIC_LIMITED', salary_min: 25000, max_age: 60 },
        { registration_type: 'One Person Company', salary_min: 40000, max_age: 55 },
        { registration_type: 'TRUST_SOCIETY', salary_min: 35000, max_age: 58 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.registration_rules.map((r: Row) => r.registration_type).sort()).toEqual(['ONE_PERSON_COMPANY', 'PUBLIC_LIMITED', 'TRUST_SOCIETY']);
    const bad = await api.put(url, { rules: [{ registration_type: 'JOINT_VENTURE', salary_min: 1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'rules.0.registration_type': 'Unknown registration type' });
  });
});

describe('bank salary single-row calls', () => {
  it('creates and updates one row with its pair', async () => {
    const pair = await insertPair(t.db);
    const created = await api.post('/api/banksalary/createbanksalaryrule', {
      ...pair,
      category_id: cat['CAT B'],
      salary_min: '30000',
      max_age: 58,
      remarks: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ salary_min: 30000, remarks: null, is_active: true, category_id: cat['CAT B'] });
    const id = created.body.data.id as string;
    const updated = await api.put(`/api/banksalary/updateBankSalaryRule?id=${id}`, { ...pair, category_id: cat['CAT B'], salary_min: 32000, max_age: 60 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, salary_min: 32000, max_age: 60 });
    const missing = await api.post('/api/banksalary/createbanksalaryrule', { salary_min: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Bank and Product are required');
    expect((await api.put(`/api/banksalary/updateBankSalaryRule?id=${UNKNOWN_ID}`, { salary_min: 1 })).status).toBe(404);
  });
});
