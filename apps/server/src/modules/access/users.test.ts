import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { passwordTokens, roles, sessions, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { ADMIN_EMAIL, bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { csvLines } from '../../../test/sheets';

const t = testAppForFile();
let roleId: string;
let otherRoleId: string;
beforeAll(async () => {
  const created = await t.db
    .insert(roles)
    .values([
      { role_name: 'Analyst', role_access: [] },
      { role_name: 'Ops Lead', role_access: [] },
    ])
    .returning();
  roleId = created[0]!.id;
  otherRoleId = created[1]!.id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, token = t.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const userCount = async () => (await t.db.select({ n: count() }).from(users)).map((r) => r.n)[0]!;
const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/adminAuth/profile', headers: bearer(token) });

describe('crmAuth/createUser', () => {
  it('creates an Active user without a password and mails a single-use invitation link valid 48 h', async () => {
    const sent = t.mail.messages.length;
    const res = await api('POST', '/api/crmAuth/createUser', { name: ' Meera Nair ', email: '  Meera.Nair@Example.com ', role_id: roleId });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      message: 'User Created Successfully',
      data: { name: 'Meera Nair', email: 'meera.nair@example.com', role_id: roleId, role_name: 'Analyst', status: 'Active', has_password: false },
    });
    expect(body.data).not.toHaveProperty('id');
    expect(JSON.stringify(body)).not.toMatch(/password_hash/);

    const stored = await userByEmail('meera.nair@example.com');
    expect(stored!.password_hash).toBeNull();
    expect(t.mail.messages.length).toBe(sent + 1);
    const mail = t.mail.lastTo('meera.nair@example.com')!;
    const token = /\/set-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('http://localhost:3000/set-password?token=');
    const [row] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.user_id, stored!.id));
    // Stored only as a hash, for the invite purpose, expiring 48 hours from now.
    expect(row).toMatchObject({ token_hash: sha256(token), purpose: 'invite', used_at: null });
    expect(row!.expires_at.getTime() - t.clock.now().getTime()).toBe(48 * 3_600_000);
  });

  it('keeps the status it is given', async () => {
    const res = await api('POST', '/api/crmAuth/createUser', { name: 'Later', email: 'later@example.com', role_id: roleId, status: 'Inactive' });
    expect(res.json().data.status).toBe('Inactive');
  });

  it('refuses a duplicate e-mail in any case with 409, writing and mailing nothing', async () => {
    const before = await userCount();
    const sent = t.mail.messages.length;
    const res = await api('POST', '/api/crmAuth/createUser', { name: 'Copy', email: 'MEERA.NAIR@example.com', role_id: roleId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: false, message: 'Email Already Exists' });
    expect(await userCount()).toBe(before);
    expect(t.mail.messages.length).toBe(sent);
  });

  it.each([
    ['no name', { email: 'x1@example.com', role_id: 'R' }, 'Name is required'],
    ['no e-mail', { name: 'X', role_id: 'R' }, 'Email is required'],
    ['a bad e-mail', { name: 'X', email: 'not-mail', role_id: 'R' }, 'Please enter a valid email address'],
    ['no role', { name: 'X', email: 'x2@example.com' }, 'Role is required'],
    ['a malformed role id', { name: 'X', email: 'x3@example.com', role_id: 'abc' }, 'role_id must be a valid id'],
    ['a role that does not exist', { name: 'X', email: 'x4@example.com', role_id: '00000000-0000-4000-8000-000000000000' }, 'The selected role does not exist'],
    ['an unknown status', { name: 'X', email: 'x5@example.com', role_id: 'R', status: 'Pending' }, "Status must be 'Active' or 'Inactive'"],
  ])('refuses %s with 400, writing and mailing nothing', async (_what, payload, message) => {
    const before = await userCount();
    const sent = t.mail.messages.length;
    const body = JSON.parse(JSON.stringify(payload).replace('"R"', JSON.stringify(roleId)));
    const res = await api('POST', '/api/crmAuth/createUser', body);
    expect(res.statusCode).toBe(400);
    expect([res.json().message].flat()).toContain(message);
    expect(await userCount()).toBe(before);
    expect(t.mail.messages.length).toBe(sent);
  });
});

