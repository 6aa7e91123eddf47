import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertPair, pairQuery, type TestPair } from './rules.fixtures';

/*
 * Reasons on rule changes: stored on the version a save, delete or restore makes, shown in the
 * version list, the pair's history and the diff; restores appear in the history of every pair
 * they touch; a diff may start at version 0.
 */

const t = testAppForFile();
let pair: TestPair;
let other: TestPair;
beforeAll(async () => {
  pair = await insertPair(t.db, 'Reason');
  other = await insertPair(t.db, 'Reason Two');
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(t.token), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const saveFoir = (p: TestPair, body: unknown, headers?: Record<string, string>) =>
  call('PUT', `/api/foir/createandupdatefoirrule?${pairQuery(p)}`, body, headers);
const latestVersion = async () => (await call('GET', '/api/rule-versions?limit=1')).json().data.items[0];
const historyOf = async (p: TestPair) => (await call('GET', `/api/rulesinfo/getRuleHistory?${pairQuery(p)}`)).json().data.history;

describe('reasons for rule changes', () => {
  let firstVersion = 0;

  it('stores a reason given in the X-Change-Reason header (percent-encoded UTF-8) on the version', async () => {
    const reason = 'RBI circular — FOIR cap ₹50k band';
    const res = await saveFoir(pair, [{ salary_min: 0, salary_max: 50000, foir_percent: 70 }], { 'x-change-reason': encodeURIComponent(reason) });
    expect(res.statusCode, res.body).toBe(200);
    const version = await latestVersion();
    expect(version).toMatchObject({ reason, kind: 'edit' });
    firstVersion = version.version;
  });

  it('takes a reason from the body beside the rows; the header wins when both are sent', async () => {
    const [row] = (await call('GET', `/api/foir/getAllfoirrules?${pairQuery(pair)}`)).json().data.foirRules;
    expect((await saveFoir(pair, { rules: [{ id: row.id, salary_min: 0, salary_max: 50000, foir_percent: 68 }] })).statusCode).toBe(200);
    expect((await latestVersion()).reason).toBeNull();
    const body = { reason: '  Credit committee minutes 12  ', rules: [{ id: row.id, salary_min: 0, salary_max: 50000, foir_percent: 65 }] };
    expect((await saveFoir(pair, body)).statusCode).toBe(200);
    expect((await latestVersion()).reason).toBe('Credit committee minutes 12');
    body.rules[0]!.foir_percent = 60;
    expect((await saveFoir(pair, body, { 'x-change-reason': 'header%20reason' })).statusCode).toBe(200);
    expect((await latestVersion()).reason).toBe('header reason');
  });

  it('refuses a reason too long or badly encoded with 400 naming reason, writing nothing', async () => {
    const before = (await latestVersion()).version;
    const long = await saveFoir(pair, { reason: 'x'.repeat(501), rules: [{ salary_min: 60000, salary_max: null, foir_percent: 50 }] });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('reason');
    const encoded = await saveFoir(pair, [{ salary_min: 60000, salary_max: null, foir_percent: 50 }], { 'x-change-reason': '%E0%A4%A' });
    expect(encoded.statusCode).toBe(400);
    expect(encoded.json().errors).toHaveProperty('reason');
    // Not percent-encoded: raw bytes would be stored as mangled text.
    const raw = await saveFoir(pair, [{ salary_min: 60000, salary_max: null, foir_percent: 50 }], { 'x-change-reason': 'caf\u00e9 policy' });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().errors).toHaveProperty('reason');
    expect((await latestVersion()).version).toBe(before);
  });

  it('shows the reason, version and kind of every change in the pair history', async () => {
    const history = await historyOf(pair);
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'update', rule_group: 'foir', reason: 'header reason', kind: 'edit', before: { foir_percent: 65 }, after: { foir_percent: 60 } },
      { action: 'update', reason: 'Credit committee minutes 12', after: { foir_percent: 65 } },
    ]);
    expect(history.at(-1)).toMatchObject({ action: 'create', version: firstVersion, reason: 'RBI circular — FOIR cap ₹50k band' });
  });

  it('records a delete with its reason', async () => {
    const [row] = (await call('GET', `/api/foir/getAllfoirrules?${pairQuery(pair)}`)).json().data.foirRules;
    const res = await call('DELETE', `/api/foir/deletefoirrule?id=${row.id}`, undefined, { 'x-change-reason': 'Band withdrawn' });
    expect(res.statusCode).toBe(200);
    expect((await historyOf(pair))[0]).toMatchObject({ action: 'delete', reason: 'Band withdrawn', after: null, before: { foir_percent: 60 } });
  });

  it('shows a restore in the history of every pair it touches, with its reason and kind', async () => {
    const saved = await saveFoir(other, [{ salary_min: 0, salary_max: null, foir_percent: 55 }]);
    expect(saved.statusCode).toBe(200);
    const restore = await call('POST', `/api/rule-versions/${firstVersion}/restore`, { reason: 'Undo the trial' });
    expect(restore.statusCode, restore.body).toBe(200);
    const made = restore.json().data.version;
    expect(await latestVersion()).toMatchObject({ version: made, kind: 'restore', reason: 'Undo the trial' });
    for (const [p, action] of [
      [pair, 'create'],
      [other, 'delete'],
    ] as const) {
      const [entry] = await historyOf(p);
      expect(entry).toMatchObject({ action, version: made, kind: 'restore', reason: 'Undo the trial' });
    }
  });

  it('diffs from version 0 and lists the versions in between with their reasons', async () => {
    const res = await call('GET', `/api/rule-versions/0/diff/${firstVersion}`);
    expect(res.statusCode, res.body).toBe(200);
    const diff = res.json().data;
    expect(diff.from).toBe(0);
    expect(diff.totals.added).toBeGreaterThan(0);
    expect(diff.versions[0]).toMatchObject({ version: firstVersion, reason: 'RBI circular — FOIR cap ₹50k band' });
    const backwards = (await call('GET', `/api/rule-versions/${firstVersion}/diff/0`)).json().data;
    expect(backwards.totals.removed).toBe(diff.totals.added);
    expect((await call('GET', '/api/rule-versions/0/diff/999999')).statusCode).toBe(404);
  });

  it("leaves the body's reason when the header is blank", async () => {
    const save = await saveFoir(
      other,
      { reason: 'Body reason beside a blank header', rules: [{ salary_min: 0, salary_max: null, foir_percent: 52 }] },
      { 'x-change-reason': '  ' },
    );
    expect(save.statusCode, save.body).toBe(200);
    expect((await latestVersion()).reason).toBe('Body reason beside a blank header');
  });
});
