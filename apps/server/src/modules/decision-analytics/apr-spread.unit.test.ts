import { describe, expect, it } from 'vitest';
import { aprSpread } from './apr-spread';

describe('APR spread of a lender', () => {
  it('is exact from a histogram: median of an odd and an even count, quartiles interpolated', () => {
    // 11.50, 12.00, 12.00, 13.25, 14.00
    expect(
      aprSpread([
        { aprBp: 1200, count: 2 },
        { aprBp: 1150, count: 1 },
        { aprBp: 1400, count: 1 },
        { aprBp: 1325, count: 1 },
      ]),
    ).toEqual({ offers: 5, min: 11.5, p25: 12, median: 12, p75: 13.25, max: 14 });
    // 10.00, 11.00, 12.00, 13.00: median halfway, quartiles at 10.75 and 12.25.
    expect(aprSpread([1000, 1100, 1200, 1300].map((aprBp) => ({ aprBp, count: 1 })))).toEqual({
      offers: 4,
      min: 10,
      p25: 10.75,
      median: 11.5,
      p75: 12.25,
      max: 13,
    });
  });

  it('is one value for one offer, and nothing without offers', () => {
    expect(aprSpread([{ aprBp: 1707, count: 1 }])).toEqual({ offers: 1, min: 17.07, p25: 17.07, median: 17.07, p75: 17.07, max: 17.07 });
    expect(aprSpread([])).toBeNull();
    expect(aprSpread([{ aprBp: 1200, count: 0 }])).toBeNull();
  });
});
