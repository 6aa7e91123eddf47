import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortingState } from '@tanstack/react-table';
import { isCustomerSortField, type CustomersQuery } from '@lbo/contracts/customers';
import { PAGE_SIZE_OPTIONS } from '@lbo/contracts/limits';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's search, filters and page live in the URL: back, reload and shared links keep them. */
export function useCustomerFilters() {
  const [params, setParams] = useSearchParams();
  const query = useMemo<CustomersQuery>(() => {
    const eligible = params.get('eligible');
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return {
      q: params.get('q') || undefined,
      from: DAY.test(from) ? from : undefined,
      to: DAY.test(to) ? to : undefined,
      eligible: eligible === 'true' ? true : eligible === 'false' ? false : undefined,
      // One partner's applicants (a staff filter: a partner's own users see only theirs whatever they ask).
      partnerId: UUID.test(params.get('partnerId') ?? '') ? params.get('partnerId')! : undefined,
      // The server sorts every page; the default is the newest evaluation first.
      sortBy: isCustomerSortField(params.get('sortBy')) ? (params.get('sortBy') as CustomersQuery['sortBy']) : 'lastEvaluatedAt',
      sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
      page: Math.max(1, Number(params.get('page')) || 1),
      // The sizes the table offers (10, 25, 50, 100): any other in the address falls back to 10.
      limit: (PAGE_SIZE_OPTIONS as readonly number[]).includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 10,
    };
  }, [params]);

  const update = useCallback(
    (
      changes: Partial<
        Record<'q' | 'from' | 'to' | 'eligible' | 'partnerId' | 'page' | 'limit' | 'sortBy' | 'sortOrder' | 'id' | 'application', string | undefined>
      >,
    ) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        // A new search or filter starts again at the first page.
        if (!('page' in changes) && Object.keys(changes).some((k) => ['q', 'from', 'to', 'eligible', 'partnerId', 'limit', 'sortBy', 'sortOrder'].includes(k)))
          next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  const sorting = useMemo<SortingState>(() => [{ id: query.sortBy, desc: query.sortOrder === 'desc' }], [query.sortBy, query.sortOrder]);
  const setSorting = useCallback(
    (next: SortingState) => {
      const first = next[0];
      update(
        first && isCustomerSortField(first.id) ? { sortBy: first.id, sortOrder: first.desc ? 'desc' : 'asc' } : { sortBy: undefined, sortOrder: undefined },
      );
    },
    [update],
  );
  return { query, params, update, sorting, setSorting };
}
