import { useId } from 'react';
import toast from 'react-hot-toast';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTimeIST } from '@/lib/format';
import { useRuleApprovals, useSetRuleApprovals } from '../../api/rule-approvals-setting';

/** "Changes need approval": maker-checker for rule changes, for users who may approve. */
export function ApprovalsSwitch() {
  const id = useId();
  const setting = useRuleApprovals();
  const update = useSetRuleApprovals();
  const required = update.isPending ? update.variables : setting.data?.required === true;
  // Switching approvals off is never silent: the last switch is always in view.
  const last = setting.data?.changes?.[0];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Switch
        id={id}
        checked={required}
        disabled={setting.isPending || update.isPending}
        onCheckedChange={(on) =>
          update.mutate(on, {
            onSuccess: (next) => toast.success(next.required ? 'Rule changes now need approval' : 'Rule changes apply directly'),
            onError: (error) => toast.error(getErrorMessage(error, 'The setting could not be changed')),
          })
        }
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Changes need approval
      </label>
      {last ? (
        <span className="text-xs text-slate-500 dark:text-slate-400" data-testid="approvals-last-change">
          {last.required ? 'Switched on' : 'Switched off'} by {last.by.name ?? 'a user no longer here'}, {formatDateTimeIST(last.at)}
        </span>
      ) : null}
    </div>
  );
}
