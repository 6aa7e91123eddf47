import { describe, expect, it } from 'vitest';
import type { EligibilityEntry } from '../types';
import { filterResults, resultCounts, successRate } from './results';

function entry(bankName: string, productName: string, eligible: boolean): EligibilityEntry {
  return {
    bankId: bankName,
    bankName,
    productId: productName,
    productName,
    loanType: 'PERSONAL_LOAN',
    eligibilityStatus: eligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
    loanAmountDetails: { eligibleAmount: eligible ? 500000 : 0, interestRate: 11.5, estimatedEMI: eligible ? 16500 : 0, btAmount: 0 },
    apr: eligible ? 12.4 : null,
    netDisbursedAmount: eligible ? 490000 : null,
    upfrontCharges: eligible ? 10000 : null,
    totalInterest: eligible ? 94000 : null,
    totalAmountPayable: eligible ? 604000 : null,
    penalCharges: null,
    grantedTenure: 36,
    appliedMaxTenure: 36,
    failureReasons: eligible ? [] : ['Salary is below the minimum'],
    failureCodes: eligible ? [] : ['SALARY_BELOW_MIN'],
    bindingCap: eligible ? 'requested' : null,
  };
}

const entries = [entry('HDFC Bank', 'Personal Loan', true), entry('Axis Bank', 'Home Loan', false), entry('ICICI Bank', 'Personal Loan', false)];

describe('successRate and counts', () => {
  it('is eligible ÷ checked as a rounded percentage', () => {
    expect(successRate({ eligibleCount: 1, totalBanksChecked: 3 })).toBe(33);
    expect(successRate({ eligibleCount: 2, totalBanksChecked: 3 })).toBe(67);
    expect(successRate({ eligibleCount: 1, totalBanksChecked: 8 })).toBe(13); // 12.5 rounds up
    expect(successRate({ eligibleCount: 5, totalBanksChecked: 5 })).toBe(100);
  });

  it('is 0 when no bank was checked', () => {
    expect(successRate({ eligibleCount: 0, totalBanksChecked: 0 })).toBe(0);
  });

  it('counts not eligible as total minus eligible', () => {
    expect(resultCounts({ eligibleCount: 3, totalBanksChecked: 10 })).toEqual({ total: 10, eligible: 3, notEligible: 7 });
  });
});

describe('filterResults', () => {
  it('filters by status, keeping the server order', () => {
    expect(filterResults(entries, 'ALL').map((e) => e.bankName)).toEqual(['HDFC Bank', 'Axis Bank', 'ICICI Bank']);
    expect(filterResults(entries, 'ELIGIBLE').map((e) => e.bankName)).toEqual(['HDFC Bank']);
    expect(filterResults(entries, 'NOT_ELIGIBLE').map((e) => e.bankName)).toEqual(['Axis Bank', 'ICICI Bank']);
  });

  it('searches bank or product names, case-insensitively, together with the status', () => {
    expect(filterResults(entries, 'ALL', 'axis').map((e) => e.bankName)).toEqual(['Axis Bank']);
    expect(filterResults(entries, 'ALL', ' HOME ').map((e) => e.bankName)).toEqual(['Axis Bank']);
    expect(filterResults(entries, 'NOT_ELIGIBLE', 'personal').map((e) => e.bankName)).toEqual(['ICICI Bank']);
    expect(filterResults(entries, 'ELIGIBLE', 'axis')).toEqual([]);
  });
});
