import { AMOUNT_BAND_LABELS, type AprRow, type DecisionBreakdown, type RateRow } from '@lbo/contracts/decision-analytics';
import { FAILURE_MESSAGES, type FailureCode } from '@lbo/eligibility';
import { openWindow, type AnalyticsDeps } from './analytics-window';
import { aprSpread } from './apr-spread';
import { readFigures } from './decision-breakdown-figures';
import * as repo from './decision-rollups.repository';

const rate = (eligible: number, evaluated: number) => (evaluated > 0 ? eligible / evaluated : null);

/** Each lender's APR median and spread, from the histogram of its eligible offers; lenders by name. */
function aprPerBank(rows: readonly { bank_id: string; apr_bp: number; count: number }[], bankName: ReadonlyMap<string, string>): AprRow[] {
  const byBank = new Map<string, { aprBp: number; count: number }[]>();
  for (const r of rows) {
    const list = byBank.get(r.bank_id) ?? [];
    list.push({ aprBp: Number(r.apr_bp), count: Number(r.count) });
    byBank.set(r.bank_id, list);
  }
  const out: AprRow[] = [];
  for (const [id, buckets] of byBank) {
    const spread = aprSpread(buckets);
    if (spread) out.push({ id, name: bankName.get(id) ?? 'Deleted bank', ...spread });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Decision analytics over a window of Indian days: eligibility per day, bank and product, the
 * banks' most frequent reasons to say no, and the spread of eligible amounts. Ended days come
 * from the daily roll-ups, the days since from the applications themselves. The request rolls
 * nothing up: it claims the window's ended days that no one has, hands them to the roll-up loop,
 * and answers at once with the days rolled up so far and how many are still pending.
 */
export async function decisionBreakdown(
  deps: AnalyticsDeps,
  now: Date,
  query: { from?: string | undefined; to?: string | undefined; bankId?: string | undefined; productId?: string | undefined; partnerId?: string | undefined },
): Promise<DecisionBreakdown> {
  const { fromDay, toDay, rolledThrough, pending, replica } = await openWindow(deps, now, query);
  const window = { fromDay, toDay, rolledThrough, bankId: query.bankId, productId: query.productId, partnerId: query.partnerId };
  const { rates: aggregates, failures, bands, aprs, applications } = await readFigures(deps.readDb, window, replica);
  const { banks, products } = await repo.names(deps.readDb);
  const bankName = new Map(banks.map((b) => [b.id, b.name]));
  const productName = new Map(products.map((p) => [p.id, p.name]));

  const byDay = new Map<string, { evaluated: number; eligible: number }>();
  const perBank: RateRow[] = [];
  const perProduct: RateRow[] = [];
  let total = { evaluated: 0, eligible: 0 };
  for (const a of aggregates) {
    const counts = { evaluated: a.evaluated, eligible: a.eligible, eligibleRate: rate(a.eligible, a.evaluated) };
    if (a.day) byDay.set(a.day, counts);
    else if (a.bank_id) perBank.push({ id: a.bank_id, name: bankName.get(a.bank_id) ?? 'Deleted bank', ...counts });
    else if (a.product_id) perProduct.push({ id: a.product_id, name: productName.get(a.product_id) ?? 'Deleted product', ...counts });
    else total = counts;
  }
  const byRate = (x: RateRow, y: RateRow) => (y.eligibleRate ?? -1) - (x.eligibleRate ?? -1) || x.name.localeCompare(y.name);

  const perDay: DecisionBreakdown['perDay'] = [];
  for (let day = fromDay; day <= toDay; day = repo.nextDay(day))
    perDay.push({ day, evaluated: byDay.get(day)?.evaluated ?? 0, eligible: byDay.get(day)?.eligible ?? 0 });

  const evaluatedOf = new Map(perBank.map((b) => [b.id, b.evaluated]));
  const bandCounts = new Map(bands.map((b) => [b.bucket, b.count]));
  return {
    from: fromDay,
    to: toDay,
    applications,
    evaluated: total.evaluated,
    eligible: total.eligible,
    eligibleRate: rate(total.eligible, total.evaluated),
    perDay,
    perBank: perBank.sort(byRate),
    perProduct: perProduct.sort(byRate),
    failures: failures
      .map((f) => ({
        bankId: f.bank_id,
        bankName: bankName.get(f.bank_id) ?? 'Deleted bank',
        code: f.code,
        message: FAILURE_MESSAGES[f.code as FailureCode] ?? f.code,
        count: f.count,
        share: f.count / Math.max(1, evaluatedOf.get(f.bank_id) ?? f.count),
      }))
      .sort((x, y) => x.bankName.localeCompare(y.bankName) || y.count - x.count),
    amounts: AMOUNT_BAND_LABELS.map((band, i) => ({ band, count: bandCounts.get(i) ?? 0 })),
    aprPerBank: aprPerBank(aprs, bankName),
    banks,
    products,
    pendingDays: pending,
  };
}
