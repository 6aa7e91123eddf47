import { useId } from 'react';
import { CHANGE_REASON_MAX } from '@lbo/contracts/rule-versions';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/**
 * Why a row is deleted or switched on or off. Master data is part of every rule-set version, so
 * the reason is recorded with it; a bank, product or company whose rules go with it waits for
 * approval while approvals are on, and then the server requires one (its 400 names `reason`).
 */
export function ChangeReasonField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Reason for this change <span className="font-normal text-slate-500">(optional; required when changes wait for approval)</span>
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={CHANGE_REASON_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(fieldClasses, 'py-2 text-sm')}
      />
    </div>
  );
}
