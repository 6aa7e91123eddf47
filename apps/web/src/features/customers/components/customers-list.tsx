import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import toast from 'react-hot-toast';
import type { CustomerRow } from '@lbo/contracts/customers';
import { DataTable } from '@/components/ui/data-table/data-table';
import { pagedQueryProps } from '@/components/ui/data-table/query-table-props';
import { ExportButtons } from '@/components/ui/export-buttons';
import { PageHeader } from '@/components/ui/page-header';
import { usePartnerFilterOptions } from '@/features/partners';
import { useCan } from '@/lib/authorization';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTimeIST, formatINR, formatNumber } from '@/lib/format';
import { useCustomers } from '../api/get-customers';
import { useExportCustomers } from '../api/export-customers';
import { useCustomerFilters } from '../hooks/use-customer-filters';
import { describeOfferTerms } from '../utils/largest-offer';

/** The amount, and under it whose offer it is and at what cost. */
function LargestOfferCell({ customer }: { customer: CustomerRow }) {
  if (customer.bestOfferAmount <= 0) return <span>—</span>;
  return (
    <div>
      <div className="font-medium whitespace-nowrap text-slate-900 dark:text-white">{formatINR(customer.bestOfferAmount)}</div>
      {customer.largestOffer ? <div className="text-xs text-slate-500 dark:text-slate-400">{describeOfferTerms(customer.largestOffer)}</div> : null}
    </div>
  );
}

const field = 'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900';

/** Customer Master's list: search, last-evaluation dates and offer filter in the URL, paging, export. */
export function CustomersList() {
  const { query, update, sorting, setSorting } = useCustomerFilters();
  const customers = useCustomers(query);
  const exporter = useExportCustomers();
  const canExport = useCan('customer-master', 'export');
  const partnerOptions = usePartnerFilterOptions();
  const { page: _page, limit: _limit, ...filters } = query; // the export keeps the sort: it lists what the table shows

  const columns = useMemo<ColumnDef<CustomerRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Customer',
        accessorFn: (c) => c.name,
        cell: ({ row }) => (
          <button
            type="button"
            className="cursor-pointer text-left font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
            onClick={() => update({ id: row.original.id })}
          >
            {row.original.name}
          </button>
        ),
      },
      { id: 'reference', header: 'Reference', accessorFn: (c) => c.reference, meta: { className: 'font-mono text-xs' } },
      { id: 'evaluations', header: 'Evaluations', accessorFn: (c) => formatNumber(c.evaluations), meta: { className: 'tabular-nums' } },
      {
        id: 'lastEvaluatedAt',
        header: 'Last evaluated (IST)',
        accessorFn: (c) => (c.lastEvaluatedAt ? formatDateTimeIST(c.lastEvaluatedAt) : '—'),
        meta: { className: 'whitespace-nowrap tabular-nums' },
      },
      { id: 'lastEligibleCount', header: 'Eligible offers', accessorFn: (c) => formatNumber(c.lastEligibleCount), meta: { className: 'tabular-nums' } },
      {
        id: 'bestOfferAmount',
        header: 'Largest offer',
        accessorFn: (c) => c.bestOfferAmount,
        cell: ({ row }) => <LargestOfferCell customer={row.original} />,
        meta: { className: 'tabular-nums' },
      },
    ],
    [update],
  );

  const download = (format: 'xlsx' | 'csv') =>
    exporter.mutate({ filters, format }, { onError: (error) => toast.error(getErrorMessage(error, 'The export failed')) });

  return (
    <>
      <PageHeader
        title="Customer Master"
        description="Every applicant the evaluator has seen, with their evaluations"
        actions={canExport ? <ExportButtons what="customers" pending={exporter.isPending} onExport={download} /> : null}
      />
      <DataTable
        label="Customers"
        columns={columns}
        {...pagedQueryProps(customers, 'Failed to fetch customers')}
        page={query.page}
        pageSize={query.limit}
        onPageChange={(page) => update({ page: String(page) })}
        onPageSizeChange={(size) => update({ limit: String(size) })}
        sorting={sorting}
        onSortingChange={setSorting}
        searchValue={query.q ?? ''}
        onSearchChange={(value) => update({ q: value })}
        searchPlaceholder="Search name or reference…"
        toolbar={
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
              Last evaluated from
              <input type="date" className={field} value={query.from ?? ''} onChange={(e) => update({ from: e.target.value })} />
            </label>
            <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
              to
              <input type="date" className={field} value={query.to ?? ''} onChange={(e) => update({ to: e.target.value })} />
            </label>
            <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
              Eligible offer
              <select
                className={field}
                value={query.eligible === undefined ? '' : String(query.eligible)}
                onChange={(e) => update({ eligible: e.target.value })}
              >
                <option value="">Any</option>
                <option value="true">Has an eligible offer</option>
                <option value="false">No eligible offer</option>
              </select>
            </label>
            {partnerOptions ? (
              <label className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
                Partner
                <select className={`${field} max-w-52`} value={query.partnerId ?? ''} onChange={(e) => update({ partnerId: e.target.value })}>
                  <option value="">All partners</option>
                  {partnerOptions.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.active ? p.name : `${p.name} (inactive)`}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        }
        emptyTitle="No customers found."
        emptyDescription="Customers appear when the Loan Evaluator files an evaluation under them. Clear the search and filters to see everyone."
        getRowId={(c) => c.id}
        renderCard={(c) => (
          <div className="space-y-1" data-testid="customer-card">
            <div className="flex items-baseline justify-between gap-3">
              <button
                type="button"
                className="cursor-pointer text-left font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                onClick={() => update({ id: c.id })}
              >
                {c.name}
              </button>
              <span className="font-semibold whitespace-nowrap tabular-nums text-slate-900 dark:text-white">
                {c.bestOfferAmount > 0 ? formatINR(c.bestOfferAmount) : 'No offer'}
              </span>
            </div>
            {c.largestOffer ? <div className="text-xs text-slate-600 dark:text-slate-300">{describeOfferTerms(c.largestOffer)}</div> : null}
            <div className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-500 dark:text-slate-400">
              <span className="font-mono">{c.reference}</span>
              <span>
                {formatNumber(c.lastEligibleCount)} eligible · {formatNumber(c.evaluations)} {c.evaluations === 1 ? 'evaluation' : 'evaluations'}
              </span>
            </div>
            <div className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
              {c.lastEvaluatedAt ? `Last evaluated ${formatDateTimeIST(c.lastEvaluatedAt)}` : 'Not evaluated yet'}
            </div>
          </div>
        )}
      />
    </>
  );
}
