import { MASTER_MESSAGES as M, type MappingDto } from '@lbo/contracts/master-data';
import { StatusBadge } from '@/components/ui/badge';
import { MappingEditor } from '../components/mapping-editor';
import { MappingViewer } from '../components/mapping-viewer';
import type { ResourceConfig } from './resource-config';
import { API } from '@lbo/contracts/api-paths';

export const mappingsResource: ResourceConfig<MappingDto> = {
  key: 'mapping',
  tabLabel: 'BankCompany',
  title: 'Bank-Company-Category Management',
  description: 'Which salary category each bank gives each employer, per product',
  entityLabel: 'Mapping',
  addLabel: 'Add',
  searchPlaceholder: 'Search bank, company or category…',
  paths: {
    list: API.bankcompanycategory.getAllBankCompanyCategories,
    create: API.bankcompanycategory.createBankCompanyCategory,
    update: API.bankcompanycategory.updateBankCompanyCategory,
    remove: API.bankcompanycategory.deleteBankCompanyCategory,
  },
  listKeys: ['companyCategories'],
  pageSize: 10,
  columns: [
    { id: 'bank_name', header: 'Bank Name', cell: (row) => row.bank_name, sortable: true },
    { id: 'company_name', header: 'Company Name', cell: (row) => row.company_name, sortable: true },
    { id: 'category_name', header: 'Category Name', cell: (row) => row.category_name, sortable: true },
    { id: 'is_active', header: 'Active', cell: (row) => <StatusBadge active={row.is_active} activeLabel="Yes" inactiveLabel="No" />, sortable: true },
  ],
  rowName: (row) => `${row.bank_name} / ${row.product_name} / ${row.company_name}`,
  messages: {
    created: M.mappingsSaved,
    updated: M.mappingsSaved,
    deleted: M.mappingDeleted,
    saveFailed: M.saveMappingsFailed,
    fetchFailed: M.fetchMappingsFailed,
    deleteFailed: (message) => message || 'Failed to delete rule',
  },
  Editor: MappingEditor,
  Viewer: MappingViewer,
  importSpec: {
    kind: 'mappings',
    path: API.bankcompanycategory.uploadbankcompanydata,
    templatePath: API.bankcompanycategory.importTemplate,
    templateName: 'bank-company-category-import-template.xlsx',
    title: 'Import Bank-Company-Category Mappings',
    needsBankAndProduct: true,
  },
};
