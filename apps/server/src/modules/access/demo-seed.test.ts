import { describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { can, toAccessMap } from '@lbo/contracts/permissions';
import { seedDemoAccess } from '../../db/seed/demo-access';
import { roles, users } from '../../db/schema';
import { testAppForFile } from '../../../test/test-app-for-file';

const t = testAppForFile();

describe('demo roles and users', () => {
  it('adds the demo roles and invited users once, mailing nobody', async () => {
    const sent = t.mail.messages.length;
    await seedDemoAccess(t.db, t.app.log);
    await seedDemoAccess(t.db, t.app.log);
    const all = await t.db.select().from(roles);
    expect(all.map((r) => r.role_name).sort()).toEqual(['Administrator', 'Credit Analyst', 'Operations', 'Viewer']);
    const demoUsers = await t.db.select().from(users).where(isNull(users.password_hash));
    expect(demoUsers).toHaveLength(5);
    expect(demoUsers.every((u) => u.role_id)).toBe(true);
    expect((await t.db.select().from(users)).length).toBe(6);
    expect(t.mail.messages.length).toBe(sent);

    const byName = Object.fromEntries(all.map((r) => [r.role_name, toAccessMap(r.role_access)]));
    expect(can(byName['Credit Analyst']!, 'loan-evaluator', 'create')).toBe(true);
    expect(can(byName['Credit Analyst']!, 'rules-management', 'edit')).toBe(false);
    expect(can(byName['Operations']!, 'master-configuration', 'delete')).toBe(true);
    expect(can(byName['Viewer']!, 'rules-management', 'view')).toBe(true);
    expect(can(byName['Viewer']!, 'user-management', 'view')).toBe(false);
  });
});
