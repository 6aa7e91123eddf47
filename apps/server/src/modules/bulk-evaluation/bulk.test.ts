import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { count, eq, inArray } from 'drizzle-orm';
import { BULK_APPLICANT_COLUMNS } from '@lbo/contracts/bulk-evaluation';
import { banks, bulkJobRows, bulkJobs, chargesRules, cities, companies, customers, loanApplications, products } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { fileUpload, postMultipart } from '../../../test/multipart';
import { insertStandardRules } from '../../../test/standard-rules';
import { BULK_APPLICANT, bulkWorkbook, type BulkRow } from '../../../test/bulk-files';
import { finishedJob } from './bulk.fixtures';

const t = testAppForFile();

type Row = BulkRow;
const base = BULK_APPLICANT;
const workbook = bulkWorkbook;

const upload = (bytes: Buffer, name = 'leads.xlsx', auth = t.token) => {
  const body = fileUpload(name, bytes);
  return postMultipart(t.app, '/api/loanapplication/bulk', body, bearer(auth));
};
const get = (url: string, auth = t.token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });

const finished = (jobId: string) => finishedJob(t, t.token, jobId);

const sheetRows = (bytes: Buffer, name: string) => XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(bytes).Sheets[name]!, { defval: null });

beforeAll(async () => {
  const [company] = await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true }).returning();
  await t.db.insert(cities).values({ city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  expect(company).toBeTruthy();
  for (const name of ['Bulk Bank A', 'Bulk Bank B']) {
    const [bank] = await t.db.insert(banks).values({ name }).returning();
    const [product] = await t.db
      .insert(products)
      .values({ name: `${name} Loan` })
      .returning();
    const pair = { bank_id: bank!.id, product_id: product!.id };
    const minSalary = name.endsWith('A') ? 30000 : 70000;
    await insertStandardRules(t.db, pair, { salary_min: minSalary });
    await t.db.insert(chargesRules).values({ ...pair, processing_fee_percent: 1.5, stamp_duty: 300, penal_charges: '2% a month on the overdue instalment' });
  }
  await t.settleRuleVersion();
});

