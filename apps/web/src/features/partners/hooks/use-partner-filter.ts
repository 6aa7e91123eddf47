import { useCan } from '@/lib/authorization';
import { usePartnerOptions, type PartnerOption } from '../api/get-partner-options';

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
