import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ROLE_NAME, fullAccess } from '@lbo/contracts/permissions';
import type { Database } from '../client';
import { roles, users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** The built-in administrator role, kept in step with every module that exists. */
async function ensureAdminRole(db: Database): Promise<string> {
  const existing = await db.select().from(roles).where(eq(roles.is_system, true)).limit(1);
  if (existing[0]) {
    await db.update(roles).set({ role_access: fullAccess(), updated_at: new Date() }).where(eq(roles.id, existing[0].id));
    return existing[0].id;
  }
  const [created] = await db.insert(roles).values({ role_name: ADMIN_ROLE_NAME, role_access: fullAccess(), is_system: true }).returning();
  return created!.id;
}

/**
 * The first administrator: from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password printed once, on the start that creates it.
 */
export async function ensureFirstAdmin(db: Database, opts: { email?: string; password?: string; log: FastifyBaseLogger; banner?: (text: string) => void }) {
  const roleId = await ensureAdminRole(db);
  const email = (opts.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing[0]) return { id: existing[0].id, email, created: false };
  const password = opts.password ?? randomToken(12);
  const [user] = await db
    .insert(users)
    .values({ name: 'Administrator', email, password_hash: await hashPassword(password), role_id: roleId, status: 'Active' })
    .returning({ id: users.id });
  if (opts.password) {
    opts.log.info(`First administrator created: ${email} (password from ADMIN_PASSWORD)`);
  } else {
    // Printed once, to the terminal only: it is stored nowhere in plain text, and structured
    // logs are shipped and kept, so they never carry it.
    opts.log.warn(`First administrator created: ${email}, with a generated password printed once to the terminal`);
    const banner = opts.banner ?? ((text: string) => process.stdout.write(text));
    banner(`\n  Administrator sign-in: ${email} / ${password}\n  (printed once; set ADMIN_PASSWORD to choose it)\n\n`);
  }
  return { id: user!.id, email, created: true };
}
