/** Form state keeps every field as text, as the inputs hold it; the contracts' schemas turn it back into numbers, flags and nulls. */
export type FormRow = Record<string, string>;

/** Fields every rule row carries even when its card does not show them, so a save keeps them. */
const KEPT_FIELDS = ['id', 'is_active', 'valid_from', 'valid_to'] as const;

function toText(name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && name === 'allowed_company_types') return value.join(',');
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  if (name === 'registration_type' && value === 'GOVERNMENT') return 'GOVERMENT'; // the editor's value for Government
  return String(value);
}

/** A stored rule (API names) as form text; absent rules give blanks with Active = Yes. */
export function toFormRow(rule: object | null | undefined, fields: readonly string[]): FormRow {
  const source = (rule ?? {}) as Record<string, unknown>;
  const row: FormRow = {};
  for (const name of new Set([...KEPT_FIELDS, ...fields])) row[name] = toText(name, source[name]);
  // A stored row may carry its id under the alternative name only.
  if (row.id === '' && typeof source._id === 'string') row.id = source._id;
  if (!rule || row.is_active === '') row.is_active = 'true';
  return row;
}

/** Special conditions typed as text: JSON when it parses, else null (as the editor always sent it). */
export function parsedOrNull(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}
