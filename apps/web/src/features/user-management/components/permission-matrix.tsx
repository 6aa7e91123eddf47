import { ACTIONS, MODULES, type Grant, type ModuleId } from '@lbo/contracts/permissions';
import { Checkbox } from '@/components/ui/checkbox';
import { ActionHeaders } from './action-headers';
import { ACTION_LABELS, APPROVE_LABEL, actionsOf, moduleLabel, takesApprove, type Matrix } from '../utils/permissions';
import { ScrollX } from '@/components/ui/scroll-x';

export interface PermissionMatrixProps {
  value: Matrix;
  onChange: (next: Matrix) => void;
  /** Modules whose boxes cannot be changed (the administrator role keeps user-management). */
  locked?: readonly ModuleId[];
}

/** Module × action checkboxes for every module of the app, with a whole-row toggle. */
export function PermissionMatrix({ value, onChange, locked = [] }: PermissionMatrixProps) {
  const set = (module: ModuleId, action: Grant, checked: boolean) => onChange({ ...value, [module]: { ...value[module], [action]: checked } });
  const setRow = (module: ModuleId, checked: boolean) =>
    onChange({ ...value, [module]: Object.fromEntries(actionsOf(module).map((a) => [a, checked])) as Matrix[ModuleId] });
  const box = (module: ModuleId, label: string, action: Grant, disabled: boolean) => (
    <Checkbox
      aria-label={`${label}: ${action === 'approve' ? APPROVE_LABEL : ACTION_LABELS[action]}`}
      checked={value[module][action] === true}
      onCheckedChange={(c) => set(module, action, c === true)}
      disabled={disabled}
    />
  );

  return (
    <ScrollX frameClassName="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full border-collapse text-sm" aria-label="Permissions">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-2.5 text-left">
              Module
            </th>
            <th scope="col" className="px-3 py-2.5 text-center">
              All
            </th>
            <ActionHeaders className="px-3 py-2.5 text-center" approveTitle="Approve proposed rule changes (Business Rules only)" />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {MODULES.map((module) => {
            const flags = value[module];
            const actions = actionsOf(module);
            const granted = actions.filter((a) => flags[a]).length;
            const isLocked = locked.includes(module);
            const label = moduleLabel(module);
            return (
              <tr key={module} className="text-slate-700 dark:text-slate-300">
                <th scope="row" className="px-4 py-2.5 text-left font-medium whitespace-nowrap">
                  {label}
                </th>
                <td className="px-3 py-2.5 text-center">
                  <Checkbox
                    aria-label={`${label}: all actions`}
                    checked={granted === actions.length ? true : granted === 0 ? false : 'indeterminate'}
                    onCheckedChange={(c) => setRow(module, c === true)}
                    disabled={isLocked}
                  />
                </td>
                {ACTIONS.map((action) => (
                  <td key={action} className="px-3 py-2.5 text-center">
                    {box(module, label, action, isLocked)}
                  </td>
                ))}
                {/* Approving applies to rule changes only: other modules leave the cell empty. */}
                <td className="px-3 py-2.5 text-center">{takesApprove(module) ? box(module, label, 'approve', isLocked) : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollX>
  );
}
