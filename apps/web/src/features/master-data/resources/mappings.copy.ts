import type { mappingDefinition } from '@lbo/contracts/master-data';
import type { EntityCopy } from './entity-copy';

/** The list's words; the rules editor and viewer (components/mapping-*.tsx) have their own. */
export const mappingCopy = {
  texts: {
    tabLabel: 'BankCompany',
    title: 'Bank-Company-Category Management',
    description: 'Which salary category each bank gives each employer, per product',
    entityLabel: 'Mapping',
    addLabel: 'Add',
    searchPlaceholder: 'Search bank, company or category…',
  },
  fields: {},
  headers: { bank_name: 'Bank Name', company_name: 'Company Name', category_name: 'Category Name', is_active: 'Active' },
  importTitle: 'Import Bank-Company-Category Mappings',
} satisfies EntityCopy<typeof mappingDefinition>;
