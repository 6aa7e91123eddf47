import * as XLSX from '@e965/xlsx';
import type { ImportKind } from '@lbo/contracts/master-data';

/** Header row and one example row of each import, as the dialog's template link downloads them. */
const TEMPLATES: Record<ImportKind, { filename: string; rows: unknown[][] }> = {
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

export function importTemplate(kind: ImportKind): { filename: string; bytes: Buffer } {
  const template = TEMPLATES[kind];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(template.rows), 'Import');
  return { filename: template.filename, bytes: XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer };
}
