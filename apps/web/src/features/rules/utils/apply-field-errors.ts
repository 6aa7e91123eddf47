import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/** The server names fields as the form does (`max_age`, `rules.2.salary_min`): show its messages beside them. */
export function applyFieldErrors<T extends FieldValues>(form: { setError: UseFormSetError<T> }, error: unknown): void {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (field) form.setError(field as Path<T>, { type: 'server', message });
  }
}
