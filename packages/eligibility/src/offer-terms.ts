/**
 * What an eligible offer costs the borrower (shared/design/offer-terms.md): upfront charges, the
 * net disbursed amount, the instalment to the paisa, total interest and amount payable, and the
 * APR as RBI computes it (the monthly internal rate of return on the net disbursed amount, × 12).
 * Money is computed in whole paise, so totals and the repayment schedule agree to the paisa.
 */

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
  const rate = set(charges.penal_rate_percent) ? `${charges.penal_rate_percent}% a year on the overdue amount` : null;
  if (text && rate) return `${text} (${rate})`;
  return text ?? rate;
}

/** An eligible entry's figures from its terms. */
export function offerFigures(terms: OfferTerms, charges: PenalChargeTerms | null): OfferFigures {
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
  const c = chargesPaise(amount, charges);
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
const rupees = (p: number) => p / 100;

/** The instalment of a fixed-rate loan, in paise (half up): E = P·i·(1+i)^n / ((1+i)^n − 1); P / n at 0 %. */
export function instalmentPaise(principal: number, annualRatePercent: number, months: number, growth?: number): number {
  const i = annualRatePercent / 1200;
  if (i === 0) return paise(principal / months);
  const g = growth ?? (1 + i) ** months;
  return paise((principal * i * g) / (g - 1));
}

/** Upfront and recurring charges in paise for a sanctioned amount. */
export function chargesPaise(amount: number, charges: OfferCharges | null) {
  if (!charges) return { processing: 0, gst: 0, thirdParty: 0, recurring: 0 };
  let fee = 0;
  if (set(charges.processing_fee_flat)) fee = paise(charges.processing_fee_flat);
  else if (set(charges.processing_fee_percent)) {
    let rupeesFee = (amount * charges.processing_fee_percent) / 100;
    if (set(charges.processing_fee_min)) rupeesFee = Math.max(rupeesFee, charges.processing_fee_min);
    if (set(charges.processing_fee_max)) rupeesFee = Math.min(rupeesFee, charges.processing_fee_max);
    fee = paise(rupeesFee);
  }
  const gst = paise((rupees(fee) * (set(charges.gst_percent) ? charges.gst_percent : DEFAULT_GST)) / 100);
  const insurance = set(charges.insurance_amount)
    ? paise(charges.insurance_amount)
    : set(charges.insurance_percent)
      ? paise((amount * charges.insurance_percent) / 100)
      : 0;
  const other = [charges.valuation_fee, charges.legal_fee, charges.stamp_duty].reduce<number>((sum, v) => sum + (set(v) ? paise(v) : 0), 0);
  return {
    processing: fee,
    gst,
    thirdParty: insurance + other,
    recurring: set(charges.recurring_charges_monthly) ? paise(charges.recurring_charges_monthly) : 0,
  };
}

/**
 * The monthly internal rate of return r with N = Σ_{t=1..n} payment / (1+r)^t (unrounded), by
 * Newton's method on the closed form from `guess` (the loan's own monthly rate is within a few
 * hundredths), kept inside a bracket so it cannot run away.
 */
export function monthlyIrr(net: number, payment: number, months: number, guess = payment / net - 1 / months): number {
  if (net <= 0 || payment <= 0) return Number.NaN;
  if (payment * months <= net) return 0;
  let lo = 0;
  let hi = Infinity;
  let r = guess > 0 ? guess : 1e-6;
  for (let step = 0; step < 100; step++) {
    const discount = (1 + r) ** -months;
    const value = (payment * (1 - discount)) / r - net;
    // The present value falls as r grows: a positive value means r is too small.
    if (value > 0) lo = r;
    else hi = r;
    if (Math.abs(value) < 1e-9) return r;
    const slope = (payment * months * discount) / ((1 + r) * r) - (payment * (1 - discount)) / (r * r);
    let next = r - value / slope;
    if (!(next > lo && next < hi)) next = hi === Infinity ? r * 2 : (lo + hi) / 2;
    if (Math.abs(next - r) <= 1e-15 * r) return next;
    r = next;
  }
  return r;
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

/** `amortise` without the rows, for every answer: total interest and the last instalment in paise. */
function interestTotals(principalPaise: number, i: number, months: number, instalment: number) {
  let opening = principalPaise;
  let totalInterest = 0;
  for (let month = 1; month < months; month++) {
    const interest = Math.round(opening * i + 1e-7);
    totalInterest += interest;
    opening -= Math.min(opening, instalment - interest);
  }
  const lastInterest = Math.round(opening * i + 1e-7);
  return { totalInterest: totalInterest + lastInterest, last: opening + lastInterest };
}

/**
 * The offer terms of a sanctioned amount at a rate over a term, with the pair's charges (null:
 * none). `growth`, when the caller has it, is (1 + rate / 1200) ** months.
 */
export function offerTerms(amount: number, annualRatePercent: number, months: number, charges: OfferCharges | null, growth?: number): OfferTerms {
  const p = paise(amount);
  const c = chargesPaise(amount, charges);
  const upfront = c.processing + c.gst + c.thirdParty;
  const instalment = instalmentPaise(amount, annualRatePercent, months, growth);
  const { totalInterest, last } = interestTotals(p, annualRatePercent / 1200, months, instalment);
  const net = p - upfront;
  const i = annualRatePercent / 1200;
  // Nothing charged: the cash flows are the loan's own, and the APR is its rate.
  const r = upfront === 0 && c.recurring === 0 ? i : net > 0 ? monthlyIrr(net, instalment + c.recurring, months, i > 0 ? i : undefined) : Number.NaN;
  return {
    processingFee: rupees(c.processing),
    gstOnFees: rupees(c.gst),
    lenderCharges: rupees(c.processing + c.gst),
    thirdPartyCharges: rupees(c.thirdParty),
    upfrontCharges: rupees(upfront),
    recurringCharges: rupees(c.recurring),
    netDisbursedAmount: rupees(net),
    instalment: rupees(instalment),
    lastInstalment: rupees(last),
    totalInterest: rupees(totalInterest),
    totalAmountPayable: rupees(p + totalInterest + upfront + c.recurring * months),
    apr: Number.isFinite(r) ? Math.round(r * 1200 * 100 + 1e-9) / 100 : null,
  };
}

/** The repayment schedule (KFS Annex C): one row a month, the last one closing at ₹0.00. */
export function repaymentSchedule(amount: number, annualRatePercent: number, months: number): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  amortise(paise(amount), annualRatePercent / 1200, months, instalmentPaise(amount, annualRatePercent, months), (r) => rows.push(r));
  return rows;
}
