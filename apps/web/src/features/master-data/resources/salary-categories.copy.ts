import type { salaryCategoryDefinition } from '@lbo/contracts/master-data';
import type { EntityCopy } from './entity-copy';

export const salaryCategoryCopy = {
  texts: {
    tabLabel: 'Category',
    title: 'Category Management',
    description: 'Manage the salary categories banks sort employers into',
    entityLabel: 'Category',
    addLabel: 'Add Category',
    searchPlaceholder: 'Search categories…',
  },
  fields: { name: { label: 'Category Name', placeholder: 'e.g. CAT A' } },
  headers: { name: 'Category' },
  toasts: { saveFailed: 'Failed to save category', fetchFailed: 'Failed to fetch salary categories', deleteFailed: { fallback: 'Delete failed' } },
} satisfies EntityCopy<typeof salaryCategoryDefinition>;
