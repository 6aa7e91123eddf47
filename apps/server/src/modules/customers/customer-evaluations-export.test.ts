import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { sampleApplicant, sampleLoan } from '@lbo/contracts/testing/sample-applicant';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPair } from '../../../test/standard-rules';

const t = testAppForFile();
const ids = { company: '', city: '', customer: '', other: '' };
const exportOf = (id: string, query = 'format=xlsx', token = t.token) =>
  t.app.inject({ method: 'GET', url: `${pathTo(API.customers.byIdExport, { id })}?${query}`, headers: bearer(token) });

const HEADER = [
  'Evaluated (IST)',
  'Source',
  'Rule version',
  'Monthly salary (₹)',
  'Age',
  'CIBIL score',
  'Employer',
  'City',
  'Requested amount (₹)',
  'Requested tenure (months)',
  'Existing EMIs (₹ a month)',
  'Months in current job',
  'Lenders checked',
  'Eligible offers',
  'Largest offer (₹)',
  'Largest offer: lender',
  'Largest offer: product',
  'Largest offer: rate (% p.a.)',
  'Largest offer: APR (%)',
  'Application id',
];

beforeAll(async () => {
  const places = await insertStandardPair(t, 'Export', { city_name: 'Indore', state: 'Madhya Pradesh', is_metro: false });
  Object.assign(ids, { company: places.company, city: places.city });
  const apply = async (reference: string, over: Parameters<typeof sampleApplicant>[1]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.loanapplication.apply,
      headers: bearer(t.token),
      payload: sampleApplicant({ companyid: ids.company, cityId: ids.city }, { user_name: 'Nisha Export', customer_reference: reference, ...over }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { applicationId: string; customerId: string };
  };
  // Two evaluations of one customer a minute apart: the salary rose and a loan of ₹10,000 a month appeared.
  const first = await apply('LEAD/EXP-1', { salary: 60000, requestedLoanAmount: 400000, requestedTenureMonths: 24 });
  t.clock.advance(60_000);
  await apply('lead/exp-1', {
    salary: 90000,
    requestedLoanAmount: 500000,
    requestedTenureMonths: 36,
    CIBIL_REPORT_PARAMETERS: { Loans: [sampleLoan()], ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 0, CAPSLast90Days: 0, CAPSLast180Days: 0 } },
  });
  ids.customer = first.customerId;
  ids.other = (await apply('LEAD-EXP-OTHER', {})).customerId;
});

describe("one customer's evaluations as a file", () => {
  it('opens as .xlsx with a row per evaluation, newest first: what was asked, by whom, and the largest offer', async () => {
    const res = await exportOf(ids.customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customer-LEAD-EXP-1-evaluations-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true });
    expect(book.SheetNames).toEqual(['Evaluations']);
    const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Evaluations!, { header: 1, defval: null });
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(2);
    const at = (row: unknown[], column: string) => row[HEADER.indexOf(column)];
    const [newer, older] = rows as unknown[][];
    expect(at(newer!, 'Evaluated (IST)')).toBeInstanceOf(Date);
    expect((at(newer!, 'Evaluated (IST)') as Date).getTime()).toBeGreaterThan((at(older!, 'Evaluated (IST)') as Date).getTime());
    for (const row of [newer!, older!]) {
      expect(at(row, 'Source')).toBe('Evaluated in the back office by Administrator');
      expect(at(row, 'Employer')).toBe('Export Co');
      expect(at(row, 'City')).toBe('Indore');
      expect(at(row, 'Age')).toBe(32);
      expect(at(row, 'CIBIL score')).toBe(770);
      expect(at(row, 'Lenders checked')).toBe(1);
      expect(at(row, 'Rule version')).toEqual(expect.any(Number));
      expect(at(row, 'Application id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    // What changed between the two, as numbers.
    expect([at(newer!, 'Monthly salary (₹)'), at(older!, 'Monthly salary (₹)')]).toEqual([90000, 60000]);
    expect([at(newer!, 'Existing EMIs (₹ a month)'), at(older!, 'Existing EMIs (₹ a month)')]).toEqual([10000, 0]);
    expect([at(newer!, 'Requested amount (₹)'), at(older!, 'Requested amount (₹)')]).toEqual([500000, 400000]);
    expect([at(newer!, 'Requested tenure (months)'), at(older!, 'Requested tenure (months)')]).toEqual([36, 24]);
    // The largest offer is the one the customer page shows for that evaluation.
    const detail = (await t.app.inject({ method: 'GET', url: pathTo(API.customers.byId, { id: ids.customer }), headers: bearer(t.token) })).json().data;
    for (const [i, row] of [newer!, older!].entries()) {
      const e = detail.history[i];
      expect(at(row, 'Application id')).toBe(e.applicationId);
      expect(at(row, 'Eligible offers')).toBe(e.eligibleCount);
      expect(at(row, 'Largest offer (₹)')).toBe(e.bestOffer?.amount ?? null);
      expect(at(row, 'Largest offer: lender')).toBe(e.bestOffer?.bankName ?? null);
      expect(at(row, 'Largest offer: APR (%)')).toBe(e.bestOffer?.apr ?? null);
    }
    expect(detail.history[1].bestOffer).toMatchObject({ bankName: 'Export Bank', productName: 'Export Loan' });
  });

  it('as .csv holds the same rows, and no other customer', async () => {
    const csv = await exportOf(ids.customer, 'format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(HEADER.join(','));
    expect(lines[1]).toContain(',Evaluated in the back office by Administrator,');
    const other = await exportOf(ids.other, 'format=csv');
    expect(
      other.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(2);
  });

  it('refuses bad input naming the field, an unknown customer with 404, and needs the customer-master export right', async () => {
    const badFormat = await exportOf(ids.customer, 'format=pdf');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toEqual(['format must be xlsx or csv']);
    const badId = await exportOf('not-a-customer');
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json().message)).toContain('id');
    expect((await exportOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const viewer = await t.userWithAccess([{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await exportOf(ids.customer, 'format=xlsx', viewer.token)).statusCode).toBe(403);
    const exporter = await t.userWithAccess([{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: true }]);
    expect((await exportOf(ids.customer, 'format=csv', exporter.token)).statusCode).toBe(200);
  });

  it('is recorded against the customer, so it shows in who accessed their record', async () => {
    await exportOf(ids.customer);
    await t.app.auditTrail.flush();
    const res = await t.app.inject({ method: 'GET', url: pathTo(API.audit.customersById, { id: ids.customer }), headers: bearer(t.token) });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data.items as { action: string; objectType: string; objectId: string }[];
    expect(entries).toContainEqual(expect.objectContaining({ action: 'export', objectType: 'customer', objectId: ids.customer }));
  });
});
