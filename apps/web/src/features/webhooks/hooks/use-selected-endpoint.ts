import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The endpoint whose delivery log is open (`?id=`), beside the list's own page in the address.
 * Opening and closing the log are history entries, so the browser's back button returns to the list.
 */
export function useSelectedEndpoint() {
  const [params, setParams] = useSearchParams();
  const select = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      }),
    [setParams],
  );
  return { selectedId: params.get('id'), select };
}
