import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanPurposeDefinition as purposes } from '@lbo/contracts/testing/throw-away-master-entity';
import { bearer } from '../../../../test/test-app';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { fileUpload, postMultipart } from '../../../../test/multipart';
import { csvLines, readRows, sheetBytes } from '../../../../test/sheets';

/*
 * A seventh master-data entity written as a new one would be: one definition (in the contracts'
 * testing folder) and its table. Everything below (routes, validation, conflicts, permissions,
 * import, template and export) follows from the definition with no code of its own.
 */

const loanPurposes = pgTable('loan_purposes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  is_secured: boolean('is_secured').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const { paths } = purposes;
const spec = purposes.import!;
const t = testAppForFile({ extraMasterEntities: [{ definition: purposes, table: loanPurposes }] });
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = bearer(t.token)) => {
  const res = await t.app.inject({ method, url, payload, headers });
  return { status: res.statusCode, body: res.json() as { message: string; data: Record<string, unknown>; errors?: Record<string, string> } };
};

beforeAll(async () => {
  // The migration a new entity would ship: its table and its case-insensitive unique name.
  await t.db.execute(
    sql.raw(`CREATE TABLE loan_purposes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL, is_secured boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`),
  );
  await t.db.execute(sql.raw('CREATE UNIQUE INDEX loan_purposes_name_lower_uq ON loan_purposes (lower(name))'));
});

describe('a master-data entity registered from its definition alone', () => {
  it('creates, lists, reads, updates and deletes with the definition’s messages', async () => {
    const created = await call('POST', paths.create, { name: 'Home renovation', is_secured: 'true' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Loan purpose created');
    expect(created.body.data).toMatchObject({ name: 'Home renovation', is_secured: true });
    const id = created.body.data.id as string;
    await call('POST', paths.create, { name: 'Education' });

    const listed = await call('GET', `${paths.list}?search=home&sortBy=name`);
    expect(listed.status).toBe(200);
    expect((listed.body.data.loanPurposes as { name: string }[]).map((r) => r.name)).toEqual(['Home renovation']);
    expect(listed.body.data.pagination).toMatchObject({ total: 1, page: 1, limit: 25 });
    const unsecured = await call('GET', `${paths.list}?is_secured=false`);
    expect((unsecured.body.data.loanPurposes as { name: string }[]).map((r) => r.name)).toEqual(['Education']);

    expect((await call('GET', `${paths.byId[0]}?id=${id}`)).body.data).toMatchObject({ id, name: 'Home renovation' });
    const updated = await call('PUT', `${paths.update}?id=${id}`, { name: 'Home repairs' });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Loan purpose updated', data: { name: 'Home repairs', is_secured: true } } });

    const removed = await call('DELETE', `${paths.remove}?id=${id}`);
    expect(removed).toMatchObject({ status: 200, body: { message: 'Loan purpose deleted', data: { id } } });
    expect(await call('GET', `${paths.byId[0]}?id=${id}`)).toMatchObject({ status: 404, body: { message: 'Loan purpose not found' } });
  });

  it('validates with the definition’s messages and refuses a repeated name', async () => {
    const blank = await call('POST', paths.create, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: 'Loan purpose is required' });
    await call('POST', paths.create, { name: 'Wedding' });
    expect(await call('POST', paths.create, { name: 'WEDDING' })).toMatchObject({
      status: 409,
      body: { message: 'A loan purpose with this name already exists' },
    });
  });

  it('needs the master-configuration actions', async () => {
    const viewer = await t.userWithAccess([{ module_id: 'master-configuration', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await call('GET', paths.list, undefined, bearer(viewer.token))).status).toBe(200);
    expect((await call('POST', paths.create, { name: 'Travel' }, bearer(viewer.token))).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: paths.list })).statusCode).toBe(401);
  });

  it('imports a sheet by the definition’s columns, with its error file, and serves its template', async () => {
    const rows = [
      ['Purpose', 'Secured'],
      ['Vehicle', 'Yes'],
      ['', 'No'],
      ['Medical', 'maybe'],
      ['vehicle', 'No'],
      ['Gold', ''],
    ];
    const body = fileUpload('purposes.xlsx', sheetBytes(rows));
    const res = await postMultipart(t.app, spec.path, body, bearer(t.token));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { message: string; data: { imported: { name: string }[]; failedCount: number; duplicateCount: number; errorFileUrl: string } };
    expect(answer.data.imported.map((r) => r.name)).toEqual(['Vehicle', 'Gold']);
    expect(answer.data).toMatchObject({ failedCount: 2, duplicateCount: 1 });
    expect(answer.message).toBe("2 loan purposes imported. Some rows couldn't be processed. Please review the error file and upload the corrected rows.");
    const errors = await t.app.inject({ method: 'GET', url: new URL(answer.data.errorFileUrl).pathname, headers: bearer(t.token) });
    expect(readRows(errors.rawPayload).map((r) => r.at(-1))).toEqual([
      'reason',
      'Loan purpose is required',
      'Secured must be Yes or No (got "maybe")',
      'Duplicate: repeated in the file (same as row 2)',
    ]);
    const listed = await call('GET', `${paths.list}?search=Gold`);
    expect(listed.body.data.loanPurposes).toMatchObject([{ name: 'Gold', is_secured: false }]);

    const template = await t.app.inject({ method: 'GET', url: spec.templatePath, headers: bearer(t.token) });
    expect(template.headers['content-disposition']).toBe('attachment; filename="loan-purposes-import-template.xlsx"');
    expect(readRows(template.rawPayload)).toEqual([
      ['name', 'is_secured'],
      ['Home renovation', 'No'],
    ]);
  });

  it('exports the list’s matches with the definition’s columns', async () => {
    await call('POST', paths.create, { name: 'Export Purpose', is_secured: true });
    const res = await t.app.inject({ method: 'GET', url: `${paths.export}?search=Export%20Purpose&format=csv`, headers: bearer(t.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="loan-purposes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Loan purpose,Secured,Created (IST),Updated (IST)');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['Export Purpose,Yes']);
  });
});
