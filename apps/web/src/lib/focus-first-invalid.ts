import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Focuses the first field with an error in the order the page shows them. react-hook-form focuses
 * in the order fields registered, which puts a yes/no group below before the name above it.
 */
export function focusFirstInvalid<T extends FieldValues>(form: HTMLFormElement | null, errors: FieldErrors<T>): void {
  if (!form) return;
  const names = new Set(Object.keys(errors));
  const first = Array.from(form.elements).find((el): el is HTMLElement => 'name' in el && names.has(String(el.name)) && el instanceof HTMLElement);
  first?.focus();
}
