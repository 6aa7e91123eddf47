import type { ShortUrlItem } from '../api/types';

/** Spec §4: Expired once expiresAt has passed, otherwise Active; no expiry reads "Never". */
export function linkStatus(item: Pick<ShortUrlItem, 'expiresAt'>, now = Date.now()): 'Active' | 'Expired' {
  return item.expiresAt && new Date(item.expiresAt).getTime() <= now ? 'Expired' : 'Active';
}
