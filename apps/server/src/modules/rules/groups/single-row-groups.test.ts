import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { btRules, cibilEnquiryRules, employmentRules, generalEligibilityRules, obligationRules, rulesInfo, ruleSetRows } from '../../../db/schema';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { caller, insertPair, pairQuery, rowCount, UNKNOWN_ID, type TestPair } from '../rules.fixtures';

/*
 * The groups edited as one form per pair: general eligibility, employment, bank transfer
 * (per bank), obligation and CIBIL enquiries. Each: create, read back, update, delete, and
 * every validation rule of part-2 §5 answering 400 with nothing written.
 */

const t = testAppForFile();
const api = caller(t);

interface Invalid {
  name: string;
  body: Record<string, unknown>;
  errors: Record<string, string>;
}

interface GroupCase {
  name: string;
  table: PgTable;
  create: string;
  update: string;
  remove: string;
  /** Reads the row back the way the editor does. */
  read(pair: TestPair, id: string): Promise<Record<string, unknown> | null>;
  valid: Record<string, unknown>;
  changed: Record<string, unknown>;
  invalid: Invalid[];
}

const WINDOW_INVALID: Invalid[] = [
  {
    name: 'valid_to before valid_from',
    body: { valid_from: '2025-05-01', valid_to: '2025-04-30' },
    errors: { valid_to: 'valid_to must be after or same as valid_from' },
  },
  { name: 'an impossible date', body: { valid_from: '2025-02-30' }, errors: { valid_from: 'Invalid date' } },
];

/** The body fields naming the pair; every case, bank transfer too, sends both ids. */
const pairIds = (pair: TestPair) => ({ bank_id: pair.bank_id, product_id: pair.product_id });

/** A single form's read: the pair's one row, or null. */
const formOf = (path: string) => async (pair: TestPair) => (await api.get(`${path}?${pairQuery(pair)}`)).body.data;

const fromList = (key: string, query: (pair: TestPair) => string) => async (pair: TestPair, id: string) => {
  const res = await api.get(`${query(pair)}`);
  expect(res.status).toBe(200);
  const rows = res.body.data[key] as Record<string, unknown>[];
  return rows.find((r) => r.id === id) ?? null;
};

