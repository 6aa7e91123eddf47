import type { ImportWords, SheetFormat } from '@lbo/contracts/master-data';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { ColumnSpec } from './columns';
import type { StagedColumn, StagedValue } from './staging';

/** One data row of the sheet with the known columns picked out by key. */
export interface ParsedRow<K extends string> {
  rowNumber: number;
  /** The row's cells as in the file, for the error file. */
  cells: unknown[];
  values: Partial<Record<K, unknown>>;
}

export type RowCheck<V> = { ok: true; value: V } | { ok: false; reasons: string[] };

/**
 * One kind of import described once; the runner does the file checks, the staging,
 * duplicate detection, the transaction, the error file and the answer.
 */
export interface ImportDefinition<K extends string, V, Ctx> {
  /** 'companies': the progress record, the metrics and the change summary name the import by it. */
  kind: string;
  formats: readonly SheetFormat[];
  /** The outcome messages' nouns. */
  words: ImportWords;
  columns: readonly ColumnSpec<K>[];
  /** Groups of which at least one column must be in the header. */
  requiredColumns: readonly (readonly K[])[];
  /** Checks every row; may look names up (all rows at once, never one query per row). */
  validate(tx: Tx, rows: ParsedRow<K>[], ctx: Ctx): Promise<RowCheck<V>[]>;
  /** Two rows with the same key are the same record (case-insensitive name, or company id). */
  key(value: V): string;
  /** How the error file names an existing record: 'company' → 'Duplicate: company already exists'. */
  noun: string;
  /** The columns a checked row is staged in (COPY into a temporary table), besides its row number, key, id and cells. */
  staged: StagedColumn[];
  /** A checked row's values for those columns, in their order (`stageOf(staged)` when the value holds them by name). */
  stage(value: V): StagedValue[];
  /**
   * `INSERT INTO <table> … SELECT … FROM f ON CONFLICT DO NOTHING RETURNING id`: `f` holds the
   * first staged row of each key (row_number, id and the staged columns) in key order, which
   * keeps the unique index's insertions in order; a row the table already holds conflicts and is
   * left out.
   */
  insertStaged(ctx: Ctx): SQL;
  /** What the answer lists for a written row, from its id and staged columns. */
  item(row: Record<string, unknown>): Record<string, unknown>;
}

/** A checked row's staged values, read by the staged columns' names. */
export function stageOf<V>(staged: readonly StagedColumn[]): (value: V) => StagedValue[] {
  const names = staged.map((c) => c.name);
  return (value) => names.map((name) => (value as Record<string, StagedValue>)[name] ?? null);
}
