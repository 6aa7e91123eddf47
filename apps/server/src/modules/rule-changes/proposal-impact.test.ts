import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPair } from '../../../test/standard-rules';

/*
 * A proposal stores the impact of its change when it is made (issue 43): the same answer as the
 * preview of the same save call, stale once another change lands, refreshed on request; its rows
 * name applicants only for callers who may see customers.
 */

const t = testAppForFile();
let maker: { token: string; userId: string };
let checker: { token: string; userId: string };
const ids = { bank: '', product: '', foir: '' };

const rules = (flags: Partial<RoleAccessEntry>): RoleAccessEntry[] => [
  { module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false, ...flags },
];
const inject = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const foirCall = (percent: number) => ({
  method: 'PUT' as const,
  path: '/api/foir/createandupdatefoirrule',
  query: { bank_id: ids.bank, product_id: ids.product },
  body: { rules: [{ id: ids.foir, salary_min: 0, salary_max: null, foir_percent: percent }] },
});
const propose = async (token: string, percent: number) => {
  const call = foirCall(percent);
  const res = await inject(token, call.method, `${call.path}?bank_id=${ids.bank}&product_id=${ids.product}`, call.body, {
    'x-change-reason': encodeURIComponent(`FOIR to ${percent}`),
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().data.id as string;
};
const impactOf = (token: string, id: string, query = '') => inject(token, 'GET', `/api/rule-changes/${id}/impact${query}`);
const withoutTiming = (impact: Record<string, unknown>) => ({ ...impact, elapsedMs: 0 });

beforeAll(async () => {
  const people = { view: true, create: false, edit: false, delete: false, export: false };
  maker = await t.userWithAccess([...rules({ create: true, edit: true, delete: true }), { module_id: 'loan-evaluator', ...people }]);
  checker = await t.userWithAccess(rules({ approve: true }));
  const places = await insertStandardPair(t, 'Impact', { city_name: 'Indore', state: 'Madhya Pradesh', is_metro: false }, { salary_min: 20000 });
  Object.assign(ids, { bank: places.bank, product: places.product, foir: places.rules.foir });
  for (const salary of [22000, 30000, 41000, 60000, 90000]) {
    const payload = sampleApplicant({ companyid: places.company, cityId: places.city }, { ...SMALLER_REQUEST, user_name: `Impact ${salary}`, salary });
    expect((await inject(t.token, 'POST', '/api/loanapplication/apply', payload)).statusCode).toBe(200);
  }
  expect((await inject(checker.token, 'PUT', '/api/settings/rule-approvals', { required: true })).statusCode).toBe(200);
});

describe('a proposal’s impact', () => {
  it('is stored when proposed and equals the preview of the same change', async () => {
    const preview = await inject(maker.token, 'POST', '/api/rules/simulate', { changes: [foirCall(10)] });
    expect(preview.statusCode, preview.body).toBe(200);
    const id = await propose(maker.token, 10);
    const res = await impactOf(maker.token, id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const current = (await inject(t.token, 'GET', '/api/rule-versions?limit=1')).json().data.current;
    expect(data).toMatchObject({ id, computedOnVersion: current, currentVersion: current, stale: false });
    expect(data.impact.affectedTotal).toBeGreaterThan(0);
    expect(withoutTiming(data.impact)).toEqual(withoutTiming(preview.json().data));
    expect(data.impact.affected[0].applicant).toMatch(/^Impact /);
  });

  it('is stale after another change lands, and ?refresh=true works it out again over the current rules', async () => {
    const id = await propose(maker.token, 10);
    const first = (await impactOf(maker.token, id)).json().data;
    // Another change to the same pair lands: FOIR 25 approved.
    const other = await propose(maker.token, 25);
    expect((await inject(checker.token, 'POST', `/api/rule-changes/${other}/approve`, {})).statusCode).toBe(200);
    const stale = (await impactOf(maker.token, id)).json().data;
    expect(stale).toMatchObject({ computedOnVersion: first.computedOnVersion, stale: true });
    expect(stale.currentVersion).toBeGreaterThan(first.computedOnVersion);
    expect(withoutTiming(stale.impact)).toEqual(withoutTiming(first.impact));

    const refreshed = await impactOf(maker.token, id, '?refresh=true');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data).toMatchObject({ computedOnVersion: stale.currentVersion, currentVersion: stale.currentVersion, stale: false });
    // Stored: read again without refresh, the same.
    const again = (await impactOf(maker.token, id)).json().data;
    expect(again.computedOnVersion).toBe(stale.currentVersion);
    // From FOIR 25 rather than 50, the cut to 10 touches fewer amounts.
    const preview = (await inject(maker.token, 'POST', '/api/rules/simulate', { changes: [foirCall(10)] })).json().data;
    expect(withoutTiming(again.impact)).toEqual(withoutTiming(preview));
  });

  it('names applicants only for callers who may see customers', async () => {
    const id = await propose(maker.token, 15);
    const anonymous = (await impactOf(checker.token, id)).json().data.impact;
    expect(anonymous.affectedTotal).toBeGreaterThan(0);
    for (const row of anonymous.affected) expect(row).toMatchObject({ applicationId: null, applicant: null, row: expect.any(Number) });
    const named = (await impactOf(maker.token, id)).json().data.impact;
    expect(named.affected[0].applicationId).toEqual(expect.any(String));
    expect({ ...anonymous, affected: [] }).toEqual({ ...named, affected: [] });
  });

  it('refuses a refresh of a decided change, an unknown id, bad input and callers without the rules view', async () => {
    const id = await propose(maker.token, 12);
    expect((await inject(checker.token, 'POST', `/api/rule-changes/${id}/reject`, { reason: 'no' })).statusCode).toBe(200);
    expect((await impactOf(maker.token, id)).statusCode).toBe(200);
    expect((await impactOf(maker.token, id, '?refresh=true')).statusCode).toBe(409);
    expect((await impactOf(maker.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await impactOf(maker.token, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id');
    const badRefresh = await impactOf(maker.token, id, '?refresh=maybe');
    expect(badRefresh.statusCode).toBe(400);
    expect(badRefresh.json().errors).toHaveProperty('refresh');
    const outsider = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: true, edit: false, delete: false, export: false }]);
    expect((await impactOf(outsider.token, id)).statusCode).toBe(403);
  });
});
