import { useMemo, useRef, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import toast from 'react-hot-toast';
import { Download, Play, Trash2, Upload } from 'lucide-react';
import type { TestCase } from '@lbo/contracts/rule-test-cases';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { urlPagedQueryProps } from '@/components/ui/data-table/query-table-props';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { useCan } from '@/lib/authorization';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTimeIST, formatINR, formatNumber } from '@/lib/format';
import { useDeleteTestCase } from '../../api/delete-test-case';
import { useExportTestCases } from '../../api/export-test-cases';
import { useImportTestCases } from '../../api/import-test-cases';
import { useTestCases } from '../../api/get-test-cases';
import { useRunTestCases } from '../../api/run-test-cases';

const SHOWN_EXPECTATIONS = 3;

/** A count of what the case expects, its first few pairs, and the rest one click away (a case can name every pair). */
function ExpectationsSummary({ expectations }: { expectations: TestCase['expectations'] }) {
  const eligible = expectations.filter((e) => e.status === 'ELIGIBLE').length;
  const line = (e: TestCase['expectations'][number]) => (
    <li key={`${e.bankId}:${e.productId}`}>
      {e.bankName} · {e.productName}: {e.status === 'ELIGIBLE' ? `eligible${e.amount != null ? ` ${formatINR(e.amount)}` : ''}` : 'not eligible'}
    </li>
  );
  // Eligible pairs first: they carry amounts, the refusals mostly repeat each other.
  const ordered = [...expectations].sort((a, b) => Number(b.status === 'ELIGIBLE') - Number(a.status === 'ELIGIBLE'));
  const rest = ordered.slice(SHOWN_EXPECTATIONS);
  return (
    <div className="text-xs">
      <p className="font-medium">
        {formatNumber(eligible)} eligible, {formatNumber(expectations.length - eligible)} not eligible
      </p>
      <ul>{ordered.slice(0, SHOWN_EXPECTATIONS).map(line)}</ul>
      {rest.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-indigo-700 dark:text-indigo-300">{formatNumber(rest.length)} more</summary>
          <ul>{rest.map(line)}</ul>
        </details>
      ) : null}
    </div>
  );
}

function LastResult({ testCase }: { testCase: TestCase }) {
  const result = testCase.lastResult;
  if (!result) return <Badge variant="neutral">Not run</Badge>;
  if (result.passed) return <Badge variant="success">Passing · v{result.version}</Badge>;
  return (
    <div className="space-y-1">
      <Badge variant="danger">Failing · v{result.version}</Badge>
      <ul className="text-xs text-slate-600 dark:text-slate-300">
        {result.failures.map((f) => (
          <li key={`${f.bankId}:${f.productId}`}>
            {f.bankName} · {f.productName}: expected{' '}
            {f.expected.status === 'ELIGIBLE' ? `eligible${f.expected.amount != null ? ` ${formatINR(f.expected.amount)}` : ''}` : 'not eligible'}, got{' '}
            {f.actual.status === 'ELIGIBLE' ? `eligible ${formatINR(f.actual.amount)}` : 'not eligible'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Test cases tab: saved applicants with the outcome chosen pairs must keep, and their last result. */
export function TestCasesPanel() {
  const list = useUrlListState(10);
  const { search, page, pageSize } = list.params;
  const [deleting, setDeleting] = useState<TestCase | null>(null);
  const canDelete = useCan('rules-management', 'delete');
  const canCreate = useCan('rules-management', 'create');
  const canExport = useCan('rules-management', 'export');
  const exportCases = useExportTestCases();
  const importCases = useImportTestCases();
  const fileInput = useRef<HTMLInputElement>(null);
  const query = useTestCases(search, page, pageSize);
  const run = useRunTestCases();
  const remove = useDeleteTestCase();
  const summary = query.data?.summary;

  const columns = useMemo<ColumnDef<TestCase>[]>(
    () => [
      { id: 'name', header: 'Test case', accessorFn: (c) => c.name, meta: { className: 'font-medium' } },
      { id: 'applicant', header: 'Applicant', accessorFn: (c) => c.applicant ?? '—' },
      {
        id: 'expects',
        header: 'Expects',
        enableSorting: false,
        cell: ({ row }) => <ExpectationsSummary expectations={row.original.expectations} />,
      },
      { id: 'result', header: 'Last result', enableSorting: false, cell: ({ row }) => <LastResult testCase={row.original} /> },
      {
        id: 'ran',
        header: 'Last run (IST)',
        accessorFn: (c) => (c.lastResult ? formatDateTimeIST(c.lastResult.ranAt) : '—'),
        meta: { className: 'whitespace-nowrap tabular-nums' },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        meta: { className: 'text-right', headerClassName: 'text-right' },
        cell: ({ row }) =>
          canDelete ? (
            <Button variant="ghost" size="icon" aria-label={`Delete test case ${row.original.name}`} title="Delete" onClick={() => setDeleting(row.original)}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          ) : null,
      },
    ],
    [canDelete],
  );

  const runAll = async () => {
    try {
      const answer = await run.mutateAsync(undefined);
      (answer.failed ? toast.error : toast.success)(
        `${formatNumber(answer.passed)} of ${formatNumber(answer.total)} test cases pass against version ${answer.version}`,
      );
    } catch (error) {
      toast.error(getErrorMessage(error, 'The test cases could not be run'));
    }
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const answer = await importCases.mutateAsync(file);
      toast.success(`${formatNumber(answer.imported)} test cases imported: ${formatNumber(answer.passed)} pass, ${formatNumber(answer.failed)} fail`);
    } catch (error) {
      toast.error(getErrorMessage(error, 'The file could not be imported'));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Every rule save runs these cases; a save that would break one asks for confirmation first. Save a case from the Loan Evaluator&apos;s results.
        {summary ? ` ${formatNumber(summary.passing)} passing, ${formatNumber(summary.failing)} failing, ${formatNumber(summary.neverRun)} not run.` : ''}
      </p>
      <DataTable
        label="Test cases"
        columns={columns}
        {...urlPagedQueryProps(query, list, 'Failed to fetch test cases')}
        searchValue={search}
        onSearchChange={list.setSearch}
        searchPlaceholder="Search test cases…"
        toolbar={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void runAll()} loading={run.isPending} disabled={!summary?.total}>
              <Play className="size-4" aria-hidden="true" />
              Run all
            </Button>
            {canExport ? (
              <Button
                variant="outline"
                onClick={() => exportCases.mutate(undefined, { onError: (e) => toast.error(getErrorMessage(e, 'The export failed')) })}
                loading={exportCases.isPending}
                disabled={!summary?.total}
              >
                <Download className="size-4" aria-hidden="true" />
                Export
              </Button>
            ) : null}
            {canCreate ? (
              <>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".xlsx,.csv"
                  className="sr-only"
                  aria-label="Test cases file"
                  onChange={(e) => void importFile(e.target.files?.[0])}
                />
                <Button variant="outline" onClick={() => fileInput.current?.click()} loading={importCases.isPending}>
                  <Upload className="size-4" aria-hidden="true" />
                  Import
                </Button>
              </>
            ) : null}
          </div>
        }
        emptyTitle="No test cases yet."
        emptyDescription="Save an evaluation as a test case from the Loan Evaluator's results; every rule change then checks it."
        getRowId={(c) => c.id}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete test case “${deleting?.name ?? ''}”?`}
        description="Rule saves will no longer check it."
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success('Test case deleted');
          setDeleting(null);
        }}
        loading={remove.isPending}
      />
    </div>
  );
}
