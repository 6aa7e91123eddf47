import { CAP_NAMES } from '@lbo/contracts/cap-names';
import { FAILURE_CODES, NO_OFFER, offerTerms, type CapName, type FailureCode, type OfferFigures } from '@lbo/eligibility';

/** One pair of a stored decision, as its readers see it (the bank and product by id; names come from the version). */
export interface StoredPair extends OfferFigures {
  bankId: string;
  productId: string;
  eligibilityStatus: 'ELIGIBLE' | 'NOT_ELIGIBLE';
  eligibleAmount: number;
  interestRate: number | null;
  estimatedEMI: number;
  grantedTenure: number;
  failureCodes: FailureCode[];
  bindingCap: CapName | null;
}

/** The columns a stored decision keeps per pair (migration 0015): parallel arrays, in the answer's order. */
export interface OutcomeColumns {
  pair_ids: number[];
  pair_meta: number[];
  pair_failures: number[];
  pair_amounts: number[];
  pair_rates: (number | null)[];
  pair_emis: number[];
  pair_aprs: (number | null)[];
  pair_upfront: (number | null)[];
  pair_interest: (number | null)[];
  pair_payable: (number | null)[];
  pair_penal: (string | null)[];
}

/** Those columns as read back: arrays of what the driver gives, NULL on decisions stored before them. */
export type ReadOutcomeColumns = Record<keyof OutcomeColumns, unknown[] | null>;

// Stored by position: CAP_NAMES only ever grows at its end.
const CAP_INDEX = new Map(CAP_NAMES.map((name, i) => [name, i]));
const CODE_INDEX = new Map<string, number>(FAILURE_CODES.map((code, i) => [code, i]));

const TENURE_BITS = 0xffff;
/** Bit of `pair_meta` set on eligible pairs (SQL reads it too). */
export const ELIGIBLE_BIT = 1 << 16;
const CAP_SHIFT = 17;

/** Failure codes as one number: bit i is FAILURE_CODES[i]. Arithmetic, not `<<`: there may be more than 32. */
function failureMask(codes: readonly string[]): number {
  let mask = 0;
  for (const code of codes) {
    const bit = CODE_INDEX.get(code);
    if (bit === undefined) throw new Error(`unknown failure code ${code}`);
    mask += 2 ** bit;
  }
  return mask;
}

/** The codes of a mask, in FAILURE_CODES order (the order an answer lists them). */
function failureCodesOf(mask: number): FailureCode[] {
  const codes: FailureCode[] = [];
  for (let bit = 0, rest = mask; rest > 0; bit++, rest = Math.floor(rest / 2)) if (rest % 2 === 1) codes.push(FAILURE_CODES[bit]!);
  return codes;
}

function packMeta(eligible: boolean, grantedTenure: number, bindingCap: CapName | null | undefined): number {
  if (!Number.isInteger(grantedTenure) || grantedTenure < 0 || grantedTenure > TENURE_BITS) throw new Error(`tenure ${grantedTenure} cannot be stored`);
  const cap = bindingCap ? CAP_INDEX.get(bindingCap) : undefined;
  if (bindingCap && cap === undefined) throw new Error(`unknown cap ${bindingCap}`);
  return grantedTenure | (eligible ? ELIGIBLE_BIT : 0) | ((cap === undefined ? 0 : cap + 1) << CAP_SHIFT);
}

function unpackMeta(meta: number): { eligible: boolean; grantedTenure: number; bindingCap: CapName | null } {
  const cap = meta >>> CAP_SHIFT;
  return { eligible: (meta & ELIGIBLE_BIT) !== 0, grantedTenure: meta & TENURE_BITS, bindingCap: cap === 0 ? null : (CAP_NAMES[cap - 1] ?? null) };
}

/** One pair's outcome as the engine gave it, before it is stored. */
export interface PairOutcome {
  bankId: string;
  productId: string;
  eligibilityStatus: 'ELIGIBLE' | 'NOT_ELIGIBLE';
  loanAmountDetails: { eligibleAmount: number; interestRate: number | null; estimatedEMI: number };
  grantedTenure: number;
  failureCodes: readonly string[];
  bindingCap?: CapName | null;
  /** Absent on decisions stored before offer terms (data-steps.ts). */
  apr?: number | null;
  upfrontCharges?: number | null;
  totalInterest?: number | null;
  totalAmountPayable?: number | null;
  penalCharges?: string | null;
}

