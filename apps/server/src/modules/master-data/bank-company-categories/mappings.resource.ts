import { mappingDtoSchema, MASTER_LIST_KEYS } from '@lbo/contracts/master-data-answers';
import {
  MASTER_MESSAGES as M,
  mappingCreateSchema,
  mappingListQuery,
  mappingExportQuery,
  MASTER_EXPORT_PATHS,
  mappingUpdateSchema,
  type MappingDto,
} from '@lbo/contracts/master-data';
import { AppError } from '../../../lib/app-error';
import { access } from '../../../plugins/access';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../shared/db';
import { ids, iso } from '../shared/dto';
import { activeText, auditColumns } from '../shared/export-columns';
import type { ResourceDefinition } from '../shared/resource';
import { mappingsRepository, type MappingCreate, type MappingQuery, type MappingRow, type MappingUpdate } from './mappings.repository';
import { API } from '@lbo/contracts/api-paths';

export function toMappingDto(row: MappingRow): MappingDto {
  return {
    ...ids(row.id),
    bank_id: row.bank_id,
    product_id: row.product_id,
    company_id: row.company_id,
    category_id: row.category_id,
    is_active: row.is_active,
    bank_name: row.bank_name,
    product_name: row.product_name,
    company_name: row.company_name,
    category_name: row.category_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** A mapping naming a bank, product, company or category that does not exist is bad input. */
function missingReference(constraint: string | undefined): AppError {
  const c = constraint ?? '';
  const [field, message] = c.includes('bank_id')
    ? ['bank_id', M.bankNotFound]
    : c.includes('product_id')
      ? ['product_id', M.productNotFound]
      : c.includes('company_id')
        ? ['company_id', M.companyNotFound]
        : ['category_id', M.categoryNotFound];
  return AppError.badRequest(message, { [field]: message });
}

export const mappingsResource: ResourceDefinition<MappingRow, MappingQuery, MappingCreate, MappingUpdate> = {
  entity: 'Bank-company-category mapping',
  tag: 'bank-company-categories',
  paths: {
    list: API.bankcompanycategory.getAllBankCompanyCategories,
    create: API.bankcompanycategory.createBankCompanyCategory,
    update: API.bankcompanycategory.updateBankCompanyCategory,
    remove: API.bankcompanycategory.deleteBankCompanyCategory,
    byId: [API.bankcompanycategory.getBankCompanyCategoryByid, API.bankcompanycategory.getBankCompanyCategoryById],
  },
  listKeys: MASTER_LIST_KEYS.mappings,
  readAccess: access.to('master-configuration', 'view'),
  schemas: { list: mappingListQuery, create: mappingCreateSchema, update: mappingUpdateSchema },
  exports: {
    path: MASTER_EXPORT_PATHS.mapping,
    query: mappingExportQuery,
    name: 'bank-company-categories',
    sheet: 'Mappings',
    columns: [
      { header: 'Bank', value: (r) => r.bank_name },
      { header: 'Product', value: (r) => r.product_name },
      { header: 'Company', value: (r) => r.company_name },
      { header: 'Salary category', value: (r) => r.category_name },
      { header: 'Status', value: (r) => activeText(r.is_active) },
      ...auditColumns<MappingRow>(),
    ],
  },
  repo: mappingsRepository,
  toDto: toMappingDto,
  dto: mappingDtoSchema,
  messages: { created: M.mappingCreated, updated: () => M.mappingUpdated, deleted: M.mappingDeleted },
  constraintError: (code, constraint) => {
    if (code === UNIQUE_VIOLATION) return AppError.conflict(M.mappingExists);
    if (code === FOREIGN_KEY_VIOLATION) return missingReference(constraint);
    return undefined;
  },
  withTotalCount: true,
};
