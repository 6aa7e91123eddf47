import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { foirRules, generalEligibilityRules, multiplierRules, ruleTestCases, ruleVersions } from '../../db/schema';
import * as XLSX from '@e965/xlsx';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { fileUpload, postMultipart } from '../../../test/multipart';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { insertStandardPair } from '../../../test/standard-rules';

const t = testAppForFile();
const ids = { bank: '', product: '', company: '', city: '', foir: '', general: '' };
const applications: Record<number, string> = {};

const applicant = (salary: number) =>
  sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, user_name: `Applicant ${salary}`, salary });

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = t.token) =>
  t.app.inject({ method, url, headers: bearer(auth), ...(payload === undefined ? {} : { payload: payload as object }) });
const current = async () => (await inject('GET', '/api/rule-versions?limit=1')).json().data.current as number;
const foirSave = (percent: number, confirm = false) =>
  inject('PUT', `/api/foir/createandupdatefoirrule?bank_id=${ids.bank}&product_id=${ids.product}${confirm ? '&confirm=true' : ''}`, {
    rules: [{ id: ids.foir, salary_min: 0, salary_max: null, foir_percent: percent }],
  });

beforeAll(async () => {
  const places = await insertStandardPair(t, 'Case', { city_name: 'Pune', state: 'Maharashtra', is_metro: true }, { salary_min: 20000 });
  Object.assign(ids, {
    bank: places.bank,
    product: places.product,
    company: places.company,
    city: places.city,
    general: places.rules.general,
    foir: places.rules.foir,
  });
  for (const salary of [30000, 90000]) {
    const res = await inject('POST', '/api/loanapplication/apply', applicant(salary));
    expect(res.statusCode).toBe(200);
    applications[salary] = res.json().data.applicationId;
  }
});

