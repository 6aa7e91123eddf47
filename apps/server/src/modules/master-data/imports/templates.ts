import { workbookBytes } from '../../../lib/spreadsheets';
import type { ImportKind } from '@lbo/contracts/master-data';

/** Header row and one example row of each import, as the dialog's template link downloads them. */
const TEMPLATES: Record<ImportKind, { filename: string; rows: string[][] }> = {
  companies: {
    filename: 'companies-import-template.xlsx',
    rows: [
      ['company_name', 'is_listed', 'registration_type'],
      ['Acme Technologies Private Limited', 'Yes', 'PRIVATE_LIMITED'],
    ],
  },
  cities: {
    filename: 'cities-import-template.xlsx',
    rows: [
      ['city_name', 'state', 'is_metro'],
      ['Mumbai', 'Maharashtra', 'Yes'],
    ],
  },
  mappings: {
    filename: 'bank-company-category-import-template.xlsx',
    rows: [
      ['company_name', 'category_name', 'is_active'],
      ['Infosys', 'CAT A', 'Yes'],
    ],
  },
};

export async function importTemplate(kind: ImportKind): Promise<{ filename: string; bytes: Buffer }> {
  const template = TEMPLATES[kind];
  return { filename: template.filename, bytes: await workbookBytes([{ name: 'Import', rows: template.rows }]) };
}
