import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table/data-table';
import { pagedQueryProps } from '@/components/ui/data-table/query-table-props';
import { useCan } from '@/lib/authorization';
import { formatDateTimeIST } from '@/lib/format';
import { useCustomerAccess } from '../api/get-customer-access';
import { actionLabel, describeActor } from '../utils/describe-entry';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEntry } from '@lbo/contracts/audit-trail';

const columns: ColumnDef<AuditEntry>[] = [
  { id: 'occurredAt', header: 'When (IST)', accessorFn: (e) => formatDateTimeIST(e.occurredAt), meta: { className: 'whitespace-nowrap tabular-nums' } },
  { id: 'actor', header: 'Who', accessorFn: (e) => describeActor(e) },
  { id: 'action', header: 'Action', accessorFn: (e) => actionLabel(e.action) },
  { id: 'object', header: 'What', accessorFn: (e) => e.objectType ?? '—' },
  { id: 'address', header: 'Address', accessorFn: (e) => e.address ?? '—', meta: { className: 'font-mono text-xs' } },
];
/** Newest first, as the server orders them: no sorting offered. */
const COLUMNS = columns.map((column) => ({ ...column, enableSorting: false }));

/** "Who accessed this record": the audit entries about a customer and their evaluations (audit-trail view only). */
export function CustomerAccessList({ customerId }: { customerId: string }) {
  const canView = useCan('audit-trail', 'view');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const access = useCustomerAccess(customerId, page, limit, canView);
  if (!canView) return null;
  return (
    <Card className="px-5 py-4" data-testid="customer-access">
      <h2 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">Who accessed this record</h2>
      <DataTable
        label="Who accessed this record"
        columns={COLUMNS}
        {...pagedQueryProps(access, 'Failed to fetch who accessed this record')}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
        emptyTitle="Nobody yet."
        getRowId={(e) => e.id}
      />
    </Card>
  );
}
