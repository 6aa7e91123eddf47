import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

/** The Postgres error behind a failed query (Drizzle wraps the driver's error in `cause`). */
export function pgError(error: unknown): PgErrorInfo | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** Deleting a row that an ON DELETE RESTRICT reference still points at. */
export const RESTRICT_VIOLATION = '23001';

/** Text sorts ignore case, as people expect (and the lower(name) unique indexes serve it). */
export const lowered = (column: AnyColumn) => sql`lower(${column})`;

/** `%`, `_` and `\` typed into a search box are matched literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" over any of the columns (served by the trigram indexes); none for a blank search. */
export function searchAny(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** ORDER BY the chosen column, then the tie-breakers, so pages never overlap. */
export function orderBy(column: AnyColumn | SQL, order: 'asc' | 'desc', ...tieBreakers: (AnyColumn | SQL)[]): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return [direction(column), ...tieBreakers.map((c) => asc(c))];
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** Rows are inserted in chunks so one statement stays well under Postgres's 65535 bind parameters. */
export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * `column IN (the values)` with the values sent as one JSON parameter, so a
 * list of 100,000 keys needs one bind parameter instead of 100,000.
 */
export function inJsonList(column: AnyColumn | SQL, values: string[], as: 'text' | 'uuid' | 'lower' = 'text'): SQL {
  const json = JSON.stringify(values);
  if (as === 'lower') return sql`lower(${column}) in (select lower(value) from json_array_elements_text(${json}::json))`;
  if (as === 'uuid') return sql`${column} in (select value::uuid from json_array_elements_text(${json}::json))`;
  return sql`${column} in (select value from json_array_elements_text(${json}::json))`;
}
