import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '@lbo/contracts/api-paths';
import { privacyRequestListAnswer } from '@lbo/contracts/privacy';
import { api } from '@/lib/api-client';
import { PRIVACY_PAGE_SIZE, privacyKeys } from './types';

async function getPrivacyRequests(page: number) {
  return (await api.bre.read(API.privacy.requests, { query: { page, limit: PRIVACY_PAGE_SIZE }, answer: privacyRequestListAnswer })).data;
}

/** Open requests first, the soonest due first (the server's order). */
export function usePrivacyRequests(page: number) {
  return useQuery({ queryKey: privacyKeys.list(page), queryFn: () => getPrivacyRequests(page), placeholderData: keepPreviousData });
}
