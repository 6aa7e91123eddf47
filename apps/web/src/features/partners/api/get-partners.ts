import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@lbo/contracts/api-paths';
import { partnerListAnswer } from '@lbo/contracts/partners';
import { api } from '@/lib/api-client';
import { partnerKeys } from './types';

async function getPartners(q: string, page: number, limit: number) {
  return (await api.bre.read(API.partners.base, { query: { q: q || undefined, page, limit }, answer: partnerListAnswer })).data;
}

/** A page of partners by name; `q` searches name, code and contact e-mail. */
export function usePartners(q: string, page: number, limit: number) {
  return useQuery({ queryKey: partnerKeys.list(q, page, limit), queryFn: () => getPartners(q, page, limit), placeholderData: keepPreviousData });
}
