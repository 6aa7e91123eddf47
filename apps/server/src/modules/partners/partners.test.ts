import { describe, expect, it } from 'vitest';
import { fullAccess, type RoleAccessEntry } from '@lbo/contracts/permissions';
import { PARTNER_MESSAGES } from '@lbo/contracts/partners';
import { AUTH_MESSAGES } from '@lbo/contracts/auth-messages';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { grant } from '../../../test/grants';

const t = testAppForFile();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = t.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

interface PartnerAnswer {
  id: string;
  name: string;
  code: string;
  active: boolean;
  contactEmail: string | null;
  monthlyEvaluationQuota: number | null;
  rateLimitPerMinute: number | null;
  counts: { users: number; keys: number; customers: number };
}

let serial = 0;
async function newPartner(fields: Record<string, unknown> = {}): Promise<PartnerAnswer> {
  serial += 1;
  const res = await call('POST', '/api/partners', { name: `Partner ${serial}`, code: `PT-${serial}`, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A user created through crmAuth/createUser in the partner, with a full role, signed in. */
async function partnerUser(partnerId: string, access: RoleAccessEntry[] = fullAccess()) {
  const user = await t.userWithAccess(access);
  const me = (await call('GET', '/api/adminAuth/me', undefined, user.token)).json().data.user;
  const moved = await call('PUT', `/api/crmAuth/updateUser?id=${user.userId}`, { name: me.name, email: me.email, role_id: user.roleId, partner_id: partnerId });
  expect(moved.statusCode, moved.body).toBe(200);
  // Changing partner signs the user out: they sign in again into the partner's view.
  return { ...user, token: await t.signIn(me.email, 'user-password-1'), email: me.email as string, name: me.name as string };
}

describe('partners: create, read, list', () => {
  it('creates a partner (201) with its fields, reads it back and lists it with counts', async () => {
    const res = await call('POST', '/api/partners', {
      name: '  Quick Loans App ',
      code: 'QLA_01',
      contactEmail: 'Ops@QuickLoans.example',
      monthlyEvaluationQuota: 5000,
      rateLimitPerMinute: 120,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as PartnerAnswer;
    expect(created).toMatchObject({
      name: 'Quick Loans App',
      code: 'QLA_01',
      active: true,
      contactEmail: 'ops@quickloans.example',
      monthlyEvaluationQuota: 5000,
      rateLimitPerMinute: 120,
      counts: { users: 0, keys: 0, customers: 0 },
    });
    expect(res.json().message).toBe(PARTNER_MESSAGES.created);

    const one = await call('GET', `/api/partners/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(created);

    const found = await call('GET', '/api/partners?q=quickloans');
    expect(found.json().data.items.map((p: PartnerAnswer) => p.code)).toEqual(['QLA_01']);
    const byCode = await call('GET', '/api/partners?q=qla_');
    expect(byCode.json().data.items.map((p: PartnerAnswer) => p.id)).toEqual([created.id]);
  });

  it('pages the list by name', async () => {
    for (const name of ['Zeta Lending', 'Alpha Finance', 'Mid Capital']) await newPartner({ name });
    const page = await call('GET', '/api/partners?limit=2&page=1');
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data.items).toHaveLength(2);
    expect(data.limit).toBe(2);
    expect(data.totalPages).toBe(Math.ceil(data.total / 2));
    const names = [] as string[];
    for (let p = 1; p <= data.totalPages; p++)
      names.push(...(await call('GET', `/api/partners?limit=2&page=${p}`)).json().data.items.map((i: PartnerAnswer) => i.name));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toHaveLength(data.total);
  });

  it('answers 404 for an unknown partner on read, update and delete', async () => {
    const id = '7b0c9a4e-3f1d-4c55-9b1e-2f7f3c2d9a10';
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(method, `/api/partners/${id}`, method === 'PUT' ? { name: 'X' } : undefined);
      expect(res.statusCode, `${method}: ${res.body}`).toBe(404);
    }
  });
});

describe('partners: validation and duplicates', () => {
  it('refuses bad input with 400 naming each field', async () => {
    const res = await call('POST', '/api/partners', {
      name: '   ',
      code: 'has space',
      active: 'yes',
      contactEmail: 'not-an-email',
      monthlyEvaluationQuota: 0,
      rateLimitPerMinute: 1.5,
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors).toEqual({
      name: PARTNER_MESSAGES.nameRequired,
      code: PARTNER_MESSAGES.codeInvalid,
      active: PARTNER_MESSAGES.activeInvalid,
      contactEmail: PARTNER_MESSAGES.contactEmailInvalid,
      monthlyEvaluationQuota: PARTNER_MESSAGES.quotaInvalid,
      rateLimitPerMinute: PARTNER_MESSAGES.rateInvalid,
    });
    const missing = await call('POST', '/api/partners', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ name: PARTNER_MESSAGES.nameRequired, code: PARTNER_MESSAGES.codeRequired });
    const long = await call('POST', '/api/partners', { name: 'Long', code: 'C'.repeat(33), monthlyEvaluationQuota: '100' });
    expect(long.json().errors).toEqual({ code: PARTNER_MESSAGES.codeTooLong, monthlyEvaluationQuota: PARTNER_MESSAGES.quotaInvalid });
    const badId = await call('GET', '/api/partners/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toHaveProperty('id');
  });

  it('takes a blank or null contact e-mail and null limits as none', async () => {
    const p = await newPartner({ contactEmail: '', monthlyEvaluationQuota: null, rateLimitPerMinute: null });
    expect(p).toMatchObject({ contactEmail: null, monthlyEvaluationQuota: null, rateLimitPerMinute: null });
  });

  it('refuses a code another partner has, regardless of case (409), on create and on update', async () => {
    const first = await newPartner({ code: 'DSA-North' });
    const dup = await call('POST', '/api/partners', { name: 'Copy', code: 'dsa-north' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(PARTNER_MESSAGES.codeTaken);
    expect(dup.json().errors).toEqual({ code: PARTNER_MESSAGES.codeTaken });
    const other = await newPartner();
    const renamed = await call('PUT', `/api/partners/${other.id}`, { code: 'DSA-NORTH' });
    expect(renamed.statusCode).toBe(409);
    // Its own code in another case is not a clash.
    const own = await call('PUT', `/api/partners/${first.id}`, { code: 'dsa-north' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.code).toBe('dsa-north');
  });
});

describe('partners: update, deactivate, delete', () => {
  it('changes only what the body names; null clears a limit', async () => {
    const p = await newPartner({ contactEmail: 'a@b.example', monthlyEvaluationQuota: 10, rateLimitPerMinute: 5 });
    const res = await call('PUT', `/api/partners/${p.id}`, { name: 'Renamed', monthlyEvaluationQuota: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Renamed', code: p.code, contactEmail: 'a@b.example', monthlyEvaluationQuota: null, rateLimitPerMinute: 5 });
    const bad = await call('PUT', `/api/partners/${p.id}`, { rateLimitPerMinute: -1, name: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'rateLimitPerMinute']);
  });

  it("deactivating stops the partner's user sessions and API keys; activating restores them", async () => {
    const p = await newPartner();
    const user = await partnerUser(p.id);
    const key = await call('POST', '/api/apikeys/create', { label: 'Lead app', businessId: 'DSA-9', scopes: ['customers.read'] }, user.token);
    expect(key.statusCode, key.body).toBe(201);
    const withKey = () => t.app.inject({ method: 'GET', url: '/api/customers', headers: { 'x-api-key': key.json().plainKey } });
    expect((await call('GET', '/api/customers', undefined, user.token)).statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(200);
    expect((await call('GET', `/api/partners/${p.id}`)).json().data.counts).toEqual({ users: 1, keys: 1, customers: 0 });

    const off = await call('PUT', `/api/partners/${p.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(PARTNER_MESSAGES.deactivated);
    expect(off.json().data.active).toBe(false);
    const session = await call('GET', '/api/customers', undefined, user.token);
    expect(session.statusCode).toBe(401);
    expect(session.json().message).toBe(AUTH_MESSAGES.sessionExpired);
    const refused = await withKey();
    expect(refused.statusCode).toBe(403);

    expect((await call('PUT', `/api/partners/${p.id}`, { active: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/customers', undefined, user.token)).statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(200);
  });

  it('refuses to delete a partner that has users (409, saying so), and deletes it once empty', async () => {
    const p = await newPartner();
    const user = await partnerUser(p.id);
    const refused = await call('DELETE', `/api/partners/${p.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PARTNER_MESSAGES.inUse('1 user'));
    expect(refused.json().message).toMatch(/Deactivate it instead/);

    const back = await call('PUT', `/api/crmAuth/updateUser?id=${user.userId}`, { name: user.name, email: user.email, role_id: user.roleId, partner_id: null });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ partner_id: null, partner_name: null });
    const deleted = await call('DELETE', `/api/partners/${p.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ message: PARTNER_MESSAGES.deleted, data: { id: p.id } });
    expect((await call('GET', `/api/partners/${p.id}`)).statusCode).toBe(404);
  });

  it('names everything a partner holds when it refuses the delete', async () => {
    const p = await newPartner();
    const user = await partnerUser(p.id);
    await call('POST', '/api/apikeys/create', { label: 'K', businessId: 'B', scopes: ['customers.read'] }, user.token);
    const res = await call('DELETE', `/api/partners/${p.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PARTNER_MESSAGES.inUse('1 user and 1 API key'));
  });
});

describe('partners: rights', () => {
  const everythingBut = (module: string) => fullAccess().filter((e) => e.module_id !== module);

  it('refuses (403) a role without partners rights, and each action without its own right', async () => {
    const p = await newPartner();
    const none = await t.userWithAccess(everythingBut('partners').filter((e) => e.module_id !== 'user-management'));
    for (const [method, url] of [
      ['GET', '/api/partners'],
      ['POST', '/api/partners'],
      ['GET', `/api/partners/${p.id}`],
      ['PUT', `/api/partners/${p.id}`],
      ['DELETE', `/api/partners/${p.id}`],
    ] as const) {
      const res = await call(method, url, method === 'POST' || method === 'PUT' ? { name: 'N', code: 'NEW-1' } : undefined, none.token);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const viewer = await t.userWithAccess([grant('partners', { view: true })]);
    expect((await call('GET', '/api/partners', undefined, viewer.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/partners/${p.id}`, undefined, viewer.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/partners', { name: 'N', code: 'NEW-2' }, viewer.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/partners/${p.id}`, { active: false }, viewer.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/partners/${p.id}`, undefined, viewer.token)).statusCode).toBe(403);
  });

  it("lets whoever creates or edits users list partners for the user form's select", async () => {
    const editor = await t.userWithAccess([grant('user-management', { edit: true })]);
    expect((await call('GET', '/api/partners', undefined, editor.token)).statusCode).toBe(200);
  });

  it("refuses a partner's own user (403) even with a role holding every right", async () => {
    const p = await newPartner();
    const user = await partnerUser(p.id);
    for (const [method, url] of [
      ['GET', '/api/partners'],
      ['GET', `/api/partners/${p.id}`],
      ['POST', '/api/partners'],
      ['PUT', `/api/partners/${p.id}`],
      ['DELETE', `/api/partners/${p.id}`],
    ] as const) {
      const res = await call(method, url, method === 'POST' || method === 'PUT' ? { name: 'N', code: 'NEW-3' } : undefined, user.token);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.marketplaceOnly);
    }
  });
});