/** The columns of a decision whose pairs are `entries`; `pairId` numbers each bank and product (decision_pairs). */
export function encodeOutcome(entries: readonly PairOutcome[], pairId: (bankId: string, productId: string) => number): OutcomeColumns {
  const n = entries.length;
  const out: OutcomeColumns = {
    pair_ids: new Array<number>(n),
    pair_meta: new Array<number>(n),
    pair_failures: new Array<number>(n),
    pair_amounts: new Array<number>(n),
    pair_rates: new Array<number | null>(n),
    pair_emis: new Array<number>(n),
    pair_aprs: new Array<number | null>(n),
    pair_upfront: new Array<number | null>(n),
    pair_interest: new Array<number | null>(n),
    pair_payable: new Array<number | null>(n),
    pair_penal: new Array<string | null>(n),
  };
  for (let i = 0; i < n; i++) {
    const e = entries[i]!;
    out.pair_ids[i] = pairId(e.bankId, e.productId);
    out.pair_meta[i] = packMeta(e.eligibilityStatus === 'ELIGIBLE', e.grantedTenure, e.bindingCap);
    out.pair_failures[i] = failureMask(e.failureCodes);
    out.pair_amounts[i] = e.loanAmountDetails.eligibleAmount;
    out.pair_rates[i] = e.loanAmountDetails.interestRate;
    out.pair_emis[i] = e.loanAmountDetails.estimatedEMI;
    out.pair_aprs[i] = e.apr ?? null;
    out.pair_upfront[i] = e.upfrontCharges ?? null;
    out.pair_interest[i] = e.totalInterest ?? null;
    out.pair_payable[i] = e.totalAmountPayable ?? null;
    out.pair_penal[i] = e.penalCharges ?? null;
  }
  return out;
}

/** A value of an array column as the driver gives it back (bigint arrays come as text from node-postgres). */
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));

/**
 * What an offer costs, from its columns; an eligible pair stored before offer terms (no figures)
 * was offered without charges, so its terms are the loan's own.
 */
function offerOf(cols: Partial<ReadOutcomeColumns>, i: number, pair: Omit<StoredPair, keyof OfferFigures | 'bankId' | 'productId'>): OfferFigures {
  if (pair.eligibilityStatus !== 'ELIGIBLE') return NO_OFFER;
  const apr = numOrNull(cols.pair_aprs?.[i]);
  const upfront = numOrNull(cols.pair_upfront?.[i]);
  if (apr === null && upfront === null) {
    if (pair.interestRate === null || pair.grantedTenure < 1) return NO_OFFER;
    const t = offerTerms(pair.eligibleAmount, pair.interestRate, pair.grantedTenure, null);
    return {
      apr: t.apr,
      netDisbursedAmount: t.netDisbursedAmount,
      upfrontCharges: 0,
      totalInterest: t.totalInterest,
      totalAmountPayable: t.totalAmountPayable,
      penalCharges: null,
    };
  }
  return {
    apr,
    netDisbursedAmount: upfront === null ? null : Math.round((pair.eligibleAmount - upfront) * 100) / 100,
    upfrontCharges: upfront,
    totalInterest: numOrNull(cols.pair_interest?.[i]),
    totalAmountPayable: numOrNull(cols.pair_payable?.[i]),
    penalCharges: (cols.pair_penal?.[i] as string | null | undefined) ?? null,
  };
}

/** The pairs of a stored decision; `pairOf` names the bank and product of a decision_pairs id. */
export function decodeOutcome(cols: Partial<ReadOutcomeColumns>, pairOf: (id: number) => { bankId: string; productId: string }): StoredPair[] {
  const ids = cols.pair_ids ?? [];
  const out: StoredPair[] = new Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const { eligible, grantedTenure, bindingCap } = unpackMeta(num(cols.pair_meta![i]));
    const outcome = {
      eligibilityStatus: eligible ? ('ELIGIBLE' as const) : ('NOT_ELIGIBLE' as const),
      eligibleAmount: num(cols.pair_amounts![i]),
      interestRate: numOrNull(cols.pair_rates![i]),
      estimatedEMI: num(cols.pair_emis![i]),
      grantedTenure,
      failureCodes: failureCodesOf(num(cols.pair_failures![i])),
      bindingCap,
    };
    out[i] = { ...pairOf(num(ids[i])), ...outcome, ...offerOf(cols, i, outcome) };
  }
  return out;
}

/** A number array as PostgreSQL's array literal (`{1,2.5,NULL}`): sent as one text parameter and cast. */
export function arrayLiteral(values: readonly (number | null)[]): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) text += ',';
    text += v === null || v === undefined ? 'NULL' : String(v);
  }
  return `${text}}`;
}

/** A text array as PostgreSQL's array literal: every value quoted, `"` and `\` escaped, NULL for null. */
export function textArrayLiteral(values: readonly (string | null)[]): string {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) text += ',';
    text += v === null || v === undefined ? 'NULL' : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  }
  return `${text}}`;
}
