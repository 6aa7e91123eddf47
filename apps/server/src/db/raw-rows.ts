/**
 * The rows of a raw `db.execute(sql…)`: PGlite and node-postgres both answer `{ rows }`, which
 * Drizzle types per driver; the one place that says so.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
