import type { ExportColumn } from '../../../lib/table-export';

/** Columns every master-data export ends with. */
export function auditColumns<Row extends { created_at: Date; updated_at: Date }>(): ExportColumn<Row>[] {
  return [
    { header: 'Created (IST)', value: (r) => r.created_at },
    { header: 'Updated (IST)', value: (r) => r.updated_at },
  ];
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
export const activeText = (value: boolean) => (value ? 'Active' : 'Inactive');
