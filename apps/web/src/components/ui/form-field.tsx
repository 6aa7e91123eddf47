import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** Props a field's control needs so that its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control, or a function given the id and aria attributes to spread on it. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Use when the control is built elsewhere and already has an id. */
  id?: string;
  className?: string;
  labelAction?: ReactNode;
}

export function FormField({ label, children, error, hint, required, id, className, labelAction }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
  };

  return (
    <div className={cn('relative space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId} required={required}>
          {label}
        </Label>
      </div>
      {typeof children === 'function' ? children(control) : children}
      {/* Shown beside the label but placed after the control, so Tab reaches the control first. */}
      {labelAction ? <div className="absolute top-0 right-0">{labelAction}</div> : null}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error, announced when it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id?: string | undefined; error: ReactNode }) {
  return error ? (
    <p id={id} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
      {error}
    </p>
  ) : null;
}
