import type { DbOrTx } from '../src/db/client';
import { banks, cities, companies, foirRules, generalEligibilityRules, multiplierRules, products } from '../src/db/schema';
import type { TestApp } from './test-app';

/** General eligibility of the tests' usual pair: ages 21–60, salary from ₹25,000, ₹50,000–₹20,00,000 over 12–60 months at 12 %. */
export const STANDARD_GENERAL_RULE = {
  min_age: 21,
  max_age: 60,
  salary_min: 25000,
  min_loan_amount: 50000,
  max_loan_amount: 2000000,
  min_tenure_months: 12,
  max_tenure_months: 60,
  interest_rate: 12,
} as const;

/** The usual pair's rules: the general row above, FOIR 50 % and a multiplier of 20 for every salary. */
export async function insertStandardRules(
  db: DbOrTx,
  pair: { bank_id: string; product_id: string },
  overrides: Partial<Record<keyof typeof STANDARD_GENERAL_RULE, number>> = {},
) {
  const [general] = await db
    .insert(generalEligibilityRules)
    .values({ ...pair, ...STANDARD_GENERAL_RULE, ...overrides })
    .returning({ id: generalEligibilityRules.id });
  const [foir] = await db
    .insert(foirRules)
    .values({ ...pair, salary_min: 0, salary_max: null, foir_percent: 50 })
    .returning({ id: foirRules.id });
  const [multiplier] = await db
    .insert(multiplierRules)
    .values({ ...pair, salary_min: 0, salary_max: null, multiplier: 20 })
    .returning({ id: multiplierRules.id });
  return { general: general!.id, foir: foir!.id, multiplier: multiplier!.id };
}

/**
 * The master data of a test's usual pair, named after `label`: "<label> Bank", "<label> Loan",
 * a listed "<label> Co" and a city.
 */
export async function insertStandardPlaces(db: DbOrTx, label: string, city: { city_name: string; state: string; is_metro: boolean }) {
  const [bank] = await db
    .insert(banks)
    .values({ name: `${label} Bank` })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ name: `${label} Loan` })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({ company_name: `${label} Co`, is_listed: true })
    .returning();
  const [place] = await db.insert(cities).values(city).returning();
  return {
    bank: bank!.id,
    product: product!.id,
    company: company!.id,
    city: place!.id,
    pair: { bank_id: bank!.id, product_id: product!.id },
  };
}

/**
 * A test's usual pair ready to evaluate: its master data, its standard rules, and the app told of
 * the rule version they made.
 */
export async function insertStandardPair(
  t: Pick<TestApp, 'db' | 'settleRuleVersion'>,
  label: string,
  city: Parameters<typeof insertStandardPlaces>[2],
  overrides: Parameters<typeof insertStandardRules>[2] = {},
) {
  const places = await insertStandardPlaces(t.db, label, city);
  const rules = await insertStandardRules(t.db, places.pair, overrides);
  await t.settleRuleVersion();
  return { ...places, rules };
}
