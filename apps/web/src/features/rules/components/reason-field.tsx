import { useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { REASON_MAX } from '../utils/change-reason';

type BoxProps = Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'autoFocus' | 'maxLength' | 'placeholder'>;

interface ReasonFieldProps extends BoxProps {
  id: string;
  value: string;
  required: boolean;
  error: string | null;
  onChange: (text: string) => void;
  /** Under the box while there is no error. */
  hint?: ReactNode;
}

/** A rule change's reason as it is typed, and its check: required while approvals are on, at most REASON_MAX characters. */
export function useReasonInput(required: boolean) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  /** The trimmed reason ('' when none), or null once the field says why it cannot be sent. */
  const take = (): string | null => {
    const text = reason.trim();
    const problem =
      required && text === '' ? 'Give a reason for this change' : text.length > REASON_MAX ? `A reason is at most ${REASON_MAX} characters` : null;
    if (problem === null) return text;
    setError(problem);
    return null;
  };
  const onChange = (text: string) => {
    setReason(text);
    setError(null);
  };
  return { field: { id, value: reason, required, error, onChange }, take };
}

/** The reason's label, box and error (or hint); the caller lays them out. */
export function ReasonField({ id, value, required, error, onChange, hint, ...box }: ReasonFieldProps) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Reason for this change{required ? <span className="text-red-600"> *</span> : <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      <textarea
        id={id}
        {...box}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cn(fieldClasses, 'py-2 text-sm')}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </>
  );
}
