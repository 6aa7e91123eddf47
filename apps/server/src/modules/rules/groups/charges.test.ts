import { beforeAll, describe, expect, it } from 'vitest';
import { chargesRules } from '../../../db/schema';
import { currentVersion } from '../../rule-versions';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { insertStandardRules } from '../../../../test/standard-rules';
import { caller, insertPair, pairQuery, rowCount, type TestPair } from '../rules.fixtures';

/** The tenth group, Charges, written only as a definition: its calls, checks, versions and rights follow from it. */
const t = testAppForFile();
const api = caller(t);
let pair: TestPair;
beforeAll(async () => {
  pair = await insertPair(t.db, 'Charges');
});

const VALID = {
  processing_fee_percent: 1.5,
  processing_fee_min: 2_500,
  processing_fee_max: 25_000,
  gst_percent: 18,
  stamp_duty: 500,
  penal_charges: '2% a month on the overdue instalment',
  foreclosure_percent: 4,
  bounce_charge: 590,
  cooling_off_days: 3,
};

describe('charges (a tenth rule group from its definition)', () => {
  it('creates, reads, updates and deletes one row per pair, each save a new rule-set version', async () => {
    const before = await currentVersion(t.db);
    const created = await api.post('/api/charges/createcharges', { bank_id: pair.bank_id, product_id: pair.product_id, ...VALID });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Charges created successfully');
    expect(await currentVersion(t.db)).toBe(before + 1);
    const id = created.body.data.id as string;
    const read = await api.get(`/api/charges/getChargesByBankandProductId?${pairQuery(pair)}`);
    expect(read.body.data).toMatchObject({ id, ...VALID, processing_fee_flat: null, is_active: true });
    const second = await api.post('/api/charges/createcharges', { bank_id: pair.bank_id, product_id: pair.product_id, ...VALID });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Charges already exist for this bank and product');
    const updated = await api.put(`/api/charges/updatecharges?id=${id}`, { ...VALID, processing_fee_percent: 2 });
    expect(updated.status).toBe(200);
    expect(await currentVersion(t.db)).toBe(before + 2);
    expect((await api.del(`/api/charges/deletecharges?id=${id}`)).status).toBe(200);
    expect(await rowCount(t.db, chargesRules)).toBe(0);
  });

  it.each([
    ['a negative amount', { stamp_duty: -1 }, 'stamp_duty'],
    ['a percentage over 100', { gst_percent: 101 }, 'gst_percent'],
    ['a minimum above its maximum', { processing_fee_min: 30_000 }, 'processing_fee_max'],
    ['a percentage fee and a flat fee', { processing_fee_flat: 999 }, 'processing_fee_flat'],
    ['insurance as an amount and a percentage', { insurance_amount: 1_000, insurance_percent: 1 }, 'insurance_percent'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_name, change, field) => {
    const before = await rowCount(t.db, chargesRules);
    const res = await api.post('/api/charges/createcharges', { bank_id: pair.bank_id, product_id: pair.product_id, ...VALID, ...change });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(await rowCount(t.db, chargesRules)).toBe(before);
  });

  it('needs the Business Rules rights of the action', async () => {
    const viewer = caller(
      t,
      (await t.userWithAccess([{ module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false }])).token,
    );
    expect((await viewer.get(`/api/charges/getChargesByBankandProductId?${pairQuery(pair)}`)).status).toBe(200);
    expect((await viewer.post('/api/charges/createcharges', { bank_id: pair.bank_id, product_id: pair.product_id, ...VALID })).status).toBe(403);
  });

  it('warns in the rule checks about a fee above 10 % and GST above 28 %', async () => {
    // The checks look at pairs the evaluator answers for: those with general eligibility.
    await insertStandardRules(t.db, { bank_id: pair.bank_id, product_id: pair.product_id });
    const created = await api.post('/api/charges/createcharges', {
      bank_id: pair.bank_id,
      product_id: pair.product_id,
      ...VALID,
      processing_fee_percent: 12,
      gst_percent: 30,
    });
    expect(created.status).toBe(201);
    const checks = await api.get('/api/rules/checks');
    const messages = (checks.body.data.findings as { group: string; message: string }[]).filter((f) => f.group === 'charges').map((f) => f.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Bank Charges / Product Charges: Processing fee 12% is above 10% of the loan amount',
        'Bank Charges / Product Charges: GST 30% is above 28%',
      ]),
    );
  });
});
