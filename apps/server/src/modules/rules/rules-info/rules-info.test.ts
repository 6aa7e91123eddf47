import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import { generalEligibilityRules, multiplierRules, users } from '../../../db/schema';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { caller, insertPair, pairQuery, rowCount, UNKNOWN_ID, type Caller, type TestPair } from '../rules.fixtures';

/*
 * The rules list (who created a pair's rules, who changed them last and when, searchable by
 * bank or product name), the change history, and the permission checks of every rule call.
 */

const t = testAppForFile();
const admin = caller(t);

const rules = (flags: Partial<Record<'view' | 'create' | 'edit' | 'delete' | 'export', boolean>>): RoleAccessEntry[] => [
  { module_id: 'rules-management', view: false, create: false, edit: false, delete: false, export: false, ...flags },
];

const listRules = (api: Caller, query = '') => api.get(`/api/rulesinfo/getAllRulesinfo${query}`);

describe('rules list', () => {
  let pair: TestPair;
  let firstUser: { name: string; id: string };
  let secondUser: { name: string; id: string };
  let createdAt: string;

  beforeAll(async () => {
    pair = await insertPair(t.db, 'Zenith Savings', 'Gold Advantage');
    const first = await t.userWithAccess(rules({ view: true, create: true, edit: true, delete: true }));
    const second = await t.userWithAccess(rules({ view: true, create: true, edit: true, delete: true }));
    firstUser = { id: first.userId, name: (await nameOf(first.userId))! };
    secondUser = { id: second.userId, name: (await nameOf(second.userId))! };

    const one = caller(t, first.token);
    const created = await one.post('/api/generaleligibility/createGeneralEligiblity', { ...pair, min_age: 21, max_age: 58, interest_rate: 12 });
    expect(created.status).toBe(201);
    createdAt = t.clock.now().toISOString();

    t.clock.advance(10 * 60_000);
    const two = caller(t, second.token);
    const saved = await two.put(`/api/multiplier/createandupdatemultiplierRule?${pairQuery(pair)}`, [{ salary_min: 0, salary_max: null, multiplier: 12 }]);
    expect(saved.status).toBe(200);
    t.clock.advance(60_000);
    const updated = await two.put(`/api/generaleligibility/updateGeneralRule?id=${created.body.data.id}`, { min_age: 21, max_age: 60, interest_rate: 12.5 });
    expect(updated.status).toBe(200);
  });

  async function nameOf(userId: string) {
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return row?.name;
  }

  it('shows who created the pair and who changed it last and when', async () => {
    const res = await listRules(admin, `?search_query=${encodeURIComponent('zenith')}`);
    expect(res.status).toBe(200);
    const [row] = res.body.rulesInfoData;
    expect(row).toMatchObject({
      bank_id: pair.bank_id,
      product_id: pair.product_id,
      bank_name: 'Bank Zenith Savings',
      product_name: 'Product Gold Advantage',
      rule_created_by: { name: firstUser.name, createdAt },
      rule_updated_by: { name: secondUser.name, createdAt: t.clock.now().toISOString() },
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.rulesInfoData).toEqual(res.body.rulesInfoData);
    expect(res.body.pageDetails).toEqual({ totalCount: 1, page: 1, limit: 10, totalPages: 1 });
    expect(res.body.data.pageDetails.totalCount).toBe(1);
  });

  it('finds the pair by bank name and by product name, case-insensitively', async () => {
    for (const q of ['ZENITH', 'zenith sav', 'gold ADVANTAGE', 'Gold', 'zenith gold']) {
      const res = await listRules(admin, `?search_query=${encodeURIComponent(q)}`);
      expect(
        res.body.rulesInfoData.map((r: { bank_id: string }) => r.bank_id),
        q,
      ).toEqual([pair.bank_id]);
    }
    const none = await listRules(admin, `?search_query=${encodeURIComponent('no such bank %')}`);
    expect(none.body.rulesInfoData).toEqual([]);
    expect(none.body.pageDetails.totalCount).toBe(0);
  });

  it('pages with a default size of 10 and an exact total', async () => {
    for (let i = 0; i < 11; i++) {
      const p = await insertPair(t.db, `Paged ${i}`);
      expect(
        (await admin.post('/api/employementcriteria/createempcriteria', { ...p, present_employment_min_months: 6, total_employment_min_months: 12 })).status,
      ).toBe(201);
    }
    const first = await listRules(admin, '?search_query=paged');
    expect(first.body.rulesInfoData).toHaveLength(10);
    expect(first.body.pageDetails).toMatchObject({ totalCount: 11, page: 1, limit: 10, totalPages: 2 });
    const second = await listRules(admin, '?search_query=paged&page=2&limit=10');
    expect(second.body.rulesInfoData).toHaveLength(1);
    const all = await listRules(admin);
    expect(all.body.pageDetails.totalCount).toBe(12);
  });

  it('lists the pair history newest first with before and after', async () => {
    const res = await admin.get(`/api/rulesinfo/getRuleHistory?${pairQuery(pair)}`);
    expect(res.status).toBe(200);
    const history = res.body.data.history;
    expect(history.map((h: { action: string; rule_group: string }) => `${h.action} ${h.rule_group}`)).toEqual([
      'update generalEligibility',
      'create multiplier',
      'create generalEligibility',
    ]);
    expect(history[0]).toMatchObject({
      rule_group_label: 'General-Eligibility',
      before: { max_age: 58, interest_rate: 12 },
      after: { max_age: 60, interest_rate: 12.5 },
      changed_by: { id: secondUser.id, name: secondUser.name },
    });
    expect(history[2]).toMatchObject({ before: null, after: { max_age: 58 }, changed_by: { name: firstUser.name } });
    expect(res.body.data.pageDetails).toMatchObject({ totalCount: 3 });

    const paged = await admin.get(`/api/rulesinfo/getRuleHistory?${pairQuery(pair)}&limit=1&page=2`);
    expect(paged.body.data.history.map((h: { action: string }) => h.action)).toEqual(['create']);
    const oneGroup = await admin.get(`/api/rulesinfo/getRuleHistory?${pairQuery(pair)}&rule_group=multiplier`);
    expect(oneGroup.body.data.history).toHaveLength(1);
    expect((await admin.get(`/api/rulesinfo/getRuleHistory?bank_id=${pair.bank_id}`)).status).toBe(400);
    expect((await admin.get(`/api/rulesinfo/getRuleHistory?bank_id=${UNKNOWN_ID}&product_id=${pair.product_id}`)).status).toBe(404);
  });

  it('records deletions in the history and stamps the pair', async () => {
    const [row] = await t.db.select().from(multiplierRules).where(eq(multiplierRules.product_id, pair.product_id));
    t.clock.advance(60_000);
    expect((await admin.del(`/api/multiplier/deleteMultiplierRule?id=${row!.id}`)).status).toBe(200);
    const history = (await admin.get(`/api/rulesinfo/getRuleHistory?${pairQuery(pair)}`)).body.data.history;
    expect(history[0]).toMatchObject({ action: 'delete', rule_group: 'multiplier', after: null, before: { id: row!.id, multiplier: 12 } });
    const listed = (await listRules(admin, '?search_query=zenith')).body.rulesInfoData[0];
    expect(listed.rule_updated_by).toEqual({ name: 'Administrator', createdAt: t.clock.now().toISOString() });
    expect(listed.rule_created_by.name).toBe(firstUser.name);
  });
});

describe('permissions', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rulesinfo/getAllRulesinfo' });
    expect(res.statusCode).toBe(401);
  });

  it('needs view to read, create to create, edit to update and save, delete to delete', async () => {
    const pair = await insertPair(t.db);
    const created = await admin.post('/api/generaleligibility/createGeneralEligiblity', { ...pair, interest_rate: 12 });
    const id = created.body.data.id as string;
    const none = caller(t, (await t.userWithAccess([])).token);
    const viewer = caller(t, (await t.userWithAccess(rules({ view: true }))).token);
    const creator = caller(t, (await t.userWithAccess(rules({ view: true, create: true }))).token);
    const editor = caller(t, (await t.userWithAccess(rules({ view: true, edit: true }))).token);
    const deleter = caller(t, (await t.userWithAccess(rules({ view: true, delete: true }))).token);

    const reads = [
      '/api/rulesinfo/getAllRulesinfo',
      `/api/rulesinfo/getRuleHistory?${pairQuery(pair)}`,
      `/api/generaleligibility/getGeneralRuleBybankandproduct?${pairQuery(pair)}`,
      `/api/multiplier/getMultiplierRuleByBankandProductId?${pairQuery(pair)}`,
      '/api/foir/getAllfoirrules?page=1&limit=10000',
      `/api/employementcriteria/getEmpcriteriaByBankandProductId?${pairQuery(pair)}`,
      '/api/btrules/getAllBtRules?page=1&limit=10000',
      '/api/obligationrules/getAllObligationRules?page=1&limit=1000',
      '/api/cibilenquiries/getAllCibilenquiryRules?page=1&limit=1000',
      '/api/registrationrules/getAllRegistrationRules?page=1&limit=1000',
      `/api/banksalary/getSalaryRulesByBankandProduct?${pairQuery(pair)}`,
    ];
    for (const url of reads) {
      expect((await none.get(url)).status, url).toBe(403);
      expect((await viewer.get(url)).status, url).toBe(200);
    }

    const generalCount = await rowCount(t.db, generalEligibilityRules);
    const other = await insertPair(t.db);
    expect((await viewer.post('/api/generaleligibility/createGeneralEligiblity', { ...other, interest_rate: 12 })).status).toBe(403);
    expect((await editor.post('/api/generaleligibility/createGeneralEligiblity', { ...other, interest_rate: 12 })).status).toBe(403);
    expect(await rowCount(t.db, generalEligibilityRules)).toBe(generalCount);
    expect((await creator.post('/api/generaleligibility/createGeneralEligiblity', { ...other, interest_rate: 12 })).status).toBe(201);

    expect((await creator.put(`/api/generaleligibility/updateGeneralRule?id=${id}`, { interest_rate: 13 })).status).toBe(403);
    expect((await editor.put(`/api/generaleligibility/updateGeneralRule?id=${id}`, { interest_rate: 13 })).status).toBe(200);

    const saveUrl = `/api/multiplier/createandupdatemultiplierRule?${pairQuery(pair)}`;
    expect((await creator.put(saveUrl, [{ multiplier: 10 }])).status).toBe(403);
    expect((await viewer.put(saveUrl, [{ multiplier: 10 }])).status).toBe(403);
    expect((await editor.put(saveUrl, [{ multiplier: 10 }])).status).toBe(200);
    const regUrl = `/api/registrationrules/createandupdateRegistrationRule?${pairQuery(pair)}`;
    expect((await creator.post(regUrl, { rules: [{ registration_type: 'LLP' }] })).status).toBe(403);
    expect((await editor.post(regUrl, { rules: [{ registration_type: 'LLP' }] })).status).toBe(200);

    expect((await editor.del(`/api/generaleligibility/deleteGeneralRule?id=${id}`)).status).toBe(403);
    expect((await deleter.del(`/api/generaleligibility/deleteGeneralRule?id=${id}`)).status).toBe(200);
  });

  it('declares rules-management access on every rule route', () => {
    const routes = t.app.routeRegistry.filter((r) =>
      /\/api\/(generaleligibility|multiplier|foir|employementcriteria|btrules|obligationrules|cibilenquiries|registrationrules|banksalary|rulesinfo)\//.test(
        r.url,
      ),
    );
    expect(routes.length).toBeGreaterThanOrEqual(36);
    for (const route of routes) {
      expect(route.access, route.url).toMatchObject({ kind: 'permission', module: 'rules-management' });
      const expected =
        route.method === 'GET'
          ? 'view'
          : route.method === 'DELETE'
            ? 'delete'
            : /create(?!andupdate)|createbanksalaryrule/i.test(route.url) && route.method === 'POST'
              ? 'create'
              : 'edit';
      expect(route.access, `${route.method} ${route.url}`).toMatchObject({ action: expected });
    }
  });
});
