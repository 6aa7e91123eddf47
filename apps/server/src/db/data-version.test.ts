import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eligibilityDataVersion } from './data-version';
import { banks } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('rises on every write to a table the evaluator reads, and not on reads', async () => {
  const v0 = await eligibilityDataVersion(t.db);
  const [bank] = await t.db.insert(banks).values({ name: 'Version Bank' }).returning();
  const v1 = await eligibilityDataVersion(t.db);
  expect(v1).toBeGreaterThan(v0);
  await t.db.select().from(banks);
  expect(await eligibilityDataVersion(t.db)).toBe(v1);
  await t.db.update(banks).set({ is_active: false }).where(eq(banks.id, bank!.id));
  const v2 = await eligibilityDataVersion(t.db);
  expect(v2).toBeGreaterThan(v1);
  await t.db.delete(banks).where(eq(banks.id, bank!.id));
  expect(await eligibilityDataVersion(t.db)).toBeGreaterThan(v2);
});
