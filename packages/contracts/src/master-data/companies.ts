import { z } from 'zod';
import { API } from '../api-paths';
import { companyDtoSchema, MASTER_LIST_KEYS } from '../master-data-answers';
import { defineMasterEntity } from './define-master-entity';
import { bodyBoolean, MASTER_LIMITS, optionalFilterBoolean } from './fields';
import { ownRowsImport, requiredTextColumn, yesNoColumn } from './shared-columns';
import { REGISTRATION_TYPES, registrationTypeSchema } from './registration';

export const COMPANY_MESSAGES = {
  companyNameRequired: 'Company name is required',
  companyNameTooLong: `Company name must be at most ${MASTER_LIMITS.companyNameMax} characters`,
  registrationTypeInvalid: `Registration type must be one of ${REGISTRATION_TYPES.join(', ')}`,
  companyExists: 'A company with this name already exists',
  companyNotFound: 'Company not found',
  companyCreated: 'Company created successfully',
  companyUpdated: 'Company updated successfully',
  companyDeleted: 'Company deleted successfully',
} as const;
const M = COMPANY_MESSAGES;

const registrationType = registrationTypeSchema(M.registrationTypeInvalid);

const companyName = requiredTextColumn(M.companyNameRequired, MASTER_LIMITS.companyNameMax, M.companyNameTooLong);
const listed = yesNoColumn('is_listed', 'Listed');

const companyCreateSchema = z.object({
  company_name: companyName.schema,
  is_listed: bodyBoolean.optional(),
  registration_type: registrationType.optional(),
});

export const companyDefinition = defineMasterEntity({
  key: 'company',
  entity: 'Company',
  tag: 'companies',
  table: 'companies',
  paths: {
    list: API.company.getAllCompanies,
    create: API.company.createcompany,
    update: API.company.updatecompany,
    remove: API.company.deleteCompany,
    byId: [API.company.getCompanyById],
    export: API.company.export,
  },
  listKeys: MASTER_LIST_KEYS.companies,
  pageSize: 25,
  // Companies also feed the Loan Evaluator's pickers.
  alsoReadBy: 'loan-evaluator',
  create: companyCreateSchema,
  dto: companyDtoSchema,
  dtoAliases: { name: 'company_name' },
  list: {
    search: ['company_name'],
    sort: ['company_name', 'registration_type', 'is_listed', 'created_at'],
    filters: {
      is_listed: optionalFilterBoolean,
      registration_type: registrationTypeSchema(M.registrationTypeInvalid),
    },
    tieBreakers: ['company_name'],
  },
  fields: { company_name: { kind: 'text', required: true }, registration_type: { kind: 'select' }, ...listed.field },
  columns: { company_name: { sortable: true }, registration_type: { format: 'registrationType', sortable: true }, ...listed.column },
  exports: {
    name: 'companies',
    sheet: 'Companies',
    columns: [{ header: 'Company', key: 'company_name' }, { header: 'Registration type', key: 'registration_type' }, listed.exportColumn],
  },
  rowName: ['company_name'],
  messages: {
    created: M.companyCreated,
    updated: M.companyUpdated,
    deleted: M.companyDeleted,
    exists: M.companyExists,
  },
  import: {
    ...ownRowsImport({ one: 'company', many: 'companies' }, ['xlsx', 'xls'], API.company.importCompanies, API.company.importTemplate),
    template: [
      ['company_name', 'is_listed', 'registration_type'],
      ['Acme Technologies Private Limited', 'Yes', 'PRIVATE_LIMITED'],
    ],
    columns: [
      { key: 'company_name', aliases: ['Company Name', 'Company', 'Name'], check: companyName.check },
      listed.importColumn,
      { key: 'registration_type', aliases: ['Registration', 'Registration Type', 'Type', 'Company Type'], check: { type: 'registrationType' } },
    ],
    requiredColumns: [['company_name']],
    noun: 'company',
    key: ['company_name'],
    item: ['company_name'],
  },
});
