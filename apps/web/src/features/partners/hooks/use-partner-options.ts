import { useQuery } from '@tanstack/react-query';
import { useCan } from '@/lib/authorization';
import type { PartnerOption } from '../api/get-partner-options';
import { partnerKeys } from '../api/types';

/**
 * The routes import this feature's index, so what it exports lands in the app's first chunk (and on
 * /login, with its 150 KiB budget): the call and the partners' schemas load with the first query.
 */
const loadOptions = () => import('../api/get-partner-options').then((m) => m.getPartnerOptions());

/** Every partner, by name, for a select; loaded only when `enabled` (the caller may list partners). */
export function usePartnerOptions(enabled = true) {
  return useQuery({ queryKey: partnerKeys.options, queryFn: loadOptions, enabled, staleTime: 60_000 });
}

/**
 * The partners a staff filter offers (Customer Master, Decision Analytics), or null when the
 * filter is not shown: to a partner's own users (their access keeps no partners right) and to
 * whoever may not view partners. A failed load hides it too: the page works without it.
 */
export function usePartnerFilterOptions(): PartnerOption[] | null {
  const canView = useCan('partners', 'view');
  const options = usePartnerOptions(canView);
  return canView && options.isSuccess ? options.data : null;
}
