/** The rows a list query still has to be cut to: page 1 first, `limit` rows a page. */
interface PageWindow {
  page: number;
  limit: number;
}

/** A list query before its LIMIT and OFFSET (a drizzle select, ordered so that pages never overlap). */
interface Pageable<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/**
 * One page of an ordered list and the number of rows in the whole list, read together. `counted`
 * is the same list's `count()` as `total`, or a fixed answer when the caller does not need it.
 */
export async function pagedRows<R>(
  list: Pageable<R>,
  counted: PromiseLike<{ total: number }[]> | { total: number }[],
  window: PageWindow,
): Promise<{ rows: R[]; total: number }> {
  const [rows, totals] = await Promise.all([list.limit(window.limit).offset((window.page - 1) * window.limit), counted]);
  return { rows, total: totals[0]?.total ?? 0 };
}
