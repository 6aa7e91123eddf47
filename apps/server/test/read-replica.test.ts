import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/raw-rows';
import { bearer, createTestApp, type TestApp, SETTLE_MS } from './test-app';
import { insertStandardPlaces, insertStandardRules } from './standard-rules';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';

// With DATABASE_READ_URL the analytics breakdown, the customer page and the export read through a
// second pool; on PostgreSQL its sessions are read-only here, as on a hot standby, so a write there fails the request.
let t: TestApp;
let token: string;
const ids = { company: '', city: '' };

async function applyAt(at: string, salary: number, reference: string) {
  t.clock.set(new Date(at));
  token = await t.signIn();
  const payload = { ...sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, salary }), customer_reference: reference };
  const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { applicationId: string; customerId: string };
}

beforeAll(async () => {
  t = await createTestApp({ readReplica: true });
  const places = await insertStandardPlaces(t.db, 'Replica', { city_name: 'Vadodara', state: 'Gujarat', is_metro: false });
  Object.assign(ids, { company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
  await t.settleRuleVersion();
});
afterAll(async () => t.close());

describe('reads through a read replica', () => {
  it('gives the analytics breakdown (roll-ups written on the primary), the customer page and the export', async () => {
    await applyAt('2026-11-20T06:00:00Z', 60_000, 'REPLICA-1');
    await applyAt('2026-11-20T07:00:00Z', 20_000, 'REPLICA-2');
    const latest = await applyAt('2026-11-24T06:00:00Z', 60_000, 'REPLICA-1');

    // The ended days are rolled up in the background on the primary: asked again until none is pending.
    const data = await vi.waitFor(
      async () => {
        const breakdown = await t.app.inject({
          method: 'GET',
          url: '/api/analytics/decisions/breakdown?from=2026-11-18&to=2026-11-24',
          headers: bearer(token),
        });
        expect(breakdown.statusCode, breakdown.body).toBe(200);
        expect(breakdown.json().data.pendingDays).toBe(0);
        return breakdown.json().data;
      },
      { timeout: SETTLE_MS, interval: 20 },
    );
    expect(data).toMatchObject({ applications: 3, evaluated: 3, eligible: 2 });
    expect(data.perDay.find((d: { day: string }) => d.day === '2026-11-20')).toEqual({ day: '2026-11-20', evaluated: 2, eligible: 1 });
    expect(data.perDay.find((d: { day: string }) => d.day === '2026-11-24')).toEqual({ day: '2026-11-24', evaluated: 1, eligible: 1 });
    // The segments read the same roll-ups and live days through the replica: the two salaries' bands.
    const segments = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/decisions/segments?by=salaryBand&from=2026-11-18&to=2026-11-24',
      headers: bearer(token),
    });
    expect(segments.statusCode, segments.body).toBe(200);
    expect(segments.json().data.segments.map((s: { segment: string; evaluated: number }) => [s.segment, s.evaluated])).toEqual([
      ['Below ₹25,000', 1],
      ['₹50,000–99,999', 2],
    ]);
    const rolled = rowsOf<{ day: string }>(await t.db.execute(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM decision_days ORDER BY day`));
    expect(rolled.map((r) => r.day)).toContain('2026-11-20');

    const customer = await t.app.inject({ method: 'GET', url: `/api/customers/${latest.customerId}`, headers: bearer(token) });
    expect(customer.statusCode, customer.body).toBe(200);
    expect(customer.json().data.history).toHaveLength(2);
    expect(customer.json().data.history[0].applicationId).toBe(latest.applicationId);

    const csv = await t.app.inject({ method: 'GET', url: '/api/customers/export?format=csv&search=REPLICA', headers: bearer(token) });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('REPLICA-1');
    expect(csv.body).toContain('REPLICA-2');
  });
});
