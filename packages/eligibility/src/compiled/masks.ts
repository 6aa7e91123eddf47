import { FAILURE_CODES, FAILURE_MESSAGES, type FailureCode } from '../codes';
import { CAP_NAMES, type CapName } from '@lbo/contracts/cap-names';

/**
 * Failure codes as bits: bit i is FAILURE_CODES[i], so reading a mask from the lowest bit up
 * lists the codes in `compareCodes` order, and a code raised twice is still one code.
 */
/** The one code outside the mask: it is raised only when every masked check passed (evaluate.ts). */
const OFFER_CODE = 'UPFRONT_CHARGES_REACH_AMOUNT' satisfies FailureCode;
export type MaskedCode = Exclude<FailureCode, typeof OFFER_CODE>;
const MASKED = FAILURE_CODES.filter((code): code is MaskedCode => code !== OFFER_CODE);
if (MASKED.length > 32) throw new Error('failure codes no longer fit a 32-bit mask');

export const BIT = Object.freeze(Object.fromEntries(MASKED.map((code, i) => [code, 1 << i]))) as Readonly<Record<MaskedCode, number>>;

const MESSAGES: readonly string[] = MASKED.map((code) => FAILURE_MESSAGES[code]);
export const OFFER_CODES: FailureCode[] = Object.freeze([OFFER_CODE]) as unknown as FailureCode[];
export const OFFER_REASONS: string[] = Object.freeze([FAILURE_MESSAGES[OFFER_CODE]]) as unknown as string[];

/** Eligible pairs share these; nothing that reads an answer writes to it. */
const NO_CODES: FailureCode[] = Object.freeze([]) as unknown as FailureCode[];
const NO_REASONS: string[] = Object.freeze([]) as unknown as string[];

function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/*
 * One frozen list per mask, shared by every answer that has it: an applicant refused by many pairs
 * for the same reasons gets one list, not one per pair. Masks are few; the bound only guards
 * against an unforeseen spread.
 */
const MAX_LISTS = 4096;
const codeLists = new Map<number, FailureCode[]>();
const reasonLists = new Map<number, string[]>();

function listOf<T>(cache: Map<number, T[]>, mask: number, names: readonly T[]): T[] {
  let list = cache.get(mask);
  if (list === undefined) {
    const made: T[] = [];
    for (let m = mask; m !== 0; m &= m - 1) made.push(names[lowestBit(m)]!);
    list = Object.freeze(made) as T[];
    if (cache.size >= MAX_LISTS) cache.clear();
    cache.set(mask, list);
  }
  return list;
}

export function codesOf(mask: number): FailureCode[] {
  return mask === 0 ? NO_CODES : listOf(codeLists, mask, MASKED);
}

export function reasonsOf(mask: number): string[] {
  return mask === 0 ? NO_REASONS : listOf(reasonLists, mask, MESSAGES);
}

export const CAP = Object.freeze(Object.fromEntries(CAP_NAMES.map((name, i) => [name, i]))) as Readonly<Record<CapName, number>>;

/** No cap bound the amount (it was not computed). */
export const NO_CAP = -1;
