import { eq } from 'drizzle-orm';
import type {
  BalanceTransferRule,
  BankSalaryRule,
  CategoryMapping,
  CibilEnquiryRule,
  EmploymentRule,
  FoirRule,
  GeneralEligibilityRule,
  MultiplierRule,
  ObligationRule,
  PairRules,
  RegistrationRule,
} from '@lbo/eligibility';
import type { DbOrTx } from '../../db/client';
import {
  bankCompanyCategories,
  bankSalaryRules,
  banks,
  btRules,
  cibilEnquiryRules,
  cities,
  companies,
  employmentRules,
  foirRules,
  generalEligibilityRules,
  multiplierRules,
  obligationRules,
  products,
  registrationRules,
  salaryCategories,
} from '../../db/schema';
import { cibilEnquiryGroup } from '../rules/groups/cibil-enquiry.routes';
import { obligationGroup } from '../rules/groups/obligation.routes';
import { toDto } from '../rules/shared/rule-group';

/** Everything the engine needs except the company's mappings, which are read per request. */
export type RuleSet = Omit<PairRules, 'mappings'>[];

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

const pairKey = (r: { bank_id: string; product_id: string }) => `${r.bank_id}:${r.product_id}`;

/** Loads every bank-product pair that has a general-eligibility row, with all of its rules. */
export async function loadRuleSet(db: DbOrTx): Promise<RuleSet> {
  const [bankRows, productRows, general, multiplier, foir, employment, obligation, enquiry, registration, bankSalary, bt] = await Promise.all([
    db.select().from(banks),
    db.select().from(products),
    db.select().from(generalEligibilityRules),
    db.select().from(multiplierRules),
    db.select().from(foirRules),
    db.select().from(employmentRules),
    db.select().from(obligationRules),
    db.select().from(cibilEnquiryRules),
    db.select().from(registrationRules),
    db.select().from(bankSalaryRules),
    db.select().from(btRules),
  ]);
  const bankById = new Map(bankRows.map((b) => [b.id, b]));
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const byPair = {
    multiplier: groupBy(multiplier, pairKey),
    foir: groupBy(foir, pairKey),
    employment: groupBy(employment, pairKey),
    obligation: groupBy(obligation, pairKey),
    enquiry: groupBy(enquiry, pairKey),
    registration: groupBy(registration, pairKey),
    bankSalary: groupBy(bankSalary, pairKey),
  };
  const btByBank = groupBy(bt, (r) => r.bank_id);
  const generalByPair = groupBy(general, pairKey);

  const pairs: RuleSet = [];
  for (const [key, generalRows] of generalByPair) {
    const first = generalRows[0]!;
    const bank = bankById.get(first.bank_id);
    const product = productById.get(first.product_id);
    if (!bank || !product) continue;
    pairs.push({
      bank: { id: bank.id, name: bank.name, is_active: bank.is_active },
      product: { id: product.id, name: product.name, is_active: product.is_active },
      general: generalRows.map(toGeneral),
      multiplier: (byPair.multiplier.get(key) ?? []) as MultiplierRule[],
      foir: (byPair.foir.get(key) ?? []) as FoirRule[],
      employment: (byPair.employment.get(key) ?? []) as EmploymentRule[],
      // The rules module owns the API-name ↔ column mapping of these two groups.
      obligation: (byPair.obligation.get(key) ?? []).map((row) => toDto(obligationGroup, row) as unknown as ObligationRule),
      cibilEnquiry: (byPair.enquiry.get(key) ?? []).map((row) => toDto(cibilEnquiryGroup, row) as unknown as CibilEnquiryRule),
      registration: (byPair.registration.get(key) ?? []) as RegistrationRule[],
      bankSalary: (byPair.bankSalary.get(key) ?? []) as BankSalaryRule[],
      balanceTransfer: (btByBank.get(bank.id) ?? []) as BalanceTransferRule[],
    });
  }
  return pairs;
}

function toGeneral(row: typeof generalEligibilityRules.$inferSelect): GeneralEligibilityRule {
  return { ...row, allowed_company_types: row.allowed_company_types ?? null };
}

/** The company's mappings, grouped by pair. */
export async function loadCompanyMappings(db: DbOrTx, companyId: string): Promise<Map<string, CategoryMapping[]>> {
  const rows = await db.select().from(bankCompanyCategories).where(eq(bankCompanyCategories.company_id, companyId));
  const map = new Map<string, CategoryMapping[]>();
  for (const row of rows) {
    const key = pairKey(row);
    const entry: CategoryMapping = { company_id: row.company_id, category_id: row.category_id, is_active: row.is_active };
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }
  return map;
}

export async function findCompany(db: DbOrTx, id: string) {
  const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findCity(db: DbOrTx, id: string) {
  const rows = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function loadCategoryNames(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ id: salaryCategories.id, name: salaryCategories.name }).from(salaryCategories);
  return new Map(rows.map((r) => [r.id, r.name]));
}
