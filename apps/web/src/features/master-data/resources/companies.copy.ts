import { REGISTRATION_TYPE_LABELS, REGISTRATION_TYPES, type companyDefinition } from '@lbo/contracts/master-data';
import type { EntityCopy } from './entity-copy';
import { yesNoField } from './shared-copy';

export const companyCopy = {
  texts: {
    tabLabel: 'Company',
    title: 'Companies Management',
    description: 'Manage the employers applicants work for',
    entityLabel: 'Company',
    addLabel: 'Add Company',
    searchPlaceholder: 'Search companies…',
  },
  fields: {
    company_name: { label: 'Company Name', placeholder: 'e.g. Infosys' },
    registration_type: {
      label: 'Registration Type',
      placeholder: 'Select registration type',
      options: REGISTRATION_TYPES.map((value) => ({ value, label: REGISTRATION_TYPE_LABELS[value] })),
    },
    is_listed: yesNoField('Listed'),
  },
  headers: { company_name: 'Company', registration_type: 'Registration', is_listed: 'Listed' },
  importTitle: 'Import Companies',
  toasts: { saveFailed: 'Failed to save company', fetchFailed: 'Failed to fetch companies', deleteFailed: { withReason: 'Failed to delete company' } },
} satisfies EntityCopy<typeof companyDefinition>;
