import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { RuleCheckFinding } from '@lbo/contracts/rule-checks';
import { banks, multiplierRules, products, salaryCategories } from '../../db/schema';
import { seedDemoMasterData } from '../../db/seed/demo-master-data';
import { seedDemoRules } from '../../db/seed/demo-rules';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';

/* The demo data passes its own checks, and a warning says where it is: bank, product, category, band. */

const t = testAppForFile();
const checks = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/rules/checks', headers: bearer(t.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { findings: RuleCheckFinding[]; pairsChecked: number };
};

beforeAll(async () => {
  await seedDemoMasterData(t.db, t.app.log);
  await seedDemoRules(t.db, t.app.log, t.adminId);
  await t.settleRuleVersion();
});

describe('rules/checks on the demo data', () => {
  it('finds nothing to warn about in any of the 24 pairs', async () => {
    const answer = await checks();
    expect(answer.pairsChecked).toBe(24);
    expect(answer.findings.map((f) => f.message)).toEqual([]);
  });

  it('names the bank, product, category and salary band of a row out of range', async () => {
    const [row] = await t.db
      .select({ id: multiplierRules.id, multiplier: multiplierRules.multiplier })
      .from(multiplierRules)
      .innerJoin(banks, eq(banks.id, multiplierRules.bank_id))
      .innerJoin(products, eq(products.id, multiplierRules.product_id))
      .innerJoin(salaryCategories, eq(salaryCategories.id, multiplierRules.category_id))
      .where(and(eq(banks.name, 'HDFC Bank'), eq(products.name, 'Home Loan'), eq(salaryCategories.name, 'CAT A'), isNull(multiplierRules.salary_max)));
    await t.db.update(multiplierRules).set({ multiplier: 130 }).where(eq(multiplierRules.id, row!.id));
    await t.settleRuleVersion();

    const { findings } = await checks();
    expect(findings.map((f) => [f.group, f.kind, f.rowIds, f.message])).toEqual([
      ['multiplier', 'out-of-range', [row!.id], 'HDFC Bank / Home Loan · CAT A · ₹50,000 and above: Multiplier 130 is outside 0–120 for a home loan'],
    ]);

    await t.db.update(multiplierRules).set({ multiplier: row!.multiplier }).where(eq(multiplierRules.id, row!.id));
    await t.settleRuleVersion();
    expect((await checks()).findings).toEqual([]);
  });

  it('finds a lender whose Key Fact Statements would lack Part 2 facts once, whatever its products', async () => {
    const [bank] = await t.db.select({ id: banks.id }).from(banks).where(eq(banks.name, 'Axis Bank'));
    await t.db.update(banks).set({ grievance_officer_email: null, uses_recovery_agents: null }).where(eq(banks.id, bank!.id));
    await t.settleRuleVersion();

    const { findings } = await checks();
    expect(findings.map((f) => [f.kind, f.group, f.bankId, f.bankName, f.productId, f.rowIds, f.message])).toEqual([
      [
        'kfs-facts-missing',
        'banks',
        bank!.id,
        'Axis Bank',
        '',
        [bank!.id],
        'Axis Bank: its Key Fact Statements lack grievance officer e-mail, whether it uses recovery agents; they say "as named in the loan agreement" instead',
      ],
    ]);

    await t.db.update(banks).set({ grievance_officer_email: 'grievance@axis-bank.example', uses_recovery_agents: true }).where(eq(banks.id, bank!.id));
    await t.settleRuleVersion();
    expect((await checks()).findings).toEqual([]);
  });
});
