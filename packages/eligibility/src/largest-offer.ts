/**
 * The one rule for "the applicant's largest offer", used wherever a single offer stands for an
 * evaluation (the bulk result file, a customer's history, the decision webhook): the largest
 * eligible amount; among equal amounts the lowest APR (the rate where an older answer has no
 * APR); then the lender's name, then the product's name, so the choice never depends on the
 * order the pairs were stored in. It is not a recommendation: docs/offer-ordering.md.
 */
export interface OfferCandidate {
  amount: number;
  apr: number | null | undefined;
  rate: number | null | undefined;
  bankName: string;
  productName: string;
}

/**
 * Names compare case-insensitively by code point: the same order as the customers' SQL
 * (`lower(name) COLLATE "C"`), whatever the database's collation, so a screen and a file never
 * name different lenders for one tie.
 */
const byName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** What the offer costs a year; a missing figure sorts after every known one. */
const yearlyCost = (o: OfferCandidate) => o.apr ?? o.rate ?? Number.POSITIVE_INFINITY;

/** Negative when `a` is the larger offer by the rule above. */
export function compareOffers(a: OfferCandidate, b: OfferCandidate): number {
  if (a.amount !== b.amount) return b.amount - a.amount;
  const costA = yearlyCost(a);
  const costB = yearlyCost(b);
  if (costA !== costB) return costA < costB ? -1 : 1;
  return byName(a.bankName, b.bankName) || byName(a.productName, b.productName);
}

/** The largest of the offers (eligible ones only: the caller filters), or null when there is none. */
export function largestOffer<T extends OfferCandidate>(offers: Iterable<T>): T | null {
  let largest: T | null = null;
  for (const offer of offers) if (largest === null || compareOffers(offer, largest) < 0) largest = offer;
  return largest;
}
