import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { normalizeRegistrationType, REGISTRATION_TYPES, type ImportCheck, type MasterImport, type RegistrationType } from '@lbo/contracts/master-data';
import { cellBoolean, cellText } from './columns';
import { stageOf, type ImportDefinition, type RowCheck } from './import-definition';
import type { StagedColumn, StagedValue } from './staging';
import { timeSlices } from '../../../lib/time-slices';

type Values = Record<string, StagedValue>;

/** One cell checked as its column says: its value, or why it is refused. */
function checkCell(check: ImportCheck, cell: unknown): { value: StagedValue } | { reason: string } {
  if (check.type === 'yesNo') {
    const flag = cellBoolean(cell);
    if (flag === undefined) return { reason: `${check.name} must be Yes or No (got "${cellText(cell)}")` };
    return { value: flag ?? check.blank };
  }
  const text = cellText(cell);
  if (check.type === 'registrationType') {
    const type = normalizeRegistrationType(text);
    if (type !== null && !REGISTRATION_TYPES.includes(type as RegistrationType)) {
      return { reason: `Invalid registration type "${text}": use one of ${REGISTRATION_TYPES.join(', ')}` };
    }
    return { value: type as RegistrationType | null };
  }
  if (!text) return check.required ? { reason: check.required } : { value: null };
  if (check.max !== undefined && text.length > check.max) return { reason: check.tooLong ?? `At most ${check.max} characters` };
  return { value: text };
}

/** Every checked column of a row, in column order: the values, or every reason it is refused. */
function checkImportRow(columns: MasterImport['columns'], values: Partial<Record<string, unknown>>): RowCheck<Values> {
  const reasons: string[] = [];
  const value: Values = {};
  for (const column of columns) {
    if (!column.check) continue;
    const checked = checkCell(column.check, values[column.key]);
    if ('reason' in checked) reasons.push(checked.reason);
    else value[column.key] = checked.value;
  }
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, value };
}

/** The staging table's columns of an import: one per checked column, typed as its check. */
function stagedColumnsOf(spec: MasterImport): StagedColumn[] {
  return spec.columns.filter((c) => c.check).map((c) => ({ name: c.key, type: c.check!.type === 'yesNo' ? 'boolean' : 'text' }));
}

/** Two rows with the same key columns, without case, are the same record. */
const importKeyOf =
  (spec: MasterImport) =>
  (value: Values): string =>
    spec.key.map((k) => String(value[k] ?? '').toLowerCase()).join('\u001f');

/**
 * The import of an entity whose rows are checked cell by cell and written to its own table
 * (companies, cities): everything but the table comes from the contracts definition.
 */
export function importFromDefinition(spec: MasterImport, table: PgTable): ImportDefinition<string, Values, void> {
  const staged = stagedColumnsOf(spec);
  const names = staged.map((c) => sql.identifier(c.name));
  const fromStaged = staged.map((c) => sql.raw(`f.${c.name}`));
  const insert: SQL = sql`
    INSERT INTO ${table} (id, ${sql.join(names, sql`, `)})
    SELECT f.id, ${sql.join(fromStaged, sql`, `)} FROM f
    ON CONFLICT DO NOTHING
    RETURNING id`;
  return {
    kind: spec.kind,
    formats: spec.formats,
    words: spec.words,
    columns: spec.columns,
    requiredColumns: spec.requiredColumns,
    noun: spec.noun,
    async validate(_tx, rows) {
      // A batch is 5,000 rows: other users' requests are answered between slices of its checks.
      const slices = timeSlices();
      const checks: ReturnType<typeof checkImportRow>[] = [];
      for (const row of rows) {
        if (slices.spent()) await slices.yield();
        checks.push(checkImportRow(spec.columns, row.values));
      }
      return checks;
    },
    key: importKeyOf(spec),
    staged,
    stage: stageOf<Values>(staged),
    insertStaged: () => insert,
    item: (row) => Object.fromEntries([['id', row.id], ...spec.item.map((k) => [k, row[k]])]),
  };
}
