import { describe, expect, it } from 'vitest';
import { fullAccess, PARTNER_MODULES, type RoleAccessEntry } from '@lbo/contracts/permissions';
import { PARTNER_MESSAGES } from '@lbo/contracts/partners';
import { ACCESS_MESSAGES } from '@lbo/contracts/access';
import { roles } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { grant } from '../../../test/grants';

/** A user's channel partner (ADR 0044): `partner_id` in crmAuth/createUser and updateUser, shown in the list. */
const t = testAppForFile();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = t.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

let serial = 0;
async function newPartner(fields: Record<string, unknown> = {}): Promise<{ id: string }> {
  serial += 1;
  const res = await call('POST', '/api/partners', { name: `Partner ${serial}`, code: `UP-${serial}`, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function adminRoleId() {
  const [role] = await t.db.select({ id: roles.id }).from(roles).limit(1);
  return role!.id;
}

/** A user moved into the partner through crmAuth/updateUser, signed in again (moving ends their sessions). */
async function partnerUser(partnerId: string, access: RoleAccessEntry[] = fullAccess()) {
  const user = await t.userWithAccess(access);
  const me = (await call('GET', '/api/adminAuth/me', undefined, user.token)).json().data.user;
  const moved = await call('PUT', `/api/crmAuth/updateUser?id=${user.userId}`, { name: me.name, email: me.email, role_id: user.roleId, partner_id: partnerId });
  expect(moved.statusCode, moved.body).toBe(200);
  return { ...user, token: await t.signIn(me.email, 'user-password-1'), name: me.name as string };
}

describe("users: a user's partner", () => {
  it('creates a user in a partner and lists the partner with the user', async () => {
    const p = await newPartner({ name: 'Rural Reach DSA' });
    const res = await call('POST', '/api/crmAuth/createUser', {
      name: 'Kiran Das',
      email: 'kiran@ruralreach.example',
      role_id: await adminRoleId(),
      partner_id: p.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ partner_id: p.id, partner_name: 'Rural Reach DSA' });
    const listed = (await call('GET', '/api/crmAuth/getAllUsers?search_query=kiran')).json().userdata;
    expect(listed).toEqual([expect.objectContaining({ email: 'kiran@ruralreach.example', partner_id: p.id, partner_name: 'Rural Reach DSA' })]);
    // The partner's name finds its users too.
    const byPartner = (await call('GET', '/api/crmAuth/getAllUsers?search_query=rural%20reach')).json().userdata;
    expect(byPartner.map((u: { email: string }) => u.email)).toEqual(['kiran@ruralreach.example']);
    // Without partner_id, a user is the marketplace's own staff; blank is the same.
    const staff = await call('POST', '/api/crmAuth/createUser', {
      name: 'Staff One',
      email: 'staff1@example.com',
      role_id: await adminRoleId(),
      partner_id: '',
    });
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json().data).toMatchObject({ partner_id: null, partner_name: null });
  });

  it('refuses an unknown or malformed partner id with 400 naming partner_id', async () => {
    const roleId = await adminRoleId();
    const unknown = await call('POST', '/api/crmAuth/createUser', {
      name: 'Nobody',
      email: 'nobody@example.com',
      role_id: roleId,
      partner_id: '7b0c9a4e-3f1d-4c55-9b1e-2f7f3c2d9a10',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ partner_id: PARTNER_MESSAGES.unknownPartner });
    const malformed = await call('POST', '/api/crmAuth/createUser', { name: 'Nobody', email: 'nobody@example.com', role_id: roleId, partner_id: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('partner_id');
    const user = await t.userWithAccess([grant('loan-evaluator', { view: true })]);
    const update = await call('PUT', `/api/crmAuth/updateUser?id=${user.userId}`, {
      name: 'U',
      role_id: user.roleId,
      partner_id: '7b0c9a4e-3f1d-4c55-9b1e-2f7f3c2d9a10',
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({ partner_id: PARTNER_MESSAGES.unknownPartner });
  });

  it('keeps the partner when an update leaves partner_id out; refuses moving yourself', async () => {
    const p = await newPartner();
    const user = await partnerUser(p.id, [grant('customer-master', { view: true })]);
    const kept = await call('PUT', `/api/crmAuth/updateUser?id=${user.userId}`, { name: 'Renamed', role_id: user.roleId });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ name: 'Renamed', partner_id: p.id });
    const me = (await call('GET', '/api/adminAuth/me')).json().data.user;
    const self = await call('PUT', `/api/crmAuth/updateUser?id=${me.id}`, { name: me.name, role_id: me.role_id, partner_id: p.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual({ partner_id: ACCESS_MESSAGES.selfPartner });
  });

  it('refuses to move a user who holds API keys of their partner (409)', async () => {
    const a = await newPartner();
    const b = await newPartner();
    const user = await partnerUser(a.id);
    const key = await call('POST', '/api/apikeys/create', { label: 'K', businessId: 'B', scopes: ['customers.read'] }, user.token);
    expect(key.statusCode).toBe(201);
    const moved = await call('PUT', `/api/crmAuth/updateUser?id=${user.userId}`, { name: user.name, role_id: user.roleId, partner_id: b.id });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(ACCESS_MESSAGES.partnerIntegrationsHeld);
    await call('POST', `/api/apikeys/revoke/${key.json().apiKeyId}`, {}, user.token);
    const after = await call('PUT', `/api/crmAuth/updateUser?id=${user.userId}`, { name: user.name, role_id: user.roleId, partner_id: b.id });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.partner_id).toBe(b.id);
  });

  it("lets a partner's user read their own role (the web loads it at sign-in), and no other", async () => {
    const p = await newPartner();
    const user = await partnerUser(p.id);
    const own = await call('GET', `/api/role/getRoleById?id=${user.roleId}`, undefined, user.token);
    expect(own.statusCode, own.body).toBe(200);
    // The rights that apply to a partner's user: the partner modules of its role (ADR 0044).
    expect(
      own
        .json()
        .data.role_access.map((entry: { module_id: string }) => entry.module_id)
        .sort(),
    ).toEqual([...PARTNER_MODULES].sort());
    const other = await call('GET', `/api/role/getRoleById?id=${await adminRoleId()}`, undefined, user.token);
    expect(other.statusCode).toBe(403);
    const me = (await call('GET', '/api/adminAuth/me', undefined, user.token)).json().data.user;
    expect(me.partner_id).toBe(p.id);
  });
});
