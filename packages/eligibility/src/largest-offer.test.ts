import { describe, expect, it } from 'vitest';
import { compareOffers, largestOffer, type OfferCandidate } from './largest-offer';

const offer = (bankName: string, amount: number, apr: number | null, rate: number | null = 9, productName = 'Personal Loan'): OfferCandidate => ({
  bankName,
  productName,
  amount,
  apr,
  rate,
});

describe('the largest offer', () => {
  it('is the largest amount, whatever its cost', () => {
    expect(largestOffer([offer('Axis Bank', 2_000_000, 9.28), offer('Bank of Baroda', 2_100_000, 14)])?.bankName).toBe('Bank of Baroda');
  });

  it('among equal amounts is the lowest APR: 9.28 % beats 9.53 % in either order', () => {
    const cheap = offer('Zeta Bank', 2_000_000, 9.28);
    const dear = offer('Axis Bank', 2_000_000, 9.53);
    expect(largestOffer([dear, cheap])).toBe(cheap);
    expect(largestOffer([cheap, dear])).toBe(cheap);
  });

  it('reads the rate where an answer has no APR', () => {
    expect(largestOffer([offer('Axis Bank', 1_000_000, null, 11), offer('Zeta Bank', 1_000_000, null, 10.5)])?.bankName).toBe('Zeta Bank');
    // A known APR is compared with the other's rate, never ranked after a missing figure.
    expect(largestOffer([offer('Axis Bank', 1_000_000, null, 10.9), offer('Zeta Bank', 1_000_000, 10.2, 9.5)])?.bankName).toBe('Zeta Bank');
  });

  it('breaks a tie of amount and cost by the lender, then the product, by name', () => {
    const hdfc = offer('HDFC Bank', 1_500_000, 10.5);
    const axis = offer('Axis Bank', 1_500_000, 10.5);
    expect(largestOffer([hdfc, axis])).toBe(axis);
    expect(largestOffer([axis, hdfc])).toBe(axis);
    const top = offer('Axis Bank', 1_500_000, 10.5, 9, 'Express Loan');
    expect(largestOffer([axis, top])).toBe(top);
    expect(compareOffers(axis, axis)).toBe(0);
  });

  it('is null without offers', () => {
    expect(largestOffer([])).toBeNull();
  });
});
