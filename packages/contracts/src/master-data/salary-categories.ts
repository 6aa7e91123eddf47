import { z } from 'zod';
import { API } from '../api-paths';
import { MASTER_LIST_KEYS, salaryCategoryDtoSchema } from '../master-data-answers';
import { defineMasterEntity } from './define-master-entity';
import { MASTER_LIMITS, requiredText } from './fields';

export const CATEGORY_MESSAGES = {
  categoryNameRequired: 'Category name is required',
  categoryNameMax: 'Max 50 characters',
  categoryExists: 'A category with this name already exists',
  categoryInUse: 'This category is used by bank-company-category mappings or rules. Change or delete those first.',
  categoryNotFound: 'Category not found',
  categoryCreated: 'Salary category created',
  categoryUpdated: 'Salary category updated',
  categoryDeleted: 'Salary category deleted',
} as const;
const M = CATEGORY_MESSAGES;

const salaryCategoryCreateSchema = z.object({ name: requiredText(M.categoryNameRequired, MASTER_LIMITS.categoryNameMax, M.categoryNameMax) });

export const salaryCategoryDefinition = defineMasterEntity({
  key: 'category',
  entity: 'Salary category',
  tag: 'salary categories',
  table: 'salary_categories',
  paths: {
    list: API.salarycategory.getAllSalaryCategories,
    create: API.salarycategory.createSalaryCategory,
    update: API.salarycategory.updateSalaryCategory,
    remove: API.salarycategory.deleteSalaryCategory,
    byId: [API.salarycategory.getSalaryCategoryById],
    export: API.salarycategory.export,
  },
  // The client reads salaryCategories or categories.
  listKeys: MASTER_LIST_KEYS.salaryCategories,
  pageSize: 25,
  // Categories also feed the rule editor's pickers.
  alsoReadBy: 'rules-management',
  create: salaryCategoryCreateSchema,
  // A rename sends the name again.
  update: salaryCategoryCreateSchema,
  dto: salaryCategoryDtoSchema,
  list: { search: ['name'], sort: ['name', 'created_at'], tieBreakers: ['name'] },
  fields: { name: { kind: 'text', required: true } },
  columns: { name: { sortable: true } },
  exports: { name: 'salary-categories', sheet: 'Salary categories', columns: [{ header: 'Salary category', key: 'name' }] },
  rowName: ['name'],
  messages: {
    created: M.categoryCreated,
    updated: M.categoryUpdated,
    deleted: M.categoryDeleted,
    exists: M.categoryExists,
    // Mappings and rules hold categories with ON DELETE RESTRICT.
    inUse: M.categoryInUse,
  },
});
