import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

export interface YesNoFieldProps {
  legend: string;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
}

/** A required yes/no question: two radio buttons, neither chosen at first. */
export function YesNoField({ legend, registration, error, required }: YesNoFieldProps) {
  const errorId = `${registration.name}-error`;
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {legend}
        {required ? (
          <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div
        className={cn(
          'grid h-10 grid-cols-2 gap-1 rounded-lg border bg-white p-1 shadow-sm dark:bg-slate-900',
          error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700',
        )}
      >
        {(['yes', 'no'] as const).map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-md text-sm font-medium text-slate-600 transition-colors select-none dark:text-slate-300',
              '[&:not(:has(:checked))]:hover:bg-slate-100 dark:[&:not(:has(:checked))]:hover:bg-slate-800',
              'has-checked:bg-indigo-600 has-checked:text-white has-checked:shadow-sm dark:has-checked:bg-indigo-500 dark:has-checked:text-white',
              'has-focus-visible:outline-2 has-focus-visible:outline-indigo-500',
            )}
          >
            <input type="radio" value={value} className="sr-only" {...registration} />
            {value === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** A labelled checkbox bound to a boolean form value. */
export function CheckboxField<T extends FieldValues>({ control, name, label, description, className }: CheckboxFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm transition-colors hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60',
            'has-data-[state=checked]:border-indigo-300 has-data-[state=checked]:bg-indigo-50/60 dark:has-data-[state=checked]:border-indigo-500/40 dark:has-data-[state=checked]:bg-indigo-500/10',
            className,
          )}
        >
          <Checkbox
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            className="mt-0.5"
          />
          <span className="min-w-0">
            <span className="block font-medium text-slate-700 dark:text-slate-200">{label}</span>
            {description ? <span className="block text-xs text-slate-500 dark:text-slate-400">{description}</span> : null}
          </span>
        </label>
      )}
    />
  );
}
