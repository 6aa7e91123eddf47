import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, like } from 'drizzle-orm';
import { IMPORT_ID_HEADER } from '@lbo/contracts/master-data';
import { companies } from '../../../db/schema';
import { bearer, createTestApp, TEST_ORIGIN, type TestApp } from '../../../../test/test-app';
import { fileUpload } from '../../../../test/multipart';
import { readRows, sheetBytes } from '../../../../test/sheets';

let t: TestApp;
let admin: Record<string, string>;

// Uploads of this file go to a folder of its own: other processes on the machine (the browser
// tests' app, another run) write and remove their own uploads in the shared temp folder meanwhile.
const sharedTmp = process.env.TMPDIR;
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'lbo-upload-test-'));

beforeAll(async () => {
  process.env.TMPDIR = uploadsDir;
  t = await createTestApp();
  admin = bearer(await t.signIn());
});
afterAll(async () => {
  if (sharedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmp;
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const COMPANIES = '/api/company/importCompanies';

function importCompanies(bytes: Buffer, opts: { query?: string; importId?: string; headers?: Record<string, string> } = {}) {
  const body = fileUpload('companies.xlsx', bytes);
  const headers = { ...(opts.headers ?? admin), ...body.headers, ...(opts.importId ? { [IMPORT_ID_HEADER]: opts.importId } : {}) };
  return t.app.inject({ method: 'POST', url: `${COMPANIES}${opts.query ?? ''}`, payload: body.payload, headers });
}
const progressOf = (id: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api/imports/${id}/progress`, headers });
const storedWithPrefix = async (prefix: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(companies)
      .where(like(companies.company_name, `${prefix} %`))
  )[0]!.n;
const uploadsLeft = () => readdirSync(uploadsDir).filter((name) => name.startsWith('lbo-upload-')).length;

function companyRows(prefix: string, total: number, bad?: number): unknown[][] {
  const rows: unknown[][] = [['company_name', 'is_listed', 'registration_type']];
  for (let i = 0; i < total; i++) rows.push([`${prefix} ${i}`, i === bad ? 'perhaps' : i % 2 === 0 ? 'Yes' : 'No', 'LLP']);
  return rows;
}

describe('streaming company import', () => {
  it('imports every row of a 20,000-row file in batches and reports its progress as done', async () => {
    const importId = randomUUID();
    const before = uploadsLeft();
    const res = await importCompanies(sheetBytes(companyRows('Stream Co', 20_000)), { importId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ importedCount: 20_000, totalRows: 20_000, failedCount: 0, duplicateCount: 0, errorFileUrl: null });
    expect(await storedWithPrefix('Stream Co')).toBe(20_000);

    const progress = await progressOf(importId);
    expect(progress.statusCode).toBe(200);
    expect(progress.json().data).toEqual({ state: 'done', rowsProcessed: 20_000, fraction: 1 });
    // The upload went to a temporary file, removed once the import ended.
    expect(uploadsLeft()).toBe(before);
  });

  it('imports nothing from a file with one bad row in the middle when asked for all or nothing, and lists the row', async () => {
    const rows = companyRows('Strict Co', 10_000, 5_000);
    const importId = randomUUID();
    const res = await importCompanies(sheetBytes(rows), { query: '?allOrNothing=true', importId });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ importedCount: 0, failedCount: 1, totalRows: 10_000, imported: [] });
    expect(res.json().message).toBe('Duplicate or invalid rows detected. Kindly check the error file, correct the issues, and upload again.');
    expect(await storedWithPrefix('Strict Co')).toBe(0);

    expect(data.errorFileUrl.startsWith(`${TEST_ORIGIN}/api/files/import-errors/`)).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: new URL(data.errorFileUrl).pathname, headers: admin });
    expect(readRows(file.rawPayload)).toEqual([
      ['Row', 'company_name', 'is_listed', 'registration_type', 'reason'],
      [5002, 'Strict Co 5000', 'perhaps', 'LLP', 'Listed must be Yes or No (got "perhaps")'],
    ]);
    expect((await progressOf(importId)).json().data).toMatchObject({ state: 'done', rowsProcessed: 10_000 });

    // Without the option, the specification's partial import: every good row, the bad one in the error file.
    const partial = await importCompanies(sheetBytes(rows));
    expect(partial.json().data).toMatchObject({ importedCount: 9_999, failedCount: 1 });
    expect(await storedWithPrefix('Strict Co')).toBe(9_999);
  });

  it('reports an import that fails after its batches were written as failed, and keeps nothing of it', async () => {
    const importId = randomUUID();
    // A check refusing the change at commit, as a rule check would: every batch is written by then.
    const refuse = async () => {
      throw new Error('refused at commit');
    };
    t.app.ruleChangeHooks.beforeCommit.push(refuse);
    try {
      const res = await importCompanies(sheetBytes(companyRows('Broken Co', 12_000)), { importId });
      expect(res.statusCode).toBe(500);
    } finally {
      t.app.ruleChangeHooks.beforeCommit.splice(t.app.ruleChangeHooks.beforeCommit.indexOf(refuse), 1);
    }
    expect(await storedWithPrefix('Broken Co')).toBe(0);
    expect((await progressOf(importId)).json().data).toMatchObject({ state: 'failed', rowsProcessed: 12_000 });
  });

  it('shows progress only to the session that imports, and checks the id and the header', async () => {
    const importId = randomUUID();
    await importCompanies(sheetBytes(companyRows('Private Co', 3)), { importId });
    const other = await t.userWithAccess([{ module_id: 'master-configuration', view: true, create: true, edit: false, delete: false, export: false }]);
    expect((await progressOf(importId, bearer(other.token))).statusCode).toBe(404);
    expect((await progressOf(randomUUID())).statusCode).toBe(404);

    const badId = await progressOf('not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toEqual(['importId must be a UUID']);
    const badHeader = await importCompanies(sheetBytes(companyRows('Header Co', 1)), { importId: 'nope' });
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().message).toEqual([`${IMPORT_ID_HEADER} must be a UUID`]);
    expect(await storedWithPrefix('Header Co')).toBe(0);

    const viewer = await t.userWithAccess([{ module_id: 'master-configuration', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await progressOf(importId, bearer(viewer.token))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/imports/${importId}/progress` })).statusCode).toBe(401);
  });
});
