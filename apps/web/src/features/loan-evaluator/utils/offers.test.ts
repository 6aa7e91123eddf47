import { describe, expect, it } from 'vitest';
import type { EligibilityEntry } from '../types';
import { groupByLoanType, sortOffers, withoutOffer } from './offers';

function offer(bankName: string, amount: number, apr: number | null, emi: number, eligible = true, totalAmountPayable: number | null = null): EligibilityEntry {
  return {
    bankId: bankName,
    bankName,
    productId: 'pl',
    productName: 'Personal Loan',
    loanType: 'PERSONAL_LOAN',
    eligibilityStatus: eligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
    loanAmountDetails: { eligibleAmount: amount, interestRate: 11, estimatedEMI: emi, btAmount: 0 },
    apr,
    netDisbursedAmount: null,
    upfrontCharges: null,
    totalInterest: null,
    totalAmountPayable,
    penalCharges: null,
    grantedTenure: 36,
    appliedMaxTenure: 36,
    failureReasons: [],
    failureCodes: [],
    bindingCap: null,
  };
}

const entries = [
  offer('Kotak', 900_000, 12.1, 29_900),
  offer('Axis', 1_000_000, 11.62, 33_000),
  offer('HDFC', 2_000_000, 12.1, 44_000),
  offer('Yes', 0, null, 0, false),
  offer('Bandhan', 500_000, null, 16_000),
];
const banks = (list: EligibilityEntry[]) => list.map((e) => e.bankName);

describe('the order of offers', () => {
  it('is APR, lowest first, ties by lender name; an offer without an APR is read at its rate', () => {
    expect(banks(sortOffers(entries, 'apr'))).toEqual(['Bandhan', 'Axis', 'HDFC', 'Kotak']);
  });

  it('can be EMI lowest first, or amount highest first', () => {
    expect(banks(sortOffers(entries, 'emi'))).toEqual(['Bandhan', 'Kotak', 'Axis', 'HDFC']);
    expect(banks(sortOffers(entries, 'amount'))).toEqual(['HDFC', 'Axis', 'Kotak', 'Bandhan']);
  });

  it('can be total cost (the total amount payable), lowest first; an offer without one goes last', () => {
    const costed = [
      offer('Kotak', 900_000, 12.1, 29_900, true, 1_100_000),
      offer('Axis', 1_000_000, 11.62, 33_000, true, 1_050_000),
      offer('Bandhan', 500_000, null, 16_000),
    ];
    expect(banks(sortOffers(costed, 'totalCost'))).toEqual(['Axis', 'Kotak', 'Bandhan']);
  });

  it('groups offers by loan type in the fixed order of the types, keeping the order within each', () => {
    const home = (o: EligibilityEntry): EligibilityEntry => ({ ...o, loanType: 'HOME_LOAN' });
    const sorted = sortOffers(
      [home(offer('Kotak', 900_000, 9, 29_900)), offer('Axis', 1_000_000, 12, 33_000), home(offer('HDFC', 2_000_000, 8.5, 44_000))],
      'apr',
    );
    const groups = groupByLoanType(sorted);
    expect(groups.map((g) => [g.label, banks(g.offers)])).toEqual([
      ['Personal Loan', ['Axis']],
      ['Home Loan', ['HDFC', 'Kotak']],
    ]);
    expect(groupByLoanType(sortOffers(entries, 'apr'))).toHaveLength(1);
  });

  it('keeps the lenders that made no offer apart', () => {
    expect(banks(withoutOffer(entries))).toEqual(['Yes']);
    expect(sortOffers(entries, 'apr').some((e) => e.bankName === 'Yes')).toBe(false);
  });
});
