import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

interface FieldErrorOptions {
  /** The form's fields, in its order: messages for other names are left to the toast. */
  only?: readonly string[];
  /** Focus the first field with a message. */
  focusFirst?: boolean;
}

/** The server names fields as the form does (`max_age`, `rules.2.salary_min`): show its messages beside them. */
export function applyFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  { only, focusFirst = false }: FieldErrorOptions = {},
) {
  if (!isApiError(error)) return;
  const messages = error.fieldErrors;
  const fields = (only ?? Object.keys(messages)).filter((field) => field && messages[field]);
  fields.forEach((field, i) => form.setError(field as Path<T>, { type: 'server', message: messages[field] }, { shouldFocus: focusFirst && i === 0 }));
}
