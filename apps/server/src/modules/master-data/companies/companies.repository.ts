import { eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { companyCreateSchema, companyListQuery, companyUpdateSchema } from '@lbo/contracts/master-data';
import { companies } from '../../../db/schema';
import { lowered } from '../shared/db';
import { tableRepository } from '../shared/table.repository';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyQuery = z.output<typeof companyListQuery>;
export type CompanyCreate = z.output<typeof companyCreateSchema>;
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

export const companiesRepository = tableRepository<typeof companies, CompanyQuery, CompanyCreate, CompanyUpdate>(companies, {
  search: [companies.company_name],
  sort: {
    company_name: lowered(companies.company_name),
    registration_type: companies.registration_type,
    is_listed: companies.is_listed,
    created_at: companies.created_at,
  },
  defaultSort: 'company_name',
  tieBreakers: [lowered(companies.company_name)],
  filters: (q) => [
    q.is_listed === undefined ? undefined : eq(companies.is_listed, q.is_listed),
    q.registration_type === undefined
      ? undefined
      : q.registration_type === null
        ? isNull(companies.registration_type)
        : eq(companies.registration_type, q.registration_type),
  ],
});
