import type { Partner, PartnerCreate, PartnerUpdate } from '@lbo/contracts/partners';

export type { Partner, PartnerCreate, PartnerUpdate };

export const PARTNERS_PAGE_SIZE = 25;
/** The selects (filters, the user form) list every partner at once: a marketplace has tens of them, not thousands. */
export const PARTNER_OPTIONS_LIMIT = 1000;

export const partnerKeys = {
  all: ['partners'] as const,
  list: (q: string, page: number, limit: number) => ['partners', 'list', q, page, limit] as const,
  options: ['partners', 'options'] as const,
};
