import { describe, expect, it } from 'vitest';
import { formatIst } from './format-ist';

describe('formatIst', () => {
  it('adds 5 h 30 min to UTC and writes YYYY-MM-DD HH:mm:ss IST', () => {
    expect(formatIst('2025-11-21T04:30:05.000Z')).toBe('2025-11-21 10:00:05 IST');
    expect(formatIst('2025-12-31T20:15:00Z')).toBe('2026-01-01 01:45:00 IST');
  });

  it('shows a dash for empty or unreadable dates', () => {
    expect(formatIst(null)).toBe('-');
    expect(formatIst('')).toBe('-');
    expect(formatIst('not a date')).toBe('-');
  });
});
