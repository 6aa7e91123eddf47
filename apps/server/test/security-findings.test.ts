import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { banks, bulkJobs, companies, customers, ruleTestCases, salaryCategories } from '../src/db/schema';
import { currentVersion } from '../src/modules/rule-versions';
import type { FastifyBaseLogger } from 'fastify';
import { ensureFirstAdmin } from '../src/db/seed/admin';
import { createTestApp, bearer, freshDatabase } from './test-app';
import { testAppForFile } from './test-app-for-file';
import { fileUpload, postMultipart } from './multipart';
import { commaLineCsv, sizeLyingXlsx } from './hostile-files';
import { insertStandardPlaces, insertStandardRules } from './standard-rules';
import { BULK_APPLICANT, bulkWorkbook } from './bulk-files';
import { readRows, sheetBytes } from './sheets';
import { grant } from './grants';

/**
 * The third hardening round's findings, each reproduced as it was found and answered safely now
 * (docs/security.md lists the classes and how each is prevented).
 */
const t = testAppForFile();
const ids = { bank: '', product: '' };

beforeAll(async () => {
  const places = await insertStandardPlaces(t.db, 'Finding', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  Object.assign(ids, { bank: places.bank, product: places.product });
  await t.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
  await t.db.insert(salaryCategories).values({ name: 'Finding CAT A' });
  await insertStandardRules(t.db, places.pair);
  await t.settleRuleVersion();
});

const rowCount = async (table: typeof banks | typeof salaryCategories | typeof ruleTestCases) => (await t.db.select({ n: count() }).from(table))[0]!.n;
const get = (url: string, token = t.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const upload = (url: string, name: string, bytes: Buffer, token = t.token) => {
  const body = fileUpload(name, bytes);
  return postMultipart(t.app, url, body, bearer(token));
};

describe('1. a version restore needs the rights of every change it makes', () => {
  it('refuses a Business Rules editor a restore that deletes master data: 403 naming the rights, nothing deleted', async () => {
    const editor = await t.userWithAccess([grant('rules-management', { view: true, edit: true })]);
    const before = { banks: await rowCount(banks), categories: await rowCount(salaryCategories), version: await currentVersion(t.db) };
    const res = await t.app.inject({ method: 'POST', url: '/api/rule-versions/0/restore?confirm=true', headers: bearer(editor.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('Master Configuration delete');
    expect(res.json().data.missingRights).toEqual(
      expect.arrayContaining([
        { module: 'master-configuration', action: 'delete' },
        { module: 'rules-management', action: 'delete' },
      ]),
    );
    expect({ banks: await rowCount(banks), categories: await rowCount(salaryCategories), version: await currentVersion(t.db) }).toEqual(before);
  });

  it('names only what is missing when every other right is there', async () => {
    const almost = await t.userWithAccess([
      grant('rules-management', { view: true, create: true, edit: true, delete: true }),
      grant('master-configuration', { view: true, create: true, edit: true }),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/rule-versions/0/restore?confirm=true', headers: bearer(almost.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().data.missingRights).toEqual([{ module: 'master-configuration', action: 'delete' }]);
  });
});

describe('2–3. spreadsheets that lie about their size, and lines of millions of cells', () => {
  const LYING = sizeLyingXlsx(64);
  const routes = [
    ['/api/loanapplication/bulk', 'leads.xlsx'],
    ['/api/rule-test-cases/import', 'cases.xlsx'],
    ['/api/company/importCompanies', 'companies.xlsx'],
  ] as const;

  it.each(routes)('%s refuses an .xlsx whose sheet declares 0 bytes, and /healthz answers meanwhile', async (url, name) => {
    expect(LYING.length).toBeLessThan(1024 * 1024);
    const health = (async () => {
      await new Promise((r) => setImmediate(r));
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      return { status: res.statusCode, ms: performance.now() - started };
    })();
    const [res, healthz] = await Promise.all([upload(url, name, LYING), health]);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toContain('too large once unpacked');
    expect(healthz.status).toBe(200);
    expect(healthz.ms).toBeLessThan(1000);
  });

  it('refuses a bulk .csv of one line of 24 MB of commas with a 400 naming the column limit', async () => {
    const res = await upload('/api/loanapplication/bulk', 'leads.csv', commaLineCsv(24));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('more than 256 columns');
  });
});

describe('4. formulas in written files come out inert', () => {
  const FORMULA = '=HYPERLINK("http://evil.example","click")';

  it('the customers CSV export', async () => {
    await t.db.insert(customers).values({ reference: 'FORMULA-1', name: FORMULA, evaluations: 1, last_evaluated_at: new Date() });
    const res = await get('/api/customers/export?q=FORMULA-1&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it("the mapping import's CSV error file", async () => {
    const rows = [
      ['company_name', 'category_name', 'is_active'],
      ["=cmd|' /C calc'!A0", 'Finding CAT A', 'Yes'],
      ['＝1+1', 'Finding CAT A', 'Yes'],
    ];
    const body = fileUpload('mappings.csv', sheetBytes(rows, 'csv'), { bank_id: ids.bank, product_id: ids.product });
    const res = await postMultipart(t.app, '/api/bankcompanycategory/uploadbankcompanydata', body, bearer(t.token));
    expect(res.statusCode, res.body).toBe(200);
    const file = await get(new URL(res.json().data.errorFileUrl).pathname);
    const [header, ...data] = readRows(file.rawPayload, true);
    // The error file leads with the spreadsheet's row number; the company name follows.
    expect(header![0]).toBe('Row');
    const names = data.map((r) => r[header!.indexOf('company_name')]);
    expect(names).toEqual(["'=cmd|' /C calc'!A0", "'＝1+1"]);
  });
});

describe('5 and 7. bulk jobs and their files belong to who started them', () => {
  let jobId = '';
  let owner: { token: string; userId: string };

  beforeAll(async () => {
    owner = await t.userWithAccess([grant('loan-evaluator', { view: true, create: true })]);
    const res = await upload('/api/loanapplication/bulk', 'mine.xlsx', bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'OWN-1' }]), owner.token);
    expect(res.statusCode, res.body).toBe(202);
    jobId = res.json().data.jobId;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const [job] = await t.db.select({ state: bulkJobs.state }).from(bulkJobs).where(eq(bulkJobs.id, jobId));
      if (job!.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 10));
    }
  });

  it('another evaluator gets 404 on the job, its result and its cancel, and does not see it listed', async () => {
    const other = await t.userWithAccess([grant('loan-evaluator', { view: true, create: true })]);
    expect((await get(`/api/jobs/${jobId}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/jobs/${jobId}/result`, other.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/cancel`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await get('/api/jobs', other.token)).json().data.items.map((j: { id: string }) => j.id)).not.toContain(jobId);
    expect((await get(`/api/jobs/${jobId}`, owner.token)).statusCode).toBe(200);
    expect((await get(`/api/jobs/${jobId}/result`, owner.token)).statusCode).toBe(200);
  });

  it('Loan Evaluator export sees and downloads everyone’s; only delete (or the owner) may cancel', async () => {
    const exporter = await t.userWithAccess([grant('loan-evaluator', { view: true, create: true, export: true })]);
    expect((await get('/api/jobs', exporter.token)).json().data.items.map((j: { id: string }) => j.id)).toContain(jobId);
    expect((await get(`/api/jobs/${jobId}/result`, exporter.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/cancel`, headers: bearer(exporter.token) })).statusCode).toBe(403);
    const canceller = await t.userWithAccess([grant('loan-evaluator', { view: true, create: true, export: true, delete: true })]);
    // Allowed, and refused only because the job has already completed.
    expect((await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/cancel`, headers: bearer(canceller.token) })).statusCode).toBe(409);
  });

  it('a bulk error file needs the Loan Evaluator right, not only master-data view', async () => {
    const res = await upload('/api/loanapplication/bulk', 'bad.xlsx', bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'BAD-1', age: 'old' }]), owner.token);
    expect(res.statusCode).toBe(400);
    const path = new URL(res.json().data.errorFileUrl).pathname;
    const masterViewer = await t.userWithAccess([grant('master-configuration', { view: true })]);
    expect((await get(path, masterViewer.token)).statusCode).toBe(403);
    const otherEvaluator = await t.userWithAccess([grant('loan-evaluator', { view: true })]);
    expect((await get(path, otherEvaluator.token)).statusCode).toBe(403);
    expect((await get(path, owner.token)).statusCode).toBe(200);
  });
});

describe('6. a dry run accepts only rule saves it can roll back', () => {
  it('refuses a test-case create with 400 and stores nothing', async () => {
    const before = await rowCount(ruleTestCases);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rules/simulate',
      headers: bearer(t.token),
      payload: {
        changes: [
          { method: 'POST', path: '/api/rule-test-cases', body: { name: 'sneaky', applicationId: '00000000-0000-4000-8000-000000000000', expectations: [] } },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['changes.0.path']);
    expect(await rowCount(ruleTestCases)).toBe(before);
  });
});

describe('8. impossible dates', () => {
  it.each(['/api/customers?from=2026-02-30', '/api/customers/export?to=2026-02-30', '/api/analytics/decisions/breakdown?from=2026-02-30'])(
    '%s → 400 naming the field',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([url.includes('to=') ? 'to' : 'from']);
    },
  );

  it('a leap day is a real date', async () => {
    expect((await get('/api/customers?from=2024-02-29')).statusCode).toBe(200);
  });
});

describe('9. personal and decision data is never cached', () => {
  it.each(['/api/customers', '/api/jobs', '/api/analytics/decisions/breakdown', '/api/rule-versions'])('%s answers Cache-Control: no-store', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
  });
});

describe('10. forwarding headers, file names', () => {
  it('an empty X-Forwarded-For counts as a proxied request for /metrics', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '' } })).statusCode).toBe(403);
  });

  it('stores an upload’s name without control or reordering characters', async () => {
    const res = await upload('/api/loanapplication/bulk', 'lea\u0007ds\u202e\u0000.xlsx', bulkWorkbook([{ ...BULK_APPLICANT, applicant_ref: 'NAME-1' }]));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data.job.fileName).toBe('leads.xlsx');
  });
});

describe('10. TRUST_PROXY as the proxy’s addresses', () => {
  it('ignores X-Forwarded-For from anyone else: a changed header does not reset the per-address sign-in limit', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '10.9.9.9' } });
    try {
      const login = (xff: string, remoteAddress = '198.51.100.20') =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/crmAuth/adminLogin',
          payload: { email: 'admin@example.com', password: 'wrong-password' },
          headers: { 'x-forwarded-for': xff },
          remoteAddress,
        });
      for (let i = 0; i < 5; i++) await login(`203.0.113.${i}`);
      expect((await login('203.0.113.99')).statusCode).toBe(429);
      // From the proxy itself, the forwarded address is the client's: a new client is not locked out.
      expect((await login('203.0.113.100', '10.9.9.9')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('10. the generated administrator password', () => {
  it('goes to the terminal banner only, never into the structured log', async () => {
    const handle = await freshDatabase();
    try {
      const logged: string[] = [];
      const record = (...args: unknown[]) => void logged.push(JSON.stringify(args));
      const log = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
      let banner = '';
      await ensureFirstAdmin(handle.db, { email: 'first@example.com', log, banner: (text) => (banner += text) });
      const password = /first@example\.com \/ (\S+)/.exec(banner)?.[1];
      expect(password).toMatch(/^\S{12,}$/);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.join('\n')).not.toContain(password);
    } finally {
      await handle.close();
    }
  });
});
