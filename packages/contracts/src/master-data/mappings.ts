import { z } from 'zod';
import { API } from '../api-paths';
import { MASTER_LIST_KEYS, mappingDtoSchema } from '../master-data-answers';
import { defineMasterEntity } from './define-master-entity';
import { bodyBoolean, optionalFilterBoolean, optionalFilterId } from './fields';
import { ACTIVE_STATUS } from './shared-columns';

export const MAPPING_MESSAGES = {
  bankRequired: 'Bank is required',
  productRequired: 'Product is required',
  companyRequired: 'Company is required',
  categoryRequired: 'Category is required',
  mappingExists: 'A mapping for this bank, product and company already exists',
  mappingCreated: 'Bank-Company-Category mapping created',
  mappingUpdated: 'Bank-Company-Category mapping updated',
  mappingDeleted: 'Rule deleted successfully',
} as const;
const M = MAPPING_MESSAGES;

const requiredId = (message: string) => z.uuid({ message });
export const mappingCreateSchema = z.object({
  bank_id: requiredId(M.bankRequired),
  product_id: requiredId(M.productRequired),
  company_id: requiredId(M.companyRequired),
  category_id: requiredId(M.categoryRequired),
  is_active: bodyBoolean.optional(),
});

export const mappingDefinition = defineMasterEntity({
  key: 'mapping',
  entity: 'Bank-company-category mapping',
  tag: 'bank-company-categories',
  table: 'bank_company_categories',
  paths: {
    list: API.bankcompanycategory.getAllBankCompanyCategories,
    create: API.bankcompanycategory.createBankCompanyCategory,
    update: API.bankcompanycategory.updateBankCompanyCategory,
    remove: API.bankcompanycategory.deleteBankCompanyCategory,
    byId: [API.bankcompanycategory.getBankCompanyCategoryByid, API.bankcompanycategory.getBankCompanyCategoryById],
    export: API.bankcompanycategory.export,
  },
  listKeys: MASTER_LIST_KEYS.mappings,
  pageSize: 10,
  create: mappingCreateSchema,
  dto: mappingDtoSchema,
  list: {
    search: ['bank_name', 'product_name', 'company_name', 'category_name'],
    sort: ['bank_name', 'product_name', 'company_name', 'category_name', 'is_active', 'created_at'],
    filters: {
      bank_id: optionalFilterId,
      product_id: optionalFilterId,
      company_id: optionalFilterId,
      category_id: optionalFilterId,
      is_active: optionalFilterBoolean,
    },
    tieBreakers: ['bank_name', 'product_name', 'company_name'],
  },
  // The screen edits a bank and product's mappings as rules in an editor of its own.
  fields: {},
  columns: {
    bank_name: { sortable: true },
    company_name: { sortable: true },
    category_name: { sortable: true },
    is_active: { format: 'yesNoBadge', sortable: true },
  },
  exports: {
    name: 'bank-company-categories',
    sheet: 'Mappings',
    columns: [
      { header: 'Bank', key: 'bank_name' },
      { header: 'Product', key: 'product_name' },
      { header: 'Company', key: 'company_name' },
      { header: 'Salary category', key: 'category_name' },
      ACTIVE_STATUS.exportColumn,
    ],
  },
  rowName: ['bank_name', 'product_name', 'company_name'],
  withTotalCount: true,
  messages: {
    created: M.mappingCreated,
    updated: M.mappingUpdated,
    deleted: M.mappingDeleted,
    exists: M.mappingExists,
  },
  import: {
    kind: 'mappings',
    formats: ['xlsx', 'xls', 'csv'],
    words: 'records',
    path: API.bankcompanycategory.uploadbankcompanydata,
    templatePath: API.bankcompanycategory.importTemplate,
    templateName: 'bank-company-category-import-template.xlsx',
    template: [
      ['company_name', 'category_name', 'is_active'],
      ['Infosys', 'CAT A', 'Yes'],
    ],
    target: 'bankAndProduct',
    columns: [
      { key: 'company_name', aliases: ['Company Name', 'Company'] },
      { key: 'company_id', aliases: ['Company Id', 'Company ID'] },
      { key: 'category_name', aliases: ['Category Name', 'Category', 'Salary Category'] },
      { key: 'category_id', aliases: ['Category Id', 'Category ID'] },
      { key: 'is_active', aliases: ['Active', 'Is Active', 'Status'] },
    ],
    requiredColumns: [
      ['company_name', 'company_id'],
      ['category_name', 'category_id'],
    ],
    noun: 'mapping for this bank, product and company',
    key: ['company_id'],
    item: ['company_id', 'company_name', 'category_id', 'category_name'],
  },
});
