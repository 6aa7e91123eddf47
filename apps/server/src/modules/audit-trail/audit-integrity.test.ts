import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditEntry } from '@lbo/contracts/audit-trail';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPair } from '../../../test/standard-rules';
import { rowsOf } from '../../db/raw-rows';
import { applyAuditRetention } from './audit-retention';
import { createAuditRecorder } from './audit-recorder';
import { canonicalEntry, entryHash } from './audit-chain';

/** The chain's integrity: its canonical form, verify, the recorder's flush, retention and tampering (ADR 0039). */
const t = testAppForFile();
const ids = { company: '', city: '' };
const onPostgres = !!process.env.TEST_DATABASE_URL;

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = bearer(t.token)) => t.app.inject({ method, url, headers });

async function entries(query: string): Promise<AuditEntry[]> {
  await t.app.auditTrail.flush();
  const res = await inject('GET', `/api/audit?limit=200&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as AuditEntry[];
}

async function apply(reference: string) {
  const payload = sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, customer_reference: reference });
  const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the chain', () => {
  it('starts with entries to check', async () => {
    const places = await insertStandardPair(t, 'Chain', { city_name: 'Thrissur', state: 'Kerala', is_metro: false });
    Object.assign(ids, { company: places.company, city: places.city });
    await apply('CHAIN-1');
    await apply('CHAIN-2');
    await inject('GET', '/api/customers?limit=1');
    expect((await entries('')).length).toBeGreaterThan(2);
  });

  it('verifies the chain and checks an expected head', async () => {
    const res = await inject('GET', '/api/audit/verify');
    expect(res.statusCode).toBe(200);
    const verified = res.json().data;
    expect(verified).toMatchObject({ ok: true, firstBrokenId: null, expectedHeadFound: null });
    expect(verified.entries).toBeGreaterThanOrEqual(3);
    const withHead = (await inject('GET', `/api/audit/verify?expectedHead=${verified.head}`)).json().data;
    expect(withHead).toMatchObject({ ok: true, expectedHeadFound: true });
    const unknown = (await inject('GET', `/api/audit/verify?expectedHead=${'a'.repeat(64)}`)).json().data;
    expect(unknown).toMatchObject({ ok: false, firstBrokenId: null, expectedHeadFound: false });
    expect((await inject('GET', '/api/audit/verify?expectedHead=xyz')).statusCode).toBe(400);
  });

  it('hashes the canonical form the ADR defines (Node and database agree on awkward text)', async () => {
    await t.db.execute(sql`INSERT INTO audit_events (actor_kind, module, action, object_type, object_id, summary)
      VALUES ('system', 'audit-trail', 'update', NULL, 'a\\b', ${'Line one\nline two \\N ₹ नमस्ते'})`);
    const [row] = rowsOf<Parameters<typeof entryHash>[1] & { previous_hash: string; hash: string }>(
      await t.db.execute(sql`SELECT id::text AS id, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, actor_kind,
        actor_user_id::text AS actor_user_id, api_key_id::text AS api_key_id, address, module, action, object_type, object_id, summary, request_id,
        previous_hash, hash FROM audit_events ORDER BY audit_events.id DESC LIMIT 1`),
    );
    expect(row!.summary).toContain('\n');
    expect(canonicalEntry(row!).split('\n')).toHaveLength(12);
    expect(entryHash(row!.previous_hash, row!)).toBe(row!.hash);
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the recorder', () => {
  it('writes queued reads on close and logs the chain head there', async () => {
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o), error: () => undefined } as unknown as FastifyBaseLogger;
    const recorder = createAuditRecorder(t.db, log);
    recorder.queue({
      actorKind: 'user',
      actorUserId: t.adminId,
      apiKeyId: null,
      address: '10.9.9.9',
      module: 'customer-master',
      action: 'read',
      objectType: 'customer',
      objectId: 'queued-at-close',
      summary: 'Read customer through GET /api/customers/:id',
      requestId: null,
    });
    await recorder.close();
    const [entry] = await entries('objectId=queued-at-close');
    expect(entry).toMatchObject({ address: '10.9.9.9', action: 'read' });
    expect(logged).toContainEqual({ auditHead: { id: Number(entry!.id), hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  });
});

describe('retention', () => {
  it('removes whole old months, records that it did, and the chain verifies across the gap', async () => {
    await t.app.auditTrail.flush();
    const [{ n: before } = { n: 0 }] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM audit_events`));
    const inTwoYears = new Date(Date.now() + 2 * 365 * 86_400_000);
    expect(await applyAuditRetention(t.db, inTwoYears, 12)).toBe(before);
    const left = await entries('');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ actorKind: 'system', module: 'audit-trail', action: 'delete', objectType: 'audit-events' });
    expect(left[0]!.summary).toMatch(/^Retention removed \d+ entries from before \d{4}-\d{2}-01, up to entry \d+, whose hash was [0-9a-f]{64}$/);
    expect((await inject('GET', '/api/audit/verify')).json().data).toMatchObject({ ok: true, entries: 1, firstBrokenId: null });
    await apply('AUD-4');
    expect((await inject('GET', '/api/audit/verify')).json().data).toMatchObject({ ok: true, entries: 2 });
  });
});

describe.runIf(onPostgres)('tampering (PostgreSQL)', () => {
  it('refuses UPDATE and DELETE; a changed summary and a cut tail are found', async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(t.db.execute(sql`UPDATE audit_events SET summary = 'x'`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.db.execute(sql`DELETE FROM audit_events`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(t.db.execute(sql`TRUNCATE audit_events`))).toMatch(/append-only: TRUNCATE refused/);
    await apply('AUD-5');
    await apply('AUD-6');
    await apply('AUD-7');
    await t.app.auditTrail.flush();
    const before = (await inject('GET', '/api/audit/verify')).json().data;
    expect(before.ok).toBe(true);
    const [victim] = rowsOf<{ id: string }>(await t.db.execute(sql`SELECT id::text AS id FROM audit_events ORDER BY audit_events.id DESC LIMIT 1 OFFSET 1`));

    // A superuser switches the triggers off: the chain still tells.
    await t.db.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER USER`);
    await t.db.execute(sql`UPDATE audit_events SET summary = 'Nothing happened' WHERE id = ${victim!.id}::bigint`);
    const changed = (await inject('GET', '/api/audit/verify')).json().data;
    expect(changed).toMatchObject({ ok: false, firstBrokenId: victim!.id });

    const head = (await inject('GET', '/api/audit/verify')).json().data.head as string;
    await t.db.execute(sql`DELETE FROM audit_events WHERE id = (SELECT max(id) FROM audit_events)`);
    const cut = (await t.app.inject({ method: 'GET', url: `/api/audit/verify?expectedHead=${head}`, headers: bearer(t.token) })).json().data;
    expect(cut).toMatchObject({ ok: false, expectedHeadFound: false });
    await t.db.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER USER`);
  });
});
