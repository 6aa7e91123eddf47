/**
 * What an eligible offer costs the borrower (docs/design/offer-terms.md): upfront charges, the
 * net disbursed amount, the instalment to the paisa, total interest and amount payable, and the
 * APR as RBI computes it (the monthly internal rate of return on the net disbursed amount, × 12).
 * Money is computed in whole paise, so totals and the repayment schedule agree to the paisa.
 */

import { monthlyIrrAt, TERMS, TERMS_LENGTH } from './monthly-irr';

/** A bank and product's charges (the Charges rule group); every field optional. */
export interface OfferCharges {
  /** Processing fee as % of the sanctioned amount, clamped to [min, max] ₹ when they are set. */
  processing_fee_percent?: number | null;
  processing_fee_min?: number | null;
  processing_fee_max?: number | null;
  /** A flat processing fee in ₹ (instead of a percentage). */
  processing_fee_flat?: number | null;
  /** GST on the lender's fees, %; 18 when not set. */
  gst_percent?: number | null;
  /** Insurance collected for a third party: ₹, or % of the sanctioned amount. */
  insurance_amount?: number | null;
  insurance_percent?: number | null;
  valuation_fee?: number | null;
  legal_fee?: number | null;
  stamp_duty?: number | null;
  /** Charges collected with every instalment, ₹ a month. */
  recurring_charges_monthly?: number | null;
}

export interface OfferTerms {
  /** Processing fee with GST, payable to the lender (KFS item A). */
  lenderCharges: number;
  processingFee: number;
  gstOnFees: number;
  /** Insurance, valuation, legal, stamp duty collected for third parties (KFS item B). */
  thirdPartyCharges: number;
  upfrontCharges: number;
  recurringCharges: number;
  netDisbursedAmount: number;
  /** To the paisa. */
  instalment: number;
  /** The last instalment, adjusted so the principal closes at exactly ₹0.00. */
  lastInstalment: number;
  totalInterest: number;
  /** Sanctioned amount + total interest + upfront charges + recurring charges over the term. */
  totalAmountPayable: number;
  /** % a year, 2 decimals; null when the charges leave nothing to disburse. */
  apr: number | null;
}

/**
 * What an offer costs the borrower, as each answer entry carries it beside `loanAmountDetails`:
 * numbers on ELIGIBLE entries, null on NOT_ELIGIBLE ones. ₹ to the paisa; `apr` in percent.
 */
export interface OfferFigures {
  apr: number | null;
  netDisbursedAmount: number | null;
  upfrontCharges: number | null;
  totalInterest: number | null;
  totalAmountPayable: number | null;
  /** The lender's penal charges as its KFS states them; null when it states none. */
  penalCharges: string | null;
}

export { monthlyIrr, TERMS, TERMS_LENGTH } from './monthly-irr';

/** The contingent charges an answer names (the rest are on the KFS). */
export interface PenalChargeTerms {
  penal_charges?: string | null;
  penal_rate_percent?: number | null;
}

export const NO_OFFER: Readonly<OfferFigures> = Object.freeze({
  apr: null,
  netDisbursedAmount: null,
  upfrontCharges: null,
  totalInterest: null,
  totalAmountPayable: null,
  penalCharges: null,
});

/** The penal charges in words: the rule's text, with its yearly rate when one is set. */
export function penalChargesText(charges: PenalChargeTerms | null): string | null {
  if (!charges) return null;
  const text = charges.penal_charges?.trim() || null;
  const rate = set(charges.penal_rate_percent) ? `${charges.penal_rate_percent}% p.a. on the overdue amount` : null;
  if (text && rate) return `${text} (${rate})`;
  return text ?? rate;
}

/** An entry's figures from its terms: nothing without terms (a NOT_ELIGIBLE entry). */
export function offerFigures(terms: OfferTerms | null, charges: PenalChargeTerms | null): OfferFigures {
  if (terms === null) return NO_OFFER;
  return {
    apr: terms.apr,
    netDisbursedAmount: terms.netDisbursedAmount,
    upfrontCharges: terms.upfrontCharges,
    totalInterest: terms.totalInterest,
    totalAmountPayable: terms.totalAmountPayable,
    penalCharges: penalChargesText(charges),
  };
}

