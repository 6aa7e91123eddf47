/** The words of what several definitions declare alike (contracts' master-data/shared-columns.ts). */

const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
] as const;

export const YES_NO_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/** ACTIVE_STATUS: the status select, and the Status and Created Date columns that close the list. */
export const ACTIVE_STATUS_COPY = {
  field: { is_active: { label: 'Status', options: STATUS_OPTIONS } },
  headers: { is_active: 'Status', created_at: 'Created Date' },
} as const;

/** The status toggle's failure toast (banks, products). */
export const STATUS_FAILED = 'Failed to update status';

/** A yesNoColumn's select. */
export const yesNoField = (label: string) => ({ label, options: YES_NO_OPTIONS });
