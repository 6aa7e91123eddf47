import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { urlPagedQueryProps } from '@/components/ui/data-table/query-table-props';
import { useUrlListState } from '@/hooks/use-url-list-state';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { useApproveRuleChange, useRejectRuleChange } from '../../api/decide-rule-change';
import { useRuleChanges, type ProposedRuleChange, type RuleChangeState } from '../../api/get-rule-changes';
import { brokenCasesOf } from '../../utils/broken-cases-prompt';
import { ReasonDialog } from '../reason-dialog';
import { ApprovalsSwitch } from './approvals-switch';
import { ApprovalCard, ChangeSummary, Decided, DecideButtons, Proposed, type DecideProps } from './approval-parts';
import { ChangeInWords, ProposalImpact } from './proposal-impact';

const STATES: { value: RuleChangeState; label: string }[] = [
  { value: 'pending', label: 'Awaiting approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const isState = (value: string | undefined): value is RuleChangeState => STATES.some((s) => s.value === value);

const APPROVAL_MESSAGES = {
  selfApproval: 'You proposed this change: someone else has to approve it.',
  stale: 'The rules changed since this was proposed. Reject it and propose the change again over the current rules.',
};

/** "Awaiting approval": proposed rule changes, approved or rejected by someone other than their proposer. */
export function ApprovalsPanel() {
  const list = useUrlListState(10);
  const { page, pageSize } = list.params;
  const state: RuleChangeState = isState(list.params.filters.state) ? list.params.filters.state : 'pending';
  const canApprove = useCan('rules-management', 'approve');
  const query = useRuleChanges(state, page, pageSize);
  const approve = useApproveRuleChange();
  const reject = useRejectRuleChange();
  const [rejecting, setRejecting] = useState<ProposedRuleChange | null>(null);
  const [approving, setApproving] = useState<ProposedRuleChange | null>(null);
  const [breaking, setBreaking] = useState<{ change: ProposedRuleChange; names: string[] } | null>(null);

  const doApprove = async (change: ProposedRuleChange, confirm = false, reason?: string) => {
    try {
      const approved = await approve.mutateAsync({ id: change.id, confirm, ...(reason ? { reason } : {}) });
      setApproving(null);
      toast.success(approved.version === null ? 'Change approved: it changed nothing, so no new version' : `Change approved: version ${approved.version}`);
    } catch (error) {
      setApproving(null);
      const cases = brokenCasesOf(error);
      if (cases && !confirm) {
        return setBreaking({ change, names: [...new Set(cases.map((c) => c.name))] });
      }
      // The server says which refusal it is (own change, no right, already decided, rows changed).
      if (isApiError(error) && error.status === 403) return void toast.error(getErrorMessage(error, APPROVAL_MESSAGES.selfApproval));
      if (isApiError(error) && error.status === 409) return void toast.error(getErrorMessage(error, APPROVAL_MESSAGES.stale));
      toast.error(getErrorMessage(error, 'The change could not be approved'));
      if (confirm) throw error;
    }
  };

  const doReject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await reject.mutateAsync({ id: rejecting.id, reason });
      toast.success('Change rejected');
      setRejecting(null);
    } catch (error) {
      toast.error(getErrorMessage(error, 'The change could not be rejected'));
    }
  };

  const decide = useMemo<DecideProps | null>(
    () => (state === 'pending' && canApprove ? { onApprove: setApproving, onReject: setRejecting } : null),
    [state, canApprove],
  );
  const columns = useMemo<ColumnDef<ProposedRuleChange>[]>(
    () => [
      {
        id: 'change',
        header: 'Change and its impact',
        accessorFn: (c) => c.summary,
        meta: { className: 'min-w-72 max-w-2xl' },
        cell: ({ row }) => <ChangeSummary change={row.original} />,
      },
      {
        id: 'proposed',
        header: 'Proposed',
        accessorFn: (c) => c.proposedAt,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <Proposed change={row.original} />,
      },
      ...(state === 'pending'
        ? []
        : [
            {
              id: 'decided',
              header: state === 'approved' ? 'Approved' : 'Rejected',
              accessorFn: (c: ProposedRuleChange) => c.decidedAt ?? '',
              cell: ({ row }: { row: { original: ProposedRuleChange } }) => <Decided change={row.original} />,
            } satisfies ColumnDef<ProposedRuleChange>,
          ]),
      ...(decide
        ? [
            {
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              enableSorting: false,
              meta: { className: 'text-right whitespace-nowrap', headerClassName: 'text-right' },
              cell: ({ row }: { row: { original: ProposedRuleChange } }) => <DecideButtons change={row.original} {...decide} />,
            } satisfies ColumnDef<ProposedRuleChange>,
          ]
        : []),
    ],
    [state, decide],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show changes" className="inline-flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-800">
          {STATES.map((s) => (
            <Button
              key={s.value}
              size="sm"
              variant={s.value === state ? 'primary' : 'ghost'}
              aria-pressed={s.value === state}
              onClick={() => list.setFilter('state', s.value === 'pending' ? undefined : s.value)}
            >
              {s.label}
            </Button>
          ))}
        </div>
        {canApprove ? <ApprovalsSwitch /> : null}
      </div>
      <DataTable
        label="Proposed rule changes"
        columns={columns}
        {...urlPagedQueryProps(query, list, 'Failed to fetch proposed rule changes')}
        emptyTitle={state === 'pending' ? 'Nothing awaits approval.' : `No ${state} changes.`}
        emptyDescription="With approvals on, every rule change waits here for a second person."
        getRowId={(c) => c.id}
        renderCard={(c) => <ApprovalCard change={c} state={state} decide={decide} />}
      />
      <ReasonDialog
        open={approving !== null}
        title="Approve this change?"
        description="It is applied as a new rule version at once. A note on the decision is optional."
        confirmLabel="Approve"
        required={false}
        onCancel={() => setApproving(null)}
        onConfirm={(reason) => approving && doApprove(approving, false, reason || undefined)}
      >
        {approving ? (
          <div className="mb-3 space-y-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800" data-testid="approve-summary">
            <ChangeInWords change={approving} />
            <ProposalImpact change={approving} withRows={false} />
          </div>
        ) : null}
      </ReasonDialog>
      <ReasonDialog
        open={rejecting !== null}
        title="Reject this change?"
        description="It is never applied. Say why, for the proposer."
        confirmLabel="Reject"
        variant="danger"
        required
        onCancel={() => setRejecting(null)}
        onConfirm={doReject}
      >
        {rejecting ? (
          <div className="mb-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
            <ChangeInWords change={rejecting} />
          </div>
        ) : null}
      </ReasonDialog>
      <ConfirmDialog
        open={breaking !== null}
        onOpenChange={(open) => !open && setBreaking(null)}
        title="This change breaks test cases"
        description={`${breaking?.names.join(', ') ?? ''} would no longer give the expected answer. Approving anyway is recorded in the rule version.`}
        confirmLabel="Approve anyway"
        onConfirm={() => breaking && doApprove(breaking.change, true)}
        loading={approve.isPending}
      />
    </div>
  );
}
