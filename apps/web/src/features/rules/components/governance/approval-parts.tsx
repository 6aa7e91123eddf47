import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDateTimeIST } from '@/lib/format';
import type { ProposedRuleChange, RuleChangeState } from '../../api/get-rule-changes';
import { ChangeInWords, ProposalImpact } from './proposal-impact';

const who = (person: { name: string | null } | null) => person?.name ?? 'Unknown user';

/** What a proposal changes, in words, why, and what it does to recent applications. */
export function ChangeSummary({ change }: { change: ProposedRuleChange }) {
  return (
    <div className="space-y-2">
      <ChangeInWords change={change} />
      <p className="text-sm">
        <span className="text-slate-500 dark:text-slate-400">Reason: </span>
        {change.reason}
      </p>
      <ProposalImpact change={change} />
    </div>
  );
}

/** Who proposed a change, and when. */
export function Proposed({ change }: { change: ProposedRuleChange }) {
  return (
    <div>
      <p>{who(change.proposedBy)}</p>
      <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">{formatDateTimeIST(change.proposedAt)}</p>
    </div>
  );
}

/** Who approved or rejected a change, when, the version it made and the note on the decision. */
export function Decided({ change }: { change: ProposedRuleChange }) {
  return (
    <div>
      <p>{who(change.decidedBy)}</p>
      <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
        {change.decidedAt ? formatDateTimeIST(change.decidedAt) : ''}
        {change.appliedVersion ? ` · version ${change.appliedVersion}` : ''}
      </p>
      {change.decisionReason ? <p className="text-xs">{change.decisionReason}</p> : null}
    </div>
  );
}

export interface DecideProps {
  onApprove: (change: ProposedRuleChange) => void;
  onReject: (change: ProposedRuleChange) => void;
}

/** Approve and Reject of a pending change. */
export function DecideButtons({ change, onApprove, onReject }: DecideProps & { change: ProposedRuleChange }) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button size="sm" variant="outline" aria-label={`Approve: ${change.summary}`} onClick={() => onApprove(change)}>
        <Check className="size-4" aria-hidden="true" />
        Approve
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Reject: ${change.summary}`} onClick={() => onReject(change)}>
        <X className="size-4" aria-hidden="true" />
        Reject
      </Button>
    </div>
  );
}

/** A proposal on a phone: the change over the whole width, then who proposed (and decided) it, then its buttons. */
export function ApprovalCard({
  change,
  state,
  decide,
}: {
  change: ProposedRuleChange;
  state: RuleChangeState;
  /** Approve and Reject, for a pending change and a user who may approve. */
  decide: DecideProps | null;
}) {
  return (
    <div className="space-y-3" data-testid="approval-card">
      <ChangeSummary change={change} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <div>
          <p className="text-xs text-slate-500 dark:text-slate-400">Proposed</p>
          <Proposed change={change} />
        </div>
        {state === 'pending' ? null : (
          <div>
            <p className="text-xs text-slate-500 dark:text-slate-400">{state === 'approved' ? 'Approved' : 'Rejected'}</p>
            <Decided change={change} />
          </div>
        )}
      </div>
      {decide ? <DecideButtons change={change} {...decide} /> : null}
    </div>
  );
}
