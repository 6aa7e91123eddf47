import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { banks, cities, companies, generalEligibilityRules, products } from '../../db/schema';
import { createMemoryMailer } from '../../lib/memory-mailer';
import { fileUpload, postMultipart } from '../../../test/multipart';
import { bearer, createTestApp, TEST_ORIGIN, type TestApp, SETTLE_MS } from '../../../test/test-app';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw-rows';
import { BULK_APPLICANT, bulkWorkbook } from '../../../test/bulk-files';

// Two app instances, each with its own connection pool and LISTEN connection, on one
// PostgreSQL database: what two server processes share. PGlite is one process only.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  let first: TestApp;
  let secondHandle: DatabaseHandle;
  let second: FastifyInstance;
  let token: string;
  const ids = { bank: '', product: '', company: '', city: '', general: '' };

  beforeAll(async () => {
    first = await createTestApp();
    secondHandle = await openDatabase({ url: first.databaseUrl! });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lbo-second-')), PUBLIC_BASE_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
    second = await buildApp({ env, db: secondHandle.db, changes: secondHandle.changes, mailer: createMemoryMailer(), logger: false });
    await second.ready();
    token = await first.signIn();
    const [bank] = await first.db.insert(banks).values({ name: 'Shared Bank' }).returning();
    const [product] = await first.db.insert(products).values({ name: 'Shared Loan' }).returning();
    const [company] = await first.db.insert(companies).values({ company_name: 'Shared Co', is_listed: true }).returning();
    const [city] = await first.db.insert(cities).values({ city_name: 'Surat', state: 'Gujarat', is_metro: false }).returning();
    const [general] = await first.db
      .insert(generalEligibilityRules)
      .values({
        bank_id: bank!.id,
        product_id: product!.id,
        min_age: 21,
        max_age: 60,
        salary_min: 20000,
        min_loan_amount: 10000,
        max_loan_amount: 500000,
        min_tenure_months: 12,
        max_tenure_months: 60,
        interest_rate: 12,
      })
      .returning();
    Object.assign(ids, { bank: bank!.id, product: product!.id, company: company!.id, city: city!.id, general: general!.id });
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
    await first?.close();
  });

  const apply = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/loanapplication/apply',
      headers: bearer(token),
      payload: sampleApplicant(
        { companyid: ids.company, cityId: ids.city },
        {
          user_name: 'Shared Applicant',
          age: 30,
          cibilScore: 760,
          salary: 50000,
          currentEmploymentMonths: 24,
          totalEmploymentMonths: 60,
          requestedLoanAmount: 200000,
        },
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('a logo uploaded through one is served by the other', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const body = fileUpload('logo.png', png);
    const res = await postMultipart(first.app, '/api/bank/uploadLogo', body, bearer(token));
    expect(res.statusCode, res.body).toBe(201);
    const served = await second.inject({ method: 'GET', url: new URL(res.json().data.s3UploadedLink).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('a rule saved through one changes the next evaluation on the other', async () => {
    const before = await apply(second);
    expect(before.eligibleBanks[0].eligibilityStatus).toBe('ELIGIBLE');
    const res = await first.app.inject({
      method: 'PUT',
      url: `/api/generaleligibility/updateGeneralRule?id=${ids.general}`,
      headers: bearer(token),
      payload: {
        bank_id: ids.bank,
        product_id: ids.product,
        min_age: 21,
        max_age: 60,
        salary_min: 80000,
        min_loan_amount: 10000,
        max_loan_amount: 500000,
        min_tenure_months: 12,
        max_tenure_months: 60,
        interest_rate: 12,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The other process hears of the new version through LISTEN/NOTIFY, not by asking per request.
    const deadline = Date.now() + SETTLE_MS;
    let after = await apply(second);
    while (after.ruleVersion === before.ruleVersion && Date.now() < deadline) after = await apply(second);
    expect(after.ruleVersion).toBeGreaterThan(before.ruleVersion);
    expect(after.eligibleBanks[0].eligibilityStatus).toBe('NOT_ELIGIBLE');
    expect(after.eligibleBanks[0].failureCodes).toContain('SALARY_BELOW_MIN');
  });

  it('an Idempotency-Key sent to both at once makes one decision and one bulk job', async () => {
    const payload = sampleApplicant(
      { companyid: ids.company, cityId: ids.city },
      { customer_reference: 'TWO-PROC-1', salary: 50000, requestedLoanAmount: 200000 },
    );
    const headers = { ...bearer(token), 'idempotency-key': 'two-processes-apply' };
    const count = async () => Number(rowsOf<{ n: number }>(await first.db.execute(sql`SELECT count(*)::int AS n FROM loan_applications`))[0]!.n);
    const before = await count();
    const answers = await Promise.all(
      [first.app, second, first.app, second].map((app) => app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers, payload })),
    );
    const made = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.applicationId));
    expect(made.size).toBe(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(await count()).toBe(before + 1);

    const jobs = async () => Number(rowsOf<{ n: number }>(await first.db.execute(sql`SELECT count(*)::int AS n FROM bulk_jobs`))[0]!.n);
    const jobsBefore = await jobs();
    const file = bulkWorkbook([{ ...BULK_APPLICANT, company: 'Shared Co', city: 'Surat', applicant_ref: 'TWO-1' }]);
    const upload = (app: FastifyInstance) => {
      const body = fileUpload('two.xlsx', file);
      return postMultipart(app, '/api/loanapplication/bulk', body, { ...bearer(token), 'idempotency-key': 'two-processes-file' });
    };
    const uploads = await Promise.all([upload(first.app), upload(second)]);
    for (const u of uploads) expect([202, 409], u.body).toContain(u.statusCode);
    expect(new Set(uploads.filter((u) => u.statusCode === 202).map((u) => u.json().data.jobId)).size).toBe(1);
    expect(await jobs()).toBe(jobsBefore + 1);
  });
});