describe('rule test cases', () => {
  let caseId = '';

  it('saves a case, runs it at once and lists it with its result', async () => {
    const res = await inject('POST', '/api/rule-test-cases', {
      name: 'Salaried at 30k stays eligible',
      applicationId: applications[30000],
      expectations: [{ bankId: ids.bank, productId: ids.product, status: 'ELIGIBLE' }],
    });
    expect(res.statusCode).toBe(201);
    caseId = res.json().data.id;
    expect(res.json().data.lastResult).toMatchObject({ passed: true, failures: [] });
    expect(res.json().data.expectations[0]).toMatchObject({ bankName: 'Case Bank', productName: 'Case Loan' });
    const list = (await inject('GET', '/api/rule-test-cases?search=30k')).json().data;
    expect(list.items.map((c: { id: string }) => c.id)).toEqual([caseId]);
    expect(list.summary).toEqual({ total: 1, passing: 1, failing: 0, neverRun: 0 });
  });

  it('refuses a save that breaks a case with 409 listing it, and writes nothing', async () => {
    const before = await current();
    const res = await foirSave(1);
    expect(res.statusCode).toBe(409);
    const broken = res.json().data.brokenTestCases;
    expect(broken).toEqual([
      {
        id: caseId,
        name: 'Salaried at 30k stays eligible',
        pair: { bankId: ids.bank, productId: ids.product, bankName: 'Case Bank', productName: 'Case Loan' },
        expected: { status: 'ELIGIBLE', amount: null },
        actual: { status: 'NOT_ELIGIBLE', amount: 0 },
      },
    ]);
    expect(await current()).toBe(before);
    const [row] = await t.db.select().from(foirRules).where(eq(foirRules.id, ids.foir));
    expect(row!.foir_percent).toBe(50);
  });

  it('saves with ?confirm=true and records the broken case in the version summary', async () => {
    const res = await foirSave(1, true);
    expect(res.statusCode).toBe(200);
    const version = await current();
    const [stamp] = await t.db.select().from(ruleVersions).where(eq(ruleVersions.version, version));
    expect(stamp!.summary).toContain('saved over 1 broken test case: Salaried at 30k stays eligible');
    const [stored] = await t.db.select().from(ruleTestCases).where(eq(ruleTestCases.id, caseId));
    expect(stored!.last_result).toMatchObject({ passed: false, version });
  });

  it('runs every case on demand against the current rules', async () => {
    const res = await inject('POST', '/api/rule-test-cases/run', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, passed: 0, failed: 1 });
  });

  it('edits and deletes a case; an amount expectation must match exactly', async () => {
    const res = await inject('PUT', `/api/rule-test-cases/${caseId}`, {
      name: 'Now not eligible',
      applicationId: applications[30000],
      expectations: [{ bankId: ids.bank, productId: ids.product, status: 'NOT_ELIGIBLE' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lastResult.passed).toBe(true);
    const high = await inject('POST', '/api/rule-test-cases', {
      name: 'High earner amount',
      applicationId: applications[90000],
      expectations: [{ bankId: ids.bank, productId: ids.product, status: 'ELIGIBLE', amount: 1 }],
    });
    expect(high.statusCode).toBe(201);
    expect(high.json().data.lastResult.failures[0].expected).toEqual({ status: 'ELIGIBLE', amount: 1 });
    expect((await inject('DELETE', `/api/rule-test-cases/${high.json().data.id}`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/rule-test-cases/${high.json().data.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{}, 'name'],
      [{ name: 'x', applicationId: 'nope', expectations: [] }, 'applicationId'],
      [{ name: 'x', applicationId: applications[30000], expectations: [] }, 'expectations'],
      [{ name: 'x', applicationId: applications[30000], expectations: [{ bankId: ids.bank, productId: ids.product, status: 'MAYBE' }] }, 'status'],
      [{ name: 'x', applicationId: ids.bank, expectations: [{ bankId: ids.bank, productId: ids.product, status: 'ELIGIBLE' }] }, 'applicationId'],
      [
        { name: 'x', applicationId: applications[30000], expectations: [{ bankId: ids.bank, productId: ids.bank, status: 'ELIGIBLE' }] },
        'expectations.0.productId',
      ],
    ] as const) {
      const res = await inject('POST', '/api/rule-test-cases', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });

  it('needs business-rules permissions on the server', async () => {
    const viewer = await t.userWithAccess([{ module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await inject('GET', '/api/rule-test-cases', undefined, viewer.token)).statusCode).toBe(200);
    expect(
      (
        await inject(
          'POST',
          '/api/rule-test-cases',
          { name: 'x', applicationId: applications[30000], expectations: [{ bankId: ids.bank, productId: ids.product, status: 'ELIGIBLE' }] },
          viewer.token,
        )
      ).statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/rule-test-cases/${caseId}`, undefined, viewer.token)).statusCode).toBe(403);
    expect((await inject('POST', '/api/rule-versions/1/restore', undefined, viewer.token)).statusCode).toBe(403);
    const none = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: true, edit: false, delete: false, export: false }]);
    expect((await inject('GET', '/api/rule-test-cases', undefined, none.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/rule-versions/1/diff/2', undefined, none.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/rules/checks', undefined, none.token)).statusCode).toBe(403);
  });
});

describe('test cases in spreadsheets', () => {
  const sheetOf = (rows: unknown[][]) => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Cases');
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  };
  const upload = (bytes: Buffer) => {
    const body = fileUpload('cases.xlsx', bytes);
    return postMultipart(t.app, '/api/rule-test-cases/import', body, bearer(t.token));
  };

  it('exports every case one row per expectation, and the export imports back as new cases', async () => {
    const res = await inject('GET', '/api/rule-test-cases/export');
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['test_case_name', 'application_id', 'bank_id', 'bank_name', 'product_id', 'product_name', 'expected_status', 'expected_amount']);
    expect(rows.slice(1)).toEqual([['Now not eligible', applications[30000], ids.bank, 'Case Bank', ids.product, 'Case Loan', 'NOT_ELIGIBLE']]);
    const before = (await inject('GET', '/api/rule-test-cases')).json().data.total;
    const imported = await upload(Buffer.from(res.rawPayload));
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().data).toEqual({ imported: 1, passed: 1, failed: 0 });
    expect((await inject('GET', '/api/rule-test-cases')).json().data.total).toBe(before + 1);
  });

  it('refuses the whole file when one row is bad, naming the row and the column', async () => {
    const before = (await inject('GET', '/api/rule-test-cases')).json().data.total;
    const header = ['test_case_name', 'application_id', 'bank_id', 'product_id', 'expected_status'];
    const good = ['Good', applications[90000], ids.bank, ids.product, 'ELIGIBLE'];
    const bad = ['Bad', applications[90000], ids.bank, ids.product, 'MAYBE'];
    const res = await upload(sheetOf([header, good, bad]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('row 3 expected_status');
    expect((await inject('GET', '/api/rule-test-cases')).json().data.total).toBe(before);
    const missing = await upload(sheetOf([['test_case_name'], ['x']]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('application_id');
  });
});

describe('version diff and restore', () => {
  it('lists exactly the rows changed between two versions, field by field', async () => {
    const from = await current();
    expect((await foirSave(45, true)).statusCode).toBe(200);
    await t.db.update(generalEligibilityRules).set({ interest_rate: 13 }).where(eq(generalEligibilityRules.id, ids.general));
    const [added] = await t.db
      .insert(multiplierRules)
      .values({ bank_id: ids.bank, product_id: ids.product, salary_min: 100000, salary_max: null, multiplier: 25 })
      .returning();
    await t.settleRuleVersion();
    const to = await current();
    const res = await inject('GET', `/api/rule-versions/${from}/diff/${to}`);
    expect(res.statusCode).toBe(200);
    const diff = res.json().data;
    expect(diff.totals).toEqual({ added: 1, removed: 0, changed: 2 });
    const rows = diff.groups.flatMap(
      (g: {
        table: string;
        bank: { name: string } | null;
        rows: { rowId: string; kind: string; fields: { field: string; before: unknown; after: unknown }[] }[];
      }) =>
        g.rows.map((r) => ({ table: g.table, bank: g.bank?.name, rowId: r.rowId, kind: r.kind, fields: r.fields.map((f) => [f.field, f.before, f.after]) })),
    );
    expect(rows).toEqual([
      { table: 'general_eligibility_rules', bank: 'Case Bank', rowId: ids.general, kind: 'changed', fields: [['interest_rate', 12, 13]] },
      { table: 'multiplier_rules', bank: 'Case Bank', rowId: added!.id, kind: 'added', fields: [] },
      { table: 'foir_rules', bank: 'Case Bank', rowId: ids.foir, kind: 'changed', fields: [['foir_percent', 1, 45]] },
    ]);
    // The reverse diff swaps the sides.
    const back = (await inject('GET', `/api/rule-versions/${to}/diff/${from}`)).json().data;
    expect(back.totals).toEqual({ added: 0, removed: 1, changed: 2 });
    expect((await inject('GET', `/api/rule-versions/${from}/diff/999999`)).statusCode).toBe(404);
  });

  it('restores an older version as a new one that evaluates identically', async () => {
    await t.db.delete(ruleTestCases);
    const target = await current();
    const application = applications[90000]!;
    const atTarget = (await inject('POST', `/api/loanapplication/${application}/replay?version=${target}`)).json().data.result.eligibleBanks;
    expect((await foirSave(10, true)).statusCode).toBe(200);
    await t.db.delete(multiplierRules).where(eq(multiplierRules.multiplier, 25));
    await t.settleRuleVersion();
    const res = await inject('POST', `/api/rule-versions/${target}/restore`);
    expect(res.statusCode).toBe(200);
    const restored = res.json().data;
    expect(restored).toMatchObject({ restoredFrom: target, totals: { added: 1, removed: 0, changed: 1 } });
    expect(restored.version).toBeGreaterThan(target);
    const diff = (await inject('GET', `/api/rule-versions/${target}/diff/${restored.version}`)).json().data;
    expect(diff.totals, JSON.stringify(diff.groups)).toEqual({ added: 0, removed: 0, changed: 0 });
    const atRestored = (await inject('POST', `/api/loanapplication/${application}/replay?version=${restored.version}`)).json().data.result.eligibleBanks;
    expect(atRestored).toEqual(atTarget);
    const [stamp] = await t.db.select().from(ruleVersions).where(eq(ruleVersions.version, restored.version));
    expect(stamp!.summary).toBe(`Restored version ${target}`);
  });

  it('restore runs the test cases like a save', async () => {
    const created = await inject('POST', '/api/rule-test-cases', {
      name: 'Guarded',
      applicationId: applications[30000],
      expectations: [{ bankId: ids.bank, productId: ids.product, status: 'ELIGIBLE' }],
    });
    expect(created.json().data.lastResult.passed).toBe(true);
    expect((await foirSave(50, true)).statusCode).toBe(200);
    // Go back to the version whose FOIR of 1 % made the 30k applicant not eligible.
    const older = (await inject('GET', '/api/rule-versions?limit=50'))
      .json()
      .data.items.find((v: { summary: string }) => v.summary.includes('Salaried at 30k'))!.version;
    const refused = await inject('POST', `/api/rule-versions/${older}/restore`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().data.brokenTestCases[0].name).toBe('Guarded');
    expect((await inject('POST', `/api/rule-versions/${older}/restore?confirm=true`)).statusCode).toBe(200);
  });
});

describe('rules/checks', () => {
  it('warns about overlapping bands of the current rules, naming the rows', async () => {
    const [wide] = await t.db
      .insert(foirRules)
      .values({ bank_id: ids.bank, product_id: ids.product, salary_min: 10000, salary_max: 50000, foir_percent: 40 })
      .returning();
    await t.settleRuleVersion();
    const res = await inject('GET', `/api/rules/checks?bank_id=${ids.bank}`);
    expect(res.statusCode).toBe(200);
    const findings = res.json().data.findings.filter((f: { group: string; kind: string }) => f.group === 'foir' && f.kind === 'overlap');
    expect(findings).toHaveLength(1);
    expect(findings[0].rowIds).toContain(wide!.id);
    expect(findings[0].bankName).toBe('Case Bank');
    await t.db.delete(foirRules).where(eq(foirRules.id, wide!.id));
    await t.settleRuleVersion();
  });

  it('checks unsaved changes through a dry run, and writes nothing', async () => {
    const before = await current();
    const res = await inject('POST', '/api/rules/checks', {
      changes: [
        {
          method: 'PUT',
          path: '/api/foir/createandupdatefoirrule',
          query: { bank_id: ids.bank, product_id: ids.product },
          body: {
            rules: [
              { id: ids.foir, salary_min: 0, salary_max: 20000, foir_percent: 50 },
              { salary_min: 30000, salary_max: null, foir_percent: 50 },
            ],
          },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const kinds = res
      .json()
      .data.findings.filter((f: { group: string }) => f.group === 'foir')
      .map((f: { kind: string }) => f.kind);
    expect(kinds).toEqual(['gap']);
    expect(await current()).toBe(before);
    expect((await inject('GET', '/api/rules/checks?bank_id=nope')).statusCode).toBe(400);
  });
});
