import type { RuleChange } from '@lbo/contracts/rules';

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

const HIDDEN = new Set(['id', 'bank_id', 'product_id', 'created_at', 'updated_at', 'total_count']);

export function showValue(value: unknown, names: ReadonlyMap<string, string> = new Map()): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && names.has(value)) return names.get(value)!;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields a change touched (sorted by name; category ids shown by name): every set field of a created or deleted rule, the differing ones of an update. */
export function changeLines(change: Pick<RuleChange, 'action' | 'before' | 'after'>, categoryNames: ReadonlyMap<string, string> = new Map()): ChangeLine[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !HIDDEN.has(f)).sort();
  const names = (field: string) => (field === 'category_id' ? categoryNames : undefined);
  return fields
    .map((field) => ({ field, before: showValue(before[field], names(field)), after: showValue(after[field], names(field)) }))
    .filter((line) => (change.action === 'update' ? line.before !== line.after : (change.action === 'create' ? line.after : line.before) !== '—'));
}