/** True when the upfront charges leave nothing to disburse: the pair is refused (UPFRONT_CHARGES_REACH_AMOUNT). */
export function chargesTakeAll(amount: number, charges: OfferCharges | null): boolean {
  if (!charges) return false;
  const c = chargesInto(working, amount, charges);
  return c.processing + c.gst + c.thirdParty >= paise(amount);
}

/**
 * The charges of a sanctioned amount in paise into `fees` at `at` (processing, GST, third party,
 * recurring: the order of TERMS), for `offerTermsFromFees` to reuse; true when they take the whole
 * amount (`chargesTakeAll`). The compiled engine keeps them per pair, so an eligible pair's
 * charges are worked out once, not again for its offer terms.
 */
export function chargesTakeAllInto(fees: Float64Array, at: number, amount: number, charges: OfferCharges): boolean {
  const c = chargesInto(working, amount, charges);
  fees[at] = c.processing;
  fees[at + 1] = c.gst;
  fees[at + 2] = c.thirdParty;
  fees[at + 3] = c.recurring;
  return c.processing + c.gst + c.thirdParty >= paise(amount);
}

export interface ScheduleRow {
  month: number;
  openingPrincipal: number;
  principal: number;
  interest: number;
  instalment: number;
  closingPrincipal: number;
}

const DEFAULT_GST = 18;
const set = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
/** ₹ → whole paise, half away from zero (amounts are never negative here). */
const paise = (rupees: number) => Math.round(rupees * 100 + 1e-7);
const paiseOrZero = (rupees: number | null | undefined) => (set(rupees) ? paise(rupees) : 0);
const rupees = (p: number) => p / 100;

/** The instalment of a fixed-rate loan, in paise (half up): E = P·i·(1+i)^n / ((1+i)^n − 1); P / n at 0 %. */
export function instalmentPaise(principal: number, annualRatePercent: number, months: number, growth?: number): number {
  const i = annualRatePercent / 1200;
  if (i === 0) return paise(principal / months);
  const g = growth ?? (1 + i) ** months;
  return paise((principal * i * g) / (g - 1));
}

interface ChargesPaise {
  processing: number;
  gst: number;
  thirdParty: number;
  recurring: number;
}

/** Upfront and recurring charges in paise for a sanctioned amount, into `out`. */
function chargesInto(out: ChargesPaise, amount: number, charges: OfferCharges | null): ChargesPaise {
  out.processing = out.gst = out.thirdParty = out.recurring = 0;
  if (!charges) return out;
  let fee = 0;
  if (set(charges.processing_fee_flat)) fee = paise(charges.processing_fee_flat);
  else if (set(charges.processing_fee_percent)) {
    let rupeesFee = (amount * charges.processing_fee_percent) / 100;
    if (set(charges.processing_fee_min)) rupeesFee = Math.max(rupeesFee, charges.processing_fee_min);
    if (set(charges.processing_fee_max)) rupeesFee = Math.min(rupeesFee, charges.processing_fee_max);
    fee = paise(rupeesFee);
  }
  const insurance = set(charges.insurance_amount)
    ? paise(charges.insurance_amount)
    : set(charges.insurance_percent)
      ? paise((amount * charges.insurance_percent) / 100)
      : 0;
  out.processing = fee;
  out.gst = paise((rupees(fee) * (set(charges.gst_percent) ? charges.gst_percent : DEFAULT_GST)) / 100);
  out.thirdParty = insurance + paiseOrZero(charges.valuation_fee) + paiseOrZero(charges.legal_fee) + paiseOrZero(charges.stamp_duty);
  out.recurring = paiseOrZero(charges.recurring_charges_monthly);
  return out;
}

/** Upfront and recurring charges in paise for a sanctioned amount. */
export function chargesPaise(amount: number, charges: OfferCharges | null): ChargesPaise {
  return chargesInto({ processing: 0, gst: 0, thirdParty: 0, recurring: 0 }, amount, charges);
}

/** Evaluation is synchronous: one set of working figures serves every call. */
const working: ChargesPaise = { processing: 0, gst: 0, thirdParty: 0, recurring: 0 };

