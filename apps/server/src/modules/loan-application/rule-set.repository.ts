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
import { cibilEnquiryGroup, obligationGroup, toDto } from '../rules';
import { currentVersion, keyedRowsAt, PLAN_TABLES, rowsAt, type RowsByTable } from '../rule-versions';

/** Everything the engine needs except the company's mappings, which are looked up per company. */
export type RuleSet = Omit<PairRules, 'mappings'>[];

type Row = Record<string, unknown>;

function groupBy(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

const pairKey = (r: Row) => `${r.bank_id as string}:${r.product_id as string}`;

/**
 * Every bank-product pair that has a general-eligibility row, with all of its
 * rules, from the rows of one rule-set version. The rows are JSON as the
 * history stores them, so every row of a group has the same plain shape.
 */
export function assembleRuleSet(rows: RowsByTable): { ruleSet: RuleSet; categoryNames: Map<string, string> } {
  const of = (table: string) => rows.get(table) ?? [];
  const bankById = new Map(of('banks').map((b) => [b.id as string, b]));
  const productById = new Map(of('products').map((p) => [p.id as string, p]));
  const byPair = {
    multiplier: groupBy(of('multiplier_rules'), pairKey),
    foir: groupBy(of('foir_rules'), pairKey),
    employment: groupBy(of('employment_rules'), pairKey),
    obligation: groupBy(of('obligation_rules'), pairKey),
    enquiry: groupBy(of('cibil_enquiry_rules'), pairKey),
    registration: groupBy(of('registration_rules'), pairKey),
    bankSalary: groupBy(of('bank_salary_rules'), pairKey),
  };
  const btByBank = groupBy(of('bt_rules'), (r) => r.bank_id as string);
  const generalByPair = groupBy(of('general_eligibility_rules'), pairKey);

  const ruleSet: RuleSet = [];
  for (const [key, generalRows] of generalByPair) {
    const first = generalRows[0]!;
    const bank = bankById.get(first.bank_id as string);
    const product = productById.get(first.product_id as string);
    if (!bank || !product) continue;
    ruleSet.push({
      bank: { id: bank.id as string, name: bank.name as string, is_active: bank.is_active as boolean },
      product: { id: product.id as string, name: product.name as string, is_active: product.is_active as boolean },
      general: generalRows.map((row) => ({ ...row, allowed_company_types: row.allowed_company_types ?? null }) as unknown as GeneralEligibilityRule),
      multiplier: (byPair.multiplier.get(key) ?? []) as unknown as MultiplierRule[],
      foir: (byPair.foir.get(key) ?? []) as unknown as FoirRule[],
      employment: (byPair.employment.get(key) ?? []) as unknown as EmploymentRule[],
      // The rules module owns the API-name ↔ column mapping of these two groups.
      obligation: (byPair.obligation.get(key) ?? []).map((row) => toDto(obligationGroup, row as never) as unknown as ObligationRule),
      cibilEnquiry: (byPair.enquiry.get(key) ?? []).map((row) => toDto(cibilEnquiryGroup, row as never) as unknown as CibilEnquiryRule),
      registration: (byPair.registration.get(key) ?? []) as unknown as RegistrationRule[],
      bankSalary: (byPair.bankSalary.get(key) ?? []) as unknown as BankSalaryRule[],
      balanceTransfer: (btByBank.get(bank.id as string) ?? []) as unknown as BalanceTransferRule[],
    });
  }
  const categoryNames = new Map(of('salary_categories').map((c) => [c.id as string, c.name as string]));
  return { ruleSet, categoryNames };
}

export async function loadRuleSetAt(db: DbOrTx, version: number) {
  return assembleRuleSet(await rowsAt(db, version, PLAN_TABLES));
}

/** The rule set in force now (tests and tools; the evaluator goes through its plan cache). */
export async function loadRuleSet(db: DbOrTx): Promise<RuleSet> {
  return (await loadRuleSetAt(db, await currentVersion(db))).ruleSet;
}

export interface CompanyFacts {
  id: string;
  company_name: string;
  is_listed: boolean;
  registration_type: string | null;
}

export interface CityFacts {
  id: string;
  city_name: string;
  is_metro: boolean;
}

export function toCompanyFacts(row: Row): CompanyFacts {
  return {
    id: row.id as string,
    company_name: row.company_name as string,
    is_listed: Boolean(row.is_listed),
    registration_type: (row.registration_type as string | null) ?? null,
  };
}

export function toCityFacts(row: Row): CityFacts {
  return { id: row.id as string, city_name: row.city_name as string, is_metro: Boolean(row.is_metro) };
}

export async function findCompanyAt(db: DbOrTx, version: number, id: string): Promise<CompanyFacts | null> {
  const [row] = await keyedRowsAt(db, version, 'companies', id);
  return row ? toCompanyFacts(row) : null;
}

export async function findCityAt(db: DbOrTx, version: number, id: string): Promise<CityFacts | null> {
  const [row] = await keyedRowsAt(db, version, 'cities', id);
  return row ? toCityFacts(row) : null;
}

/** The company's mappings as in `version`, grouped by pair. */
export async function loadCompanyMappingsAt(db: DbOrTx, version: number, companyId: string): Promise<Map<string, CategoryMapping[]>> {
  return groupMappings(await keyedRowsAt(db, version, 'bank_company_categories', companyId));
}

/** Mapping rows of one company, grouped by `${bankId}:${productId}`. */
export function groupMappings(rows: readonly Row[]): Map<string, CategoryMapping[]> {
  const map = new Map<string, CategoryMapping[]>();
  for (const row of rows) {
    const key = pairKey(row);
    const entry: CategoryMapping = { company_id: row.company_id as string, category_id: row.category_id as string, is_active: row.is_active as boolean };
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }
  return map;
}
