import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeIST, formatINR, formatINRExact, formatNumber, formatRelativeTime, perAnnum } from './format';

describe('perAnnum', () => {
  it('words a yearly rate one way, and a missing one as a dash', () => {
    expect(perAnnum(14.25)).toBe('14.25% p.a.');
    expect(perAnnum(12)).toBe('12% p.a.');
    expect(perAnnum(null)).toBe('—');
  });
});

describe('formatINR', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatINR(1234567)).toBe('₹12,34,567');
    expect(formatINR(100000)).toBe('₹1,00,000');
    expect(formatINR(999)).toBe('₹999');
    expect(formatINR(0)).toBe('₹0');
  });

  it('shows whole rupees on cards and in tables: paise are rounded away', () => {
    expect(formatINR(13350.8)).toBe('₹13,351');
    expect(formatINR(14900)).toBe('₹14,900');
    expect(formatINR(1234.5)).toBe('₹1,235');
    expect(formatINR(1234.49)).toBe('₹1,234');
    expect(formatINR(999.999)).toBe('₹1,000');
    expect(formatINR(-0.4)).toBe('₹0');
  });

  it('formats negative amounts and numeric strings', () => {
    expect(formatINR(-250000)).toBe('-₹2,50,000');
    expect(formatINR('1234567')).toBe('₹12,34,567');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatINR(null)).toBe('—');
    expect(formatINR(undefined)).toBe('—');
    expect(formatINR('')).toBe('—');
    expect(formatINR('abc')).toBe('—');
    expect(formatINR(Number.NaN)).toBe('—');
  });
});

describe('formatINRExact', () => {
  it('keeps paise as two digits where figures must add up, and whole rupees without decimals', () => {
    expect(formatINRExact(1234.5)).toBe('₹1,234.50');
    expect(formatINRExact(1234.567)).toBe('₹1,234.57');
    expect(formatINRExact(1000.0)).toBe('₹1,000');
    expect(formatINRExact(999.999)).toBe('₹1,000');
    expect(formatINRExact(1875814.8)).toBe('₹18,75,814.80');
    expect(formatINRExact(null)).toBe('—');
  });
});

describe('formatNumber', () => {
  it('groups without a currency sign', () => {
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(null)).toBe('—');
  });
});

describe('dates', () => {
  it('shows a dash for missing dates', () => {
    expect(formatDate('2026-11-24T20:00:00Z')).toBe('25 Nov 2026');
    expect(formatDate('2027-01-07T05:00:00Z')).toBe('7 Jan 2027');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTimeIST(undefined)).toBe('—');
  });

  it('formats in India Standard Time whatever the viewer zone', () => {
    // 18:30 UTC is midnight in India (UTC+5:30).
    expect(formatDateTimeIST('2024-01-15T18:30:00Z')).toMatch(/16 Jan 2024/);
  });

  it('describes recent moments relative to now', () => {
    const now = new Date('2024-01-01T12:00:00Z');
    expect(formatRelativeTime('2024-01-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2023-12-30T12:00:00Z', now)).toBe('2 days ago');
  });
});
