import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { evaluateCompiled, PAIR_FIELDS, type PairField } from '@lbo/eligibility';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { rowsOf } from '../src/db/raw-rows';
import { bearer } from './test-app';
import { testAppForFile } from './test-app-for-file';
import { fileUpload, postMultipart } from './multipart';
import { insertStandardPair } from './standard-rules';
import { BULK_APPLICANT, bulkWorkbook } from './bulk-files';

/*
 * A per-pair figure added as a new one would be: the engine gives it on each entry, the list of
 * pair fields names it (kind, column, nullable, compared by replays), a migration adds its column.
 * Nothing else is written for it: the answer, the stored decision, replay, the OpenAPI document
 * and the bulk result file follow from the list. Here the engine is wrapped, the list extended and
 * the migration run on the test's database.
 */

/** Stamp duty on the loan agreement: 0.1 % of an offer's amount (a figure made up for this test). */
const stampDuty: PairField = { name: 'stampDuty', kind: 'rupees', nullable: true, stored: 'pair_stamp_duty', offer: true, compared: true };
const duty = (amount: number) => Math.round(amount * 0.1) / 100;

const t = testAppForFile({
  pairFigures: {
    fields: [...PAIR_FIELDS, stampDuty],
    evaluate: (plan, input) => {
      const result = evaluateCompiled(plan, input);
      for (const e of result.eligibleBanks)
        Object.assign(e, { stampDuty: e.eligibilityStatus === 'ELIGIBLE' ? duty(e.loanAmountDetails.eligibleAmount) : null });
      return result;
    },
  },
});

let place: Awaited<ReturnType<typeof insertStandardPair>>;

beforeAll(async () => {
  // The migration the figure would ship.
  await t.db.execute(sql.raw('ALTER TABLE loan_applications ADD COLUMN pair_stamp_duty double precision[]'));
  place = await insertStandardPair(t, 'Bulk', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
});

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: bearer(t.token) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

describe('a per-pair figure from the engine, the list and a migration', () => {
  let applicationId: string;
  let amount: number;

  it('is in the apply answer and in the document’s schema of it', async () => {
    const res = await call('POST', API.loanapplication.apply, sampleApplicant({ companyid: place.company, cityId: place.city }));
    const [entry] = res.json().data.eligibleBanks;
    expect(entry.eligibilityStatus).toBe('ELIGIBLE');
    amount = entry.loanAmountDetails.eligibleAmount;
    expect(entry.stampDuty).toBe(duty(amount));
    // After the entry's last field, where the engine put it.
    expect(Object.keys(entry).at(-1)).toBe('stampDuty');
    applicationId = res.json().data.applicationId;

    const document = (await call('GET', '/api/docs/json')).json();
    const operation = document.paths[API.loanapplication.apply].post;
    const schema = operation.responses['200'].content['application/json'].schema;
    const entrySchema = schema.properties.data.properties.eligibleBanks.items;
    expect(entrySchema.properties.stampDuty).toEqual({ type: ['number', 'null'] });
  });

  it('is stored in its column and read back with the decision', async () => {
    const [row] = rowsOf<{ duty: number[] }>(await t.db.execute(sql`SELECT pair_stamp_duty AS duty FROM loan_applications WHERE id = ${applicationId}::uuid`));
    expect(row!.duty).toEqual([duty(amount)]);

    const decision = (await call('GET', pathTo(API.loanapplication.byApplicationId, { applicationId }))).json().data;
    expect(decision.pairs[0].stampDuty).toBe(duty(amount));
  });

  it('is compared by a replay', async () => {
    const replay = (url: string) => call('POST', url).then((r) => r.json().data);
    const url = pathTo(API.loanapplication.byApplicationIdReplay, { applicationId });
    expect(await replay(url)).toMatchObject({ matches: true, differences: [] });

    // As if the decision had been made when the figure was worked out otherwise.
    await t.db.execute(sql`UPDATE loan_applications SET pair_stamp_duty = ARRAY[1]::float8[] WHERE id = ${applicationId}::uuid`);
    const changed = await replay(url);
    expect(changed.matches).toBe(false);
    expect(changed.differences).toHaveLength(1);
    expect(changed.differences[0].before).toMatchObject({ eligibleAmount: amount, stampDuty: 1 });
    expect(changed.differences[0].after).toMatchObject({ eligibleAmount: amount, stampDuty: duty(amount) });
  });

  it('is a column of the bulk result file', async () => {
    const body = fileUpload('leads.xlsx', bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'R1', customer_reference: 'THROWAWAY-1' }]));
    const res = await postMultipart(t.app, API.loanapplication.bulk, body, bearer(t.token));
    expect(res.statusCode, res.body).toBe(202);
    let job: { state: string; resultUrl: string } = { state: 'queued', resultUrl: '' };
    for (let i = 0; i < 600 && ['queued', 'running'].includes(job.state); i++) {
      await new Promise((r) => setTimeout(r, 20));
      job = (await call('GET', pathTo(API.jobs.byId, { id: res.json().data.jobId }))).json().data;
    }
    expect(job.state).toBe('completed');
    const book = XLSX.read((await call('GET', job.resultUrl)).rawPayload);
    const [pair] = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['Bank products']!, { defval: null });
    expect(pair).toMatchObject({ Status: 'Eligible', 'Stamp duty (₹)': duty(pair!['Eligible amount (₹)'] as number) });
  });
});
