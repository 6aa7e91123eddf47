import { describe, expect, it } from 'vitest';
import { niceScale, shortDay } from './chart-scale';

describe('niceScale', () => {
  it('rounds the top up to a friendly number with whole ticks', () => {
    expect(niceScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(niceScale(41)).toEqual({ top: 60, ticks: [0, 15, 30, 45, 60] });
    expect(niceScale(450).top).toBe(500);
  });
  it('names days without shifting them across time zones', () => {
    expect(shortDay('2025-03-05')).toBe('5 Mar');
  });
});