const CHARGE_FIELDS = [
  'processing_fee_percent',
  'processing_fee_min',
  'processing_fee_max',
  'processing_fee_flat',
  'gst_percent',
  'insurance_amount',
  'insurance_percent',
  'valuation_fee',
  'legal_fee',
  'stamp_duty',
  'recurring_charges_monthly',
] as const satisfies readonly (keyof OfferCharges)[];

/**
 * A charges row as the fees of the APR alone, every field present (a number, or null where the row
 * sets none): rows of one shape keep the engine's reads of them fast. The compiled plan keeps one
 * per row.
 */
export function normaliseCharges(row: OfferCharges): OfferCharges {
  const out: Record<string, number | null> = {};
  for (const field of CHARGE_FIELDS) out[field] = set(row[field]) ? row[field] : null;
  return out as OfferCharges;
}

/**
 * Interest of each month in paise for the schedule (opening · i, to the paisa), calling `row` for
 * each; the last instalment closes the principal at exactly 0. Returns total interest and the last
 * instalment in paise.
 */
function amortise(principalPaise: number, i: number, months: number, instalment: number, row?: (r: ScheduleRow) => void) {
  let opening = principalPaise;
  let totalInterest = 0;
  let last = instalment;
  for (let month = 1; month <= months; month++) {
    const interest = Math.round(opening * i + 1e-7);
    const isLast = month === months;
    const principal = isLast ? opening : Math.min(opening, instalment - interest);
    const paid = isLast ? opening + interest : instalment;
    const closing = opening - principal;
    totalInterest += interest;
    if (isLast) last = paid;
    row?.({
      month,
      openingPrincipal: rupees(opening),
      principal: rupees(principal),
      interest: rupees(interest),
      instalment: rupees(paid),
      closingPrincipal: rupees(closing),
    });
    opening = closing;
  }
  return { totalInterest, last };
}

/**
 * `amortise` without the rows, for every answer: total interest and the last instalment in paise.
 * The month-by-month rounding makes it a loop of `months` dependent steps, the costliest part of an
 * offer; the pairs of one answer share a few (amount, rate, tenure), so the last results are kept
 * in a small table keyed by all four inputs (pure arithmetic: never stale, never cleared).
 */
const TOTALS_SLOTS = 256;
const totalsTable = new Float64Array(TOTALS_SLOTS * 6).fill(Number.NaN);
const totalsOut = { totalInterest: 0, last: 0 };

/** `i`, the monthly rate, is read from io[TERMS.inRate]: no double crosses the call. */
function interestTotals(principalPaise: number, io: Float64Array, months: number, instalment: number) {
  const i = io[TERMS.inRate]!;
  const at = 6 * ((Math.imul(principalPaise | 0, 0x9e3779b1) ^ Math.imul(months, 0x85ebca6b) ^ ((i * 1e9) | 0)) & (TOTALS_SLOTS - 1));
  const t = totalsTable;
  if (t[at] === principalPaise && t[at + 1] === i && t[at + 2] === months && t[at + 3] === instalment) {
    totalsOut.totalInterest = t[at + 4]!;
    totalsOut.last = t[at + 5]!;
    return totalsOut;
  }
  let opening = principalPaise;
  let totalInterest = 0;
  for (let month = 1; month < months; month++) {
    const interest = Math.round(opening * i + 1e-7);
    totalInterest += interest;
    opening -= Math.min(opening, instalment - interest);
  }
  const lastInterest = Math.round(opening * i + 1e-7);
  t[at] = principalPaise;
  t[at + 1] = i;
  t[at + 2] = months;
  t[at + 3] = instalment;
  t[at + 4] = totalsOut.totalInterest = totalInterest + lastInterest;
  t[at + 5] = totalsOut.last = opening + lastInterest;
  return totalsOut;
}

/**
 * `offerTerms` into a reusable array, allocating nothing: the compiled engine computes every
 * eligible pair of an answer this way. `growth`, when the caller has it, is (1 + rate / 1200) ** months.
 */
function offerTermsInto(
  out: Float64Array,
  amount: number,
  annualRatePercent: number,
  months: number,
  charges: OfferCharges | null,
  growth?: number,
): Float64Array {
  out[TERMS.inAmount] = amount;
  out[TERMS.inRate] = annualRatePercent;
  out[TERMS.inMonths] = months;
  out[TERMS.inGrowth] = growth ?? Number.NaN;
  return offerTermsAt(out, charges);
}

