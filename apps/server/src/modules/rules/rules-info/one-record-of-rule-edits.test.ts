import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { employmentGroup } from '@lbo/contracts/rule-groups';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { caller, insertPair, type TestPair } from '../rules.fixtures';
import { rowsOf } from '../../../db/raw-rows';
import { unversionedRuleChanges } from '../../../db/schema';

/*
 * The migration that ends the second record of rule edits: rule_changes rows the versioned rows
 * already hold are dropped with the table; the others (edits made before versions began) are
 * carried over to unversioned_rule_changes. Run here on a database that has both, as an
 * installation from before the migration would.
 */

const drizzleDir = fileURLToPath(new URL('../../../../drizzle/', import.meta.url));
const migration = readFileSync(drizzleDir + readdirSync(drizzleDir).find((f) => f.endsWith('_one_record_of_rule_edits.sql'))!, 'utf8');
/** The carry-over and the drop (the new table exists already: the test database is migrated). */
const [carryOver, dropOld] = migration
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .slice(-2);

const t = testAppForFile();
const api = caller(t);
let pair: TestPair;
beforeAll(async () => {
  pair = await insertPair(t.db);
});

const { create, update, delete: remove } = employmentGroup.api;
const EMPLOYMENT = { present_employment_min_months: 6, total_employment_min_months: 12 };
const LONG_AGO = '2020-01-02T10:00:00Z';

async function recordChange(ruleId: string, action: string, changedAt: string | null, after: Record<string, unknown> | null = null) {
  await t.db.execute(sql`
    INSERT INTO rule_changes (bank_id, product_id, rule_group, rule_id, action, after, changed_by, changed_by_name, changed_at)
    VALUES (${pair.bank_id}, ${pair.product_id}, 'employment', ${ruleId}, ${action}, ${after ? JSON.stringify(after) : null}::jsonb,
      ${t.adminId}, 'Asha Rao', coalesce(${changedAt}::timestamptz, now()))`);
}

describe('migration 0023: one record of rule edits', () => {
  it('carries over only the edits the versioned rows do not hold, then drops rule_changes', async () => {
    await t.db.execute(sql`
      CREATE TABLE rule_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(), bank_id uuid NOT NULL, product_id uuid, rule_group text NOT NULL,
        rule_id uuid NOT NULL, action text NOT NULL, before jsonb, after jsonb, changed_by uuid, changed_by_name text,
        changed_at timestamptz NOT NULL DEFAULT now())`);
    const body = { bank_id: pair.bank_id, product_id: pair.product_id, ...EMPLOYMENT, reason: 'Test' };

    // A: created and changed through the app, with its records as the save calls wrote them, and
    // one change from before versions began.
    const a = (await api.post(create!.path, body)).body.data.id as string;
    expect((await api.put(`${update!.path}?id=${a}`, { ...body, total_employment_min_months: 24 })).status).toBe(200);
    await recordChange(a, 'update', LONG_AGO, { total_employment_min_months: 18 });
    await recordChange(a, 'create', null);
    await recordChange(a, 'update', null);
    // B: created and deleted through the app; both records are in the versioned rows.
    const b = (await api.post(create!.path, body)).body.data.id as string;
    expect((await api.del(`${remove.path}?id=${b}`)).status).toBe(200);
    await recordChange(b, 'create', null);
    await recordChange(b, 'delete', null);
    // C: created and deleted before versions began: only rule_changes knows it.
    const c = '11111111-1111-4111-8111-111111111111';
    await recordChange(c, 'create', '2020-01-01T09:00:00Z', { present_employment_min_months: 3 });
    await recordChange(c, 'delete', LONG_AGO);

    await t.db.execute(sql.raw(carryOver!));
    await t.db.execute(sql.raw(dropOld!));

    const carried = await t.db.select().from(unversionedRuleChanges);
    expect(carried.map((r) => `${r.rule_id === a ? 'A' : r.rule_id === c ? 'C' : r.rule_id} ${r.action}`).sort()).toEqual(['A update', 'C create', 'C delete']);
    expect(carried.find((r) => r.rule_id === a)).toMatchObject({
      changed_by: t.adminId,
      changed_by_name: 'Asha Rao',
      changed_at: new Date(LONG_AGO),
      after: { total_employment_min_months: 18 },
      bank_id: pair.bank_id,
      product_id: pair.product_id,
      rule_group: 'employment',
    });
    expect(rowsOf<{ t: string | null }>(await t.db.execute(sql`SELECT to_regclass('rule_changes')::text AS t`))[0]!.t).toBeNull();

    // The app's own history of the pair is still the versioned rows: A's create and update, B's create and delete.
    const history = (await api.get(`/api/rulesinfo/getRuleHistory?bank_id=${pair.bank_id}&product_id=${pair.product_id}`)).body.data.history as {
      rule_id: string;
      action: string;
    }[];
    expect(history.map((h) => `${h.rule_id === a ? 'A' : 'B'} ${h.action}`)).toEqual(['B delete', 'B create', 'A update', 'A create']);
  });
});
