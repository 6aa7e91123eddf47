import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import {
  emptyValues,
  formValues,
  REGISTRATION_TYPE_LABELS,
  type ColumnFormat,
  type MasterEntityDefinition,
  type RegistrationType,
} from '@lbo/contracts/master-data';
import { StatusBadge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import type { AnyResourceConfig, ColumnSpec, ResourceConfig } from './resource-config';

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

/** The screen of one master-data entity, drawn from its contracts definition; `own` adds the screen's own editor and viewer. */
export function resourceConfigFrom(def: MasterEntityDefinition, own: Pick<AnyResourceConfig, 'Editor' | 'Viewer'> = {}): ResourceConfig<Row> {
  const m = def.messages;
  const label = def.texts.entityLabel;
  const deleteFailed = m.deleteFailed;
  return {
    key: def.key,
    ...def.texts,
    paths: def.paths,
    listKeys: def.listKeys,
    // A definition's dto is any object schema; every stored row has its id.
    row: def.dto as ZodType as ZodType<Row>,
    withTotalCount: def.withTotalCount,
    pageSize: def.pageSize,
    columns: def.columns.map((c): ColumnSpec<Row> => ({
      id: c.id,
      header: c.header,
      cell: (row) => CELLS[c.format ?? 'text'](row[c.id], row),
      sortable: c.sortable ?? false,
    })),
    rowName: (row) => def.rowName.map((name) => String(row[name] ?? '')).join(' / '),
    hasStatus: def.statusToggle,
    filterSelects: def.filterSelects,
    messages: {
      created: m.toasts?.created ?? m.created,
      updated: m.toasts?.updated ?? m.updated,
      deleted: m.deleted,
      activated: m.activated,
      deactivated: m.deactivated,
      saveFailed: m.saveFailed,
      fetchFailed: m.fetchFailed,
      statusFailed: m.statusFailed,
      deleteFailed: (message) =>
        'withReason' in deleteFailed ? `${deleteFailed.withReason}: ${message || 'Unknown error'}` : message || deleteFailed.fallback,
    },
    form:
      def.fields.length > 0
        ? {
            fields: def.fields,
            schema: def.schemas.create,
            empty: emptyValues(def.fields),
            toValues: (row) => formValues(def.fields, row),
            titles: { create: `Create ${label}`, edit: `Edit ${label}` },
            submitLabels: { create: `Create ${label}`, edit: `Update ${label}`, saving: 'Saving...' },
          }
        : undefined,
    importSpec: def.import,
    ...own,
  };
}
