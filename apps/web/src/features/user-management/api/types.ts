import type { z } from 'zod';
import type { PageDetails } from '@lbo/contracts/access';
import type { roleAnswer, userAnswer } from '@lbo/contracts/access-answers';
import type { ListParams, Page } from '@/lib/list-page';

/** A paged answer (`userdata` and `pageDetails`) as the tables read it. */
export function readPage<T>({ userdata, pageDetails }: { userdata: T[]; pageDetails: PageDetails }): Page<T> {
  return { rows: userdata, total: pageDetails.totalCount };
}

export type { ListParams };

export function listQuery(p: ListParams) {
  return { search_query: p.search, page: p.page, page_limit: p.pageSize, sort_by: p.sortBy, sort_order: p.sortOrder };
}

/** As the answers carry them (a role saved before Approve existed has no approve flag). */
export type Role = z.output<typeof roleAnswer>['data'];
export type User = z.output<typeof userAnswer>['data'];

/** Query keys of this feature; mutations invalidate the lists they change. */
export const accessKeys = {
  roles: ['access', 'roles'] as const,
  roleOptions: ['access', 'roles', 'options'] as const,
  users: ['access', 'users'] as const,
};
