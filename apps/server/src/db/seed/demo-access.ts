import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACTIONS, MODULES, type Action, type ModuleId, type RoleAccessEntry } from '@lbo/contracts/permissions';
import type { Database } from '../client';
import { roles, users } from '../schema';

const entry = (module_id: ModuleId, actions: readonly Action[]): RoleAccessEntry => ({
  module_id,
  ...(Object.fromEntries(ACTIONS.map((a) => [a, actions.includes(a)])) as Record<Action, boolean>),
});
const VIEW = ['view'] as const;

const DEMO_ROLES: { role_name: string; role_access: RoleAccessEntry[] }[] = [
  {
    role_name: 'Credit Analyst',
    role_access: [entry('rules-management', VIEW), entry('loan-evaluator', ACTIONS), entry('master-configuration', VIEW), entry('data-dashboard', VIEW)],
  },
  {
    role_name: 'Operations',
    role_access: [entry('master-configuration', ACTIONS), entry('shortener', ACTIONS), entry('api-keys', ACTIONS), entry('data-dashboard', ACTIONS)],
  },
  {
    role_name: 'Viewer',
    role_access: MODULES.filter((m) => m !== 'user-management').map((m) => entry(m, VIEW)),
  },
];

/** Invited users: no password yet (a real setup mails them an invitation; the seed mails nobody). */
const DEMO_USERS: { name: string; email: string; role: string; status: 'Active' | 'Inactive' }[] = [
  { name: 'Priya Sharma', email: 'priya.sharma@example.com', role: 'Credit Analyst', status: 'Active' },
  { name: 'Arjun Mehta', email: 'arjun.mehta@example.com', role: 'Credit Analyst', status: 'Active' },
  { name: 'Rahul Verma', email: 'rahul.verma@example.com', role: 'Operations', status: 'Active' },
  { name: 'Sneha Iyer', email: 'sneha.iyer@example.com', role: 'Operations', status: 'Inactive' },
  { name: 'Anita Desai', email: 'anita.desai@example.com', role: 'Viewer', status: 'Active' },
];

/** Demo roles and users, once: skipped when any role besides the built-in administrator exists. */
export async function seedDemoAccess(db: Database, log: FastifyBaseLogger) {
  const existing = await db.select({ id: roles.id }).from(roles).where(eq(roles.is_system, false)).limit(1);
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const created = await tx.insert(roles).values(DEMO_ROLES).returning({ id: roles.id, role_name: roles.role_name });
    const roleId = new Map(created.map((r) => [r.role_name, r.id]));
    await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ name: u.name, email: u.email, status: u.status, role_id: roleId.get(u.role)!, password_hash: null })))
      .onConflictDoNothing({ target: users.email });
  });
  log.info(`demo access: ${DEMO_ROLES.length} roles, ${DEMO_USERS.length} users`);
}
