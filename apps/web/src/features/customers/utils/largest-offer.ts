import type { LargestOffer } from '@lbo/contracts/customers';
import { formatINR } from '@/lib/format';

const percent = (n: number) => `${n.toFixed(2)}%`;

/** The offer's terms in one line: "HDFC Bank · Personal Loan · 10.50% p.a. · APR 11.62%". */
export function describeOfferTerms(offer: LargestOffer): string {
  const parts = [offer.bankName, offer.productName];
  if (offer.rate !== null) parts.push(`${percent(offer.rate)} p.a.`);
  if (offer.apr !== null) parts.push(`APR ${percent(offer.apr)}`);
  return parts.join(' · ');
}

/** The whole offer in one line, amount first; "—" where there is none. */
export function describeLargestOffer(offer: LargestOffer | null | undefined): string {
  return offer ? `${formatINR(offer.amount)} · ${describeOfferTerms(offer)}` : '—';
}
