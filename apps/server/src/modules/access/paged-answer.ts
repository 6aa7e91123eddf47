import type { AccessListResponse } from '@lbo/contracts/access';

/** The roles and users tables read `userdata` and `pageDetails` at the top level or under data: both are there. */
export function pagedAnswer<T>(rows: T[], total: number, page: number, limit: number, message = 'Success'): AccessListResponse<T> {
  const pageDetails = { totalCount: total, page, page_limit: limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
  return { status: true, statusCode: 200, message, userdata: rows, pageDetails, data: { userdata: rows, pageDetails } };
}

/** The list query of the roles and users tables, as their services take it. */
export function listParams<S extends string>(q: { search_query?: string; page: number; page_limit: number; sort_by?: S; sort_order?: 'asc' | 'desc' }) {
  return { search: q.search_query, page: q.page, limit: q.page_limit, sortBy: q.sort_by, sortOrder: q.sort_order };
}
