import type { ListResponse, ShortUrlItem, ShortUrlSortField } from '@lbo/contracts/shortener';

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

/** The list has been seen as a bare array and as `{items,total}`; read either. */
export function readShortUrlList(reply: unknown, params: Pick<ShortUrlListParams, 'page' | 'limit'>): ListResponse<ShortUrlItem> {
  if (Array.isArray(reply)) {
    return { items: reply as ShortUrlItem[], total: reply.length, page: params.page, limit: params.limit, totalPages: 1 };
  }
  const body = (reply ?? {}) as Partial<ListResponse<ShortUrlItem>>;
  const items = Array.isArray(body.items) ? body.items : [];
  const total = typeof body.total === 'number' ? body.total : items.length;
  return {
    items,
    total,
    page: body.page ?? params.page,
    limit: body.limit ?? params.limit,
    totalPages: body.totalPages ?? Math.max(1, Math.ceil(total / params.limit)),
  };
}
