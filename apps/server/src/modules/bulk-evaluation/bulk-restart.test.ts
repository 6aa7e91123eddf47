import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { BULK_APPLICANT_COLUMNS } from '@lbo/contracts/bulk-evaluation';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { banks, bulkJobRows, bulkJobs, cities, companies, generalEligibilityRules, loanApplications, products } from '../../db/schema';
import { bearer, TEST_ORIGIN } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { fileUpload, postMultipart } from '../../../test/multipart';
import { uploadOnDisk } from '../../../test/sheets';
import { readBulkFile } from './bulk-file';
import { insertJob } from './bulk-jobs.repository';
import { BULK_QUEUE, isEmbedded } from './bulk-queue';
import { validateBulkFile } from './bulk-rows';

const t = testAppForFile();
const HEADER = BULK_APPLICANT_COLUMNS.map((c) => c.header);

function file(rows: number): Buffer {
  const row = (i: number) => [`R${i}`, null, `Applicant ${i}`, 30, 40000 + i * 100, 750, 'Restart Co', 'Surat', 24, 60, 300000, 36, 12, 'No', 'No', 'No'];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...Array.from({ length: rows }, (_, i) => row(i + 1))]), 'Applicants');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

beforeAll(async () => {
  await t.db.insert(companies).values({ company_name: 'Restart Co', is_listed: true });
  await t.db.insert(cities).values({ city_name: 'Surat', state: 'Gujarat', is_metro: false });
  const [bank] = await t.db.insert(banks).values({ name: 'Restart Bank' }).returning();
  const [product] = await t.db.insert(products).values({ name: 'Restart Loan' }).returning();
  await t.db.insert(generalEligibilityRules).values({
    bank_id: bank!.id,
    product_id: product!.id,
    min_age: 21,
    max_age: 60,
    salary_min: 45000,
    min_loan_amount: 50000,
    max_loan_amount: 2000000,
    min_tenure_months: 12,
    max_tenure_months: 60,
    interest_rate: 12,
  });
  await t.settleRuleVersion();
});

describe('a bulk job across a server restart', () => {
  it('resumes where the dead process left it: every row evaluated exactly once', async () => {
    // A first job installs the queue.
    const body = fileUpload('first.xlsx', file(2));
    const first = await postMultipart(t.app, '/api/loanapplication/bulk', body, bearer(t.token));
    expect(first.statusCode, first.body).toBe(202);
    for (const deadline = Date.now() + 45_000; Date.now() < deadline;) {
      const [job] = await t.db.select({ state: bulkJobs.state }).from(bulkJobs).where(eq(bulkJobs.id, first.json().data.jobId));
      if (job!.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await t.app.close();

    // What a process killed mid-job leaves: 250 rows, a chunk it held when it died, a chunk
    // waiting, and rows whose chunk it never queued.
    const { applicants } = await validateBulkFile(t.db, await readBulkFile(await uploadOnDisk('killed.xlsx', file(250))));
    const jobId = await insertJob(t.db, { fileName: 'killed.xlsx', createdBy: t.adminId, applicants, now: new Date() });
    const appsBefore = (await t.db.select({ n: count() }).from(loanApplications))[0]!.n;
    const queue = (from: number, to: number, state: string) =>
      t.db.execute(sql`INSERT INTO pgboss.job (name, data, state, started_on, retry_limit, expire_in)
        VALUES (${BULK_QUEUE}, ${JSON.stringify({ jobId, from, to })}::jsonb, ${state}, now() - interval '1 hour', 3, interval '60 seconds')`);
    // A dead process's chunk: still active on the embedded database (only a restart can free it),
    // already expired back to retry by pg-boss's maintenance on PostgreSQL.
    await queue(2, 101, isEmbedded(t.db) ? 'active' : 'retry');
    await queue(102, 201, 'created');

    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lbo-restart-')), PUBLIC_BASE_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
    const restarted = await buildApp({ env, db: t.db, clock: t.clock, logger: false });
    await restarted.ready();
    try {
      let job: { state: string; done: number; total: number } | undefined;
      for (const deadline = Date.now() + 45_000; job?.state !== 'completed' && Date.now() < deadline;) {
        job = (await restarted.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: bearer(t.token) })).json().data;
        if (job?.state !== 'completed') await new Promise((r) => setTimeout(r, 20));
      }
      expect(job).toMatchObject({ state: 'completed', done: 250, total: 250 });
      const rows = await t.db.select({ application: bulkJobRows.application_id }).from(bulkJobRows).where(eq(bulkJobRows.job_id, jobId));
      const ids = rows.map((r) => r.application!);
      expect(new Set(ids).size).toBe(250);
      expect((await t.db.select({ n: count() }).from(loanApplications))[0]!.n - appsBefore).toBe(250);
      expect(await t.db.select({ n: count() }).from(loanApplications).where(inArray(loanApplications.id, ids))).toEqual([{ n: 250 }]);
      const [stored] = await t.db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId));
      expect(stored!.eligible_rows).toBe(250 - 49); // salaries from 40,100 up: the first 49 are below 45,000
    } finally {
      await restarted.close();
    }
  });
});
