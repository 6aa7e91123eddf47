import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, SETTLE_MS } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPair } from '../../../test/standard-rules';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';

const t = testAppForFile();
const ids = { company: '', city: '' };

const apply = async (salary: number) => {
  const payload = sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, user_name: 'Figures Applicant', salary });
  const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload });
  expect(res.statusCode, res.body).toBe(200);
};
const summary = (query: string, auth = t.token) => t.app.inject({ method: 'GET', url: `/api/analytics/decisions/summary${query}`, headers: bearer(auth) });

beforeAll(async () => {
  const places = await insertStandardPair(t, 'Figures', { city_name: 'Indore', state: 'Madhya Pradesh', is_metro: false });
  Object.assign(ids, { company: places.company, city: places.city });
});

describe('lending figures', () => {
  it('counts evaluations and eligible ones per Indian day, zeros included', async () => {
    // 20 Nov 20:00 UTC is 21 Nov 01:30 in India: it counts on the 21st.
    t.clock.set(new Date('2026-11-20T20:00:00Z'));
    await apply(60000);
    t.clock.set(new Date('2026-11-24T06:00:00Z'));
    await apply(60000);
    await apply(80000);
    await apply(20000);

    const res = await summary('?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ days: 7, evaluations: 4, eligibleEvaluations: 3, eligibleRate: 0.75, customers: 4 });
    expect(data.perDay).toEqual([
      { day: '2026-11-18', evaluations: 0, eligible: 0 },
      { day: '2026-11-19', evaluations: 0, eligible: 0 },
      { day: '2026-11-20', evaluations: 0, eligible: 0 },
      { day: '2026-11-21', evaluations: 1, eligible: 1 },
      { day: '2026-11-22', evaluations: 0, eligible: 0 },
      { day: '2026-11-23', evaluations: 0, eligible: 0 },
      { day: '2026-11-24', evaluations: 3, eligible: 2 },
    ]);
    const today = (await summary('?days=1')).json().data;
    expect(today).toMatchObject({ evaluations: 3, eligibleEvaluations: 2, perDay: [{ day: '2026-11-24', evaluations: 3, eligible: 2 }] });
    expect((await summary('')).json().data.perDay).toHaveLength(30);
  });

  it('gives the same figures once the ended days are rolled up, and counts today live', async () => {
    const before = (await summary('?days=7')).json().data;
    // The breakdown claims the ended days; they are rolled up in the background, until none is pending.
    await vi.waitFor(
      async () => {
        const rolled = await t.app.inject({ method: 'GET', url: '/api/analytics/decisions/breakdown?from=2026-11-18&to=2026-11-24', headers: bearer(t.token) });
        expect(rolled.statusCode, rolled.body).toBe(200);
        expect(rolled.json().data.pendingDays).toBe(0);
      },
      { timeout: SETTLE_MS, interval: 20 },
    );
    expect((await summary('?days=7')).json().data).toEqual(before);
    await apply(90000);
    const after = (await summary('?days=7')).json().data;
    expect(after).toMatchObject({ evaluations: before.evaluations + 1, eligibleEvaluations: before.eligibleEvaluations + 1, customers: before.customers + 1 });
    expect(after.perDay.slice(0, 6)).toEqual(before.perDay.slice(0, 6));
  });

  it('refuses bad windows with a 400 naming the field, and users without the evaluator with a 403', async () => {
    for (const bad of ['?days=0', '?days=367', '?days=2.5', '?days=abc']) {
      const res = await summary(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toMatch(/days/);
    }
    const other = await t.userWithAccess([{ module_id: 'user-management', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await summary('?days=7', other.token)).statusCode).toBe(403);
    const viewer = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await summary('?days=7', viewer.token)).statusCode).toBe(200);
  });
});
