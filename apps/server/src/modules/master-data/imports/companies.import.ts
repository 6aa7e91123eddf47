import { MASTER_LIMITS, MASTER_MESSAGES as M, normalizeRegistrationType, REGISTRATION_TYPES, type RegistrationType } from '@lbo/contracts/master-data';
import { sql } from 'drizzle-orm';
import { companies } from '../../../db/schema';
import { inJsonList } from '../shared/db';
import { cellBoolean, cellText } from './columns';
import type { ImportDefinition, RowCheck } from './import-definition';
import { rowsOf } from '../../../db/raw-rows';

type Column = 'company_name' | 'is_listed' | 'registration_type';
export interface CompanyImportRow {
  company_name: string;
  is_listed: boolean;
  registration_type: RegistrationType | null;
}

export function checkCompanyRow(values: Partial<Record<Column, unknown>>): RowCheck<CompanyImportRow> {
  const reasons: string[] = [];
  const name = cellText(values.company_name);
  if (!name) reasons.push(M.companyNameRequired);
  else if (name.length > MASTER_LIMITS.companyNameMax) reasons.push(M.companyNameTooLong);

  const listed = cellBoolean(values.is_listed);
  if (listed === undefined) reasons.push(`Listed must be Yes or No (got "${cellText(values.is_listed)}")`);

  const typeText = cellText(values.registration_type);
  const type = normalizeRegistrationType(typeText);
  const validType = type === null || REGISTRATION_TYPES.includes(type as RegistrationType);
  if (!validType) reasons.push(`Invalid registration type "${typeText}": use one of ${REGISTRATION_TYPES.join(', ')}`);

  if (reasons.length > 0) return { ok: false, reasons };
  return { ok: true, value: { company_name: name, is_listed: listed ?? false, registration_type: type as RegistrationType | null } };
}

export const companyKey = (name: string) => name.toLowerCase();

export const companiesImport: ImportDefinition<Column, CompanyImportRow, void> = {
  kind: 'companies',
  columns: [
    { key: 'company_name', aliases: ['Company Name', 'Company', 'Name'] },
    { key: 'is_listed', aliases: ['Listed', 'Is Listed'] },
    { key: 'registration_type', aliases: ['Registration', 'Registration Type', 'Type', 'Company Type'] },
  ],
  requiredColumns: [['company_name']],
  noun: 'company',
  chunkSize: 5000,
  async validate(_tx, rows) {
    return rows.map((row) => checkCompanyRow(row.values));
  },
  key: (value) => companyKey(value.company_name),
  async existing(tx, values) {
    const rows = await tx
      .select({ name: companies.company_name })
      .from(companies)
      .where(
        inJsonList(
          companies.company_name,
          values.map((v) => v.company_name),
          'lower',
        ),
      );
    return new Set(rows.map((r) => companyKey(r.name)));
  },
  async insert(tx, values) {
    // One JSON parameter instead of three bind parameters a row: building and sending a 5,000-row
    // VALUES list was most of an import's time.
    const result = await tx.execute(sql`
      insert into ${companies} (company_name, is_listed, registration_type)
      select company_name, is_listed, registration_type
      from json_to_recordset(${JSON.stringify(values)}::json) as r(company_name text, is_listed boolean, registration_type text)
      on conflict do nothing
      returning id, company_name`);
    return rowsOf<{ id: string; company_name: string }>(result).map((r) => ({
      key: companyKey(r.company_name),
      item: { id: r.id, company_name: r.company_name },
    }));
  },
};
