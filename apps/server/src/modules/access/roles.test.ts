import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { fullAccess, MODULES } from '@lbo/contracts/permissions';
import { roles, users } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { grant } from '../../../test/grants';

const t = testAppForFile();
let adminRoleId: string;
beforeAll(async () => {
  adminRoleId = (await t.db.select().from(roles).where(eq(roles.is_system, true)))[0]!.id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, token = t.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const roleCount = async () => (await t.db.select({ n: count() }).from(roles))[0]!.n;

describe('role/create', () => {
  it('creates a role with its matrix, trimming the name', async () => {
    const res = await api('POST', '/api/role/create', {
      role_name: '  Underwriter  ',
      role_access: [grant('loan-evaluator', { view: true, create: true }), { module_id: 'shortener', view: true }],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: true, message: 'Role Created Successfully', data: { role_name: 'Underwriter', is_system: false } });
    // One name per field: `_id`, as the specification's user-management tables read it.
    expect(body.data).not.toHaveProperty('id');
    // Missing flags are stored as false, so the matrix always has all six (approve included).
    expect(body.data.role_access).toEqual([
      { ...grant('loan-evaluator', { view: true, create: true }), approve: false },
      { ...grant('shortener', { view: true }), approve: false },
    ]);
    const [stored] = await t.db.select().from(roles).where(eq(roles.id, body.data._id));
    expect(stored!.role_access).toEqual(body.data.role_access);
  });

  it('refuses a name that exists in any case (409), writing nothing', async () => {
    const before = await roleCount();
    const res = await api('POST', '/api/role/create', { role_name: 'UNDERWRITER', role_access: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: false, message: 'A role with this name already exists' });
    expect(await roleCount()).toBe(before);
  });

  it.each([
    ['no name', { role_access: [] }, 'Role name is required'],
    ['a blank name', { role_name: '   ', role_access: [] }, 'Role name is required'],
    ['an unknown module', { role_name: 'X1', role_access: [grant('payroll', { view: true })] }, 'role_access.0.module_id is not a known module'],
    [
      'a flag that is not a boolean',
      { role_name: 'X2', role_access: [grant('shortener', { view: 'yes' as never })] },
      'role_access.0.view must be true or false',
    ],
    [
      'the same module twice',
      { role_name: 'X3', role_access: [grant('shortener'), grant('shortener')] },
      'role_access.1.module_id lists the same module twice',
    ],
    ['role_access that is not a list', { role_name: 'X4', role_access: 'all' }, 'role_access must be a list'],
  ])('refuses %s with 400 and writes nothing', async (_what, payload, message) => {
    const before = await roleCount();
    const res = await api('POST', '/api/role/create', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await roleCount()).toBe(before);
  });
});

describe('role/getAllRoles', () => {
  beforeAll(async () => {
    await t.db.insert(roles).values(Array.from({ length: 30 }, (_, i) => ({ role_name: `Bulk Role ${String(i).padStart(2, '0')}`, role_access: [] })));
  });

  it('answers the paging shape with 25 rows by default, top level and under data', async () => {
    const total = await roleCount();
    const res = await api('GET', '/api/role/getAllRoles');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userdata).toHaveLength(25);
    expect(body.pageDetails).toEqual({ totalCount: total, page: 1, page_limit: 25, totalPages: Math.ceil(total / 25) });
    expect(body.data.userdata).toEqual(body.userdata);
    expect(body.data.pageDetails).toEqual(body.pageDetails);
    expect(body.userdata[0]).toHaveProperty('_id');
    expect(body.userdata[0]).toHaveProperty('role_access');

    const page2 = (await api('GET', '/api/role/getAllRoles?page=2')).json();
    expect(page2.userdata).toHaveLength(total - 25);
    const ids = new Set([...body.userdata, ...page2.userdata].map((r: { _id: string }) => r._id));
    expect(ids.size).toBe(total);
  });

  it('searches case-insensitively, with % and _ taken literally', async () => {
    const res = (await api('GET', '/api/role/getAllRoles?search_query=bULK%20role%200&page_limit=100')).json();
    expect(res.pageDetails.totalCount).toBe(10);
    expect(res.userdata.every((r: { role_name: string }) => r.role_name.startsWith('Bulk Role 0'))).toBe(true);
    expect((await api('GET', '/api/role/getAllRoles?search_query=%25')).json().pageDetails.totalCount).toBe(0);
    expect((await api('GET', '/api/role/getAllRoles?search_query=administrator')).json().userdata[0].role_name).toBe('Administrator');
  });

  it('sorts by name either way and counts the users of each role', async () => {
    const asc = (await api('GET', '/api/role/getAllRoles?sort_by=role_name&sort_order=asc&page_limit=100')).json().userdata;
    const names = asc.map((r: { role_name: string }) => r.role_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const desc = (await api('GET', '/api/role/getAllRoles?sort_by=role_name&sort_order=desc&page_limit=100')).json().userdata;
    expect(desc.map((r: { role_name: string }) => r.role_name)).toEqual([...names].reverse());
    expect(asc.find((r: { _id: string }) => r._id === adminRoleId).user_count).toBe(1);
  });

  it('refuses bad paging input with 400', async () => {
    for (const q of ['page=0', 'page_limit=0', 'page_limit=10001', 'page=abc', 'sort_by=password', 'sort_order=up']) {
      expect((await api('GET', `/api/role/getAllRoles?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('role/getRolesList and role/getRoleById', () => {
  it('lists every role as value/label options and as a map', async () => {
    const body = (await api('GET', '/api/role/getRolesList')).json();
    expect(body.data).toHaveLength(await roleCount());
    // One name per field: value and label, as the specification's role select reads them.
    expect(body.data).toContainEqual({ value: adminRoleId, label: 'Administrator' });
    expect(body.map[adminRoleId]).toBe('Administrator');
  });

  it('gives one role, 404 for an unknown id, 400 for a malformed one', async () => {
    const ok = await api('GET', `/api/role/getRoleById?id=${adminRoleId}`);
    expect(ok.json().data).toMatchObject({ role_name: 'Administrator', is_system: true });
    expect(ok.json().data.role_access).toHaveLength(MODULES.length);
    expect((await api('GET', '/api/role/getRoleById?id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api('GET', '/api/role/getRoleById?id=nope')).statusCode).toBe(400);
  });

  it("lets anyone read their own role's matrix, but not another role's", async () => {
    const plain = await t.userWithAccess([grant('shortener', { view: true })]);
    expect((await api('GET', `/api/role/getRoleById?id=${plain.roleId}`, undefined, plain.token)).statusCode).toBe(200);
    expect((await api('GET', `/api/role/getRoleById?id=${adminRoleId}`, undefined, plain.token)).statusCode).toBe(403);
  });
});

describe('role/updateRole', () => {
  it('renames and changes the matrix; a changed matrix applies on the next request', async () => {
    const user = await t.userWithAccess([grant('shortener', { view: true })]);
    expect((await api('GET', '/api/crmAuth/getAllUsers', undefined, user.token)).statusCode).toBe(403);

    const granted = await api('PUT', `/api/role/updateRole?id=${user.roleId}`, {
      role_name: 'Support',
      role_access: [grant('user-management', { view: true })],
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ message: 'Role Updated Successfully', data: { role_name: 'Support' } });
    expect((await api('GET', '/api/crmAuth/getAllUsers', undefined, user.token)).statusCode).toBe(200);

    await api('PUT', `/api/role/updateRole?id=${user.roleId}`, { role_name: 'Support', role_access: [] });
    expect((await api('GET', '/api/crmAuth/getAllUsers', undefined, user.token)).statusCode).toBe(403);
  });

  it('refuses a duplicate name (409), an unknown id (404) and bad input (400), changing nothing', async () => {
    const [role] = await t.db.insert(roles).values({ role_name: 'Auditor', role_access: [] }).returning();
    expect((await api('PUT', `/api/role/updateRole?id=${role!.id}`, { role_name: 'support', role_access: [] })).statusCode).toBe(409);
    expect((await api('PUT', '/api/role/updateRole?id=00000000-0000-4000-8000-000000000000', { role_name: 'Z', role_access: [] })).statusCode).toBe(404);
    expect((await api('PUT', `/api/role/updateRole?id=${role!.id}`, { role_name: '', role_access: [] })).statusCode).toBe(400);
    expect((await api('PUT', `/api/role/updateRole?id=${role!.id}`, { role_name: 'Auditor', role_access: [grant('nope')] })).statusCode).toBe(400);
    expect((await api('PUT', '/api/role/updateRole', { role_name: 'Auditor', role_access: [] })).statusCode).toBe(400);
    const [after] = await t.db.select().from(roles).where(eq(roles.id, role!.id));
    expect(after).toMatchObject({ role_name: 'Auditor', role_access: [] });
    // Keeping its own name in another case is not a duplicate.
    expect((await api('PUT', `/api/role/updateRole?id=${role!.id}`, { role_name: 'AUDITOR', role_access: [] })).statusCode).toBe(200);
  });
});

describe('the built-in administrator role', () => {
  const full = fullAccess();
  const without = (module: string) => full.filter((e) => e.module_id !== module);

  it('cannot be deleted', async () => {
    const res = await api('DELETE', `/api/role/delete?role_id=${adminRoleId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The Administrator role cannot be deleted');
    expect(await t.db.select().from(roles).where(eq(roles.id, adminRoleId))).toHaveLength(1);
  });

  it.each([
    ['without user-management', without('user-management')],
    ['without user-management export', [...without('user-management'), grant('user-management', { view: true, create: true, edit: true, delete: true })]],
    ['with an empty matrix', []],
  ])('cannot be saved %s (400), and stays as it was', async (_what, role_access) => {
    const res = await api('PUT', `/api/role/updateRole?id=${adminRoleId}`, { role_name: 'Administrator', role_access });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Administrator role must keep every User Management permission');
    const [stored] = await t.db.select().from(roles).where(eq(roles.id, adminRoleId));
    expect(stored!.role_access).toEqual(full);
  });

  it('cannot be renamed to the name of another role, but can be renamed otherwise', async () => {
    const dup = await api('PUT', `/api/role/updateRole?id=${adminRoleId}`, { role_name: 'auditor', role_access: full });
    expect(dup.statusCode).toBe(409);
    const renamed = await api('PUT', `/api/role/updateRole?id=${adminRoleId}`, { role_name: 'Super Admin', role_access: full });
    expect(renamed.statusCode).toBe(200);
    await api('PUT', `/api/role/updateRole?id=${adminRoleId}`, { role_name: 'Administrator', role_access: full });
  });
});

describe('role/delete', () => {
  it('refuses a role users still hold, naming how many, then deletes it once free', async () => {
    const [role] = await t.db.insert(roles).values({ role_name: 'Field Agent', role_access: [] }).returning();
    await t.db.insert(users).values(['a', 'b', 'c'].map((x) => ({ name: x, email: `${x}.agent@example.com`, role_id: role!.id })));
    const refused = await api('DELETE', `/api/role/delete?role_id=${role!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Role is assigned to 3 users');

    await t.db.delete(users).where(sql`${users.email} like '%.agent@example.com' and ${users.email} <> 'a.agent@example.com'`);
    expect((await api('DELETE', `/api/role/delete?role_id=${role!.id}`)).json().message).toBe('Role is assigned to 1 user');

    await t.db.delete(users).where(eq(users.email, 'a.agent@example.com'));
    const deleted = await api('DELETE', `/api/role/delete?role_id=${role!.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Role Deleted Successfully');
    expect(await t.db.select().from(roles).where(eq(roles.id, role!.id))).toHaveLength(0);
  });

  it('answers 404 for an unknown role and 400 without role_id', async () => {
    expect((await api('DELETE', '/api/role/delete?role_id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api('DELETE', '/api/role/delete')).statusCode).toBe(400);
  });
});
