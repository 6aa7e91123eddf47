import { MASTER_LIMITS, MASTER_MESSAGES as M, normalizeRegistrationType, REGISTRATION_TYPES, type RegistrationType } from '@lbo/contracts/master-data';
import { sql } from 'drizzle-orm';
import { companies } from '../../../db/schema';
import { cellBoolean, cellText } from './columns';
import type { ImportDefinition, RowCheck } from './import-definition';

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
  async validate(_tx, rows) {
    return rows.map((row) => checkCompanyRow(row.values));
  },
  key: (value) => companyKey(value.company_name),
  staged: [
    { name: 'company_name', type: 'text' },
    { name: 'is_listed', type: 'boolean' },
    { name: 'registration_type', type: 'text' },
  ],
  stage: (value) => [value.company_name, value.is_listed, value.registration_type],
  insertStaged: () => sql`
    INSERT INTO ${companies} (id, company_name, is_listed, registration_type)
    SELECT f.id, f.company_name, f.is_listed, f.registration_type FROM f
    ON CONFLICT DO NOTHING
    RETURNING id`,
  item: (row) => ({ id: row.id, company_name: row.company_name }),
};
