import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { testAppForFile } from '../../test/test-app-for-file';
import { rowsOf } from './raw-rows';
import { products } from './schema';

/**
 * Migration 0027's data step on products made before loan types: each takes the type its name
 * shows (the patterns the rule checks used), in the live table and in every history row, without
 * a new rule version; run again, it changes nothing.
 */
const migration = readFileSync(new URL('../../drizzle/0028_product_loan_type.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
const dataStep = migration.slice(migration.findIndex((statement) => statement.includes('-- data:')));

const t = testAppForFile();
const NAMES = ['Housing Finance', 'Loan Against Property', 'LAP Plus', 'Personal Loan', 'SME Business Loan', 'Car Loan', 'Homeward Bound', 'Old Personal'];

const latestVersion = async () => Number(rowsOf<{ v: number }>(await t.db.execute(sql`SELECT max(version) AS v FROM rule_versions`))[0]!.v);
const runDataStep = async () => {
  for (const statement of dataStep) await t.db.execute(sql.raw(statement));
};

describe('0028_product_loan_type', () => {
  it('types existing products from their names, in the table and the history, without a new version; a second run changes nothing', async () => {
    const made = await t.db
      .insert(products)
      .values(NAMES.map((name) => ({ name })))
      .returning();
    const ids = made.map((p) => p.id);
    const renamed = made.find((p) => p.name === 'Old Personal')!.id;
    await t.db.update(products).set({ name: 'Staff Mortgage' }).where(eq(products.id, renamed));
    // As before the migration: the history's rows have no loan type, and every product is OTHER.
    await t.db.execute(sql`UPDATE rule_set_rows SET data = data - 'loan_type' WHERE tbl = 'products'`);
    const before = await latestVersion();

    await runDataStep();
    const typed = async () => Object.fromEntries((await t.db.select().from(products).where(inArray(products.id, ids))).map((p) => [p.name, p.loan_type]));
    expect(await typed()).toEqual({
      'Housing Finance': 'HOME_LOAN',
      'Loan Against Property': 'LOAN_AGAINST_PROPERTY',
      'LAP Plus': 'LOAN_AGAINST_PROPERTY',
      'Personal Loan': 'PERSONAL_LOAN',
      'SME Business Loan': 'BUSINESS_LOAN',
      'Car Loan': 'OTHER',
      'Homeward Bound': 'OTHER',
      'Staff Mortgage': 'HOME_LOAN',
    });
    const history = rowsOf<{ name: string; loan_type: string; open: boolean }>(
      await t.db.execute(
        sql`SELECT data ->> 'name' AS name, data ->> 'loan_type' AS loan_type, valid_to IS NULL AS open FROM rule_set_rows WHERE tbl = 'products' AND row_id = ${renamed}::uuid ORDER BY valid_from`,
      ),
    );
    // The version that still called it "Old Personal" had a personal loan.
    expect(history).toEqual([
      { name: 'Old Personal', loan_type: 'PERSONAL_LOAN', open: false },
      { name: 'Staff Mortgage', loan_type: 'HOME_LOAN', open: true },
    ]);
    expect(await latestVersion()).toBe(before);

    // A product typed by hand afterwards keeps its type when the step runs again (a renumbered migration).
    await t.db.update(products).set({ loan_type: 'CAR_LOAN' }).where(eq(products.name, 'Car Loan'));
    const after = await latestVersion();
    await runDataStep();
    expect((await typed())['Car Loan']).toBe('CAR_LOAN');
    expect(await latestVersion()).toBe(after);
    // The history's trigger is on again: a later edit makes a version.
    await t.db.update(products).set({ name: 'Housing Finance Plus' }).where(eq(products.name, 'Housing Finance'));
    expect(await latestVersion()).toBe(after + 1);
  });
});
