import { useSearchParams } from 'react-router';
import type { DecisionBreakdownQuery } from '@lbo/contracts/decision-analytics';

const FILTERS = ['from', 'to', 'bankId', 'productId', 'partnerId'] as const;
type FilterName = (typeof FILTERS)[number];

/** The window and the bank, product and partner filters, kept in the address so a reload or a shared link shows the same figures. */
export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const query: DecisionBreakdownQuery = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  /** Several filters in one change of the address (two calls in a row would each start from the same address). */
  const setMany = (changes: Partial<Record<FilterName, string>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const set = (name: FilterName, value: string) => setMany({ [name]: value });
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  return { query, set, setMany, reset };
}
