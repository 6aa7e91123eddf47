import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_ACTIONS, MODULES, type Action, type ModuleId, type RoleAccessEntry } from '@lbo/contracts/permissions';
import { roles, sessions, users } from '../src/db/schema';
import { randomToken, sha256 } from '../src/lib/tokens';
import type { RegisteredRoute } from '../src/plugins/fastify-types';
import { documentedPath, servedDocument, undeclaredIn } from './openapi-conformance';
import { bearer, createTestApp } from './test-app';

/**
 * Walks every /api route the server registers (whoever added it) and proves
 * that its declared permission is what admits a caller: a role with every
 * permission except that one gets 403, a role with only that one does not.
 */
const t = await createTestApp();
afterAll(async () => t.close());
// Every answer the walk gets is also held to what the document declares for its operation.
const doc = await servedDocument(t.app, await t.signIn());

type Permission = { module: ModuleId; action: Action };
type PermissionRoute = RegisteredRoute & { access: Extract<RegisteredRoute['access'], { kind: 'permission' }> };

const permissionRoutes = t.app.routeRegistry.filter((r): r is PermissionRoute => r.access.kind === 'permission');
const label = (r: RegisteredRoute) => `${r.method} ${r.url}`;

function matrix(allowed: (module: ModuleId, action: Action) => boolean): RoleAccessEntry[] {
  return MODULES.map((module_id) => ({
    module_id,
    ...(Object.fromEntries(ALL_ACTIONS.map((a) => [a, allowed(module_id, a)])) as Record<Action, boolean>),
  }));
}

let counter = 0;
/** A role, a user on it and a live session, written directly: hundreds of sign-ins would hit the rate limit. */
async function sessionWith(access: RoleAccessEntry[]) {
  counter += 1;
  const now = t.clock.now();
  const [role] = await t.db
    .insert(roles)
    .values({ role_name: `perm-test-${counter}`, role_access: access })
    .returning();
  const [user] = await t.db
    .insert(users)
    .values({ name: `Perm ${counter}`, email: `perm-${counter}@example.com`, role_id: role!.id, status: 'Active' })
    .returning();
  const token = randomToken(32);
  await t.db
    .insert(sessions)
    .values({ user_id: user!.id, token_hash: sha256(token), expires_at: new Date(now.getTime() + 3_600_000), last_seen_at: now, created_at: now });
  return { token, roleId: role!.id };
}

async function call(route: PermissionRoute, token: string) {
  const url = new URL(
    route.url.replace(/:(\w+)/g, () => randomUUID()),
    'http://localhost',
  );
  // For routes that let a user read their own role, ask for someone else's.
  if (route.access.allowOwnRole) url.searchParams.set('id', randomUUID());
  const hasBody = !['GET', 'DELETE', 'HEAD', 'OPTIONS'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url: url.pathname + url.search,
    headers: bearer(token),
    ...(hasBody ? { payload: {} } : {}),
  });
}

// The OpenAPI UI is mounted before the access check exists and is public documentation, not an API call.
const DOCS = /^\/api\/docs(\/|$)/;

/** Every route fastify knows under /api (but the docs), read from its route tree. */
function fastifyApiRoutes(): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD' && (path === '/api' || path.startsWith('/api/')) && !DOCS.test(path)) found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

describe('the route registry', () => {
  it('holds every /api route the server answers, each with a valid declaration', () => {
    const known = fastifyApiRoutes();
    expect(known.length).toBeGreaterThan(10);
    expect(t.app.routeRegistry.map(label).sort()).toEqual(known);
    for (const route of t.app.routeRegistry) {
      const a = route.access;
      expect(['public', 'signed-in', 'permission'], label(route)).toContain(a.kind);
      if (a.kind === 'permission') {
        expect(MODULES, label(route)).toContain(a.module);
        expect(ALL_ACTIONS, label(route)).toContain(a.action);
      }
    }
  });

  it('includes the roles and users calls with the permissions they need', () => {
    const declared = Object.fromEntries(permissionRoutes.map((r) => [label(r), `${r.access.module}:${r.access.action}`]));
    expect(declared).toMatchObject({
      'GET /api/role/getAllRoles': 'user-management:view',
      'GET /api/role/getRolesList': 'user-management:view',
      'GET /api/role/getRoleById': 'user-management:view',
      'POST /api/role/create': 'user-management:create',
      'PUT /api/role/updateRole': 'user-management:edit',
      'DELETE /api/role/delete': 'user-management:delete',
      'GET /api/crmAuth/getAllUsers': 'user-management:view',
      'GET /api/crmAuth/checkEmail': 'user-management:view',
      'POST /api/crmAuth/createUser': 'user-management:create',
      'PUT /api/crmAuth/updateUser': 'user-management:edit',
      'PUT /api/crmAuth/updateStatus': 'user-management:edit',
      'DELETE /api/crmAuth/deleteUser': 'user-management:delete',
      'POST /api/crmAuth/resendInvitation': 'user-management:edit',
    });
  });
});

describe.each(permissionRoutes.map((route) => ({ route, name: label(route) })))('$name', ({ route }) => {
  const { module, action } = route.access;
  const admitting: Permission[] = [{ module, action }, ...(route.access.alternatives ?? [])];
  const admits = (m: ModuleId, a: Action) => admitting.some((p) => p.module === m && p.action === a);

  it(`refuses (403) a role with every permission except ${module}:${action}`, async () => {
    const { token } = await sessionWith(matrix((m, a) => !admits(m, a)));
    const res = await call(route, token);
    expect(res.statusCode, `${label(route)} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toBe(403);
    expect(undeclaredIn(doc, route.method, documentedPath(route.url), res)).toEqual([]);
  });

  it.each(admitting.map((p) => ({ ...p, name: `${p.module}:${p.action}` })))('admits a role with only $name', async (p) => {
    const { token } = await sessionWith(matrix((m, a) => m === p.module && a === p.action));
    const res = await call(route, token);
    expect([401, 403], `${label(route)} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
    expect(undeclaredIn(doc, route.method, documentedPath(route.url), res)).toEqual([]);
  });
});
