import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { foirRules } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPair } from '../../../test/standard-rules';

/*
 * Maker-checker for rule changes: with approvals on, saves, deletes and restores become
 * proposals that another user with the approve right applies (as a version of kind 'approval',
 * test cases run) or rejects.
 */

const t = testAppForFile();
let maker: { token: string; userId: string };
let checker: { token: string; userId: string };
const ids = { bank: '', product: '', foir: '' };

const rules = (flags: Partial<RoleAccessEntry>): RoleAccessEntry[] => [
  { module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false, ...flags },
];

const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const foirSave = (token: string, percent: number, reason?: string) =>
  inject(
    token,
    'PUT',
    `/api/foir/createandupdatefoirrule?bank_id=${ids.bank}&product_id=${ids.product}`,
    { rules: [{ id: ids.foir, salary_min: 0, salary_max: null, foir_percent: percent }] },
    reason ? { 'x-change-reason': encodeURIComponent(reason) } : {},
  );
const foirPercent = async () => (await t.db.select().from(foirRules).where(eq(foirRules.id, ids.foir)))[0]?.foir_percent;
const current = async () => (await inject(t.token, 'GET', '/api/rule-versions?limit=1')).json().data.current as number;
const approve = (token: string, id: string, query = '', body: unknown = {}) => inject(token, 'POST', `/api/rule-changes/${id}/approve${query}`, body);
const pending = async () => (await inject(t.token, 'GET', '/api/rule-changes?state=pending')).json().data.items;

beforeAll(async () => {
  maker = await t.userWithAccess(rules({ create: true, edit: true, delete: true }));
  checker = await t.userWithAccess(rules({ approve: true }));
  const places = await insertStandardPair(t, 'Approval', { city_name: 'Indore', state: 'Madhya Pradesh', is_metro: false }, { salary_min: 20000 });
  Object.assign(ids, { bank: places.bank, product: places.product });
  ids.foir = places.rules.foir;
  const applied = await inject(
    t.token,
    'POST',
    '/api/loanapplication/apply',
    sampleApplicant({ companyid: places.company, cityId: places.city }, { ...SMALLER_REQUEST, user_name: 'Approval applicant', salary: 30000 }),
  );
  expect(applied.statusCode).toBe(200);
  const testCase = await inject(t.token, 'POST', '/api/rule-test-cases', {
    name: '30k stays eligible',
    applicationId: applied.json().data.applicationId,
    expectations: [{ bankId: ids.bank, productId: ids.product, status: 'ELIGIBLE' }],
  });
  expect(testCase.statusCode).toBe(201);
});

