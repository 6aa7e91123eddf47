import { isSet } from '../check';
import { instalmentOf } from './growth';
import type { Run } from './pair-checks';
import { offerTermsFromFees, TERMS } from '../offer-terms';
import { CAP_NAMES } from '@lbo/contracts/cap-names';
import { codesOf, NO_CAP, OFFER_CODES, OFFER_REASONS, reasonsOf } from './masks';
import { isEligible } from './scratch';
import type { CompactEntry, CompactEvaluationOutput } from './types';

/** `compareEntries` between two eligible slots: larger amount first, then slot order (names, then ids). */
function before(amount: Float64Array, a: number, b: number): boolean {
  const x = amount[a]!;
  const y = amount[b]!;
  return x > y || (!(x < y) && a < b);
}

/** Bottom-up merge sort of the first `count` eligible slots; returns the buffer that holds them sorted. */
function sortEligible(run: Run, count: number): Int32Array {
  const { amount } = run.s;
  let from = run.s.eligible;
  let to = run.s.spare;
  for (let width = 1; width < count; width *= 2) {
    for (let lo = 0; lo < count; lo += 2 * width) {
      const mid = Math.min(lo + width, count);
      const hi = Math.min(lo + 2 * width, count);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) to[k++] = before(amount, from[j]!, from[i]!) ? from[j++]! : from[i++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    const merged = to;
    to = from;
    from = merged;
  }
  return from;
}

/**
 * A whole figure as a small integer where it is one, the same value (-0 stays -0). Read from a
 * Float64Array it is a double, and a field that has held a double keeps a box of its own in
 * every entry: 16 bytes a field, four fields an entry, on the 5,000-pair answer.
 */
function small(x: number): number {
  const i = x | 0;
  return i === x && (i !== 0 || !Object.is(x, -0)) ? i : x;
}

function entry(run: Run, slot: number, eligible: boolean): CompactEntry {
  const { plan, s } = run;
  const mask = s.mask[slot]!;
  const months = s.months[slot]!;
  const rate = s.rate[slot]!;
  const amount = eligible ? s.amount[slot]! : 0;
  const binding = s.binding[slot]!;
  // offer-terms.ts for an eligible slot, with the growth the amount steps already raised, its
  // inputs handed over in the array (no double crosses the call); fields written one by one (a
  // spread would give every entry a slower shape).
  const row = run.day.charges[slot]!;
  let t: Float64Array | null = null;
  if (eligible) {
    t = s.terms;
    t[TERMS.inAmount] = amount;
    t[TERMS.inRate] = rate;
    t[TERMS.inMonths] = months;
    t[TERMS.inGrowth] = s.growth[slot]!;
    // The charges evaluate.ts worked out for this amount (an eligible slot passed its rules).
    const at = 4 * slot;
    const fees = s.fees;
    t[TERMS.processing] = row < 0 ? 0 : fees[at]!;
    t[TERMS.gst] = row < 0 ? 0 : fees[at + 1]!;
    t[TERMS.thirdParty] = row < 0 ? 0 : fees[at + 2]!;
    t[TERMS.recurring] = row < 0 ? 0 : fees[at + 3]!;
    offerTermsFromFees(t);
  }
  const apr = t === null ? NaN : t[TERMS.apr]!;
  return {
    bankId: plan.bankId[slot]!,
    bankName: plan.bankName[slot]!,
    productId: plan.productId[slot]!,
    productName: plan.productName[slot]!,
    loanType: plan.productType[slot]!,
    eligibilityStatus: eligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
    loanAmountDetails: {
      eligibleAmount: small(amount),
      interestRate: isSet(rate) ? rate : null,
      estimatedEMI: eligible ? small(instalmentOf(s, slot)) : 0,
      btAmount: small(s.btAmount[run.day.transfer[slot]!]!),
    },
    apr: Number.isNaN(apr) ? null : apr,
    netDisbursedAmount: t === null ? null : t[TERMS.net]! / 100,
    upfrontCharges: t === null ? null : t[TERMS.upfront]! / 100,
    totalInterest: t === null ? null : t[TERMS.totalInterest]! / 100,
    totalAmountPayable: t === null ? null : t[TERMS.totalPayable]! / 100,
    penalCharges: t === null || row < 0 ? null : plan.penalCharges[row]!,
    grantedTenure: small(months),
    appliedMaxTenure: small(months),
    failureReasons: s.offerRefused[slot] ? OFFER_REASONS : reasonsOf(mask),
    failureCodes: s.offerRefused[slot] ? OFFER_CODES : codesOf(mask),
    bindingCap: binding === NO_CAP ? null : CAP_NAMES[binding]!,
  };
}

/**
 * The answer in the reference's order: eligible slots by amount, then the others in slot order
 * (the plan keeps its slots in name order). `s.eligible` holds the eligible slots in slot order.
 */
export function buildAnswer(run: Run, eligibleCount: number): CompactEvaluationOutput {
  const { evaluated } = run;
  const eligibleBanks = new Array<CompactEntry>(evaluated.length);
  const sorted = sortEligible(run, eligibleCount);
  for (let i = 0; i < eligibleCount; i++) eligibleBanks[i] = entry(run, sorted[i]!, true);
  let next = eligibleCount;
  for (let i = 0; i < evaluated.length; i++) {
    const slot = evaluated[i]!;
    if (!isEligible(run.s, slot)) eligibleBanks[next++] = entry(run, slot, false);
  }
  return { eligibleBanks, totalBanksChecked: evaluated.length, eligibleCount };
}
