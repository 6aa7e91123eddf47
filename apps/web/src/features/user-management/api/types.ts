import type { PageDetails, RoleDto, UserDto } from '@lbo/contracts/access';

/** `userdata` and `pageDetails` may sit at the top level or under data (spec §7); both are read. */
export interface PagedReply<T> {
  userdata?: T[];
  pageDetails?: Partial<PageDetails>;
  data?: { userdata?: T[]; pageDetails?: Partial<PageDetails> } | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export function readPage<T>(reply: PagedReply<T>): Page<T> {
  const rows = reply.userdata ?? reply.data?.userdata ?? [];
  const total = reply.pageDetails?.totalCount ?? reply.data?.pageDetails?.totalCount ?? rows.length;
  return { rows, total };
}

export interface ListParams {
  search: string;
  page: number;
  pageSize: number;
  sortBy?: string | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

export function listQuery(p: ListParams) {
  return { search_query: p.search, page: p.page, page_limit: p.pageSize, sort_by: p.sortBy, sort_order: p.sortOrder };
}

export type Role = RoleDto;
export type User = UserDto;

/** Query keys of this feature; mutations invalidate the lists they change. */
export const accessKeys = {
  roles: ['access', 'roles'] as const,
  roleOptions: ['access', 'roles', 'options'] as const,
  users: ['access', 'users'] as const,
};
