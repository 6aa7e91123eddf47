import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/raw-rows';

/** A column of the staging table besides the runner's own (row_number, key, id, cells). */
export interface StagedColumn {
  name: string;
  type: 'text' | 'boolean' | 'uuid';
}

export type StagedValue = string | boolean | null;

/** The staging table of an import: the rows that passed their checks, as COPY loaded them. */
const STAGING = sql.raw('import_staging');
/** The ids of the staged rows the import wrote. */
export const WRITTEN = sql.raw('import_written');

const RUNNER_COLUMNS: StagedColumn[] = [
  { name: 'row_number', type: 'text' },
  { name: 'key', type: 'text' },
  { name: 'id', type: 'uuid' },
  { name: 'cells', type: 'text' },
];

/**
 * Temporary tables dropped at the end of the import's transaction (and never there if it rolls
 * back): nothing of them outlives the import, and no migration is needed for them.
 */
export async function createStaging(tx: Tx, columns: StagedColumn[]): Promise<void> {
  const own = columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
  await tx.execute(
    sql.raw(
      `CREATE TEMP TABLE import_staging (row_number integer NOT NULL, key text NOT NULL, id uuid NOT NULL, cells text NOT NULL${own ? `, ${own}` : ''}) ON COMMIT DROP`,
    ),
  );
  await tx.execute(sql.raw('CREATE TEMP TABLE import_written (id uuid NOT NULL) ON COMMIT DROP'));
}

/** What COPY's text format needs escaped; most cells hold none of it. */
const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One field of COPY's text format: `\N` for null, booleans as t/f, text with backslash escapes. */
function copyField(value: StagedValue | number): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** A row's cells as text that gives back the same cells: dates and missing cells survive the trip. */
function encodeCells(cells: unknown[]): string {
  const out: unknown[] = new Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    out[i] = cell === undefined ? { u: 1 } : cell instanceof Date ? { d: cell.toISOString() } : cell;
  }
  return JSON.stringify(out);
}

function decodeCells(text: string): unknown[] {
  return (JSON.parse(text) as unknown[]).map((cell) => {
    if (cell === null || typeof cell !== 'object') return cell;
    const tagged = cell as { u?: number; d?: string };
    if (tagged.d !== undefined) return new Date(tagged.d);
    return undefined;
  });
}

type Driver = { kind: 'pglite'; client: PgliteQueryable } | { kind: 'postgres'; client: pg.PoolClient };
interface PgliteQueryable {
  exec: unknown;
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

/** The connection under a Drizzle transaction: COPY is not something Drizzle speaks. */
function driverOf(tx: Tx): Driver {
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  if (typeof (client as PgliteQueryable).exec === 'function') return { kind: 'pglite', client: client as PgliteQueryable };
  return { kind: 'postgres', client: client as pg.PoolClient };
}

/**
 * Loads lines of COPY text into the staging table, a batch at a time. On PostgreSQL each batch
 * goes out through COPY FROM STDIN and the next batch is read and checked while the server
 * loads it; PGlite is the same thread, so there a batch is handed over as a blob and loaded at once.
 */
export class StagingWriter {
  private lines: string[] = [];
  private pending: Promise<void> = Promise.resolve();
  private readonly driver: Driver;
  private readonly statement: string;
  rows = 0;

  constructor(tx: Tx, columns: StagedColumn[]) {
    this.driver = driverOf(tx);
    const names = [...RUNNER_COLUMNS, ...columns].map((c) => quoteIdent(c.name)).join(', ');
    const source = this.driver.kind === 'pglite' ? `'/dev/blob'` : 'STDIN';
    this.statement = `COPY import_staging (${names}) FROM ${source}`;
  }

  /** One staged row: its row number in the file, its key, a new id, its cells, then the definition's columns. */
  add(rowNumber: number, key: string, id: string, cells: unknown[], values: StagedValue[]): void {
    let line = `${rowNumber}\t${copyField(key)}\t${id}\t${copyField(encodeCells(cells))}`;
    for (const value of values) line += `\t${copyField(value)}`;
    this.lines.push(line);
    this.rows++;
  }

