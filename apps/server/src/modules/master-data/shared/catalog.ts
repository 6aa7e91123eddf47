import { eq, type AnyColumn } from 'drizzle-orm';
import { lowered } from './db';
import type { banks, products } from '../../../db/schema';
import type { TableRepositoryOptions } from './table.repository';

/** Banks and products share their list options: name search, active filter, name order. */
export function catalogListOptions(table: typeof banks | typeof products): TableRepositoryOptions<{
  search?: string;
  page: number;
  limit: number;
  sortBy?: string;
  sortOrder: 'asc' | 'desc';
  is_active?: boolean;
}> {
  const name: AnyColumn = table.name;
  return {
    search: [name],
    sort: { name: lowered(name), is_active: table.is_active, created_at: table.created_at },
    defaultSort: 'name',
    tieBreakers: [lowered(name)],
    filters: (q) => [q.is_active === undefined ? undefined : eq(table.is_active, q.is_active)],
  };
}
