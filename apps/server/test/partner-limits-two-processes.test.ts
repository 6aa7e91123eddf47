import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { fullAccess } from '@lbo/contracts/permissions';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { companies, partners, partnerUsage, users } from '../src/db/schema';
import { rowsOf } from '../src/db/raw-rows';
import { createMemoryMailer } from '../src/lib/memory-mailer';
import { reportingMonthStart } from '../src/lib/reporting-days';
import { currentVersion } from '../src/modules/rule-versions';
import { bearer, createTestApp, TEST_ORIGIN, type TestApp } from './test-app';
import { fileUpload, postMultipart } from './multipart';
import { insertStandardPlaces, insertStandardRules } from './standard-rules';
import { BULK_APPLICANT, bulkWorkbook } from './bulk-files';

// Two app instances, each with its own pool, on one PostgreSQL database: what two server
// processes share. A partner's limits hold for both together, to the request. Both read one
// manual clock, so the month and the minute are the same for both.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("a partner's limits across two processes on one PostgreSQL", () => {
  let first: TestApp;
  let secondHandle: DatabaseHandle;
  let second: FastifyInstance;
  const places = { company: '', city: '' };

  beforeAll(async () => {
    first = await createTestApp();
    // Mid-month, 5 seconds into a minute.
    const midMonth = reportingMonthStart(new Date(), 1).getTime() + 10 * 86_400_000;
    first.clock.set(new Date(Math.floor(midMonth / 60_000) * 60_000 + 5_000));
    secondHandle = await openDatabase({ url: first.databaseUrl! });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lbo-limits-')), PUBLIC_BASE_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
    second = await buildApp({ env, db: secondHandle.db, changes: secondHandle.changes, clock: first.clock, mailer: createMemoryMailer(), logger: false });
    await second.ready();
    const made = await insertStandardPlaces(first.db, 'Two', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
    Object.assign(places, { company: made.company, city: made.city });
    await insertStandardRules(first.db, made.pair);
    await first.db.insert(companies).values({ company_name: 'Bulk Co', is_listed: true });
    await first.settleRuleVersion();
    const target = await currentVersion(first.db);
    for (let i = 0; i < 400 && (await second.ruleVersions.current()) < target; i++) await new Promise((r) => setTimeout(r, 5));
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
    await first?.close();
  });

  let partnerCount = 0;
  async function partnerWith(limits: { monthly_evaluation_quota?: number; rate_limit_per_minute?: number }) {
    partnerCount += 1;
    const [partner] = await first.db
      .insert(partners)
      .values({ name: `Two ${partnerCount}`, code: `TWO-${partnerCount}`, ...limits })
      .returning();
    const user = await first.userWithAccess(fullAccess());
    await first.db.update(users).set({ partner_id: partner!.id }).where(eq(users.id, user.userId));
    const key = await first.app.inject({
      method: 'POST',
      url: '/api/apikeys/create',
      headers: bearer(user.token),
      payload: { label: 'DSA app', businessId: `TWO-${partnerCount}`, scopes: ['evaluations.create', 'customers.read'], quota: 1000 },
    });
    expect(key.statusCode, key.body).toBe(201);
    // What making the key counted against the minute does not belong to the test.
    await first.db.delete(partnerUsage).where(eq(partnerUsage.partner_id, partner!.id));
    return { id: partner!.id, callers: [bearer(user.token), { 'x-api-key': key.json().plainKey as string }] };
  }

  const apps = () => [first.app, second];
  let reference = 0;
  const apply = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/loanapplication/apply',
      headers,
      payload: sampleApplicant({ companyid: places.company, cityId: places.city }, { ...SMALLER_REQUEST, customer_reference: `TWO-${++reference}` }),
    });
  const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort();
  async function used(partnerId: string, period: 'minute' | 'month') {
    const [row] = await first.db
      .select({ used: partnerUsage.used })
      .from(partnerUsage)
      .where(and(eq(partnerUsage.partner_id, partnerId), eq(partnerUsage.period, period)));
    return row?.used ?? 0;
  }

  it('with a quota of N, exactly N evaluations succeed across both, by user and key at once', async () => {
    const p = await partnerWith({ monthly_evaluation_quota: 10 });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => apply(apps()[i % 2]!, p.callers[Math.floor(i / 2) % 2]!)));
    expect(statuses(answers)).toEqual([...Array(10).fill(200), ...Array(6).fill(429)]);
    const monthTurns = reportingMonthStart(first.clock.now(), 1);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.headers['retry-after']).toBe(String(Math.ceil((monthTurns.getTime() - first.clock.now().getTime()) / 1000)));
      expect(refused.json().message).toContain('monthly evaluation quota of 10');
    }
    const [made] = rowsOf<{ n: number }>(await first.db.execute(sql`SELECT count(*)::int AS n FROM loan_applications WHERE partner_id = ${p.id}::uuid`));
    expect(Number(made!.n)).toBe(10);
    expect(await used(p.id, 'month')).toBe(10);
    // Each process sees the quota spent.
    for (const app of apps()) expect((await apply(app, p.callers[0]!)).statusCode).toBe(429);
  });

  it('bulk files on both at once: the one that fits is taken whole, the other counts nothing', async () => {
    const p = await partnerWith({ monthly_evaluation_quota: 5 });
    const file = (tag: string) =>
      bulkWorkbook([1, 2, 3].map((n) => ({ ...BULK_APPLICANT, applicant_ref: `${tag}${n}`, customer_reference: `TWO-BULK-${tag}${n}` })));
    const answers = await Promise.all(
      apps().map((app, i) => postMultipart(app, '/api/loanapplication/bulk', fileUpload('leads.xlsx', file(`F${i}`)), p.callers[i]!)),
    );
    expect(statuses(answers), answers.map((a) => a.body).join('\n')).toEqual([202, 429]);
    expect(await used(p.id, 'month')).toBe(3);
    const [jobs] = rowsOf<{ n: number }>(await first.db.execute(sql`SELECT count(*)::int AS n FROM bulk_jobs WHERE partner_id = ${p.id}::uuid`));
    expect(Number(jobs!.n)).toBe(1);
    expect(statuses(await Promise.all(apps().map((app, i) => apply(app, p.callers[i]!))))).toEqual([200, 200]);
    expect((await apply(second, p.callers[0]!)).statusCode).toBe(429);
  });

  it('with a rate of N a minute, exactly N requests pass across both; the next minute opens again', async () => {
    const p = await partnerWith({ rate_limit_per_minute: 7 });
    const list = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/customers', headers });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => list(apps()[i % 2]!, p.callers[Math.floor(i / 2) % 2]!)));
    expect(statuses(answers)).toEqual([...Array(7).fill(200), ...Array(5).fill(429)]);
    const secondsLeft = String(60 - (Math.floor(first.clock.now().getTime() / 1000) % 60));
    for (const refused of answers.filter((a) => a.statusCode === 429)) expect(refused.headers['retry-after']).toBe(secondsLeft);
    expect(await used(p.id, 'minute')).toBe(12);
    first.clock.advance(60_000);
    expect(statuses(await Promise.all(apps().map((app, i) => list(app, p.callers[i]!))))).toEqual([200, 200]);
    expect(await used(p.id, 'minute')).toBe(2);
  });
});