  /**
   * Answers once the batch in flight is loaded: the connection is free for other statements
   * (the checks of the next batch may query it).
   */
  settled(): Promise<void> {
    return this.pending;
  }

  /** Sends what was added since the last flush, once the previous batch is loaded. */
  async flush(): Promise<void> {
    if (this.lines.length === 0) return;
    const text = this.lines.join('\n') + '\n';
    this.lines = [];
    await this.pending;
    if (this.driver.kind === 'pglite') {
      await this.driver.client.query(this.statement, [], { blob: new Blob([text]) });
      return;
    }
    const client = this.driver.client;
    const statement = this.statement;
    this.pending = new Promise<void>((resolve, reject) => {
      const stream = client.query(copyFrom(statement));
      stream.on('error', reject);
      stream.on('finish', () => resolve());
      stream.end(text);
    });
    // Awaited by the next flush or by done(); until then a failure must not go unhandled.
    this.pending.catch(() => undefined);
  }

  /** Every row is loaded. */
  async done(): Promise<void> {
    await this.flush();
    await this.pending;
  }
}

/**
 * The first staged row of every key, each with its id: what an import may write. Later rows of a
 * key are duplicates within the file whatever becomes of the first.
 */
export function firstRowsOfKeys(columns: StagedColumn[]): SQL {
  const own = columns.map((c) => `, ${quoteIdent(c.name)}`).join('');
  return sql.raw(`SELECT DISTINCT ON (key) row_number, id${own} FROM import_staging ORDER BY key, row_number`);
}

/** A staged row that was not written: a later row of its key (firstRow) or a key already stored. */
export interface StagedRejection {
  rowNumber: number;
  cells: unknown[];
  firstRow: number | null;
}

/** Every staged row that was not written, in file order. */
export async function stagedRejections(tx: Tx): Promise<StagedRejection[]> {
  const rows = rowsOf<{ row_number: number; cells: string; first_row: number }>(
    await tx.execute(sql`
      SELECT s.row_number, s.cells, k.first_row
      FROM ${STAGING} s
      JOIN (SELECT key, min(row_number) AS first_row FROM ${STAGING} GROUP BY key) k USING (key)
      WHERE NOT EXISTS (SELECT 1 FROM ${WRITTEN} w WHERE w.id = s.id)
      ORDER BY s.row_number`),
  );
  return rows.map((r) => ({
    rowNumber: Number(r.row_number),
    cells: decodeCells(r.cells),
    firstRow: Number(r.first_row) < Number(r.row_number) ? Number(r.first_row) : null,
  }));
}

/**
 * Rows read back a page at a time, so that neither database answers one result of every row. A page
 * of 20,000 held the thread that answers everyone for 60–90 ms while it was read and listed (issue
 * 46); pages of 2,000 cost 45 more round trips for 100,000 rows.
 */
const PAGE_ROWS = 2_000;

/**
 * The written rows with their staged values, in file order, a page at a time: one query behind a
 * cursor, so the join and the sort run once whatever the number of pages.
 */
export async function* writtenRows(tx: Tx, columns: StagedColumn[]): AsyncGenerator<Record<string, unknown>[]> {
  const own = columns.map((c) => `, s.${quoteIdent(c.name)}`).join('');
  await tx.execute(
    sql.raw(`DECLARE import_written_rows NO SCROLL CURSOR FOR
      SELECT s.row_number, s.id${own} FROM import_staging s JOIN import_written w USING (id) ORDER BY s.row_number`),
  );
  try {
    for (;;) {
      const page = rowsOf<Record<string, unknown>>(await tx.execute(sql.raw(`FETCH ${PAGE_ROWS} FROM import_written_rows`)));
      if (page.length > 0) yield page;
      if (page.length < PAGE_ROWS) return;
    }
  } finally {
    await tx.execute(sql.raw('CLOSE import_written_rows'));
  }
}

export async function writtenCount(tx: Tx): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await tx.execute(sql`SELECT count(*) AS n FROM ${WRITTEN}`));
  return Number(row?.n ?? 0);
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain column name: ${name}`);
  return name;
}
