import { companyDtoSchema, MASTER_LIST_KEYS } from '@lbo/contracts/master-data-answers';
import {
  companyCreateSchema,
  companyListQuery,
  companyExportQuery,
  MASTER_EXPORT_PATHS,
  companyUpdateSchema,
  MASTER_MESSAGES as M,
  type CompanyDto,
} from '@lbo/contracts/master-data';
import { AppError } from '../../../lib/app-error';
import { UNIQUE_VIOLATION } from '../shared/db';
import { ids, iso } from '../shared/dto';
import { pickerReadAccess } from '../shared/read-access';
import { auditColumns, yesNo } from '../shared/export-columns';
import type { ResourceDefinition } from '../shared/resource';
import { companiesRepository, type CompanyCreate, type CompanyQuery, type CompanyRow, type CompanyUpdate } from './companies.repository';
import { API } from '@lbo/contracts/api-paths';

export function toCompanyDto(row: CompanyRow): CompanyDto {
  return {
    ...ids(row.id),
    name: row.company_name,
    company_name: row.company_name,
    is_listed: row.is_listed,
    registration_type: row.registration_type,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export const companiesResource: ResourceDefinition<CompanyRow, CompanyQuery, CompanyCreate, CompanyUpdate> = {
  entity: 'Company',
  tag: 'companies',
  paths: {
    list: API.company.getAllCompanies,
    create: API.company.createcompany,
    update: API.company.updatecompany,
    remove: API.company.deleteCompany,
    byId: [API.company.getCompanyById],
  },
  listKeys: MASTER_LIST_KEYS.companies,
  readAccess: pickerReadAccess,
  schemas: { list: companyListQuery, create: companyCreateSchema, update: companyUpdateSchema },
  exports: {
    path: MASTER_EXPORT_PATHS.company,
    query: companyExportQuery,
    name: 'companies',
    sheet: 'Companies',
    columns: [
      { header: 'Company', value: (r) => r.company_name },
      { header: 'Registration type', value: (r) => r.registration_type },
      { header: 'Listed', value: (r) => yesNo(r.is_listed) },
      ...auditColumns<CompanyRow>(),
    ],
  },
  repo: companiesRepository,
  toDto: toCompanyDto,
  dto: companyDtoSchema,
  messages: { created: M.companyCreated, updated: () => M.companyUpdated, deleted: M.companyDeleted },
  constraintError: (code) => (code === UNIQUE_VIOLATION ? AppError.conflict(M.companyExists) : undefined),
};