/**
 * `offerTermsInto` with its inputs already in `out` (TERMS.inAmount, inRate, inMonths, inGrowth; NaN:
 * not known). Doubles cross no call on this path: where a call is not inlined, V8 boxes each double
 * argument and result, and the 5,000-pair answer spent ~100 bytes a pair on those boxes.
 */
function offerTermsAt(out: Float64Array, charges: OfferCharges | null): Float64Array {
  const c = chargesInto(working, out[TERMS.inAmount]!, charges);
  out[TERMS.processing] = c.processing;
  out[TERMS.gst] = c.gst;
  out[TERMS.thirdParty] = c.thirdParty;
  out[TERMS.recurring] = c.recurring;
  return offerTermsFromFees(out);
}

/**
 * `offerTermsAt` with the charges in paise already in `out` (TERMS.processing, gst, thirdParty,
 * recurring), as `chargesTakeAllInto` wrote them for the same amount.
 */
export function offerTermsFromFees(out: Float64Array): Float64Array {
  const amount = out[TERMS.inAmount]!;
  const months = out[TERMS.inMonths]!;
  const p = paise(amount);
  const recurring = out[TERMS.recurring]!;
  const upfront = out[TERMS.processing]! + out[TERMS.gst]! + out[TERMS.thirdParty]!;
  const i = out[TERMS.inRate]! / 1200;
  const known = out[TERMS.inGrowth]!;
  const g = i === 0 ? 1 : Number.isNaN(known) ? (1 + i) ** months : known;
  const instalment = i === 0 ? paise(amount / months) : paise((amount * i * g) / (g - 1));
  out[TERMS.inRate] = i;
  out[TERMS.inGrowth] = g;
  const totals = interestTotals(p, out, months, instalment);
  const net = p - upfront;
  // Nothing charged: the cash flows are the loan's own, and the APR is its rate.
  if (upfront === 0 && recurring === 0) out[TERMS.apr] = i;
  else if (net > 0) monthlyIrrAt(out, net, instalment + recurring, months, i > 0);
  else out[TERMS.apr] = Number.NaN;
  const r = out[TERMS.apr]!;
  out[TERMS.upfront] = upfront;
  out[TERMS.net] = net;
  out[TERMS.instalment] = instalment;
  out[TERMS.last] = totals.last;
  out[TERMS.totalInterest] = totals.totalInterest;
  out[TERMS.totalPayable] = p + totals.totalInterest + upfront + recurring * months;
  out[TERMS.apr] = Number.isFinite(r) ? Math.round(r * 1200 * 100 + 1e-9) / 100 : Number.NaN;
  return out;
}

const scratchTerms = new Float64Array(TERMS_LENGTH);

/** The offer terms of a sanctioned amount at a rate over a term, with the pair's charges (null: none). */
export function offerTerms(amount: number, annualRatePercent: number, months: number, charges: OfferCharges | null, growth?: number): OfferTerms {
  const t = offerTermsInto(scratchTerms, amount, annualRatePercent, months, charges, growth);
  const apr = t[TERMS.apr]!;
  return {
    processingFee: rupees(t[TERMS.processing]!),
    gstOnFees: rupees(t[TERMS.gst]!),
    lenderCharges: rupees(t[TERMS.processing]! + t[TERMS.gst]!),
    thirdPartyCharges: rupees(t[TERMS.thirdParty]!),
    upfrontCharges: rupees(t[TERMS.upfront]!),
    recurringCharges: rupees(t[TERMS.recurring]!),
    netDisbursedAmount: rupees(t[TERMS.net]!),
    instalment: rupees(t[TERMS.instalment]!),
    lastInstalment: rupees(t[TERMS.last]!),
    totalInterest: rupees(t[TERMS.totalInterest]!),
    totalAmountPayable: rupees(t[TERMS.totalPayable]!),
    apr: Number.isNaN(apr) ? null : apr,
  };
}

/** The repayment schedule (KFS Annex C): one row a month, the last one closing at ₹0.00. */
export function repaymentSchedule(amount: number, annualRatePercent: number, months: number): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  amortise(paise(amount), annualRatePercent / 1200, months, instalmentPaise(amount, annualRatePercent, months), (r) => rows.push(r));
  return rows;
}