const CASES: GroupCase[] = [
  {
    name: 'general eligibility',
    table: generalEligibilityRules,
    create: '/api/generaleligibility/createGeneralEligiblity',
    update: '/api/generaleligibility/updateGeneralRule',
    remove: '/api/generaleligibility/deleteGeneralRule',
    read: formOf('/api/generaleligibility/getGeneralRuleBybankandproduct'),
    valid: {
      min_age: 21,
      max_age: 58,
      duration_at_present_residence: 6,
      without_cibil_max_age: 45,
      salary_min: '25000',
      high_salary_threshold: 100000,
      high_salary_threshold_for_tenure: 75000,
      non_listed_salary_min: 35000,
      non_listed_tenure_months: 48,
      non_listed_max_loan_amount: 1000000,
      min_loan_amount: 50000,
      max_loan_amount: 4000000,
      high_salary_max_loan_amount: 5000000,
      min_tenure_months: 12,
      max_tenure_months: 60,
      high_salary_max_tenure_months: 72,
      cibil_required: true,
      cibil_min_score: 720,
      high_cibil_threshold: 780,
      interest_rate: 10.75,
      high_cibil_interest_rate: 10.25,
      bachelor_allowed: true,
      hostel_allowed: false,
      listed_company_only: false,
      metro_city_only: true,
      current_adress_proof_required: true,
      permanentadressproof_required: false,
      permanenthouseownedproof_required: false,
      allowed_company_types: ['GOVERMENT', 'LLP'],
      is_active: true,
    },
    changed: { max_age: 60, interest_rate: 11.5, high_cibil_interest_rate: null, allowed_company_types: [], metro_city_only: false },
    invalid: [
      { name: 'negative min age', body: { min_age: -1 }, errors: { min_age: 'Min age must be ≥ 0' } },
      { name: 'negative max age', body: { max_age: -5, min_age: null }, errors: { max_age: 'Max age must be ≥ 0' } },
      { name: 'any other negative number', body: { salary_min: -100 }, errors: { salary_min: 'Must be ≥ 0' } },
      { name: 'max age below min age', body: { min_age: 30, max_age: 25 }, errors: { max_age: 'Max should be ≥ Min where both provided' } },
      {
        name: 'max loan below min loan',
        body: { min_loan_amount: 500000, max_loan_amount: 100000 },
        errors: { max_loan_amount: 'Max should be ≥ Min where both provided' },
      },
      {
        name: 'max tenure below min tenure',
        body: { min_tenure_months: 24, max_tenure_months: 12 },
        errors: { max_tenure_months: 'Max should be ≥ Min where both provided' },
      },
      {
        name: 'high-salary max loan below min loan',
        body: { min_loan_amount: 500000, max_loan_amount: null, high_salary_max_loan_amount: 100000 },
        errors: { high_salary_max_loan_amount: 'Max should be ≥ Min where both provided' },
      },
      {
        name: 'high-salary max tenure below min tenure',
        body: { min_tenure_months: 24, max_tenure_months: null, high_salary_max_tenure_months: 12 },
        errors: { high_salary_max_tenure_months: 'Max should be ≥ Min where both provided' },
      },
      {
        name: 'interest rate above 100',
        body: { interest_rate: 101, high_cibil_interest_rate: -1 },
        errors: { interest_rate: 'Must be ≤ 100', high_cibil_interest_rate: 'Must be ≥ 0' },
      },
      { name: 'text in a number field', body: { salary_min: 'lots' }, errors: { salary_min: 'Must be a number' } },
      { name: 'an unknown company type', body: { allowed_company_types: ['TRUST'] }, errors: { 'allowed_company_types.0': 'Unknown company type' } },
      ...WINDOW_INVALID,
    ],
  },
  {
    name: 'employment',
    table: employmentRules,
    create: '/api/employementcriteria/createempcriteria',
    update: '/api/employementcriteria/updateempcriteria',
    remove: '/api/employementcriteria/deleteempcriteria',
    read: formOf('/api/employementcriteria/getEmpcriteriaByBankandProductId'),
    valid: { present_employment_min_months: 6, total_employment_min_months: 24, is_active: true, valid_from: '2025-04-01', valid_to: null },
    changed: { present_employment_min_months: 12, total_employment_min_months: 36, valid_to: '2026-03-31' },
    invalid: [
      {
        name: 'present employment missing',
        body: { present_employment_min_months: '' },
        errors: { present_employment_min_months: 'Present employment is required' },
      },
      {
        name: 'total employment missing',
        body: { total_employment_min_months: null },
        errors: { total_employment_min_months: 'Total employment is required' },
      },
      {
        name: 'negative months',
        body: { present_employment_min_months: -1, total_employment_min_months: -2 },
        errors: { present_employment_min_months: 'Must be ≥ 0', total_employment_min_months: 'Must be ≥ 0' },
      },
      ...WINDOW_INVALID,
    ],
  },
  {
    name: 'bank transfer',
    table: btRules,
    create: '/api/btrules/createBtRule',
    update: '/api/btrules/updateBtRule',
    remove: '/api/btrules/deleteBtRule',
    read: fromList('bt_rules', (pair) => `/api/btrules/getAllBtRules?page=1&limit=10000&bank_id=${pair.bank_id}`),
    valid: {
      min_emis_paid: 6,
      max_bt_count: 3,
      min_bt_amount: 100000,
      max_bt_amount: 3000000,
      app_loan_bt: false,
      app_loan_bt_threshold: 100000,
      bt_of_od_allowed: true,
      special_conditions: { notes: 'Top-up after 12 EMIs', banks: ['HDFC Bank'] },
    },
    changed: { max_bt_count: 4, special_conditions: '[1, 2]', bt_of_od_allowed: false },
    invalid: [
      { name: 'negative min EMIs', body: { min_emis_paid: -1 }, errors: { min_emis_paid: 'Min EMIs must be ≥ 0' } },
      { name: 'negative max BT count', body: { max_bt_count: -1 }, errors: { max_bt_count: 'Max BT count must be ≥ 0' } },
      { name: 'negative min BT amount', body: { min_bt_amount: -1 }, errors: { min_bt_amount: 'Min BT amount must be ≥ 0' } },
      { name: 'negative max BT amount', body: { max_bt_amount: -1 }, errors: { max_bt_amount: 'Max BT amount must be ≥ 0' } },
      {
        name: 'max BT amount below min',
        body: { min_bt_amount: 500000, max_bt_amount: 100000 },
        errors: { max_bt_amount: 'Max should be ≥ Min where both provided' },
      },
      {
        name: 'special conditions that are not JSON',
        body: { special_conditions: '{oops' },
        errors: { special_conditions: 'Special conditions must be JSON (an object or a list)' },
      },
      {
        name: 'special conditions that are a plain number',
        body: { special_conditions: 5 },
        errors: { special_conditions: 'Special conditions must be JSON (an object or a list)' },
      },
      ...WINDOW_INVALID,
    ],
  },
  {
    name: 'obligation',
    table: obligationRules,
    create: '/api/obligationrules/createObligationRule',
    update: '/api/obligationrules/updateObligationRules',
    remove: '/api/obligationrules/deleteObligationRule',
    read: fromList('obligation_rules', (pair) => `/api/obligationrules/getAllObligationRules?page=1&limit=1000&${pairQuery(pair)}`),
    valid: {
      emis_pending: 3,
      HL_co_app_percentage_obligated_on_emi: 50,
      GL_sanction_percentage_obligated: 10.25,
      cc_sanction_amount_percentage_obligated: 5,
      cc_waive_off_percentrage_of_nth: 12.5,
      is_active: true,
      valid_from: '2025-04-01',
      valid_to: '2026-03-31',
    },
    changed: { emis_pending: 6, GL_sanction_percentage_obligated: 15, cc_waive_off_percentrage_of_nth: null },
    invalid: [
      { name: 'negative EMIs pending', body: { emis_pending: -1 }, errors: { emis_pending: 'Must be ≥ 0' } },
      {
        name: 'percentages outside 0–100',
        body: {
          HL_co_app_percentage_obligated_on_emi: 101,
          GL_sanction_percentage_obligated: -1,
          cc_sanction_amount_percentage_obligated: 100.01,
          cc_waive_off_percentrage_of_nth: 250,
        },
        errors: {
          HL_co_app_percentage_obligated_on_emi: 'Must be ≤ 100',
          GL_sanction_percentage_obligated: 'Must be ≥ 0',
          cc_sanction_amount_percentage_obligated: 'Must be ≤ 100',
          cc_waive_off_percentrage_of_nth: 'Must be ≤ 100',
        },
      },
      ...WINDOW_INVALID,
    ],
  },
  {
    name: 'CIBIL enquiries',
    table: cibilEnquiryRules,
    create: '/api/cibilenquiries/createCibilEnquiryRule',
    update: '/api/cibilenquiries/updateCibilEnquiryRule',
    remove: '/api/cibilenquiries/deleteCibilEnquiryRule',
    read: fromList('cibilEnquiryRules', (pair) => `/api/cibilenquiries/getAllCibilenquiryRules?page=1&limit=1000&${pairQuery(pair)}`),
    valid: { TotalEnquiriesLast7Days: 2, TotalEnquiriesLast30Days: '4', TotalEnquiriesLast90Days: 8, TotalEnquiriesLast180Days: 12, is_active: true },
    changed: { TotalEnquiriesLast7Days: 1, TotalEnquiriesLast180Days: null, is_active: false },
    invalid: [
      { name: 'a fractional count', body: { TotalEnquiriesLast7Days: 1.5 }, errors: { TotalEnquiriesLast7Days: 'Must be a whole number' } },
      {
        name: 'negative counts',
        body: { TotalEnquiriesLast30Days: -1, TotalEnquiriesLast90Days: -3, TotalEnquiriesLast180Days: -4 },
        errors: { TotalEnquiriesLast30Days: 'Must be ≥ 0', TotalEnquiriesLast90Days: 'Must be ≥ 0', TotalEnquiriesLast180Days: 'Must be ≥ 0' },
      },
      ...WINDOW_INVALID,
    ],
  },
];

