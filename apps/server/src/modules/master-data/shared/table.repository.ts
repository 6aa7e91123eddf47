import { and, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { offsetOf, orderBy, searchAny } from './db';
import type { ResourceRepository } from './resource';

type Table = PgTable & { id: PgColumn; updated_at: PgColumn };

export interface BaseListQuery {
  search?: string;
  page: number;
  limit: number;
  sortBy?: string;
  sortOrder: 'asc' | 'desc';
}

export interface TableRepositoryOptions<Q extends BaseListQuery> {
  /** Columns the search box matches (case-insensitive "contains"). */
  search: AnyColumn[];
  /** Columns the list may be sorted by, under the names the client sends (names by lower(), which their unique index serves). */
  sort: Record<string, AnyColumn | SQL>;
  defaultSort: string;
  /** Always appended to the order so pages never overlap. */
  tieBreakers: (AnyColumn | SQL)[];
  /** Further filters taken from the query (status, type, ...). */
  filters?(query: Q): (SQL | undefined)[];
}

/**
 * The list/find/insert/update/delete queries of a master-data table with a
 * uuid `id` and an `updated_at` column: banks, products, companies, cities
 * and salary categories are all this shape.
 */
export function tableRepository<T extends Table, Q extends BaseListQuery, C extends object, U extends object>(
  table: T,
  options: TableRepositoryOptions<Q>,
): ResourceRepository<T['$inferSelect'], Q, C, U> {
  type Row = T['$inferSelect'];
  const id = table.id;
  const where = (query: Q) => and(searchAny(query.search, options.search), ...(options.filters?.(query) ?? []));

  return {
    async list(db, query) {
      const condition = where(query);
      const sortColumn = options.sort[query.sortBy ?? options.defaultSort] ?? options.sort[options.defaultSort]!;
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(condition)
        .orderBy(...orderBy(sortColumn, query.sortOrder, ...options.tieBreakers, id))
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit));
      const [counted] = await db
        .select({ total: count() })
        .from(table as PgTable)
        .where(condition);
      return { rows: rows as Row[], total: counted?.total ?? 0 };
    },
    async find(db, rowId) {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(id, rowId))
        .limit(1);
      return (row as Row | undefined) ?? null;
    },
    async insert(db, values) {
      const [row] = await db
        .insert(table)
        .values(values as T['$inferInsert'])
        .returning();
      return row as Row;
    },
    async update(db, rowId, patch) {
      const set = { ...patch, updated_at: sql`now()` } as Partial<T['$inferInsert']>;
      const rows = (await db.update(table).set(set).where(eq(id, rowId)).returning()) as Row[];
      return rows[0] ?? null;
    },
    async remove(db, rowId) {
      const rows = await db.delete(table).where(eq(id, rowId)).returning({ id });
      return rows.length > 0;
    },
  };
}
