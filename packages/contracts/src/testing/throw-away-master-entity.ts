import { z } from 'zod';
import { storedRecord } from '../master-data-answers';
import { bodyBoolean, defineMasterEntity, MASTER_LIMITS, optionalFilterBoolean } from '../master-data';
import { ownRowsImport, requiredTextColumn, yesNoColumn } from '../master-data/shared-columns';

/**
 * A master-data entity that exists only in tests: written as a seventh entity would be, from one
 * definition, to show that the server's routes, import and export and the web's screen follow from
 * it with nothing else but the screen's words (its copy is in the web's resource-screen test; a real
 * one would put its paths in `API`, its table in the schema and its copy beside the web's others).
 */
const M = {
  nameRequired: 'Loan purpose is required',
  nameTooLong: `Loan purpose must be at most ${MASTER_LIMITS.productNameMax} characters`,
  exists: 'A loan purpose with this name already exists',
} as const;

const name = requiredTextColumn(M.nameRequired, MASTER_LIMITS.productNameMax, M.nameTooLong);
const secured = yesNoColumn('is_secured', 'Secured');

export const loanPurposeDefinition = defineMasterEntity({
  key: 'purpose',
  entity: 'Loan purpose',
  tag: 'loan purposes',
  table: 'loan_purposes',
  paths: {
    list: '/api/loanpurpose/getAllLoanPurposes',
    create: '/api/loanpurpose/createLoanPurpose',
    update: '/api/loanpurpose/updateLoanPurpose',
    remove: '/api/loanpurpose/deleteLoanPurpose',
    byId: ['/api/loanpurpose/getLoanPurposeById'],
    export: '/api/loanpurpose/export',
  },
  listKeys: ['loanPurposes'],
  pageSize: 25,
  create: z.object({ name: name.schema, is_secured: bodyBoolean.optional() }),
  dto: storedRecord({ name: z.string(), is_secured: z.boolean() }),
  list: { search: ['name'], sort: ['name', 'is_secured', 'created_at'], filters: { is_secured: optionalFilterBoolean }, tieBreakers: ['name'] },
  fields: { name: { kind: 'text', required: true }, ...secured.field },
  columns: { name: { sortable: true }, ...secured.column },
  exports: {
    name: 'loan-purposes',
    sheet: 'Loan purposes',
    columns: [{ header: 'Loan purpose', key: 'name' }, secured.exportColumn],
  },
  rowName: ['name'],
  messages: {
    created: 'Loan purpose created',
    updated: 'Loan purpose updated',
    deleted: 'Loan purpose deleted',
    exists: M.exists,
  },
  import: {
    ...ownRowsImport(
      { one: 'loan purpose', many: 'loan purposes' },
      ['xlsx', 'xls', 'csv'],
      '/api/loanpurpose/importLoanPurposes',
      '/api/loanpurpose/importTemplate',
    ),
    template: [
      ['name', 'is_secured'],
      ['Home renovation', 'No'],
    ],
    columns: [{ key: 'name', aliases: ['Loan Purpose', 'Purpose'], check: name.check }, secured.importColumn],
    requiredColumns: [['name']],
    noun: 'loan purpose',
    key: ['name'],
    item: ['name'],
  },
});
