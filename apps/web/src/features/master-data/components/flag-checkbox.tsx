import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

interface FlagCheckboxProps {
  label: string;
  /** 'true', 'false', or '' while not stated. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shown while the value is '' (not stated), to tell it apart from an unticked 'false'. */
  unsetHint?: string | undefined;
  error?: string | undefined;
}

/** A yes/no flag of the generic form as a labelled checkbox; its value stays a string like every other field's. */
export function FlagCheckbox({ label, value, onChange, onBlur, unsetHint, error }: FlagCheckboxProps) {
  const id = useId();
  const hint = value === '' && unsetHint && !error ? unsetHint : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5 self-end">
      <label
        htmlFor={id}
        className="flex h-10 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 has-data-[state=checked]:border-indigo-300 has-data-[state=checked]:bg-indigo-50/60 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800/60 dark:has-data-[state=checked]:border-indigo-500/40 dark:has-data-[state=checked]:bg-indigo-500/10"
      >
        <Checkbox
          id={id}
          checked={value === 'true'}
          onCheckedChange={(checked) => onChange(checked === true ? 'true' : 'false')}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
