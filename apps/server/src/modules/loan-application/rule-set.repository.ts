import type { CategoryMapping, PairRules } from '@lbo/eligibility';
import type { ProductLoanType } from '@lbo/contracts/master-data';
import { generalEligibilityGroup, RULE_GROUP_DEFINITIONS, type RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import type { DbOrTx } from '../../db/client';
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
const bankKey = (r: Row) => r.bank_id as string;

/** Turns a group's stored rows into rows under the API's field names (a few groups name their columns differently). */
function apiShaper(definition: RuleGroupDefinition): (row: Row) => Row {
  const renamed = Object.entries(definition.columns).filter(([api, column]) => api !== column);
  if (renamed.length === 0) return (row) => row;
  return (row) => {
    const out: Row = { ...row };
    for (const [api, column] of renamed) {
      out[api] = row[column] ?? null;
      delete out[column];
    }
    return out;
  };
}

/**
 * Every bank-product pair that has a general-eligibility row, with the rows of every group under
 * the engine's name for it, from the rows of one rule-set version. The rows are JSON as the
 * history stores them, so every row of a group has the same plain shape.
 */
export function assembleRuleSet(rows: RowsByTable): { ruleSet: RuleSet; categoryNames: Map<string, string> } {
  const of = (table: string) => rows.get(table) ?? [];
  const bankById = new Map(of('banks').map((b) => [b.id as string, b]));
  const productById = new Map(of('products').map((p) => [p.id as string, p]));
  const others = RULE_GROUP_DEFINITIONS.filter((group) => group !== generalEligibilityGroup).map((group) => ({
    group,
    byKey: groupBy(of(group.table).map(apiShaper(group)), group.scope === 'bank' ? bankKey : pairKey),
  }));
  const generalByPair = groupBy(of(generalEligibilityGroup.table), pairKey);

  const ruleSet: RuleSet = [];
  for (const [key, generalRows] of generalByPair) {
    const first = generalRows[0]!;
    const bank = bankById.get(first.bank_id as string);
    const product = productById.get(first.product_id as string);
    if (!bank || !product) continue;
    const pair: Record<string, unknown> = {
      bank: { id: bank.id as string, name: bank.name as string, is_active: bank.is_active as boolean },
      // Every version's product rows carry their type (migration 0027 gave the history theirs).
      product: {
        id: product.id as string,
        name: product.name as string,
        is_active: product.is_active as boolean,
        loan_type: product.loan_type as ProductLoanType,
      },
      general: generalRows.map((row) => ({ ...row, allowed_company_types: row.allowed_company_types ?? null })),
    };
    for (const { group, byKey } of others) pair[group.engineKey] = byKey.get(group.scope === 'bank' ? (bank.id as string) : key) ?? [];
    ruleSet.push(pair as unknown as RuleSet[number]);
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
