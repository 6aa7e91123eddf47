import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './customer-keys';
import { API, pathTo } from '@lbo/contracts/api-paths';

export interface ReplayedEntry {
  bankId: string;
  productId: string;
  bankName: string;
  productName: string;
  eligibilityStatus: 'ELIGIBLE' | 'NOT_ELIGIBLE';
  loanAmountDetails: { eligibleAmount: number; interestRate: number | null; estimatedEMI: number };
  grantedTenure: number;
  failureReasons: string[];
}

export interface Replay {
  applicationId: string;
  evaluatedVersion: number;
  version: number;
  matches: boolean;
  differences: {
    bankId: string;
    productId: string;
    before: { eligibilityStatus: string; eligibleAmount: number } | null;
    after: { eligibilityStatus: string; eligibleAmount: number } | null;
  }[];
  result: { eligibleBanks: ReplayedEntry[]; eligibleCount: number; totalBanksChecked: number };
}

/** A stored evaluation recomputed: against its own rule version (its results as they were), or today's rules. */
async function replayApplication(applicationId: string, current: boolean): Promise<Replay> {
  return (
    await api.bre.post<{ data: Replay }>(
      pathTo(API.loanapplication.byApplicationIdReplay, { applicationId }),
      undefined,
      current ? { query: { current: 'true' } } : undefined,
    )
  ).data;
}

export function useReplay(applicationId: string | null, current: boolean) {
  return useQuery({
    queryKey: customerKeys.replay(applicationId ?? '', current),
    queryFn: () => replayApplication(applicationId!, current),
    enabled: applicationId !== null,
    staleTime: current ? 0 : Infinity,
  });
}
