import { useQuery } from '@tanstack/react-query';
import { replayAnswer, type ReplayAnswer } from '@lbo/contracts/loan-application-answers';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

export type Replay = ReplayAnswer['data'];
export type ReplayedEntry = Replay['result']['eligibleBanks'][number];

/** A stored evaluation recomputed: against its own rule version (its results as they were), or today's rules. */
async function replayApplication(applicationId: string, current: boolean): Promise<Replay> {
  const path = pathTo(API.loanapplication.byApplicationIdReplay, { applicationId });
  return (await api.bre.send('POST', path, undefined, { query: current ? { current: 'true' } : undefined, answer: replayAnswer })).data;
}

export function useReplay(applicationId: string | null, current: boolean) {
  return useQuery({
    queryKey: customerKeys.replay(applicationId ?? '', current),
    queryFn: () => replayApplication(applicationId!, current),
    enabled: applicationId !== null,
    staleTime: current ? 0 : Infinity,
  });
}
