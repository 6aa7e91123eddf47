import { API } from '@lbo/contracts/api-paths';
import { partnerListAnswer } from '@lbo/contracts/partners';
import { api } from '@/lib/api-client';
import { PARTNER_OPTIONS_LIMIT } from './types';

export interface PartnerOption {
  id: string;
  name: string;
  code: string;
  active: boolean;
}

/** Every partner, by name, for a select. */
export async function getPartnerOptions(): Promise<PartnerOption[]> {
  const page = (await api.bre.read(API.partners.base, { query: { limit: PARTNER_OPTIONS_LIMIT }, answer: partnerListAnswer })).data;
  return page.items.map(({ id, name, code, active }) => ({ id, name, code, active }));
}