describe('crmAuth/checkEmail', () => {
  it("answers 409 'Email Already Exists' for a taken address, in any case", async () => {
    const res = await api('GET', '/api/crmAuth/checkEmail?email=Meera.Nair%40example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: false, message: 'Email Already Exists' });
  });

  it('answers status true for a free address and 400 for a malformed one', async () => {
    const res = await api('GET', '/api/crmAuth/checkEmail?email=free@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
    expect((await api('GET', '/api/crmAuth/checkEmail?email=nope')).statusCode).toBe(400);
    expect((await api('GET', '/api/crmAuth/checkEmail')).statusCode).toBe(400);
  });
});

describe('crmAuth/getAllUsers', () => {
  beforeAll(async () => {
    await t.db.insert(users).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Bulk User ${String(i).padStart(2, '0')}`,
        email: `bulk${i}@example.com`,
        role_id: i % 2 ? roleId : otherRoleId,
        status: i % 3 ? ('Active' as const) : ('Inactive' as const),
      })),
    );
  });

  it('answers the paging shape with 25 rows by default, top level and under data', async () => {
    const total = await userCount();
    const body = (await api('GET', '/api/crmAuth/getAllUsers')).json();
    expect(body.userdata).toHaveLength(25);
    expect(body.pageDetails).toEqual({ totalCount: total, page: 1, page_limit: 25, totalPages: Math.ceil(total / 25) });
    expect(body.data).toEqual({ userdata: body.userdata, pageDetails: body.pageDetails });
    for (const key of ['_id', 'name', 'email', 'role_name', 'role_id', 'status', 'has_password']) expect(body.userdata[0]).toHaveProperty(key);
    expect(JSON.stringify(body)).not.toMatch(/password_hash|argon2/);
    const last = (await api('GET', `/api/crmAuth/getAllUsers?page=2&page_limit=25`)).json();
    expect(last.userdata).toHaveLength(total - 25);
    expect((await api('GET', '/api/crmAuth/getAllUsers?page=99')).json().userdata).toEqual([]);
  });

  it('searches name, e-mail and role case-insensitively', async () => {
    expect((await api('GET', '/api/crmAuth/getAllUsers?search_query=BULK%20user%201')).json().pageDetails.totalCount).toBe(10);
    expect((await api('GET', '/api/crmAuth/getAllUsers?search_query=MEERA.NAIR%40')).json().userdata[0].email).toBe('meera.nair@example.com');
    const byRole = (await api('GET', '/api/crmAuth/getAllUsers?search_query=ops%20LEAD&page_limit=100')).json();
    expect(byRole.pageDetails.totalCount).toBe(15);
    expect(byRole.userdata.every((u: { role_name: string }) => u.role_name === 'Ops Lead')).toBe(true);
  });

  it('sorts by each column either way', async () => {
    const get = async (q: string) =>
      (await api('GET', `/api/crmAuth/getAllUsers?page_limit=100&${q}`)).json().userdata as {
        name: string;
        email: string;
        status: string;
        role_name: string;
      }[];
    const names = (await get('sort_by=name&sort_order=asc')).map((u) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const emails = (await get('sort_by=email&sort_order=desc')).map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const statuses = (await get('sort_by=status&sort_order=asc')).map((u) => u.status);
    expect(statuses).toEqual([...statuses].sort());
    const rolesSorted = (await get('sort_by=role_name&sort_order=asc')).map((u) => u.role_name);
    expect(rolesSorted).toEqual([...rolesSorted].sort());
    expect((await api('GET', '/api/crmAuth/getAllUsers?sort_by=password_hash')).statusCode).toBe(400);
  });

  it('exports exactly the users the search matches, in the list order, and needs the export permission', async () => {
    const res = await api('GET', '/api/crmAuth/exportUsers?search_query=ops%20lead&sort_by=email&sort_order=asc&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('Name,E-mail,Role,Partner,Status,Password set,Created (IST),Updated (IST)');
    const listed = (await api('GET', '/api/crmAuth/getAllUsers?search_query=ops%20lead&sort_by=email&sort_order=asc&page_limit=100')).json().userdata as {
      email: string;
    }[];
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(listed.map((u) => u.email));
    expect(lines).toHaveLength(16);
    expect((await api('GET', '/api/crmAuth/exportUsers?format=doc')).statusCode).toBe(400);
    const viewer = await t.userWithAccess(
      [{ module_id: 'user-management', view: true, create: true, edit: true, delete: true, export: false }],
      'no-export@example.com',
    );
    expect((await api('GET', '/api/crmAuth/exportUsers', undefined, viewer.token)).statusCode).toBe(403);
  });
});

describe('crmAuth/updateUser', () => {
  it('changes name, role and status; the e-mail may be left out or sent unchanged', async () => {
    const user = await userByEmail('meera.nair@example.com');
    const res = await api('PUT', `/api/crmAuth/updateUser?id=${user!.id}`, { name: 'Meera N.', role_id: otherRoleId, status: 'Active' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User Updated Successfully',
      data: { name: 'Meera N.', role_name: 'Ops Lead', email: 'meera.nair@example.com' },
    });
    const same = await api('PUT', `/api/crmAuth/updateUser?id=${user!.id}`, { name: 'Meera N.', email: 'MEERA.NAIR@example.com', role_id: otherRoleId });
    expect(same.statusCode).toBe(200);
  });

  it('refuses a taken e-mail (409), an unknown user (404) and bad input (400), changing nothing', async () => {
    const user = await userByEmail('meera.nair@example.com');
    const base = { name: 'Changed', role_id: roleId, status: 'Active' };
    expect((await api('PUT', `/api/crmAuth/updateUser?id=${user!.id}`, { ...base, email: 'bulk1@example.com' })).statusCode).toBe(409);
    expect((await api('PUT', '/api/crmAuth/updateUser?id=00000000-0000-4000-8000-000000000000', base)).statusCode).toBe(404);
    expect((await api('PUT', `/api/crmAuth/updateUser?id=${user!.id}`, { ...base, name: '' })).statusCode).toBe(400);
    expect((await api('PUT', `/api/crmAuth/updateUser?id=${user!.id}`, { ...base, role_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    expect((await api('PUT', '/api/crmAuth/updateUser', base)).statusCode).toBe(400);
    expect(await userByEmail('meera.nair@example.com')).toMatchObject({ name: 'Meera N.', role_id: otherRoleId });
  });
});

describe('deactivation', () => {
  it('revokes a live session at once and blocks sign-in; activation lets the user back in', async () => {
    const user = await t.userWithAccess([], 'deactivate.me@example.com');
    expect((await profile(user.token)).statusCode).toBe(200);

    const res = await api('PUT', '/api/crmAuth/updateStatus', { id: user.userId, status: 'Inactive' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User Deactivated Successfully', data: { status: 'Inactive' } });
    expect((await profile(user.token)).statusCode).toBe(401);
    const open = await t.db.select().from(sessions).where(eq(sessions.user_id, user.userId));
    expect(open.every((s) => s.revoked_at !== null)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/crmAuth/adminLogin',
      payload: { email: 'deactivate.me@example.com', password: 'user-password-1' },
    });
    expect(login.statusCode).toBe(403);

    // id and status in the query string work too.
    const back = await api('PUT', `/api/crmAuth/updateStatus?id=${user.userId}&status=Active`);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe('User Activated Successfully');
    expect((await profile(await t.signIn('deactivate.me@example.com', 'user-password-1'))).statusCode).toBe(200);
  });

  it('through updateUser revokes the sessions too', async () => {
    const user = await t.userWithAccess([], 'edit.off@example.com');
    const res = await api('PUT', `/api/crmAuth/updateUser?id=${user.userId}`, { name: 'Off', role_id: user.roleId, status: 'Inactive' });
    expect(res.statusCode).toBe(200);
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('refuses a missing id or status (400) and an unknown user (404)', async () => {
    expect((await api('PUT', '/api/crmAuth/updateStatus', { status: 'Inactive' })).statusCode).toBe(400);
    expect((await api('PUT', `/api/crmAuth/updateStatus?id=${t.adminId}`)).statusCode).toBe(400);
    expect((await api('PUT', `/api/crmAuth/updateStatus`, { id: t.adminId, status: 'Disabled' })).statusCode).toBe(400);
    expect((await api('PUT', '/api/crmAuth/updateStatus', { id: '00000000-0000-4000-8000-000000000000', status: 'Active' })).statusCode).toBe(404);
  });
});

describe('nobody can lock themselves out', () => {
  it('refuses deactivating or deleting oneself (400), and the account stays', async () => {
    const viaStatus = await api('PUT', '/api/crmAuth/updateStatus', { id: t.adminId, status: 'Inactive' });
    expect(viaStatus.statusCode).toBe(400);
    expect(viaStatus.json().message).toBe('You cannot deactivate your own account');
    const [adminRole] = await t.db.select().from(roles).where(eq(roles.is_system, true));
    const viaUpdate = await api('PUT', `/api/crmAuth/updateUser?id=${t.adminId}`, { name: 'Administrator', role_id: adminRole!.id, status: 'Inactive' });
    expect(viaUpdate.statusCode).toBe(400);
    const del = await api('DELETE', `/api/crmAuth/deleteUser?id=${t.adminId}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe('You cannot delete your own account');
    expect(await userByEmail(ADMIN_EMAIL)).toMatchObject({ status: 'Active' });
    expect((await profile(t.token)).statusCode).toBe(200);
  });
});

describe('crmAuth/deleteUser', () => {
  it('deletes the user, whose sessions stop working', async () => {
    const user = await t.userWithAccess([], 'delete.me@example.com');
    const res = await api('DELETE', `/api/crmAuth/deleteUser?id=${user.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User Deleted Successfully');
    expect(await userByEmail('delete.me@example.com')).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.user_id, user.userId))).toHaveLength(0);
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await api('DELETE', '/api/crmAuth/deleteUser?id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api('DELETE', '/api/crmAuth/deleteUser?id=1')).statusCode).toBe(400);
  });
});
