import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil, Plus } from 'lucide-react';
import { RULES_LIST_PAGE_SIZE, type RulesInfoRow } from '@lbo/contracts/rules';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { tableLoadProps, urlPagingProps } from '@/components/ui/data-table/query-table-props';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { useCan } from '@/lib/authorization';
import { useRulesInfo } from '../api/get-rules-info';
import { useErrorToast } from '@/hooks/use-error-toast';
import { formatIst } from '../utils/format-ist';
import { GOVERNANCE_TABS, type GovernanceTab } from './governance-tabs';
import { actorName } from '../utils/actor-name';

const pairName = (row: RulesInfoRow) => `${row.bank_name ?? row.bank_id} / ${row.product_name ?? row.product_id}`;

/** A pair's View and Edit: icons in the table, in words on a phone's card, where there is room for them. */
function RuleRowActions({ row, canEdit, onOpen, worded = false }: { row: RulesInfoRow; canEdit: boolean; onOpen: RulesListProps['onOpen']; worded?: boolean }) {
  const size = worded ? 'sm' : 'icon';
  return (
    <div className="flex justify-end gap-1">
      <Button variant={worded ? 'outline' : 'ghost'} size={size} aria-label={`View rules of ${pairName(row)}`} title="View" onClick={() => onOpen(row, 'view')}>
        <Eye className="size-4" aria-hidden="true" />
        {worded ? 'View' : null}
      </Button>
      {canEdit ? (
        <Button
          variant={worded ? 'outline' : 'ghost'}
          size={size}
          aria-label={`Edit rules of ${pairName(row)}`}
          title="Edit"
          onClick={() => onOpen(row, 'edit')}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {worded ? 'Edit' : null}
        </Button>
      ) : null}
    </div>
  );
}

/** A pair on a phone: its names, who made its rules, the two times in the list's own format, its buttons. */
function RuleCard({ row, canEdit, onOpen }: { row: RulesInfoRow; canEdit: boolean; onOpen: RulesListProps['onOpen'] }) {
  return (
    <div className="space-y-1" data-testid="rule-card">
      <p className="font-medium break-words text-slate-900 dark:text-white">{pairName(row)}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">Created by {actorName(row.rule_created_by)}</p>
      <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">Created {formatIst(row.rule_created_by?.createdAt)}</p>
      <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">Updated {formatIst(row.rule_updated_by?.createdAt)}</p>
      <div className="pt-1">
        <RuleRowActions row={row} canEdit={canEdit} onOpen={onOpen} worded />
      </div>
    </div>
  );
}

export interface RulesListProps {
  onOpen: (row: RulesInfoRow, mode: 'view' | 'edit') => void;
  onCreate: () => void;
  /** Opens the Versions, Test cases or Checks view. */
  onTab?: (tab: GovernanceTab) => void;
}

/** The bank and product pairs that have rules, newest change first. */
export function RulesList({ onOpen, onCreate, onTab }: RulesListProps) {
  // Kept in the address: the back button from a pair's rules returns to the same page of the list.
  const list = useUrlListState(RULES_LIST_PAGE_SIZE);
  const { search, page, pageSize } = list.params;
  const canCreate = useCan('rules-management', 'create');
  const canEdit = useCan('rules-management', 'edit');
  const query = useRulesInfo({ search, page, limit: pageSize });
  useErrorToast(query.error, 'Failed to fetch rules');

  const columns = useMemo<ColumnDef<RulesInfoRow>[]>(
    () => [
      // A failed name lookup shows the id instead.
      { id: 'bank', header: 'Bank Name', accessorFn: (r) => r.bank_name ?? r.bank_id },
      { id: 'product', header: 'Product Name', accessorFn: (r) => r.product_name ?? r.product_id },
      { id: 'createdBy', header: 'Created By', accessorFn: (r) => actorName(r.rule_created_by) },
      {
        id: 'created',
        header: 'Created (IST)',
        accessorFn: (r) => formatIst(r.rule_created_by?.createdAt),
        meta: { className: 'whitespace-nowrap tabular-nums' },
      },
      {
        id: 'updated',
        header: 'Updated (IST)',
        accessorFn: (r) => formatIst(r.rule_updated_by?.createdAt),
        meta: { className: 'whitespace-nowrap tabular-nums' },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        meta: { className: 'text-right', headerClassName: 'text-right' },
        cell: ({ row }) => <RuleRowActions row={row.original} canEdit={canEdit} onOpen={onOpen} />,
      },
    ],
    [onOpen, canEdit],
  );

  return (
    <>
      <PageHeader
        title="Business Rules"
        description="Manage your business rules and configurations"
        actions={
          canCreate ? (
            <Button onClick={onCreate}>
              <Plus className="size-4" aria-hidden="true" />
              Create New Rule
            </Button>
          ) : null
        }
      />
      {onTab ? (
        <Tabs value="rules" onValueChange={(value) => value !== 'rules' && onTab(value as GovernanceTab)}>
          <TabsList aria-label="Business rules views" className="mb-4">
            {/* Each tab is its own page (?tab=): only this one's panel is here to point at. */}
            <TabsTrigger value="rules" aria-controls="business-rules-panel">
              Rules
            </TabsTrigger>
            {GOVERNANCE_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} aria-controls={undefined}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      ) : null}
      <div id="business-rules-panel">
        <DataTable
          label="Business rules"
          columns={columns}
          data={query.data?.rows ?? []}
          total={query.data?.total ?? 0}
          {...tableLoadProps(query, 'Failed to fetch rules')}
          {...urlPagingProps(list)}
          searchValue={search}
          onSearchChange={list.setSearch}
          searchPlaceholder="Search rules…"
          emptyTitle="No rules found."
          emptyDescription="Create rules for a bank and product with “Create New Rule”, or change the search."
          getRowId={(r) => r.id}
          renderCard={(r) => <RuleCard row={r} canEdit={canEdit} onOpen={onOpen} />}
        />
      </div>
    </>
  );
}
