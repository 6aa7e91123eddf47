import { REGISTRATION_TYPE_LABELS, type RegistrationType } from './master-data';
import { RULE_GROUP_DEFINITIONS } from './rule-groups';
import { fieldOf, type RuleGroupDefinition } from './rule-groups/define-rule-group';
import type { RuleField } from './rule-groups/rule-field';

/*
 * Rule rows in plain words, for history and differences between versions: the labels the editor
 * shows (never a column name), amounts in rupees with Indian grouping, Yes / No, percentages with %,
 * categories by name, and where a row sits (its category, salary band, registration type).
 */

/** Names of the ids a row may hold (salary categories). */
export type IdNames = ReadonlyMap<string, string>;

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const WITH_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹3,00,00,000; paise only when there are some (₹1,999.50). */
export function formatRupees(value: number): string {
  return Math.round(value * 100) % 100 === 0 ? WHOLE_RUPEES.format(Math.round(value)) : WITH_PAISE.format(value);
}

const EMPTY = '—';

/** The group of a rule group's key ('foir') or table ('foir_rules'); null for master data. */
function ruleGroupOf(groupOrTable: string): RuleGroupDefinition | null {
  return RULE_GROUP_DEFINITIONS.find((d) => d.group === groupOrTable || d.table === groupOrTable) ?? null;
}

/** Master data's columns as its screens name them (their rows show in differences between versions). */
const MASTER_DATA_FIELDS: Record<string, Pick<RuleField, 'label' | 'kind'>> = {
  name: { label: 'Name', kind: 'text' },
  logo_url: { label: 'Logo', kind: 'text' },
  grievance_officer_name: { label: 'Grievance officer', kind: 'text' },
  grievance_officer_phone: { label: 'Grievance officer phone', kind: 'text' },
  grievance_officer_email: { label: 'Grievance officer e-mail', kind: 'text' },
  uses_recovery_agents: { label: 'Uses recovery agents', kind: 'optionalYesNo' },
  company_name: { label: 'Company name', kind: 'text' },
  is_listed: { label: 'Listed', kind: 'yesNo' },
  registration_type: { label: 'Registration Type', kind: 'registrationType' },
  city_name: { label: 'City', kind: 'text' },
  state: { label: 'State', kind: 'text' },
  is_metro: { label: 'Metro city', kind: 'yesNo' },
  category_id: { label: 'Category', kind: 'category' },
  company_id: { label: 'Company', kind: 'text' },
};

/** Fields no one edits: the row's identity and bookkeeping. */
export const UNWORDED_FIELDS: ReadonlySet<string> = new Set([
  'id',
  '_id',
  'bank_id',
  'product_id',
  'rules_info_id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'total_count',
]);

type Spec = Pick<RuleField, 'label' | 'kind' | 'unit'>;

/** 'TotalEnquiriesLast7Days' or its column 'total_enquiries_last_7_days': how the editor names it. */
function specOf(definition: RuleGroupDefinition | null, field: string): Spec {
  if (definition) {
    const byColumn = Object.entries(definition.columns).find(([, column]) => column === field)?.[0];
    const name = field in definition.fields ? field : (byColumn ?? field);
    if (name in definition.fields || ['is_active', 'valid_from', 'valid_to'].includes(name)) return fieldOf(definition, name);
  }
  if (field === 'is_active') return { label: 'Active', kind: 'yesNo' };
  if (field === 'valid_from') return { label: 'Valid From', kind: 'date' };
  if (field === 'valid_to') return { label: 'Valid To', kind: 'date' };
  return MASTER_DATA_FIELDS[field] ?? { label: sentenceCase(field), kind: 'text' };
}

/** A field nobody labelled yet still reads as words: 'max_bt_amount' → 'Max bt amount'. */
const sentenceCase = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase()
    .replace(/^\w/, (c) => c.toUpperCase());

const asNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

function valueText(spec: Spec, value: unknown, names: IdNames): string {
  if (spec.kind === 'category') return value == null || value === '' ? 'No category' : (names.get(String(value)) ?? 'Unknown category');
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (spec.kind === 'registrationType') return REGISTRATION_TYPE_LABELS[value as RegistrationType] ?? String(value);
  if (spec.kind === 'companyTypes' && Array.isArray(value))
    return value.length ? value.map((t) => REGISTRATION_TYPE_LABELS[t as RegistrationType] ?? String(t)).join(', ') : EMPTY;
  if (spec.kind === 'date' && typeof value === 'string') return value.slice(0, 10);
  if (spec.kind === 'number') {
    const n = asNumber(value);
    if (Number.isFinite(n)) return spec.unit === 'rupees' ? formatRupees(n) : spec.unit === 'percent' ? `${NUMBER.format(n)}%` : NUMBER.format(n);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One field of a row in plain words, by the group's key or table and the field's API name or
 * column: `describeRuleField('foir', 'foir_percent', 45)` → { label: 'FOIR %', value: '45%' }.
 */
export function describeRuleField(groupOrTable: string, field: string, value: unknown, names: IdNames = new Map()): { label: string; value: string } {
  const spec = specOf(ruleGroupOf(groupOrTable), field);
  return { label: spec.label, value: valueText(spec, value, names) };
}

/** The salary band of a row: '₹0–₹50,000', '₹50,000 and above'. */
export function salaryBandText(min: unknown, max: unknown): string {
  const low = formatRupees(Number.isFinite(asNumber(min)) ? asNumber(min) : 0);
  return max == null || max === '' ? `${low} and above` : `${low}–${formatRupees(asNumber(max))}`;
}

/**
 * Where a row sits within its bank and product: its category, salary band (or salary floor) and
 * registration type, where the group has them. Empty for one-per-pair rows.
 */
export function ruleRowPlace(groupOrTable: string, row: Record<string, unknown> | null, names: IdNames = new Map()): string[] {
  const definition = ruleGroupOf(groupOrTable);
  if (!row || !definition) return [];
  const has = (field: string) => field in definition.fields;
  const place: string[] = [];
  if (has('category_id')) place.push(valueText({ label: '', kind: 'category' }, row.category_id, names));
  if (has('registration_type') && row.registration_type) place.push(valueText({ label: '', kind: 'registrationType' }, row.registration_type, names));
  if (has('salary_min') && has('salary_max')) place.push(salaryBandText(row.salary_min, row.salary_max));
  else if (has('category_id') && has('salary_min') && row.salary_min != null) place.push(`from ${formatRupees(asNumber(row.salary_min))}`);
  return place;
}

/** The fields of a group in the editor's order (cards first, then any others), for listing a row's changes. */
export function fieldOrder(groupOrTable: string): (a: string, b: string) => number {
  const definition = ruleGroupOf(groupOrTable);
  const names = definition ? [...Object.keys(definition.fields), 'is_active', 'valid_from', 'valid_to'] : [];
  const columns = definition ? names.map((n) => definition.columns[n] ?? n) : [];
  const rank = (field: string) => {
    const i = names.indexOf(field);
    const j = columns.indexOf(field);
    return i >= 0 ? i : j >= 0 ? j : names.length;
  };
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b);
}
