import { describe, expect, it } from 'vitest';
import { dayBars, niceScale, shortDay } from './chart-scale';

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

describe('dayBars', () => {
  const frame = { width: 120, height: 60, pad: { top: 10, right: 10, bottom: 10, left: 10 } };
  it('gives each day a slot and each bar 70 % of it, on the nice scale', () => {
    const bars = dayBars(frame, 4, 37);
    expect(bars.ticks).toEqual([0, 10, 20, 30, 40]);
    expect(bars.barW).toBeCloseTo(17.5);
    expect(bars.x(0)).toBeCloseTo(13.75);
    expect(bars.x(3)).toBeCloseTo(88.75);
    expect(bars.y(0)).toBe(50);
    expect(bars.y(40)).toBe(10);
    expect(bars.height(20)).toBe(20);
    expect(bars.labelEvery).toBe(1);
  });
  it('keeps bars 2 px wide and labels every sixth of many days', () => {
    const bars = dayBars(frame, 365, 0);
    expect(bars.barW).toBe(2);
    expect(bars.labelEvery).toBe(61);
  });
});
