import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likePattern } from '../../../lib/db-errors';

export { FOREIGN_KEY_VIOLATION, pgError, RESTRICT_VIOLATION, UNIQUE_VIOLATION } from '../../../lib/db-errors';

/** Text sorts ignore case, as people expect (and the lower(name) unique indexes serve it). */
export const lowered = (column: AnyColumn) => sql`lower(${column})`;

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
