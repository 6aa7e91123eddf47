import type { z } from 'zod';
import type { salaryCategoryCreateSchema, salaryCategoryListQuery } from '@lbo/contracts/master-data';
import { salaryCategories } from '../../../db/schema';
import { lowered } from '../shared/db';
import { tableRepository } from '../shared/table.repository';

export type SalaryCategoryRow = typeof salaryCategories.$inferSelect;
export type SalaryCategoryQuery = z.output<typeof salaryCategoryListQuery>;
export type SalaryCategoryInput = z.output<typeof salaryCategoryCreateSchema>;

export const salaryCategoriesRepository = tableRepository<typeof salaryCategories, SalaryCategoryQuery, SalaryCategoryInput, SalaryCategoryInput>(
  salaryCategories,
  {
    search: [salaryCategories.name],
    sort: { name: lowered(salaryCategories.name), created_at: salaryCategories.created_at },
    defaultSort: 'name',
    tieBreakers: [lowered(salaryCategories.name)],
  },
);
