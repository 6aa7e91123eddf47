import { getTableColumns, isNull, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MasterEntityDefinition, MasterExportColumn } from '@lbo/contracts/master-data';
import { AppError } from '../../../lib/app-error';
import type { ExportColumn } from '../../../lib/table-export';
import { access, type RouteAccess } from '../../../plugins/access';
import { FOREIGN_KEY_VIOLATION, lowered, RESTRICT_VIOLATION, UNIQUE_VIOLATION } from './db';
import { iso } from './dto';
import { activeText, auditColumns, yesNo } from './export-columns';
import type { AnyResource, ResourceDefinition, ResourceRepository } from './resource';
import { statusAwareMessage } from './status-message';
import { tableRepository, type BaseListQuery } from './table.repository';

/** An entity beyond the six, registered from its definition alone (a new entity before its release; tests). */
export interface ExtraMasterEntity {
  definition: MasterEntityDefinition;
  /** Its Drizzle table; found in the schema by the definition's table name when absent. */
  table?: PgTable;
}

type Row = Record<string, unknown> & { created_at: Date; updated_at: Date };

/** Who may read the list: master configuration, and the module whose pickers read it too. */
function readAccessOf(def: MasterEntityDefinition): RouteAccess {
  return def.alsoReadBy
    ? access.to('master-configuration', 'view', { alternatives: [{ module: def.alsoReadBy, action: 'view' }] })
    : access.to('master-configuration', 'view');
}

/** A row as the answer shows it: the answer's fields read from their columns, timestamps as ISO strings. */
function dtoOf(def: MasterEntityDefinition) {
  const fields = Object.keys(def.dto.shape).map((key) => [key, def.dtoAliases?.[key] ?? key] as const);
  return (row: Record<string, unknown>) => {
    const dto: Record<string, unknown> = {};
    for (const [key, column] of fields) {
      const value = row[column];
      if (value !== undefined) dto[key] = value instanceof Date ? iso(value) : value;
    }
    return dto;
  };
}

function exportColumn(column: MasterExportColumn): ExportColumn<Row> {
  const { header, key, format, labels } = column;
  if (labels) return { header, value: (r) => (r[key] === null || r[key] === undefined ? null : (labels[r[key] as string] ?? (r[key] as string))) };
  if (format === 'yesNo') return { header, value: (r) => (r[key] === null || r[key] === undefined ? null : yesNo(r[key] as boolean)) };
  if (format === 'activeText') return { header, value: (r) => activeText(r[key] as boolean) };
  return { header, value: (r) => r[key] as string | null };
}

/** A column of the table by its key; text columns sort and break ties without case (their lower() indexes serve it). */
function columnsOf(def: MasterEntityDefinition, table: PgTable) {
  const columns = getTableColumns(table) as Record<string, AnyColumn & { enumValues?: readonly string[] }>;
  const column = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`Master entity ${def.key}: no column ${key} in its table`);
    return found;
  };
  const ordered = (key: string): AnyColumn | SQL => {
    const c = column(key);
    return c.dataType === 'string' && !c.enumValues?.length ? lowered(c) : c;
  };
  return { column, ordered };
}

/** Every master-data table has a uuid `id` and an `updated_at`: the shared queries use both. */
function hasIdAndUpdatedAt(table: PgTable): table is PgTable & { id: PgColumn; updated_at: PgColumn } {
  return 'id' in table && 'updated_at' in table;
}

/** The list/find/insert/update/delete queries of the definition's table. */
function repositoryOf(def: MasterEntityDefinition, table: PgTable) {
  if (!hasIdAndUpdatedAt(table)) throw new Error(`Master entity ${def.key}: its table needs an id and an updated_at column`);
  const { column, ordered } = columnsOf(def, table);
  const filterKeys = Object.keys(def.list.filters ?? {});
  type Query = BaseListQuery & Record<string, unknown>;
  return tableRepository<typeof table, Query, object, object>(table, {
    search: def.list.search.map(column),
    sort: Object.fromEntries(def.list.sort.map((key) => [key, ordered(key)])),
    defaultSort: def.list.sort[0],
    tieBreakers: def.list.tieBreakers.map(ordered),
    // undefined: no filter; null: only the records without a value (companies of no registration type).
    filters: (q) => filterKeys.map((key) => (q[key] === undefined ? undefined : q[key] === null ? isNull(column(key)) : eq(column(key), q[key]))),
  }) as ResourceRepository<Row, Query, object, object>;
}

/** The server's side of one contracts definition: its routes' schemas, queries, answers, messages and export. */
export function resourceFromDefinition(
  def: MasterEntityDefinition,
  table: PgTable,
  overrides: Partial<Pick<ResourceDefinition<Row, unknown, object, object>, 'repo' | 'constraintError'>> = {},
): AnyResource {
  const m = def.messages;
  const statusMessages = m.activated && m.deactivated ? { updated: m.updated, activated: m.activated, deactivated: m.deactivated } : null;
  return {
    entity: def.entity,
    table: def.table,
    tag: def.tag,
    paths: def.paths,
    listKeys: def.listKeys,
    readAccess: readAccessOf(def),
    schemas: def.schemas,
    exports: {
      path: def.paths.export,
      query: def.schemas.export,
      name: def.exports.name,
      sheet: def.exports.sheet,
      columns: [...def.exports.columns.map(exportColumn), ...auditColumns<Row>()],
    },
    repo: overrides.repo ?? repositoryOf(def, table),
    toDto: dtoOf(def),
    dto: def.dto,
    messages: {
      created: m.created,
      updated: (patch: { is_active?: boolean }) => (statusMessages ? statusAwareMessage(patch, statusMessages) : m.updated),
      deleted: m.deleted,
    },
    constraintError:
      overrides.constraintError ??
      ((code) => {
        if (code === UNIQUE_VIOLATION) return AppError.conflict(m.exists);
        if (m.inUse && (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION)) return AppError.conflict(m.inUse);
        return undefined;
      }),
    withTotalCount: def.withTotalCount,
  };
}
