import type { ImportKind } from '@lbo/contracts/master-data';
import type { Tx } from '../../../db/client';
import type { ColumnSpec } from './columns';

/** One data row of the sheet with the known columns picked out by key. */
export interface ParsedRow<K extends string> {
  rowNumber: number;
  /** The row's cells as in the file, for the error file. */
  cells: unknown[];
  values: Partial<Record<K, unknown>>;
}

export type RowCheck<V> = { ok: true; value: V } | { ok: false; reasons: string[] };

export interface Inserted {
  key: string;
  item: Record<string, unknown>;
}

/**
 * One kind of import described once; the runner does the file checks,
 * duplicate detection, the transaction, the error file and the answer.
 */
export interface ImportDefinition<K extends string, V, Ctx> {
  kind: ImportKind;
  columns: ColumnSpec<K>[];
  /** Groups of which at least one column must be in the header. */
  requiredColumns: K[][];
  /** Checks every row; may look names up (all rows at once, never one query per row). */
  validate(tx: Tx, rows: ParsedRow<K>[], ctx: Ctx): Promise<RowCheck<V>[]>;
  /** Two rows with the same key are the same record (case-insensitive name, or company id). */
  key(value: V): string;
  /** Keys among these that the database already holds: one query. */
  existing(tx: Tx, values: V[], ctx: Ctx): Promise<Set<string>>;
  /** Inserts one chunk, skipping conflicts; answers what was written. */
  insert(tx: Tx, values: V[], ctx: Ctx): Promise<Inserted[]>;
  /** How the error file names an existing record: 'company' → 'Duplicate: company already exists'. */
  noun: string;
  /** Rows per INSERT statement. */
  chunkSize: number;
}
