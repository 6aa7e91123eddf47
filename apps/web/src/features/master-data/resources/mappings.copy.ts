import type { mappingDefinition } from '@lbo/contracts/master-data';
import type { EntityCopy } from './entity-copy';

/** The rules editor's and viewer's own messages (components/mapping-editor.tsx, mapping-viewer.tsx). */
export const MAPPING_SCREEN_MESSAGES = {
  mappingsSaved: 'Bank-Company-Category rules saved successfully',
  ruleRemoved: 'Rule removed',
  fetchMappingsFailed: 'Failed to fetch data',
  saveMappingsFailed: 'Failed to save rules',
  loadMappingFailed: 'Failed to load mapping details',
  loadMappingForEditFailed: 'Failed to load mapping for edit',
  emptyMappingRules: 'No rules configured for this bank and product. Click "Add Rule" to create one.',
  fixValidationErrors: 'Please fix validation errors',
} as const;
const S = MAPPING_SCREEN_MESSAGES;

/** The list's words; the rules editor and viewer have their own besides these. */
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
  toasts: {
    saveFailed: S.saveMappingsFailed,
    fetchFailed: S.fetchMappingsFailed,
    deleteFailed: { fallback: 'Failed to delete rule' },
    saved: { created: S.mappingsSaved, updated: S.mappingsSaved },
  },
} satisfies EntityCopy<typeof mappingDefinition>;
