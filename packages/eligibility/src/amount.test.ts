import { describe, expect, it } from 'vitest';
import { bindAmount, instalment, monthlyRate, presentValue, roundDownToThousand } from './amount';
import { applicant, evaluateOne, generalRule } from './test-support/fixtures';

describe('presentValue', () => {
  it('is the principal a monthly payment repays (reducing balance)', () => {
    expect(presentValue(20000, 0.01, 60)).toBeCloseTo(899101.0, 0);
    expect(Math.floor(presentValue(20000, 0.01, 6))).toBe(115909);
  });

  it('is payment × months at a zero rate', () => {
    expect(presentValue(20000, 0, 60)).toBe(1200000);
  });
});

describe('instalment', () => {
  it('matches the worked example', () => {
    expect(instalment(899000, 0.01, 60)).toBe(19998);
  });

  it('rounds halves up and the rest to the nearest rupee', () => {
    expect(instalment(1000, 0, 16)).toBe(63); // 62.5
    expect(instalment(1000, 0, 3)).toBe(333); // 333.33
    expect(instalment(2000, 0, 3)).toBe(667); // 666.67
  });

  it('is A / T at a zero rate', () => {
    expect(instalment(1200000, 0, 60)).toBe(20000);
  });

  it('is 0 without months rather than infinite', () => {
    expect(instalment(1000, 0.01, 0)).toBe(0);
  });
});

describe('roundDownToThousand', () => {
  it('rounds down, never up', () => {
    expect(roundDownToThousand(899101.05)).toBe(899000);
    expect(roundDownToThousand(899999.99)).toBe(899000);
    expect(roundDownToThousand(900000)).toBe(900000);
    expect(roundDownToThousand(999)).toBe(0);
  });
});

describe('bindAmount', () => {
  it('takes the smallest cap and names it', () => {
    expect(
      bindAmount([
        { name: 'requested', value: 500000 },
        { name: 'multiplier', value: 480500 },
        { name: 'foir', value: 480500 },
      ]),
    ).toEqual({ amount: 480000, binding: 'multiplier' });
  });
});

describe('interest rate', () => {
  const highCibil = { high_cibil_threshold: 750, high_cibil_interest_rate: 10.5 };

  it('is 12% a year → r = 1% a month', () => {
    expect(monthlyRate(12)).toBe(0.01);
  });

  it('uses the high-CIBIL rate at or above the threshold', () => {
    const entry = evaluateOne({ general: [generalRule(highCibil)] }, { applicant: applicant({ cibilScore: 750 }) });
    expect(entry.loanAmountDetails.interestRate).toBe(10.5);
    expect(entry.explanation.checks).toContainEqual({
      code: 'INTEREST_RATE_NOT_CONFIGURED',
      passed: true,
      detail: 'high_cibil_interest_rate 10.5% p.a.',
    });
    // A lower rate raises the FOIR cap: PV(20000, 0.875%, 60) = 930,496.54 → 930,000.
    expect(entry.loanAmountDetails.eligibleAmount).toBe(930000);
  });

  it('uses the base rate below the threshold, without a score, or without a threshold', () => {
    expect(evaluateOne({ general: [generalRule(highCibil)] }, { applicant: applicant({ cibilScore: 749 }) }).loanAmountDetails.interestRate).toBe(12);
    expect(evaluateOne({ general: [generalRule(highCibil)] }, { applicant: applicant({ cibilScore: null }) }).loanAmountDetails.interestRate).toBe(12);
    expect(evaluateOne({ general: [generalRule({ high_cibil_interest_rate: 10.5 })] }).loanAmountDetails.interestRate).toBe(12);
  });

  it('needs only the high-CIBIL rate when the applicant qualifies for it', () => {
    const entry = evaluateOne({ general: [generalRule({ ...highCibil, interest_rate: null })] });
    expect(entry.failureCodes).toEqual([]);
    expect(entry.loanAmountDetails.interestRate).toBe(10.5);
  });

  it('is not configured when only a high-CIBIL rate exists and the applicant does not qualify', () => {
    const entry = evaluateOne({ general: [generalRule({ ...highCibil, interest_rate: null })] }, { applicant: applicant({ cibilScore: 700 }) });
    expect(entry.failureCodes).toEqual(['INTEREST_RATE_NOT_CONFIGURED']);
    expect(entry.loanAmountDetails.interestRate).toBeNull();
    expect(entry.explanation.caps).toEqual([]);
    expect(entry.explanation.bindingCap).toBeNull();
  });
});
