import { salaryCategoryDtoSchema, MASTER_LIST_KEYS } from '@lbo/contracts/master-data-answers';
import {
  MASTER_MESSAGES as M,
  salaryCategoryCreateSchema,
  salaryCategoryListQuery,
  salaryCategoryExportQuery,
  MASTER_EXPORT_PATHS,
  salaryCategoryUpdateSchema,
  type SalaryCategoryDto,
} from '@lbo/contracts/master-data';
import { AppError } from '../../../lib/app-error';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, UNIQUE_VIOLATION } from '../shared/db';
import { ids, iso } from '../shared/dto';
import { catalogReadAccess } from '../shared/read-access';
import { auditColumns } from '../shared/export-columns';
import type { ResourceDefinition } from '../shared/resource';
import { salaryCategoriesRepository, type SalaryCategoryInput, type SalaryCategoryQuery, type SalaryCategoryRow } from './salary-categories.repository';
import { API } from '@lbo/contracts/api-paths';

export function toSalaryCategoryDto(row: SalaryCategoryRow): SalaryCategoryDto {
  return { ...ids(row.id), name: row.name, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

export const salaryCategoriesResource: ResourceDefinition<SalaryCategoryRow, SalaryCategoryQuery, SalaryCategoryInput, SalaryCategoryInput> = {
  entity: 'Salary category',
  tag: 'salary categories',
  paths: {
    list: API.salarycategory.getAllSalaryCategories,
    create: API.salarycategory.createSalaryCategory,
    update: API.salarycategory.updateSalaryCategory,
    remove: API.salarycategory.deleteSalaryCategory,
    byId: [API.salarycategory.getSalaryCategoryById],
  },
  // The client reads salaryCategories or categories.
  listKeys: MASTER_LIST_KEYS.salaryCategories,
  readAccess: catalogReadAccess,
  schemas: { list: salaryCategoryListQuery, create: salaryCategoryCreateSchema, update: salaryCategoryUpdateSchema },
  exports: {
    path: MASTER_EXPORT_PATHS.category,
    query: salaryCategoryExportQuery,
    name: 'salary-categories',
    sheet: 'Salary categories',
    columns: [{ header: 'Salary category', value: (r) => r.name }, ...auditColumns<SalaryCategoryRow>()],
  },
  repo: salaryCategoriesRepository,
  toDto: toSalaryCategoryDto,
  dto: salaryCategoryDtoSchema,
  messages: { created: M.categoryCreated, updated: () => M.categoryUpdated, deleted: M.categoryDeleted },
  constraintError: (code) => {
    if (code === UNIQUE_VIOLATION) return AppError.conflict(M.categoryExists);
    // Mappings and rules hold categories with ON DELETE RESTRICT.
    if (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION) return AppError.conflict(M.categoryInUse);
    return undefined;
  },
};
