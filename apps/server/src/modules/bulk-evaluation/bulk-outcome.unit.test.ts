import { describe, expect, it } from 'vitest';
import type { CompactEntry } from '@lbo/eligibility';
import { outcomeOf } from './bulk-runner';

function offer(bankId: string, amount: number, apr: number | null, rate = 9, bankName = bankId): CompactEntry {
  return {
    bankId,
    bankName,
    productId: 'pl',
    productName: 'Personal Loan',
    loanType: 'PERSONAL_LOAN',
    eligibilityStatus: 'ELIGIBLE',
    loanAmountDetails: { eligibleAmount: amount, interestRate: rate, estimatedEMI: 40_000, btAmount: 0 },
    apr,
    netDisbursedAmount: amount,
    upfrontCharges: 0,
    totalInterest: 1,
    totalAmountPayable: amount + 1,
    penalCharges: null,
    grantedTenure: 60,
    appliedMaxTenure: 60,
    failureReasons: [],
    failureCodes: [],
    bindingCap: 'requested',
  };
}
const largest = (...entries: CompactEntry[]) => outcomeOf({ eligibleBanks: entries, totalBanksChecked: entries.length, eligibleCount: entries.length }).best;

describe("a bulk row's largest offer", () => {
  it('is the largest amount, and among equal amounts the lowest APR, whatever the answer order', () => {
    expect(largest(offer('a', 2_000_000, 9.53), offer('b', 2_000_000, 9.28))).toMatchObject({ bankId: 'b', apr: 9.28 });
    expect(largest(offer('b', 2_000_000, 9.28), offer('a', 2_000_000, 9.53))).toMatchObject({ bankId: 'b' });
    expect(largest(offer('a', 2_100_000, 12), offer('b', 2_000_000, 9.28))).toMatchObject({ bankId: 'a' });
  });

  it('reads the rate where an answer has no APR', () => {
    expect(largest(offer('a', 1_000_000, null, 11), offer('b', 1_000_000, null, 10.5))).toMatchObject({ bankId: 'b', apr: null, rate: 10.5 });
  });

  it('breaks a tie of amount and APR by the lender name, not by the answer order', () => {
    expect(largest(offer('z', 1_000_000, 10, 9, 'Zeta Bank'), offer('a', 1_000_000, 10, 9, 'Axis Bank'))).toMatchObject({ bankId: 'a' });
  });
});
