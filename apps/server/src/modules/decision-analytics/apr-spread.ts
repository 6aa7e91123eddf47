import type { AprRow } from '@lbo/contracts/decision-analytics';

/** One lender's APRs as a histogram: basis points (APR × 100) and how many eligible pairs had each, lowest first. */
export interface AprBucket {
  aprBp: number;
  count: number;
}

/** A lender's row of the breakdown without its name. */
export type AprSpread = Omit<AprRow, 'id' | 'name'>;

/** The value at 0-based position `k` of the sorted values the histogram stands for. */
function valueAt(buckets: readonly AprBucket[], k: number): number {
  let seen = 0;
  for (const b of buckets) {
    seen += b.count;
    if (k < seen) return b.aprBp;
  }
  return buckets[buckets.length - 1]!.aprBp;
}

/** The q-quantile by linear interpolation between the closest ranks (Excel's PERCENTILE.INC), in percent. */
function quantile(buckets: readonly AprBucket[], n: number, q: number): number {
  const h = (n - 1) * q;
  const lo = valueAt(buckets, Math.floor(h));
  const hi = valueAt(buckets, Math.ceil(h));
  return Math.round(lo + (hi - lo) * (h - Math.floor(h))) / 100;
}

/** Median, quartiles and range of a lender's APRs; null with no offer. */
export function aprSpread(buckets: readonly AprBucket[]): AprSpread | null {
  const sorted = [...buckets].filter((b) => b.count > 0).sort((a, b) => a.aprBp - b.aprBp);
  const n = sorted.reduce((sum, b) => sum + b.count, 0);
  if (n === 0) return null;
  return {
    offers: n,
    min: sorted[0]!.aprBp / 100,
    p25: quantile(sorted, n, 0.25),
    median: quantile(sorted, n, 0.5),
    p75: quantile(sorted, n, 0.75),
    max: sorted[sorted.length - 1]!.aprBp / 100,
  };
}
