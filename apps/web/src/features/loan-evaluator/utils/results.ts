import type { EligibilityEntry, EvaluationResult } from '../types';

export const RESULT_FILTERS = ['ALL', 'ELIGIBLE', 'NOT_ELIGIBLE'] as const;
export type ResultFilter = (typeof RESULT_FILTERS)[number];

/** eligible ÷ checked as a rounded percentage; 0 when no bank was checked (spec §9). */
export function successRate(result: Pick<EvaluationResult, 'eligibleCount' | 'totalBanksChecked'>): number {
  if (!result.totalBanksChecked) return 0;
  return Math.round((result.eligibleCount / result.totalBanksChecked) * 100);
}

export function resultCounts(result: Pick<EvaluationResult, 'eligibleCount' | 'totalBanksChecked'>) {
  return {
    total: result.totalBanksChecked,
    eligible: result.eligibleCount,
    notEligible: result.totalBanksChecked - result.eligibleCount,
  };
}

/** The entries a filter and an optional bank-or-product search leave, in the server's order. */
export function filterResults(entries: readonly EligibilityEntry[], filter: ResultFilter, search = ''): EligibilityEntry[] {
  const needle = search.trim().toLocaleLowerCase();
  return entries.filter((entry) => {
    if (filter !== 'ALL' && entry.eligibilityStatus !== filter) return false;
    if (!needle) return true;
    return entry.bankName.toLocaleLowerCase().includes(needle) || entry.productName.toLocaleLowerCase().includes(needle);
  });
}
