import type { bankDefinition } from '@lbo/contracts/master-data';
import type { EntityCopy } from './entity-copy';
import { ACTIVE_STATUS_COPY, STATUS_FAILED, YES_NO_OPTIONS } from './shared-copy';

export const bankCopy = {
  texts: {
    tabLabel: 'Bank',
    title: 'Bank Management',
    description: 'Manage your banking partners and configurations',
    entityLabel: 'Bank',
    addLabel: 'Add Bank',
    searchPlaceholder: 'Search banks…',
  },
  fields: {
    name: { label: 'Bank Name', placeholder: 'e.g. HDFC Bank' },
    ...ACTIVE_STATUS_COPY.field,
    logo_url: { label: 'Logo' },
    kfs: { label: 'Key Fact Statement (optional)', description: 'Printed in Part 2 of the Key Fact Statement of this bank’s offers.' },
    grievance_officer_name: { label: 'Grievance officer name', placeholder: 'e.g. Asha Rao' },
    grievance_officer_phone: { label: 'Grievance officer phone', placeholder: 'e.g. +91 22 6600 1234' },
    grievance_officer_email: { label: 'Grievance officer e-mail', placeholder: 'e.g. grievance@bank.example' },
    uses_recovery_agents: {
      label: 'Uses recovery agents',
      options: [{ value: '', label: 'Not stated (the KFS refers to the loan agreement)' }, ...YES_NO_OPTIONS],
    },
  },
  headers: { name: 'Bank Name', ...ACTIVE_STATUS_COPY.headers },
  toasts: {
    saveFailed: 'Failed to save bank',
    fetchFailed: 'Failed to fetch banks',
    statusFailed: STATUS_FAILED,
    deleteFailed: { withReason: 'Failed to delete bank' },
  },
} satisfies EntityCopy<typeof bankDefinition>;
