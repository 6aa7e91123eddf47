import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { count, eq } from 'drizzle-orm';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { companies, loanApplications } from '../src/db/schema';
import { bearer, SETTLE_MS } from './test-app';
import { testAppForFile } from './test-app-for-file';
import { fileUpload, postMultipart } from './multipart';
import { insertStandardPlaces, insertStandardRules } from './standard-rules';
import { BULK_APPLICANT, bulkWorkbook } from './bulk-files';

/**
 * No one under 18 can contract a loan: the apply route, an API key's apply and a bulk file's row
 * refuse 17 with one message naming the age, and take 18.
 */
const t = testAppForFile();
const ids = { company: '', city: '' };
const REFUSED = 'age must be at least 18';

beforeAll(async () => {
  const places = await insertStandardPlaces(t.db, 'Adult', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  Object.assign(ids, { company: places.company, city: places.city });
  // The standard rules take applicants from 21; 18 here, so that an 18-year-old is evaluated as any other.
  await insertStandardRules(t.db, places.pair, { min_age: 18 });
  await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
  await t.settleRuleVersion();
});

const applicant = (age: number) => sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, age });
const apply = (headers: Record<string, string>, age: number) =>
  t.app.inject({ method: 'POST', url: API.loanapplication.apply, headers, payload: applicant(age) });
const decisions = async () => Number((await t.db.select({ n: count() }).from(loanApplications))[0]!.n);

async function apiKey() {
  const res = await t.app.inject({
    method: 'POST',
    url: API.apikeys.create,
    headers: bearer(t.token),
    payload: { label: 'Adult check', businessId: 'DSA-18', scopes: ['evaluations.create'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { 'x-api-key': res.json().plainKey as string };
}

describe('the minimum age of 18', () => {
  it('the apply route and an API key refuse 17 with 400 naming the age, store nothing, and evaluate 18', async () => {
    const key = await apiKey();
    for (const headers of [bearer(t.token), key]) {
      const before = await decisions();
      const refused = await apply(headers, 17);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ message: [REFUSED], errors: { age: 'must be at least 18' } });
      expect(await decisions()).toBe(before);
      const taken = await apply(headers, 18);
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json().data.eligibleCount).toBe(1);
    }
  });

  it('a bulk file refuses a row of 17 whole, its error file saying so on the row, and evaluates a file of 18', async () => {
    const headers = bearer(t.token);
    const upload = (bytes: Buffer) => postMultipart(t.app, API.loanapplication.bulk, fileUpload('adults.xlsx', bytes), headers);
    const before = await decisions();
    const refused = await upload(
      bulkWorkbook([
        { ...BULK_APPLICANT, applicant_ref: 'A18', age: 18 },
        { ...BULK_APPLICANT, applicant_ref: 'A17', age: 17 },
      ]),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().data).toMatchObject({ rejectedRows: 1, totalRows: 2 });
    const file = await t.app.inject({ method: 'GET', url: new URL(refused.json().data.errorFileUrl).pathname, headers });
    const book = XLSX.read(file.rawPayload);
    const errors = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Errors!);
    expect(errors.map((e) => [e.Sheet, e.Row, `${String(e.Column)} ${String(e.Reason)}`])).toEqual([['Applicants', 3, REFUSED]]);
    expect(await decisions()).toBe(before);

    const taken = await upload(bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'B18', age: 18 }]));
    expect(taken.statusCode, taken.body).toBe(202);
    const job = async () => (await t.app.inject({ method: 'GET', url: pathTo(API.jobs.byId, { id: taken.json().data.jobId }), headers })).json().data;
    await expect.poll(async () => (await job()).state, { timeout: SETTLE_MS, interval: 20 }).toBe('completed');
    expect(await job()).toMatchObject({ total: 1, done: 1 });
    const [row] = await t.db.select({ input: loanApplications.input }).from(loanApplications).where(eq(loanApplications.bulk_job_id, taken.json().data.jobId));
    expect(row!.input).toMatchObject({ age: 18 });
  });
});
