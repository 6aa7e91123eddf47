import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import { REGISTRATION_TYPE_LABELS, type ColumnFormat, type MasterEntityDefinition, type RegistrationType } from '@lbo/contracts/master-data';
import { StatusBadge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import type { EntityCopy } from './entity-copy';
import type { AnyResourceConfig, ColumnSpec, FieldSpec, ResourceConfig } from './resource-config';

type Row = Record<string, unknown> & { id: string };

const DASH = '—';

/** How each kind of column draws its value. */
const CELLS: Record<ColumnFormat, (value: unknown, row: Row) => ReactNode> = {
  text: (value) => (value === null || value === undefined ? DASH : String(value)),
  yesNo: (value) => (value ? 'Yes' : 'No'),
  status: (value) => <StatusBadge active={value === true} />,
  yesNoBadge: (value) => <StatusBadge active={value === true} activeLabel="Yes" inactiveLabel="No" />,
  registrationType: (value) => (value ? REGISTRATION_TYPE_LABELS[value as RegistrationType] : DASH),
  date: (value) => formatDate(String(value)),
  nameWithLogo: (value, row) =>
    typeof row.logo_url === 'string' && row.logo_url ? (
      <span className="flex items-center gap-2.5">
        <img src={row.logo_url} alt="" className="size-6 rounded object-contain" />
        {String(value)}
      </span>
    ) : (
      String(value)
    ),
};

/** A copy's words for one key of its definition; the copy's type makes them present, this says which when not. */
function wordsOf<T>(words: Readonly<Record<string, T | undefined>>, key: string, what: string, def: MasterEntityDefinition): T {
  const found = words[key];
  if (found === undefined) throw new Error(`The ${def.key} copy has no ${what} for ${key}`);
  return found;
}

/** The form's inputs: each definition field with its words. */
function formFields(def: MasterEntityDefinition, copy: EntityCopy): FieldSpec[] {
  return Object.entries(def.fields).map(([name, field]) => ({ name, ...field, ...wordsOf(copy.fields, name, 'label', def) }) as FieldSpec);
}

/** The form's strings: a new record's initial values, or a stored record's (null and absent are ''). */
function formStrings(def: MasterEntityDefinition, row?: Record<string, unknown>): Record<string, string> {
  const inputs = Object.entries(def.fields).filter(([, field]) => field.kind !== 'heading');
  if (!row) return Object.fromEntries(inputs.map(([name, field]) => [name, 'initial' in field ? (field.initial ?? '') : '']));
  return Object.fromEntries(inputs.map(([name]) => [name, row[name] === null || row[name] === undefined ? '' : String(row[name])]));
}

/**
 * The screen of one master-data entity, drawn from its contracts definition and its copy (the
 * words it shows); `own` adds the screen's own editor and viewer.
 */
export function resourceConfigFrom(def: MasterEntityDefinition, copy: EntityCopy, own: Pick<AnyResourceConfig, 'Editor' | 'Viewer'> = {}): ResourceConfig<Row> {
  const m = def.messages;
  const t = copy.toasts;
  const label = copy.texts.entityLabel;
  const deleteFailed = t.deleteFailed;
  const fields = formFields(def, copy);
  return {
    key: def.key,
    ...copy.texts,
    paths: def.paths,
    listKeys: def.listKeys,
    // A definition's dto is any object schema; every stored row has its id.
    row: def.dto as ZodType as ZodType<Row>,
    withTotalCount: def.withTotalCount,
    pageSize: def.pageSize,
    columns: Object.entries(def.columns).map(([id, c]): ColumnSpec<Row> => ({
      id,
      header: wordsOf(copy.headers, id, 'header', def),
      cell: (row) => CELLS[c.format ?? 'text'](row[id], row),
      sortable: c.sortable ?? false,
    })),
    rowName: (row) => def.rowName.map((name) => String(row[name] ?? '')).join(' / '),
    hasStatus: def.statusToggle,
    filterSelects: copy.filterSelects,
    messages: {
      created: t.saved?.created ?? m.created,
      updated: t.saved?.updated ?? m.updated,
      deleted: m.deleted,
      activated: m.activated,
      deactivated: m.deactivated,
      saveFailed: t.saveFailed,
      fetchFailed: t.fetchFailed,
      statusFailed: t.statusFailed,
      deleteFailed: (message) =>
        'withReason' in deleteFailed ? `${deleteFailed.withReason}: ${message || 'Unknown error'}` : message || deleteFailed.fallback,
    },
    form:
      fields.length > 0
        ? {
            fields,
            schema: def.schemas.create,
            empty: formStrings(def),
            toValues: (row) => formStrings(def, row),
            titles: { create: `Create ${label}`, edit: `Edit ${label}` },
            submitLabels: { create: `Create ${label}`, edit: `Update ${label}`, saving: 'Saving...' },
          }
        : undefined,
    importSpec: def.import ? { ...def.import, title: wordsOf({ import: copy.importTitle }, 'import', 'dialog title', def) } : undefined,
    ...own,
  };
}
