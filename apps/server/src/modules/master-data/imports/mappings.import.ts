import { sql } from 'drizzle-orm';
import { mappingDefinition, MASTER_MESSAGES as M } from '@lbo/contracts/master-data';
import type { Tx } from '../../../db/client';
import { bankCompanyCategories as bcc, companies, salaryCategories } from '../../../db/schema';
import { inJsonList } from '../shared/db';
import { cellBoolean, cellText } from './columns';
import { stageOf, type ImportDefinition, type ParsedRow, type RowCheck } from './import-definition';
import type { StagedColumn } from './staging';

type Column = 'company_name' | 'company_id' | 'category_name' | 'category_id' | 'is_active';
export interface MappingImportRow {
  company_id: string;
  company_name: string;
  category_id: string;
  category_name: string;
  is_active: boolean;
}
export interface MappingImportTarget {
  bank_id: string;
  product_id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const lower = (s: string) => s.toLowerCase();

interface Named {
  id: string;
  name: string;
}

/** Every company and category the rows name, by lower-cased name and by id: four queries for the whole file. */
async function lookups(tx: Tx, rows: ParsedRow<Column>[]) {
  const wanted = { companyNames: new Set<string>(), companyIds: new Set<string>(), categoryNames: new Set<string>(), categoryIds: new Set<string>() };
  for (const { values } of rows) {
    const companyId = cellText(values.company_id);
    if (UUID.test(companyId)) wanted.companyIds.add(lower(companyId));
    else if (cellText(values.company_name)) wanted.companyNames.add(cellText(values.company_name));
    const categoryId = cellText(values.category_id);
    if (UUID.test(categoryId)) wanted.categoryIds.add(lower(categoryId));
    else if (cellText(values.category_name)) wanted.categoryNames.add(cellText(values.category_name));
  }
  // Names without case, ids as uuids; an empty set needs no query.
  const source = {
    companies: { table: companies, id: companies.id, name: companies.company_name },
    categories: { table: salaryCategories, id: salaryCategories.id, name: salaryCategories.name },
  };
  const find = async (of: keyof typeof source, by: 'name' | 'id', values: Set<string>): Promise<Named[]> => {
    if (values.size === 0) return [];
    const { table, id, name } = source[of];
    return tx
      .select({ id, name })
      .from(table)
      .where(inJsonList(by === 'name' ? name : id, [...values], by === 'name' ? 'lower' : 'uuid'));
  };
  const companiesByName = await find('companies', 'name', wanted.companyNames);
  const companiesById = await find('companies', 'id', wanted.companyIds);
  const categoriesByName = await find('categories', 'name', wanted.categoryNames);
  const categoriesById = await find('categories', 'id', wanted.categoryIds);
  const index = (list: Named[], by: (n: Named) => string) => new Map(list.map((n) => [by(n), n]));
  return {
    companyByName: index(companiesByName, (n) => lower(n.name)),
    companyById: index(companiesById, (n) => n.id),
    categoryByName: index(categoriesByName, (n) => lower(n.name)),
    categoryById: index(categoriesById, (n) => n.id),
  };
}

/** A company or category named by id (when the id column holds one) or else by name. */
function resolve(
  idCell: unknown,
  nameCell: unknown,
  byId: Map<string, Named>,
  byName: Map<string, Named>,
  labels: { required: string; what: string },
): Named | string {
  const id = cellText(idCell);
  const name = cellText(nameCell);
  if (id && UUID.test(id)) return byId.get(lower(id)) ?? `${labels.what} id "${id}" not found`;
  if (name) return byName.get(lower(name)) ?? `${labels.what} "${name}" not found`;
  if (id) return `${labels.what} id "${id}" is not a valid id`;
  return labels.required;
}

const spec = mappingDefinition.import!;
const STAGED: StagedColumn[] = [
  { name: 'company_id', type: 'uuid' },
  { name: 'category_id', type: 'uuid' },
  { name: 'is_active', type: 'boolean' },
  { name: 'company_name', type: 'text' },
  { name: 'category_name', type: 'text' },
];

/** Names resolved to ids (four queries for the whole file) before staging; the columns and texts are the definition's. */
export const mappingsImport: ImportDefinition<Column, MappingImportRow, MappingImportTarget> = {
  kind: spec.kind,
  formats: spec.formats,
  words: spec.words,
  columns: spec.columns as ImportDefinition<Column, MappingImportRow, MappingImportTarget>['columns'],
  requiredColumns: spec.requiredColumns as Column[][],
  noun: spec.noun,
  async validate(tx, rows) {
    const found = await lookups(tx, rows);
    return rows.map(({ values }): RowCheck<MappingImportRow> => {
      const reasons: string[] = [];
      const company = resolve(values.company_id, values.company_name, found.companyById, found.companyByName, {
        required: M.companyRequired,
        what: 'Company',
      });
      if (typeof company === 'string') reasons.push(company);
      const category = resolve(values.category_id, values.category_name, found.categoryById, found.categoryByName, {
        required: M.categoryRequired,
        what: 'Category',
      });
      if (typeof category === 'string') reasons.push(category);
      const active = cellBoolean(values.is_active);
      if (active === undefined) reasons.push(`Active must be Yes or No (got "${cellText(values.is_active)}")`);
      if (typeof company === 'string' || typeof category === 'string' || active === undefined) return { ok: false, reasons };
      return {
        ok: true,
        value: { company_id: company.id, company_name: company.name, category_id: category.id, category_name: category.name, is_active: active ?? true },
      };
    });
  },
  key: (value) => value.company_id,
  staged: STAGED,
  stage: stageOf(STAGED),
  insertStaged: (target) => sql`
    INSERT INTO ${bcc} (id, bank_id, product_id, company_id, category_id, is_active)
    SELECT f.id, ${target.bank_id}::uuid, ${target.product_id}::uuid, f.company_id, f.category_id, f.is_active FROM f
    ON CONFLICT DO NOTHING
    RETURNING id`,
  item: (row) => Object.fromEntries([['id', row.id], ...spec.item.map((k) => [k, row[k]])]),
};
