import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { ensureFirstAdmin } from '../src/db/seed/admin';
import { seedDemoData } from '../src/db/seed';
import { banks, users } from '../src/db/schema';
import { createMemoryMailer } from '../src/lib/memory-mailer';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, TEST_ORIGIN, SETTLE_MS } from './test-app';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';

// Two server processes, as a rolling deploy starts them: each its own pool, LISTEN connection
// and app, started at the same moment on one fresh PostgreSQL database.
const serverUrl = process.env.TEST_DATABASE_URL;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;

interface Process {
  handle: DatabaseHandle;
  app: FastifyInstance;
  mail: ReturnType<typeof createMemoryMailer>;
}

async function startProcess(url: string): Promise<Process> {
  const handle = await openDatabase(
    { url },
    {
      init: async (db) => {
        const admin = await ensureFirstAdmin(db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, log: quiet });
        await seedDemoData(db, quiet, admin.id);
      },
    },
  );
  const mail = createMemoryMailer();
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lbo-scale-')), PUBLIC_BASE_URL: TEST_ORIGIN, LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, db: handle.db, changes: handle.changes, mailer: mail, logger: false });
  await app.ready();
  return { handle, app, mail };
}

async function signIn(p: Process, remoteAddress = '127.0.0.1') {
  const login = await p.app.inject({
    method: 'POST',
    url: '/api/crmAuth/adminLogin',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    remoteAddress,
  });
  expect(login.statusCode, login.body).toBe(200);
  const code = /\b(\d{6})\b/.exec(p.mail.lastTo(ADMIN_EMAIL)?.text ?? '')![1];
  const verify = await p.app.inject({
    method: 'POST',
    url: '/api/crmAuth/verifyOTP',
    payload: { user_id: login.json().data.user_id, otp: code },
    remoteAddress,
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return verify.json().data.token as string;
}

describe.skipIf(!serverUrl)('N processes on one PostgreSQL behave as one', () => {
  const name = `lbo_scale_${randomBytes(5).toString('hex')}`;
  let url = '';
  let a: Process;
  let b: Process;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    // Started together: migrations, the first administrator and the demo data run once, in turn.
    [a, b] = await Promise.all([startProcess(url), startProcess(url)]);
  });

  afterAll(async () => {
    for (const p of [a, b]) {
      await p?.app.close();
      await p?.handle.close();
    }
    await new Promise((r) => setTimeout(r, 200));
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });

  it('both serve, with one administrator and the demo data once', async () => {
    expect((await a.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await a.handle.db.select({ n: count() }).from(users).where(eq(users.email, ADMIN_EMAIL)))[0]!.n).toBe(1);
    const bankNames = await a.handle.db.select({ name: banks.name }).from(banks);
    expect(bankNames.length).toBeGreaterThan(0);
    expect(new Set(bankNames.map((r) => r.name)).size).toBe(bankNames.length);
  });

  it('a session made on one works on the other, and logout on one ends it on both', async () => {
    const token = await signIn(a);
    expect((await b.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers: bearer(token) })).statusCode).toBe(200);
    const out = await b.app.inject({ method: 'POST', url: '/api/crmAuth/logout', headers: { ...bearer(token), origin: TEST_ORIGIN } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await a.app.inject({ method: 'GET', url: '/api/adminAuth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('counts sign-in attempts made on both against one limit', async () => {
    const address = '198.51.100.200';
    const wrong = (p: Process) =>
      p.app.inject({ method: 'POST', url: '/api/crmAuth/adminLogin', payload: { email: ADMIN_EMAIL, password: 'wrong-password-x' }, remoteAddress: address });
    for (const p of [a, b, a, b]) expect((await wrong(p)).statusCode).toBe(401);
    // The fifth failure, on either process, locks this address out of the account.
    expect((await wrong(b)).statusCode).toBe(429);
    expect((await wrong(a)).statusCode).toBe(429);
  });

  it('shares the per-route request limits between processes', async () => {
    // /api/crmAuth/* allows 30 a minute per address; 16 + 15 across two processes is one over.
    const address = '198.51.100.201';
    const hit = (p: Process) => p.app.inject({ method: 'POST', url: '/api/crmAuth/adminLogin', payload: {}, remoteAddress: address });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await hit(i % 2 ? b : a)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('a rule saved on one changes the next evaluation on the other', async () => {
    const token = await signIn(a, '203.0.113.90');
    const company = (await b.app.inject({ method: 'GET', url: '/api/company/getAllCompanies?search=Infosys&page=1&limit=1', headers: bearer(token) })).json()
      .data.companies[0];
    const city = (await b.app.inject({ method: 'GET', url: '/api/cities/getAllcities?search=Mumbai&page=1&limit=1', headers: bearer(token) })).json().data
      .cities[0];
    const apply = async (p: Process) =>
      (
        await p.app.inject({
          method: 'POST',
          url: '/api/loanapplication/apply',
          headers: bearer(token),
          payload: sampleApplicant({ companyid: company.id, cityId: city.id }, { user_name: 'Scale Applicant' }),
        })
      ).json().data;
    const before = await apply(b);
    const pair = before.eligibleBanks.find((e: { eligibilityStatus: string }) => e.eligibilityStatus === 'ELIGIBLE');
    const rule = (
      await a.app.inject({
        method: 'GET',
        url: `/api/generaleligibility/getGeneralRuleBybankandproduct?bank_id=${pair.bankId}&product_id=${pair.productId}`,
        headers: bearer(token),
      })
    ).json().data;
    const general = Array.isArray(rule) ? rule[0] : rule;
    const saved = await a.app.inject({
      method: 'PUT',
      url: `/api/generaleligibility/updateGeneralRule?id=${general.id ?? general._id}`,
      headers: bearer(token),
      payload: {
        ...Object.fromEntries(
          Object.entries(general).filter(([k]) => !['id', '_id', 'created_at', 'updated_at', 'createdAt', 'updatedAt', 'created_by', 'updated_by'].includes(k)),
        ),
        salary_min: 900000,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The new version reaches the other process through NOTIFY, a moment after the commit (on a
    // loaded machine, some milliseconds): its next evaluations then use it.
    let after = before;
    await expect
      .poll(
        async () => {
          after = await apply(b);
          return after.ruleVersion;
        },
        // Generous: CI runs this beside the browser tests on two cores; it ends at the first success.
        { timeout: SETTLE_MS, interval: 25 },
      )
      .toBeGreaterThan(before.ruleVersion);
    expect(
      after.eligibleBanks.find((e: { bankId: string; productId: string }) => e.bankId === pair.bankId && e.productId === pair.productId).eligibilityStatus,
    ).toBe('NOT_ELIGIBLE');
  });

  it('a short link deleted on one stops redirecting on the other at once', async () => {
    const token = await signIn(a, '203.0.113.91');
    const created = (
      await a.app.inject({ method: 'POST', url: '/api/short', headers: bearer(token), payload: { destination: 'https://www.example.com/scale' } })
    ).json();
    expect((await b.app.inject({ method: 'GET', url: `/s/${created.shortId}` })).statusCode).toBe(302);
    expect((await a.app.inject({ method: 'DELETE', url: `/api/short/${created.id}`, headers: bearer(token) })).statusCode).toBe(200);
    // The other process hears of it through NOTIFY, a round trip through the database after the commit.
    await expect
      .poll(async () => (await b.app.inject({ method: 'GET', url: `/s/${created.shortId}` })).statusCode, { timeout: SETTLE_MS, interval: 10 })
      .toBe(404);
  });

  it("shares an API key's quota", async () => {
    const token = await signIn(a, '203.0.113.92');
    const key = (
      await a.app.inject({
        method: 'POST',
        url: '/api/apikeys/create',
        headers: bearer(token),
        payload: { label: 'Shared', businessId: 'B', quota: 3, quotaWindowDays: 1 },
      })
    ).json().plainKey;
    const create = (p: Process) =>
      p.app.inject({ method: 'POST', url: '/api/short', headers: { 'x-api-key': key }, payload: { destination: 'https://www.example.com/q' } });
    const statuses = [await create(a), await create(b), await create(a), await create(b)].map((r) => r.statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('/readyz answers 503 while the database is unreachable and 200 again when it is back', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name]);
      const down = await b.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json().status).toBe('unavailable');
      expect((await b.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expect.poll(async () => (await b.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: SETTLE_MS, interval: 100 }).toBe(200);
  });
});