describe('bulk evaluation', () => {
  it('offers a template with the applicant and loan sheets, an example sheet and the allowed values', async () => {
    const res = await get('/api/loanapplication/bulk/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('bulk-evaluation-template.xlsx');
    const book = XLSX.read(res.rawPayload);
    expect(book.SheetNames).toEqual(['Applicants', 'Existing loans', 'Example', 'Allowed values']);
    // Headers in words; the example row is on the Example sheet (files-for-people.test.ts looks closer).
    expect(XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Applicants!, { header: 1 })).toEqual([BULK_APPLICANT_COLUMNS.map((c) => c.label)]);
    const [, , example] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Example!, { header: 1 });
    expect(example).toEqual(BULK_APPLICANT_COLUMNS.map((c) => c.example));
    expect(JSON.stringify(XLSX.utils.sheet_to_json(book.Sheets['Allowed values']!))).toContain('Car Loan');
  });

  it('refuses a file with bad rows whole: an error file names row, column and reason, and nothing is evaluated', async () => {
    const before = await t.db.select({ n: count() }).from(loanApplications);
    const res = await upload(
      workbook(
        [
          { ...base, applicant_ref: 'A1' },
          { ...base, applicant_ref: 'A2', age: 'old', company: 'Nowhere Ltd' },
          { ...base, applicant_ref: 'A1', is_married: 'maybe' },
        ],
        [{ applicant_ref: 'ZZ', loan_type: 'Car Loan', is_secured: 'Yes', outstanding: 1, emi_amount: 1, emis_paid: 1, emis_pending: 1 }],
      ),
    );
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/^3 rows cannot be evaluated; nothing was evaluated/);
    expect(body.data).toMatchObject({ rejectedRows: 3, totalRows: 3 });
    const file = await get(new URL(body.data.errorFileUrl).pathname);
    expect(file.statusCode).toBe(200);
    const errors = sheetRows(file.rawPayload, 'Errors').map((e) => `${e.Sheet}!${e.Row} ${e.Column}: ${e.Reason}`);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Applicants!3 age: must be a number ≥ 18',
        'Applicants!3 company: is not a company in Company Master',
        'Applicants!4 applicant_ref: repeats row 2',
        'Applicants!4 is_married: must be Yes or No',
        'Existing loans!2 applicant_ref: names no row of the Applicants sheet',
      ]),
    );
    expect(errors, errors.join('\n')).toHaveLength(5);
    expect(await t.db.select({ n: count() }).from(bulkJobs)).toEqual([{ n: 0 }]);
    expect(await t.db.select({ n: count() }).from(loanApplications)).toEqual(before);
  });

  it('takes files up to 25 MB (more than the 5 MB of master-data imports) and refuses larger ones with a 413', async () => {
    const big = Buffer.from(`${'name,age\n'}${'Someone,30\n'.repeat(600_000)}`); // ~6.6 MB of csv
    const res = await upload(big, 'big.csv');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('The file has too many applicants (at most 50,000). Split it into smaller files.');
    const huge = await upload(Buffer.alloc(26 * 1024 * 1024, 'a'), 'huge.csv');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is too large (at most 25 MB).');
  });

  it('rejects what is not a file of applicants with a 400 naming the problem', async () => {
    expect((await upload(Buffer.from('not a sheet'), 'leads.pdf')).statusCode).toBe(400);
    const noColumns = await upload(Buffer.from('name,age\nA,30\n'), 'leads.csv');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toMatch(/^The Applicants sheet lacks the columns Applicant ref, Net monthly salary \(₹\), .*Start from the template/);
    const empty = await upload(workbook([]));
    expect(empty.json().message).toBe('The file has no applicants below its header row.');
  });

  it('evaluates a good file in the background; the result matches one-by-one evaluations', async () => {
    const rows: Row[] = [
      { ...base, applicant_ref: 'L1', customer_reference: 'BULK-001' },
      { ...base, applicant_ref: 'L2', user_name: 'Ravi Das', salary: 50000 },
      { ...base, applicant_ref: 'L3', user_name: 'Neha Rao', salary: 20000 },
    ];
    const loans: Row[] = [
      {
        applicant_ref: 'L1',
        bank_name: 'HDFC',
        loan_type: 'Car Loan',
        is_secured: 'Yes',
        outstanding: 200000,
        emi_amount: 15000,
        emis_paid: 10,
        emis_pending: 20,
      },
    ];
    const res = await upload(workbook(rows, loans));
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json().data;
    const job = await finished(jobId);
    expect(job).toMatchObject({ state: 'completed', total: 3, done: 3, resultUrl: `/api/jobs/${jobId}/result` });
    expect(job.rate).toBeGreaterThan(0);

    const result = await get(job.resultUrl);
    expect(result.statusCode).toBe(200);
    const applicants = sheetRows(result.rawPayload, 'Applicants');
    const pairs = sheetRows(result.rawPayload, 'Bank products');
    expect(applicants.map((a) => a['Applicant ref'])).toEqual(['L1', 'L2', 'L3']);
    expect(pairs).toHaveLength(6);

    // Each row against the same rules through the one-applicant route.
    const [company] = await t.db.select().from(companies).where(eq(companies.company_name, 'Bulk Co'));
    const [city] = await t.db.select().from(cities).where(eq(cities.city_name, 'Pune'));
    for (const [i, row] of rows.entries()) {
      const payload = {
        user_name: row.user_name,
        age: row.age,
        cibilScore: row.cibil_score,
        companyid: company!.id,
        cityId: city!.id,
        salary: row.salary,
        currentEmploymentMonths: 24,
        totalEmploymentMonths: 60,
        requestedLoanAmount: 500000,
        requestedTenureMonths: 36,
        monthsatpresentresidence: 18,
        isMarried: false,
        isHouseowned: false,
        homeloanwithspouse: false,
        currentadressproof: true,
        permanentadressproof: true,
        CIBIL_REPORT_PARAMETERS: {
          Loans:
            i === 0
              ? [{ bank_name: 'HDFC', Loan_Type: 'Car Loan', is_secured: true, outstanding: 200000, emi_amount: 15000, emisPaid: 10, emisPending: 20 }]
              : [],
        },
      };
      const one = (await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload })).json().data;
      const largest = one.eligibleBanks
        .filter((e: { eligibilityStatus: string }) => e.eligibilityStatus === 'ELIGIBLE')
        .sort(
          (a: { loanAmountDetails: { eligibleAmount: number } }, b: { loanAmountDetails: { eligibleAmount: number } }) =>
            b.loanAmountDetails.eligibleAmount - a.loanAmountDetails.eligibleAmount,
        )[0];
      expect(applicants[i]!['Eligible offers']).toBe(one.eligibleCount);
      expect(applicants[i]!['Largest offer: amount (₹)']).toBe(largest ? largest.loanAmountDetails.eligibleAmount : null);
      expect(applicants[i]!['Largest offer: EMI (₹)']).toBe(largest ? largest.loanAmountDetails.estimatedEMI : null);
      for (const e of one.eligibleBanks) {
        if (e.eligibilityStatus === 'ELIGIBLE') expect(e.apr).toBeGreaterThan(e.loanAmountDetails.interestRate);
        const pair = pairs.find((p) => p['Applicant ref'] === row.applicant_ref && p.Lender === e.bankName);
        expect(pair).toMatchObject({
          Status: e.eligibilityStatus === 'ELIGIBLE' ? 'Eligible' : 'Not eligible',
          'Eligible amount (₹)': e.loanAmountDetails.eligibleAmount,
          // What the offer costs, as the answer gave it (empty on a refused pair).
          APR: e.apr,
          'Upfront charges (₹)': e.upfrontCharges,
          'Net disbursed (₹)': e.netDisbursedAmount,
          'Total interest (₹)': e.totalInterest,
          'Total amount payable (₹)': e.totalAmountPayable,
          'Penal charges': e.penalCharges,
        });
      }
    }
    expect(applicants[2]!['Main reason not eligible']).toBeTruthy();

    // Every row is an application of its customer.
    const stored = await t.db.select({ application: bulkJobRows.application_id }).from(bulkJobRows).where(eq(bulkJobRows.job_id, jobId));
    const apps = await t.db
      .select({ customer: loanApplications.customer_id, createdBy: loanApplications.created_by })
      .from(loanApplications)
      .where(
        inArray(
          loanApplications.id,
          stored.map((s) => s.application!),
        ),
      );
    expect(apps).toHaveLength(3);
    expect(apps.every((a) => a.createdBy === t.adminId)).toBe(true);
    const [named] = await t.db.select().from(customers).where(eq(customers.reference, 'BULK-001'));
    expect(apps.map((a) => a.customer)).toContain(named!.id);

    const list = (await get('/api/jobs')).json().data;
    expect(list.items[0]).toMatchObject({ id: jobId, state: 'completed', fileName: 'leads.xlsx' });
  });

  it('files rows that share a customer reference under one customer, counted once each, with the language a row named', async () => {
    const res = await upload(
      workbook([
        { ...base, applicant_ref: 'D1', customer_reference: 'DUP-1', user_name: 'Kiran Shah', preferred_language: 'HI' },
        { ...base, applicant_ref: 'D2', customer_reference: 'dup-1', user_name: 'Kiran M. Shah', salary: 20000 },
        { ...base, applicant_ref: 'D3' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(202);
    expect((await finished(res.json().data.jobId)).state).toBe('completed');
    const [customer] = await t.db.select().from(customers).where(eq(customers.reference, 'DUP-1'));
    // The later row names no language: the customer keeps the one the first named.
    expect(customer).toMatchObject({ name: 'Kiran M. Shah', evaluations: 2, last_eligible_count: 0, preferred_language: 'hi' });
    expect(customer!.best_offer_amount).toBeGreaterThan(0);
    expect(await t.db.select({ n: count() }).from(loanApplications).where(eq(loanApplications.customer_id, customer!.id))).toEqual([{ n: 2 }]);
  });

  it('cancels a queued job once; its result is not offered', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ ...base, applicant_ref: `C${i}` }));
    const { jobId } = (await upload(workbook(rows))).json().data;
    const cancel = await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/cancel`, headers: bearer(t.token) });
    // It may have finished already on a fast machine; then cancelling is refused.
    if (cancel.statusCode === 200) {
      expect(cancel.json().data.state).toBe('cancelled');
      expect((await get(`/api/jobs/${jobId}/result`)).statusCode).toBe(409);
    } else {
      expect(cancel.statusCode).toBe(409);
    }
    const again = await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/cancel`, headers: bearer(t.token) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a queued or running job can be cancelled.');
  });

  it('checks permissions and input on every route', async () => {
    const viewer = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: false, edit: false, delete: false, export: false }]);
    const none = await t.userWithAccess([{ module_id: 'user-management', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await get('/api/loanapplication/bulk/template', viewer.token)).statusCode).toBe(403);
    expect((await upload(workbook([{ ...base, applicant_ref: 'P1' }]), 'x.xlsx', viewer.token)).statusCode).toBe(403);
    expect((await get('/api/jobs', viewer.token)).statusCode).toBe(200);
    expect((await get('/api/jobs', none.token)).statusCode).toBe(403);
    expect((await get('/api/jobs/00000000-0000-4000-8000-000000000000', none.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/jobs/00000000-0000-4000-8000-000000000000/cancel', headers: bearer(viewer.token) })).statusCode,
    ).toBe(403);
    const bad = await get('/api/jobs/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json()), bad.body).toMatch(/must be a job id/);
    expect((await get('/api/jobs?limit=0')).statusCode).toBe(400);
    expect((await get('/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/jobs/00000000-0000-4000-8000-000000000000/result')).statusCode).toBe(404);
  });
});
