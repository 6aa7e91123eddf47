import { describe, expect, it } from 'vitest';
import { addWorkingDays } from './working-days';

describe('addWorkingDays', () => {
  it('skips weekends: issued on a Thursday, valid until the Tuesday after', () => {
    expect(addWorkingDays('2026-11-26', 3)).toBe('2026-12-01');
  });
  it('skips the given holidays too', () => {
    expect(addWorkingDays('2026-11-23', 3, ['2026-11-24'])).toBe('2026-11-27');
  });
  it('counts from a weekend day to the third working day after it', () => {
    expect(addWorkingDays('2026-11-28', 3)).toBe('2026-12-02');
  });
});