/** What the API answers for a value the test sent. */
function expected(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'allowed_company_types') {
      const list = (value as string[]).map((v) => (v === 'GOVERMENT' ? 'GOVERNMENT' : v));
      out[key] = list.length ? list : null;
    } else if (key === 'special_conditions' && typeof value === 'string') out[key] = JSON.parse(value);
    else if (typeof value === 'string' && /^\d+$/.test(value)) out[key] = Number(value);
    else out[key] = value;
  }
  return out;
}

describe.each(CASES)('$name', (g) => {
  it('creates, reads back, updates and deletes a row, recording each change', async () => {
    const pair = await insertPair(t.db);
    const created = await api.post(g.create, { ...pairIds(pair), ...g.valid });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...expected(g.valid), bank_id: pair.bank_id });
    const id = created.body.data.id as string;
    expect(await g.read(pair, id)).toMatchObject({ id, ...expected(g.valid) });

    const updated = await api.put(`${g.update}?id=${id}`, { ...pairIds(pair), ...g.valid, ...g.changed });
    expect(updated.status).toBe(200);
    expect(await g.read(pair, id)).toMatchObject({ id, ...expected({ ...g.valid, ...g.changed }) });

    const removed = await api.del(`${g.remove}?id=${id}${g.table === btRules ? `&product_id=${pair.product_id}` : ''}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Rule deleted successfully');
    const after = await g.read(pair, id);
    expect(after?.id === id).toBe(false);

    const history: { rule_id: string; action: string; before: unknown; after: unknown; changed_by: { id: string } }[] = (
      await api.get(`/api/rulesinfo/getRuleHistory?${pairQuery(pair)}`)
    ).body.data.history;
    const changes = history.filter((c) => c.rule_id === id);
    expect(changes.map((c) => c.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(changes.every((c) => c.changed_by.id === t.adminId)).toBe(true);
    const update = changes.find((c) => c.action === 'update')!;
    expect(update.before).toMatchObject(expected(g.valid));
    expect(update.after).toMatchObject(expected({ ...g.valid, ...g.changed }));
    const [info] = await t.db
      .select()
      .from(rulesInfo)
      .where(and(eq(rulesInfo.bank_id, pair.bank_id), eq(rulesInfo.product_id, pair.product_id)));
    expect(info?.created_by).toBe(t.adminId);
  });

  it.each(g.invalid)('refuses $name on create and on update, writing nothing', async (bad) => {
    const pair = await insertPair(t.db);
    const before = await rowCount(t.db, g.table);
    const res = await api.post(g.create, { ...pairIds(pair), ...g.valid, ...bad.body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(bad.errors);
    expect(await rowCount(t.db, g.table)).toBe(before);

    const created = await api.post(g.create, { ...pairIds(pair), ...g.valid });
    expect(created.status).toBe(201);
    const versionedBefore = await rowCount(t.db, ruleSetRows);
    const upd = await api.put(`${g.update}?id=${created.body.data.id}`, { ...g.valid, ...bad.body });
    expect(upd.status).toBe(400);
    expect(upd.body.errors).toEqual(bad.errors);
    expect(await g.read(pair, created.body.data.id)).toMatchObject(expected(g.valid));
    expect(await rowCount(t.db, ruleSetRows)).toBe(versionedBefore);
  });

  it('needs the bank and product, and knows them', async () => {
    const pair = await insertPair(t.db);
    const before = await rowCount(t.db, g.table);
    const missing = await api.post(g.create, g.valid);
    expect(missing.status).toBe(400);
    const expectedMessage = g.table === btRules ? 'Bank is required' : 'Bank and Product are required';
    expect(missing.body.message).toContain(expectedMessage);

    const unknownBank = await api.post(g.create, { ...pairIds(pair), bank_id: UNKNOWN_ID, ...g.valid });
    expect(unknownBank.status).toBe(404);
    expect(unknownBank.body.message).toBe('Bank not found');
    const unknownProduct = await api.post(g.create, { ...pairIds(pair), product_id: UNKNOWN_ID, ...g.valid });
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.body.message).toBe('Product not found');
    expect(await rowCount(t.db, g.table)).toBe(before);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await api.put(`${g.update}?id=${UNKNOWN_ID}`, g.valid)).status).toBe(404);
    expect((await api.del(`${g.remove}?id=${UNKNOWN_ID}`)).status).toBe(404);
    expect((await api.del(`${g.remove}?id=nope`)).status).toBe(400);
  });
});

describe('general eligibility specifics', () => {
  it('has one rule per pair, answers null before it exists, and stores GOVERMENT as GOVERNMENT', async () => {
    const pair = await insertPair(t.db);
    const none = await api.get(`/api/generaleligibility/getGeneralRuleBybankandproduct?${pairQuery(pair)}`);
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();

    const first = await api.post('/api/generaleligibility/createGeneralEligiblity', {
      ...pair,
      interest_rate: 12,
      allowed_company_types: 'GOVERMENT,LLP,GOVERNMENT',
    });
    expect(first.status).toBe(201);
    expect(first.body.data.allowed_company_types).toEqual(['GOVERNMENT', 'LLP']);
    expect(first.body.data.is_active).toBe(true);
    const later = await api.put(`/api/generaleligibility/updateGeneralRule?id=${first.body.data.id}`, {
      ...pair,
      interest_rate: 12,
      allowed_company_types: ['PUBLIC_LIMITED', 'Trust / Society', 'ONE_PERSON_COMPANY'],
    });
    expect(later.status).toBe(200);
    expect(later.body.data.allowed_company_types).toEqual(['PUBLIC_LIMITED', 'TRUST_SOCIETY', 'ONE_PERSON_COMPANY']);
    const second = await api.post('/api/generaleligibility/createGeneralEligiblity', { ...pair, interest_rate: 13 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('General eligibility already exists for this bank and product');
  });

  it('refuses to move a rule to another pair and rejects a pair query without both ids', async () => {
    const pair = await insertPair(t.db);
    const other = await insertPair(t.db);
    const created = await api.post('/api/generaleligibility/createGeneralEligiblity', { ...pair, interest_rate: 12 });
    const moved = await api.put(`/api/generaleligibility/updateGeneralRule?id=${created.body.data.id}`, { bank_id: other.bank_id, interest_rate: 12 });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('A rule cannot be moved to another bank or product');

    const half = await api.get(`/api/generaleligibility/getGeneralRuleBybankandproduct?bank_id=${pair.bank_id}`);
    expect(half.status).toBe(400);
    expect(half.body.message).toEqual(['Bank and Product are required']);
    const unknown = await api.get(`/api/generaleligibility/getGeneralRuleBybankandproduct?bank_id=${UNKNOWN_ID}&product_id=${pair.product_id}`);
    expect(unknown.status).toBe(404);
  });
});

describe('bank transfer specifics', () => {
  it('belongs to the bank; a product_id records the change for that pair, none records it for the bank alone', async () => {
    const pair = await insertPair(t.db);
    const withPair = await api.post('/api/btrules/createBtRule', {
      bank_id: pair.bank_id,
      product_id: pair.product_id,
      max_bt_count: 2,
      special_conditions: null,
    });
    expect(withPair.status).toBe(201);
    expect(withPair.body.data).not.toHaveProperty('product_id');
    expect(withPair.body.data.special_conditions).toBeNull();
    const info = await t.db.select().from(rulesInfo).where(eq(rulesInfo.bank_id, pair.bank_id));
    expect(info).toHaveLength(1);

    const bankOnly = await insertPair(t.db);
    const alone = await api.post('/api/btrules/createBtRule', { bank_id: bankOnly.bank_id, max_bt_count: 2 });
    expect(alone.status).toBe(201);
    expect(await t.db.select().from(rulesInfo).where(eq(rulesInfo.bank_id, bankOnly.bank_id))).toHaveLength(0);
    // The bank's rule is in the versioned rows, so every pair of the bank shows it in its history.
    const [versioned] = await t.db.select().from(ruleSetRows).where(eq(ruleSetRows.row_id, alone.body.data.id));
    expect(versioned).toMatchObject({ tbl: 'bt_rules', valid_to: null, data: { bank_id: bankOnly.bank_id, max_bt_count: 2 } });
  });

  it('lists bt_rules with paging', async () => {
    const res = await api.get('/api/btrules/getAllBtRules?page=1&limit=2');
    expect(res.status).toBe(200);
    expect(res.body.data.bt_rules.length).toBeLessThanOrEqual(2);
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(res.body.data.total_count).toBe(await rowCount(t.db, btRules));
  });
});

describe('list answers', () => {
  it('gives obligation and CIBIL enquiry rows under the names the editor reads, with total_count', async () => {
    const pair = await insertPair(t.db);
    await api.post('/api/obligationrules/createObligationRule', { ...pair, emis_pending: 3 });
    await api.post('/api/cibilenquiries/createCibilEnquiryRule', { ...pair, TotalEnquiriesLast7Days: 2 });
    const obligations = await api.get(`/api/obligationrules/getAllObligationRules?page=1&limit=1000&${pairQuery(pair)}`);
    expect(obligations.body.data.obligation_rules).toHaveLength(1);
    expect(obligations.body.data.obligation_rules[0]).toMatchObject({ emis_pending: 3, total_count: 1, HL_co_app_percentage_obligated_on_emi: null });
    const enquiries = await api.get(`/api/cibilenquiries/getAllCibilenquiryRules?page=1&limit=1000&${pairQuery(pair)}`);
    // One name per field: cibilEnquiryRules, the first the specification names.
    expect(enquiries.body.data.cibil_enquiry_rules).toBeUndefined();
    expect(enquiries.body.data.cibilEnquiryRules[0]).toMatchObject({ TotalEnquiriesLast7Days: 2, TotalEnquiriesLast30Days: null, total_count: 1 });
    const tooMany = await api.get('/api/cibilenquiries/getAllCibilenquiryRules?page=1&limit=10001');
    expect(tooMany.status).toBe(400);
  });
});
