import type { AccessListResponse } from '@lbo/contracts/access';

/** The roles and users tables read `userdata` and `pageDetails` at the top level or under data: both are there. */
export function pagedAnswer<T>(rows: T[], total: number, page: number, limit: number, message = 'Success'): AccessListResponse<T> {
  const pageDetails = { totalCount: total, page, page_limit: limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
  return { status: true, statusCode: 200, message, userdata: rows, pageDetails, data: { userdata: rows, pageDetails } };
}
