import { TERMS_LENGTH } from '../offer-terms';
import { NO_CAP } from './masks';
import type { Plan } from './plan';

/**
 * Working memory of one plan, reused by every evaluation: the engine is synchronous, so one
 * evaluation never sees another's half-written figures, and the hot loop allocates nothing.
 */
export interface Scratch {
  /** Per transfer profile: the balance-transfer amount, and whether a secured loan stays with the applicant. */
  readonly btAmount: Float64Array;
  readonly secured: Uint8Array;
  /** Per transfer profile and loan (profile × loan count + loan): 1 when the loan is transferred. */
  transferred: Uint8Array;
  /** Per (obligation, transfer) combination of the day: the monthly obligations. */
  readonly obligations: Float64Array;
  /** Per slot. */
  readonly mask: Int32Array;
  readonly months: Float64Array;
  readonly rate: Float64Array;
  readonly amount: Float64Array;
  readonly binding: Int8Array;
  /** 1 where every rule passed but the upfront charges take the whole amount (UPFRONT_CHARGES_REACH_AMOUNT). */
  readonly offerRefused: Uint8Array;
  /** The eligible slots, being sorted; and the merge sort's second buffer. */
  readonly eligible: Int32Array;
  readonly spare: Int32Array;
  /** Per slot: (1 + r) ** months, once the amount steps ran. */
  readonly growth: Float64Array;
  /** (r, months, growth) triples, a small hash table (growth.ts). */
  readonly growthTable: Float64Array;
  /** One eligible pair's offer terms (offer-terms.ts `offerTermsInto`). */
  readonly terms: Float64Array;
  /** Per slot whose rules passed, its charges in paise (4 × slot: processing, GST, third party, recurring). */
  readonly fees: Float64Array;
}

export function createScratch(plan: Plan): Scratch {
  const slots = plan.slots;
  return {
    btAmount: new Float64Array(plan.transfer.profileCount),
    secured: new Uint8Array(plan.transfer.profileCount),
    transferred: new Uint8Array(plan.transfer.profileCount * 4),
    obligations: new Float64Array(slots),
    mask: new Int32Array(slots),
    months: new Float64Array(slots),
    rate: new Float64Array(slots),
    amount: new Float64Array(slots),
    binding: new Int8Array(slots),
    offerRefused: new Uint8Array(slots),
    eligible: new Int32Array(slots),
    spare: new Int32Array(slots),
    growth: new Float64Array(slots),
    growthTable: new Float64Array(3 * 64).fill(NaN),
    terms: new Float64Array(TERMS_LENGTH),
    fees: new Float64Array(4 * slots),
  };
}

/** evaluate-pair.ts: every rule passed and an amount was computed. */
export function rulesPassed(s: Scratch, slot: number): boolean {
  return s.mask[slot] === 0 && s.binding[slot] !== NO_CAP;
}

/** evaluate-pair.ts: the rules passed and the charges leave something to disburse. */
export function isEligible(s: Scratch, slot: number): boolean {
  return rulesPassed(s, slot) && s.offerRefused[slot] === 0;
}
