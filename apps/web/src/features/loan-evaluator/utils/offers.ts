import { PRODUCT_LOAN_TYPE_LABELS, PRODUCT_LOAN_TYPES, type ProductLoanType } from '@lbo/contracts/master-data';
import type { EligibilityEntry } from '../types';

/**
 * How offers are ordered on screen (docs/offer-ordering.md): the borrower's cost first by
 * default, the same rule for every borrower, and nothing ranked as "best". The server's answer
 * keeps its own order (amount first, eligibility-model §7); only the screen reorders.
 */
export const OFFER_SORTS = {
  apr: { label: 'APR', words: 'Sorted by APR, lowest first' },
  emi: { label: 'EMI', words: 'Sorted by EMI, lowest first' },
  amount: { label: 'Amount', words: 'Sorted by eligible amount, highest first' },
  totalCost: { label: 'Total cost', words: 'Sorted by total amount payable, lowest first' },
} as const;

export type OfferSort = keyof typeof OFFER_SORTS;
export const OFFER_SORT_KEYS = Object.keys(OFFER_SORTS) as OfferSort[];
export const DEFAULT_OFFER_SORT: OfferSort = 'apr';

const byName = (a: EligibilityEntry, b: EligibilityEntry) =>
  a.bankName.localeCompare(b.bankName, 'en-IN') || a.productName.localeCompare(b.productName, 'en-IN');

/** Missing figures (an answer from before offer terms) go last, whatever the direction. */
function ascending(a: number | null | undefined, b: number | null | undefined): number {
  const x = a ?? Number.POSITIVE_INFINITY;
  const y = b ?? Number.POSITIVE_INFINITY;
  return x === y ? 0 : x < y ? -1 : 1;
}

const COMPARE: Record<OfferSort, (a: EligibilityEntry, b: EligibilityEntry) => number> = {
  apr: (a, b) => ascending(a.apr ?? a.loanAmountDetails.interestRate, b.apr ?? b.loanAmountDetails.interestRate),
  emi: (a, b) => ascending(a.loanAmountDetails.estimatedEMI, b.loanAmountDetails.estimatedEMI),
  amount: (a, b) => b.loanAmountDetails.eligibleAmount - a.loanAmountDetails.eligibleAmount,
  totalCost: (a, b) => ascending(a.totalAmountPayable, b.totalAmountPayable),
};

/** The eligible entries in the chosen order; equal figures fall back to lender, then product name. */
export function sortOffers(entries: readonly EligibilityEntry[], sort: OfferSort): EligibilityEntry[] {
  const compare = COMPARE[sort];
  return entries.filter((e) => e.eligibilityStatus === 'ELIGIBLE').sort((a, b) => compare(a, b) || byName(a, b));
}

export interface OfferGroup {
  loanType: ProductLoanType;
  label: string;
  offers: EligibilityEntry[];
}

/**
 * Sorted offers by the loan type of their product, each group in the order it was given; the
 * groups in the fixed order of PRODUCT_LOAN_TYPES, so no figure or lender decides which comes first.
 */
export function groupByLoanType(offers: readonly EligibilityEntry[]): OfferGroup[] {
  return PRODUCT_LOAN_TYPES.map((loanType) => ({
    loanType,
    label: PRODUCT_LOAN_TYPE_LABELS[loanType],
    offers: offers.filter((offer) => offer.loanType === loanType),
  })).filter((group) => group.offers.length > 0);
}

/** The lenders that made no offer, in the server's order. */
export function withoutOffer(entries: readonly EligibilityEntry[]): EligibilityEntry[] {
  return entries.filter((e) => e.eligibilityStatus !== 'ELIGIBLE');
}
