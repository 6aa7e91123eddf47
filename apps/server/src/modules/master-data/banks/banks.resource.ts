import { bankDtoSchema, MASTER_LIST_KEYS } from '@lbo/contracts/master-data-answers';
import type { z } from 'zod';
import {
  bankCreateSchema,
  bankListQuery,
  bankExportQuery,
  MASTER_EXPORT_PATHS,
  bankUpdateSchema,
  MASTER_MESSAGES as M,
  type BankDto,
} from '@lbo/contracts/master-data';
import { banks } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { catalogListOptions } from '../shared/catalog';
import { UNIQUE_VIOLATION } from '../shared/db';
import { ids, iso } from '../shared/dto';
import { catalogReadAccess } from '../shared/read-access';
import { activeText, auditColumns, yesNo } from '../shared/export-columns';
import type { ResourceDefinition } from '../shared/resource';
import { statusAwareMessage } from '../shared/status-message';
import { tableRepository } from '../shared/table.repository';
import { API } from '@lbo/contracts/api-paths';

type BankRow = typeof banks.$inferSelect;
type BankCreate = z.output<typeof bankCreateSchema>;
type BankQuery = z.output<typeof bankListQuery>;
type BankUpdate = z.output<typeof bankUpdateSchema>;

export function toBankDto(row: BankRow): BankDto {
  return {
    ...ids(row.id),
    name: row.name,
    is_active: row.is_active,
    logo_url: row.logo_url,
    grievance_officer_name: row.grievance_officer_name,
    grievance_officer_phone: row.grievance_officer_phone,
    grievance_officer_email: row.grievance_officer_email,
    uses_recovery_agents: row.uses_recovery_agents,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export const banksResource: ResourceDefinition<BankRow, BankQuery, BankCreate, BankUpdate> = {
  entity: 'Bank',
  tag: 'banks',
  paths: {
    list: API.bank.getAllBanks,
    create: API.bank.createBank,
    update: API.bank.updateBank,
    remove: API.bank.deleteBank,
    byId: [API.bank.getBankById, API.bank.getBankByid],
  },
  listKeys: MASTER_LIST_KEYS.banks,
  readAccess: catalogReadAccess,
  schemas: { list: bankListQuery, create: bankCreateSchema, update: bankUpdateSchema },
  exports: {
    path: MASTER_EXPORT_PATHS.bank,
    query: bankExportQuery,
    name: 'banks',
    sheet: 'Banks',
    columns: [
      { header: 'Bank', value: (r) => r.name },
      { header: 'Status', value: (r) => activeText(r.is_active) },
      { header: 'Logo URL', value: (r) => r.logo_url },
      { header: 'Grievance officer name', value: (r) => r.grievance_officer_name },
      { header: 'Grievance officer phone', value: (r) => r.grievance_officer_phone },
      { header: 'Grievance officer e-mail', value: (r) => r.grievance_officer_email },
      { header: 'Uses recovery agents', value: (r) => (r.uses_recovery_agents === null ? null : yesNo(r.uses_recovery_agents)) },
      ...auditColumns<BankRow>(),
    ],
  },
  repo: tableRepository<typeof banks, BankQuery, BankCreate, BankUpdate>(banks, catalogListOptions(banks)),
  toDto: toBankDto,
  dto: bankDtoSchema,
  messages: {
    created: M.bankCreated,
    updated: (patch) => statusAwareMessage(patch, { updated: M.bankUpdated, activated: M.bankActivated, deactivated: M.bankDeactivated }),
    deleted: M.bankDeleted,
  },
  constraintError: (code) => (code === UNIQUE_VIOLATION ? AppError.conflict(M.bankExists) : undefined),
};
