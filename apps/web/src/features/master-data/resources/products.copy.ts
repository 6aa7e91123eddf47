import { PRODUCT_LOAN_TYPE_LABELS, PRODUCT_LOAN_TYPES, type productDefinition } from '@lbo/contracts/master-data';
import type { EntityCopy } from './entity-copy';
import { ACTIVE_STATUS_COPY, STATUS_FAILED } from './shared-copy';

const LOAN_TYPE_OPTIONS = PRODUCT_LOAN_TYPES.map((value) => ({ value, label: PRODUCT_LOAN_TYPE_LABELS[value] }));

export const productCopy = {
  texts: {
    tabLabel: 'Product',
    title: 'Product Management',
    description: 'Manage your loan products and configurations',
    entityLabel: 'Product',
    addLabel: 'Add Product',
    searchPlaceholder: 'Search products…',
  },
  fields: {
    name: { label: 'Product Name', placeholder: 'e.g. Personal Loan' },
    loan_type: { label: 'Loan Type', options: LOAN_TYPE_OPTIONS },
    ...ACTIVE_STATUS_COPY.field,
  },
  headers: { name: 'Product Name', ...ACTIVE_STATUS_COPY.headers },
  filterSelects: [{ name: 'loan_type', label: 'Filter by loan type', all: 'All Loan Types', options: LOAN_TYPE_OPTIONS }],
  toasts: {
    saveFailed: 'Failed to save product',
    fetchFailed: 'Failed to fetch products',
    statusFailed: STATUS_FAILED,
    deleteFailed: { withReason: 'Failed to delete product' },
  },
} satisfies EntityCopy<typeof productDefinition>;
