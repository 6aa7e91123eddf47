import type { ShortUrlItem, ShortUrlSortField } from '@lbo/contracts/shortener';

export type { ShortUrlItem, ShortUrlSortField };

export interface ShortUrlFilters {
  q: string;
  campaignId: string;
  /** '' for all. */
  status: '' | 'active' | 'expired';
  from: string;
  to: string;
}

export interface ShortUrlListParams extends ShortUrlFilters {
  page: number;
  limit: number;
  sortBy: ShortUrlSortField;
  sortOrder: 'asc' | 'desc';
}

export const shortenerKeys = {
  all: ['shortener'] as const,
  list: (params: ShortUrlListParams) => ['shortener', 'list', params] as const,
};

/** What creating or deleting a link changes: the list, and the link counters of the dashboard and profile. */
export const LINK_COUNTERS = [['shortener'], ['dashboard'], ['profile']];
