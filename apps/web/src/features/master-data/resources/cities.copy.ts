import type { cityDefinition } from '@lbo/contracts/master-data';
import type { EntityCopy } from './entity-copy';
import { yesNoField } from './shared-copy';

export const cityCopy = {
  texts: {
    tabLabel: 'City',
    title: 'Cities Management',
    description: 'Manage the cities applicants live in',
    entityLabel: 'City',
    addLabel: 'Add City',
    searchPlaceholder: 'Search cities…',
  },
  fields: {
    city_name: { label: 'City Name', placeholder: 'e.g. Pune' },
    state: { label: 'State', placeholder: 'e.g. Maharashtra' },
    is_metro: yesNoField('Metro City'),
  },
  headers: { city_name: 'City', state: 'State', is_metro: 'Metro' },
  importTitle: 'Import Cities',
  toasts: { saveFailed: 'Failed to save city', fetchFailed: 'Failed to fetch cities', deleteFailed: { fallback: 'Delete failed' } },
} satisfies EntityCopy<typeof cityDefinition>;
