import { bankCreateSchema, MASTER_MESSAGES as M, productCreateSchema, type BankDto, type ProductDto } from '@lbo/contracts/master-data';
import { StatusBadge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import type { ColumnSpec, ResourceConfig } from './resource-config';
import { API } from '@lbo/contracts/api-paths';

const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
] as const;

/** Bank Name / Product Name, Status, Created Date (part 1 §2). */
function catalogColumns<Row extends BankDto | ProductDto>(nameHeader: string): ColumnSpec<Row>[] {
  return [
    {
      id: 'name',
      header: nameHeader,
      cell: (row) =>
        'logo_url' in row && row.logo_url ? (
          <span className="flex items-center gap-2.5">
            <img src={row.logo_url} alt="" className="size-6 rounded object-contain" />
            {row.name}
          </span>
        ) : (
          row.name
        ),
      sortable: true,
    },
    { id: 'is_active', header: 'Status', cell: (row) => <StatusBadge active={row.is_active} />, sortable: true },
    { id: 'created_at', header: 'Created Date', cell: (row) => formatDate(row.created_at), sortable: true },
  ];
}

const RECOVERY_AGENT_OPTIONS = [
  { value: '', label: 'Not stated (the KFS refers to the loan agreement)' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** The Key Fact Statement facts of a new bank: none stated. */
const KFS_EMPTY = { grievance_officer_name: '', grievance_officer_phone: '', grievance_officer_email: '', uses_recovery_agents: '' };

const deleteFailed = (entity: string) => (message: string) => `Failed to delete ${entity}: ${message || 'Unknown error'}`;

export const banksResource: ResourceConfig<BankDto> = {
  key: 'bank',
  tabLabel: 'Bank',
  title: 'Bank Management',
  description: 'Manage your banking partners and configurations',
  entityLabel: 'Bank',
  addLabel: 'Add Bank',
  searchPlaceholder: 'Search banks…',
  paths: { list: API.bank.getAllBanks, create: API.bank.createBank, update: API.bank.updateBank, remove: API.bank.deleteBank },
  listKeys: ['banks'],
  pageSize: 10,
  columns: catalogColumns<BankDto>('Bank Name'),
  rowName: (row) => row.name,
  hasStatus: true,
  messages: {
    created: M.bankCreated,
    updated: M.bankUpdated,
    deleted: M.bankDeleted,
    activated: M.bankActivated,
    deactivated: M.bankDeactivated,
    saveFailed: M.saveBankFailed,
    fetchFailed: M.fetchBanksFailed,
    statusFailed: M.updateStatusFailed,
    deleteFailed: deleteFailed('bank'),
  },
  form: {
    fields: [
      { kind: 'text', name: 'name', label: 'Bank Name', placeholder: 'e.g. HDFC Bank', required: true },
      { kind: 'select', name: 'is_active', label: 'Status', options: STATUS_OPTIONS },
      { kind: 'logo', name: 'logo_url', label: 'Logo' },
      {
        kind: 'heading',
        name: 'kfs',
        label: 'Key Fact Statement (optional)',
        description: 'Printed in Part 2 of the Key Fact Statement of this bank’s offers.',
      },
      { kind: 'text', name: 'grievance_officer_name', label: 'Grievance officer name', placeholder: 'e.g. Asha Rao' },
      { kind: 'text', name: 'grievance_officer_phone', label: 'Grievance officer phone', placeholder: 'e.g. +91 22 6600 1234', type: 'tel' },
      { kind: 'text', name: 'grievance_officer_email', label: 'Grievance officer e-mail', placeholder: 'e.g. grievance@bank.example', type: 'email' },
      // Three states: "not stated" is not "No" on the KFS (it then refers to the loan agreement).
      { kind: 'select', name: 'uses_recovery_agents', label: 'Uses recovery agents', options: RECOVERY_AGENT_OPTIONS },
    ],
    schema: bankCreateSchema,
    empty: { name: '', is_active: 'true', logo_url: '', ...KFS_EMPTY },
    toValues: (row) => ({
      name: row.name,
      is_active: String(row.is_active),
      logo_url: row.logo_url ?? '',
      grievance_officer_name: row.grievance_officer_name ?? '',
      grievance_officer_phone: row.grievance_officer_phone ?? '',
      grievance_officer_email: row.grievance_officer_email ?? '',
      uses_recovery_agents: typeof row.uses_recovery_agents === 'boolean' ? String(row.uses_recovery_agents) : '',
    }),
    titles: { create: 'Create Bank', edit: 'Edit Bank' },
    submitLabels: { create: 'Create Bank', edit: 'Update Bank', saving: 'Saving...' },
  },
};

export const productsResource: ResourceConfig<ProductDto> = {
  key: 'product',
  tabLabel: 'Product',
  title: 'Product Management',
  description: 'Manage your loan products and configurations',
  entityLabel: 'Product',
  addLabel: 'Add Product',
  searchPlaceholder: 'Search products…',
  paths: {
    list: API.product.getAllProducts,
    create: API.product.createProduct,
    update: API.product.updateProduct,
    remove: API.product.deleteProduct,
  },
  listKeys: ['products'],
  pageSize: 10,
  columns: catalogColumns<ProductDto>('Product Name'),
  rowName: (row) => row.name,
  hasStatus: true,
  messages: {
    created: M.productCreated,
    updated: M.productUpdated,
    deleted: M.productDeleted,
    activated: M.productActivated,
    deactivated: M.productDeactivated,
    saveFailed: M.saveProductFailed,
    fetchFailed: M.fetchProductsFailed,
    statusFailed: M.updateStatusFailed,
    deleteFailed: deleteFailed('product'),
  },
  form: {
    fields: [
      { kind: 'text', name: 'name', label: 'Product Name', placeholder: 'e.g. Personal Loan', required: true },
      { kind: 'select', name: 'is_active', label: 'Status', options: STATUS_OPTIONS },
    ],
    schema: productCreateSchema,
    empty: { name: '', is_active: 'true' },
    toValues: (row) => ({ name: row.name, is_active: String(row.is_active) }),
    titles: { create: 'Create Product', edit: 'Edit Product' },
    submitLabels: { create: 'Create Product', edit: 'Update Product', saving: 'Saving...' },
  },
};
