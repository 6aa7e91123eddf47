import { describe, expect, it } from 'vitest';
import { dayBars, frameAtWidth, niceScale, shortDay } from './chart-scale';

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
    // 100 px of plot hold two labels of 48 px.
    expect(bars.labelEvery).toBe(2);
  });
  it('keeps bars 2 px wide and labels every sixth of many days where six labels fit', () => {
    const bars = dayBars({ ...frame, width: 720 }, 365, 0);
    expect(bars.barW).toBe(2);
    expect(bars.labelEvery).toBe(61);
  });
});

describe('frameAtWidth', () => {
  const frame = { width: 720, height: 220, pad: { top: 12, right: 8, bottom: 28, left: 36 } };
  it('draws a phone-wide chart at its own width, no lower than the frame, with fewer day labels', () => {
    const phone = frameAtWidth(frame, 300);
    expect(phone).toEqual({ ...frame, width: 300, height: 220 });
    // 256 px of plot: five labels of 48 px, so 30 days are labelled every sixth day.
    expect(dayBars(phone, 30, 10).labelEvery).toBe(6);
    expect(dayBars(frame, 30, 10).labelEvery).toBe(5);
    const labelled = (bars: ReturnType<typeof dayBars>) => Array.from({ length: 30 }, (_, i) => i).filter(bars.labelled);
    // The 25th day's label would run into the last one's on the phone: it gives way there only.
    expect(labelled(dayBars(phone, 30, 10))).toEqual([0, 6, 12, 18, 29]);
    expect(labelled(dayBars(frame, 30, 10))).toEqual([0, 5, 10, 15, 20, 25, 29]);
  });
  it('grows a wide chart in proportion, and keeps the frame until the width is measured', () => {
    expect(frameAtWidth(frame, 1080)).toMatchObject({ width: 1080, height: 330 });
    expect(frameAtWidth(frame, null)).toBe(frame);
  });
});
