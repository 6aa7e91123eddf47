import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLICKS_CHART_DAYS, type ClicksPerDayResponse } from '@lbo/contracts/shortener';
import { clicksPerDaySchema } from '@lbo/contracts/shortener-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function getClicksPerDay(days: number): Promise<ClicksPerDayResponse> {
  return api.adminAuth.read(API.adminAuth.profileClicksPerDay, { query: { days }, answer: clicksPerDaySchema });
}

const clicksPerDayQueryOptions = (days = CLICKS_CHART_DAYS) =>
  queryOptions({ queryKey: ['dashboard', 'clicks-per-day', days], queryFn: () => getClicksPerDay(days), staleTime: 30_000 });

export function useClicksPerDay(days = CLICKS_CHART_DAYS) {
  return useQuery(clicksPerDayQueryOptions(days));
}
