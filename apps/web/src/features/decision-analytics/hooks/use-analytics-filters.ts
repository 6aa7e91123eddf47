import { useSearchParams } from 'react-router';
import type { DecisionBreakdownQuery } from '@lbo/contracts/decision-analytics';

const FILTERS = ['from', 'to', 'bankId', 'productId'] as const;
type FilterName = (typeof FILTERS)[number];

/** The window and the bank and product filters, kept in the address so a reload or a shared link shows the same figures. */
export function useAnalyticsFilters() {
  const [params, setParams] = useSearchParams();
  const query: DecisionBreakdownQuery = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const set = (name: FilterName, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const reset = () => setParams(new URLSearchParams(), { replace: true });
  return { query, set, reset };
}
