import { useSearchParams } from 'react-router';
import type { DecisionBreakdownQuery } from '@lbo/contracts/decision-analytics';

const FILTERS = ['from', 'to', 'bankId', 'productId', 'partnerId'] as const;
type FilterName = (typeof FILTERS)[number];

/** The page's views: the overview (?view absent) and who is approved (?view=segments). */
export const ANALYTICS_VIEWS = ['overview', 'segments'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

/** The window and the bank, product and partner filters, and the view, kept in the address so a reload or a shared link shows the same figures. */
export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const query: DecisionBreakdownQuery = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const view: AnalyticsView = params.get('view') === 'segments' ? 'segments' : 'overview';
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace: true },
    );
  /** Several filters in one change of the address (two calls in a row would each start from the same address). */
  const setMany = (changes: Partial<Record<FilterName, string>>) =>
    update((next) => {
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
    });
  const set = (name: FilterName, value: string) => setMany({ [name]: value });
  /** Back to the last 30 days with no bank or product: the view stays. */
  const reset = () => update((next) => FILTERS.forEach((name) => next.delete(name)));
  const setView = (next: AnalyticsView) => update((p) => (next === 'overview' ? p.delete('view') : p.set('view', next)));
  return { query, set, setMany, reset, view, setView };
}
