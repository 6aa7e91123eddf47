import { z } from 'zod';
import { API } from '../api-paths';
import { bankDtoSchema, MASTER_LIST_KEYS } from '../master-data-answers';
import { defineMasterEntity } from './define-master-entity';
import { bodyBoolean, blankToNull, MASTER_LIMITS, optionalFact, requiredText } from './fields';
import { ACTIVE_STATUS } from './shared-columns';

export const BANK_MESSAGES = {
  bankNameRequired: 'Bank name is required',
  bankNameTooLong: `Bank name must be at most ${MASTER_LIMITS.bankNameMax} characters`,
  invalidLogoUrl: 'Invalid logo URL',
  grievanceOfficerNameInvalid: 'Grievance officer name must be text',
  grievanceOfficerNameTooLong: `Grievance officer name must be at most ${MASTER_LIMITS.grievanceOfficerNameMax} characters`,
  grievanceOfficerPhoneInvalid: `Grievance officer phone must be ${MASTER_LIMITS.grievanceOfficerPhoneMin} to ${MASTER_LIMITS.grievanceOfficerPhoneMax} characters: digits, spaces, + or -`,
  grievanceOfficerEmailInvalid: 'Grievance officer e-mail must be a valid e-mail address',
  grievanceOfficerEmailTooLong: `Grievance officer e-mail must be at most ${MASTER_LIMITS.grievanceOfficerEmailMax} characters`,
  bankExists: 'A bank with this name already exists',
  bankNotFound: 'Bank not found',
  bankCreated: 'Bank created successfully',
  bankUpdated: 'Bank updated successfully',
  bankDeleted: 'Bank deleted successfully',
  bankActivated: 'Bank activated successfully',
  bankDeactivated: 'Bank deactivated successfully',
} as const;
const M = BANK_MESSAGES;

const logoUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, message: M.invalidLogoUrl })
    .max(MASTER_LIMITS.logoUrlMax, M.invalidLogoUrl)
    .nullable(),
);

const bankCreateSchema = z.object({
  name: requiredText(M.bankNameRequired, MASTER_LIMITS.bankNameMax, M.bankNameTooLong),
  is_active: bodyBoolean.optional(),
  logo_url: logoUrl.optional(),
  // The Key Fact Statement's bank facts (Part 2), each optional.
  grievance_officer_name: optionalFact(
    z.string({ message: M.grievanceOfficerNameInvalid }).max(MASTER_LIMITS.grievanceOfficerNameMax, M.grievanceOfficerNameTooLong),
  ),
  // Digits with spaces, + or -, and at least one digit.
  grievance_officer_phone: optionalFact(
    z
      .string({ message: M.grievanceOfficerPhoneInvalid })
      .regex(
        new RegExp(`^(?=.*\\d)[0-9 +-]{${MASTER_LIMITS.grievanceOfficerPhoneMin},${MASTER_LIMITS.grievanceOfficerPhoneMax}}$`),
        M.grievanceOfficerPhoneInvalid,
      ),
  ),
  grievance_officer_email: optionalFact(
    z.email({ message: M.grievanceOfficerEmailInvalid }).max(MASTER_LIMITS.grievanceOfficerEmailMax, M.grievanceOfficerEmailTooLong),
  ),
  /** null: not stated (the KFS then refers to the loan agreement). */
  uses_recovery_agents: z.preprocess((v) => (v === '' ? null : v), bodyBoolean.nullable()).optional(),
});

export const bankDefinition = defineMasterEntity({
  key: 'bank',
  entity: 'Bank',
  tag: 'banks',
  table: 'banks',
  paths: {
    list: API.bank.getAllBanks,
    create: API.bank.createBank,
    update: API.bank.updateBank,
    remove: API.bank.deleteBank,
    byId: [API.bank.getBankById, API.bank.getBankByid],
    export: API.bank.export,
  },
  listKeys: MASTER_LIST_KEYS.banks,
  pageSize: 10,
  // Banks also feed the rule editor's pickers.
  alsoReadBy: 'rules-management',
  create: bankCreateSchema,
  dto: bankDtoSchema,
  list: ACTIVE_STATUS.listByName,
  fields: {
    name: { kind: 'text', required: true },
    ...ACTIVE_STATUS.field,
    logo_url: { kind: 'logo' },
    // The Key Fact Statement's bank facts, under a heading of their own.
    kfs: { kind: 'heading' },
    grievance_officer_name: { kind: 'text' },
    grievance_officer_phone: { kind: 'text', type: 'tel' },
    grievance_officer_email: { kind: 'text', type: 'email' },
    // Three states: "not stated" ('') is not "No" on the KFS (it then refers to the loan agreement).
    uses_recovery_agents: { kind: 'select' },
  },
  // Bank Name, Status, Created Date (part 1 §2).
  columns: { name: { format: 'nameWithLogo', sortable: true }, ...ACTIVE_STATUS.columns },
  exports: {
    name: 'banks',
    sheet: 'Banks',
    columns: [
      { header: 'Bank', key: 'name' },
      ACTIVE_STATUS.exportColumn,
      { header: 'Logo URL', key: 'logo_url' },
      { header: 'Grievance officer name', key: 'grievance_officer_name' },
      { header: 'Grievance officer phone', key: 'grievance_officer_phone' },
      { header: 'Grievance officer e-mail', key: 'grievance_officer_email' },
      { header: 'Uses recovery agents', key: 'uses_recovery_agents', format: 'yesNo' },
    ],
  },
  rowName: ['name'],
  statusToggle: true,
  messages: {
    created: M.bankCreated,
    updated: M.bankUpdated,
    deleted: M.bankDeleted,
    activated: M.bankActivated,
    deactivated: M.bankDeactivated,
    exists: M.bankExists,
  },
});