describe('the approval setting and the approve right', () => {
  it('is off by default, readable with view, changeable only with approve', async () => {
    expect((await inject(maker.token, 'GET', '/api/settings/rule-approvals')).json().data).toEqual({ required: false, changes: [] });
    expect((await inject(maker.token, 'PUT', '/api/settings/rule-approvals', { required: true })).statusCode).toBe(403);
    const bad = await inject(t.token, 'PUT', '/api/settings/rule-approvals', { required: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('required');
    const on = await inject(checker.token, 'PUT', '/api/settings/rule-approvals', { required: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ required: true, changes: [{ required: true, by: { id: checker.userId } }] });
  });

  it('keeps approve on roles: optional on create (false), stored and answered; the administrator has it', async () => {
    const base = { module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false };
    const created = await inject(t.token, 'POST', '/api/role/create', { role_name: 'Checker', role_access: [{ ...base, approve: true }] });
    expect(created.statusCode, created.body).toBe(201);
    const plain = await inject(t.token, 'POST', '/api/role/create', { role_name: 'Maker', role_access: [base] });
    const read = async (id: string) => (await inject(t.token, 'GET', `/api/role/getRoleById?id=${id}`)).json().data.role_access[0];
    expect(await read(created.json().data._id)).toMatchObject({ approve: true });
    expect(await read(plain.json().data._id)).toMatchObject({ approve: false });
    const bad = await inject(t.token, 'POST', '/api/role/create', { role_name: 'Odd', role_access: [{ ...base, approve: 'yes' }] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('with approvals on', () => {
  let proposalId = '';

  it('refuses a change without a reason with 400 naming reason, changing nothing', async () => {
    const before = await current();
    const res = await foirSave(maker.token, 60);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('reason');
    expect(await current()).toBe(before);
    expect(await pending()).toEqual([]);
  });

  it('answers 202 with a pending proposal and changes nothing', async () => {
    const before = await current();
    const res = await foirSave(maker.token, 60, 'Risk appetite review');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: true, message: 'Change proposed for approval', data: { state: 'pending' } });
    proposalId = res.json().data.id;
    expect(await foirPercent()).toBe(50);
    expect(await current()).toBe(before);
    const [listed] = await pending();
    expect(listed).toMatchObject({
      id: proposalId,
      state: 'pending',
      kind: 'save',
      group: 'foir',
      bankId: ids.bank,
      bankName: 'Approval Bank',
      productId: ids.product,
      reason: 'Risk appetite review',
      proposedBy: { id: maker.userId },
      decidedBy: null,
      appliedVersion: null,
    });
    expect(listed.summary).toContain('FOIR % 50 → 60');
  });

  it('still validates the change when it is proposed (400 naming the field)', async () => {
    const res = await inject(
      maker.token,
      'PUT',
      `/api/foir/createandupdatefoirrule?bank_id=${ids.bank}&product_id=${ids.product}`,
      { rules: [{ id: ids.foir, salary_min: 0, salary_max: null, foir_percent: 150 }] },
      { 'x-change-reason': 'typo' },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)[0]).toContain('foir_percent');
    expect(await pending()).toHaveLength(1);
  });

  it('refuses the proposer approving their own change (403) and users without approve (403)', async () => {
    expect((await approve(maker.token, proposalId)).statusCode).toBe(403);
    const own = await t.userWithAccess(rules({ edit: true, approve: true }));
    const proposed = await foirSave(own.token, 61, 'Mine');
    expect(proposed.statusCode).toBe(202);
    expect((await approve(own.token, proposed.json().data.id)).statusCode).toBe(403);
    expect((await inject(t.token, 'POST', `/api/rule-changes/${proposed.json().data.id}/reject`, { reason: 'Superseded' })).statusCode).toBe(200);
  });

  it('applies an approved change as a version of kind approval with the proposal reason, seen in the history', async () => {
    const res = await approve(checker.token, proposalId, '', { reason: 'Agreed in committee' });
    expect(res.statusCode, res.body).toBe(200);
    const { version, state } = res.json().data;
    expect(state).toBe('approved');
    expect(version).toBe(await current());
    expect(await foirPercent()).toBe(60);
    const [made] = (await inject(t.token, 'GET', '/api/rule-versions?limit=1')).json().data.items;
    expect(made).toMatchObject({ version, kind: 'approval', reason: 'Risk appetite review', createdBy: { id: checker.userId } });
    const [entry] = (await inject(t.token, 'GET', `/api/rulesinfo/getRuleHistory?bank_id=${ids.bank}&product_id=${ids.product}`)).json().data.history;
    expect(entry).toMatchObject({ rule_group: 'foir', version, kind: 'approval', reason: 'Risk appetite review', after: { foir_percent: 60 } });
    const [decided] = (await inject(t.token, 'GET', '/api/rule-changes?state=approved')).json().data.items;
    expect(decided).toMatchObject({ id: proposalId, appliedVersion: version, decidedBy: { id: checker.userId }, decisionReason: 'Agreed in committee' });
    expect((await approve(checker.token, proposalId)).statusCode).toBe(409);
  });

  it('never applies a rejected change; rejecting needs a reason', async () => {
    const res = await inject(maker.token, 'DELETE', `/api/foir/deletefoirrule?id=${ids.foir}`, undefined, { 'x-change-reason': 'Retire the band' });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.id;
    expect((await pending()).find((p: { id: string }) => p.id === id)).toMatchObject({ kind: 'delete' });
    const noReason = await inject(checker.token, 'POST', `/api/rule-changes/${id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    expect((await inject(maker.token, 'POST', `/api/rule-changes/${id}/reject`, { reason: 'no' })).statusCode).toBe(403);
    expect((await inject(checker.token, 'POST', `/api/rule-changes/${id}/reject`, { reason: 'Band still needed' })).statusCode).toBe(200);
    expect((await approve(checker.token, id)).statusCode).toBe(409);
    expect(await foirPercent()).toBe(60);
  });

  it('runs the test cases on approval: a breaking change is refused unless confirmed', async () => {
    const res = await foirSave(maker.token, 1, 'Stress scenario');
    expect(res.statusCode).toBe(202);
    const id = res.json().data.id;
    const before = await current();
    const refused = await approve(checker.token, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.brokenTestCases).toHaveLength(1);
    expect(await foirPercent()).toBe(60);
    expect(await current()).toBe(before);
    expect((await pending()).map((p: { id: string }) => p.id)).toContain(id);
    const confirmed = await approve(checker.token, id, '?confirm=true');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await foirPercent()).toBe(1);
  });

  it('refuses a stale proposal with 409 describing what changed', async () => {
    const first = (await foirSave(maker.token, 55, 'First')).json().data.id;
    const second = (await foirSave(maker.token, 56, 'Second')).json().data.id;
    expect((await approve(checker.token, first, '?confirm=true')).statusCode).toBe(200);
    const stale = await approve(checker.token, second, '?confirm=true');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.changed).toEqual({ added: [], removed: [], changed: [ids.foir] });
    expect(await foirPercent()).toBe(55);
  });

  it('makes a restore a proposal too, applied on approval', async () => {
    const target = (await current()) - 1;
    const res = await inject(maker.token, 'POST', `/api/rule-versions/${target}/restore`, { reason: 'Back to the first' });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data.id;
    expect((await pending()).find((p: { id: string }) => p.id === id)).toMatchObject({ kind: 'restore', group: null });
    expect(await foirPercent()).toBe(55);
    const approved = await approve(checker.token, id, '?confirm=true');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await foirPercent()).toBe(1);
    const [made] = (await inject(t.token, 'GET', '/api/rule-versions?limit=1')).json().data.items;
    expect(made).toMatchObject({ kind: 'approval', reason: 'Back to the first' });
  });

  it('refuses bad input with 400 naming the field', async () => {
    expect((await inject(t.token, 'GET', '/api/rule-changes?state=open')).json().errors).toHaveProperty('state');
    expect((await approve(checker.token, 'not-an-id')).json().errors).toHaveProperty('id');
    expect((await approve(checker.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('goes back to direct saves when approvals are turned off, and says who turned them off', async () => {
    expect((await inject(t.token, 'PUT', '/api/settings/rule-approvals', { required: false })).statusCode).toBe(200);
    const setting = (await inject(maker.token, 'GET', '/api/settings/rule-approvals')).json().data;
    expect(setting.required).toBe(false);
    // Newest first: switching approvals off is never silent.
    expect(setting.changes.map((c: { required: boolean }) => c.required).slice(0, 2)).toEqual([false, true]);
    expect(setting.changes[0].by.name).toEqual(expect.any(String));
    expect(setting.changes[1].by.id).toBe(checker.userId);
    const res = await inject(maker.token, 'PUT', `/api/foir/createandupdatefoirrule?bank_id=${ids.bank}&product_id=${ids.product}&confirm=true`, {
      rules: [{ id: ids.foir, salary_min: 0, salary_max: null, foir_percent: 50 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await foirPercent()).toBe(50);
  });
});
