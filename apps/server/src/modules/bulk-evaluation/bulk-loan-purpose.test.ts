import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq, inArray } from 'drizzle-orm';
import { PRODUCT_LOAN_TYPES } from '@lbo/contracts/master-data';
import { banks, bulkJobRows, companies, loanApplications, products } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';
import { fileUpload, postMultipart } from '../../../test/multipart';
import { BULK_APPLICANT, bulkWorkbook } from '../../../test/bulk-files';
import { finishedJob } from './bulk.fixtures';

/* The bulk file's optional column loan_purpose: each row evaluated against the products of its purpose, or every product when blank. */

const t = testAppForFile();

beforeAll(async () => {
  // Four pairs: a personal loan and a home loan at one bank, a home loan and a car loan at another.
  const places = await insertStandardPlaces(t.db, 'Purpose', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  await t.db.update(products).set({ loan_type: 'PERSONAL_LOAN' }).where(eq(products.id, places.product));
  // The file names its company by name.
  await t.db.update(companies).set({ company_name: 'Bulk Co' }).where(eq(companies.id, places.company));
  const [second] = await t.db.insert(banks).values({ name: 'Second Purpose Bank' }).returning();
  const [home] = await t.db.insert(products).values({ name: 'Griha Suvidha', loan_type: 'HOME_LOAN' }).returning();
  const [car] = await t.db.insert(products).values({ name: 'Auto Drive', loan_type: 'CAR_LOAN' }).returning();
  await insertStandardRules(t.db, places.pair);
  await insertStandardRules(t.db, { bank_id: places.bank, product_id: home!.id });
  await insertStandardRules(t.db, { bank_id: second!.id, product_id: home!.id });
  await insertStandardRules(t.db, { bank_id: second!.id, product_id: car!.id });
  await t.settleRuleVersion();
});

describe('the bulk file column loan_purpose', () => {
  const upload = (bytes: Buffer) => postMultipart(t.app, '/api/loanapplication/bulk', fileUpload('leads.xlsx', bytes), bearer(t.token));

  it('refuses a row whose purpose is not a loan type, naming the column', async () => {
    const res = await upload(bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'P1', loan_purpose: 'Gold' }]));
    expect(res.statusCode, res.body).toBe(400);
    const file = await t.app.inject({ method: 'GET', url: new URL(res.json().data.errorFileUrl).pathname, headers: bearer(t.token) });
    const errors = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(file.rawPayload).Sheets.Errors!, { defval: null });
    expect(errors.map((e) => `${e.Row} ${e.Column}: ${e.Reason}`)).toEqual([`2 loan_purpose: must be one of ${PRODUCT_LOAN_TYPES.join(', ')}`]);
  });

  it('narrows a row to the products of its purpose, given as the code or in words; a blank cell is every product', async () => {
    const rows = [
      { ...BULK_APPLICANT, applicant_ref: 'P1', loan_purpose: 'Home Loan' },
      { ...BULK_APPLICANT, applicant_ref: 'P2', loan_purpose: 'CAR_LOAN' },
      { ...BULK_APPLICANT, applicant_ref: 'P3' },
    ];
    const res = await upload(bulkWorkbook(rows));
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json().data;
    const job = await finishedJob(t, t.token, jobId);
    expect(job.state).toBe('completed');
    const done = await t.db.select().from(bulkJobRows).where(eq(bulkJobRows.job_id, jobId));
    const byRef = new Map(done.map((r) => [r.applicant_ref, r]));
    const applications = await t.db
      .select()
      .from(loanApplications)
      .where(
        inArray(
          loanApplications.id,
          done.map((r) => r.application_id!),
        ),
      );
    const inputOf = (ref: string) => applications.find((a) => a.id === byRef.get(ref)!.application_id)!.input as Record<string, unknown>;
    expect(inputOf('P1').loanPurpose).toBe('HOME_LOAN');
    expect(inputOf('P2').loanPurpose).toBe('CAR_LOAN');
    expect(inputOf('P3')).not.toHaveProperty('loanPurpose');
    expect(['P1', 'P2', 'P3'].map((ref) => byRef.get(ref)!.outcome?.totalPairs)).toEqual([2, 1, 4]);
    const result = await t.app.inject({ method: 'GET', url: job.resultUrl, headers: bearer(t.token) });
    const applicants = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(result.rawPayload).Sheets.Applicants!, { defval: null });
    expect(applicants.map((a) => a['Loan purpose'])).toEqual(['Home Loan', 'Car Loan', 'Any']);
  });
});
