import { describe, expect, it } from 'vitest';
import { getPageNumbers, getTotalPages } from './get-page-numbers';

describe('getPageNumbers', () => {
  it('shows every page when there are few', () => {
    expect(getPageNumbers(1, 3, 5)).toEqual([1, 2, 3]);
  });

  it('shows at most five pages centred on the current one', () => {
    expect(getPageNumbers(6, 20, 5)).toEqual([4, 5, 6, 7, 8]);
  });

  it('stays inside the first and last pages', () => {
    expect(getPageNumbers(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageNumbers(2, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageNumbers(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(getPageNumbers(19, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows two pages on small screens, the current one first', () => {
    expect(getPageNumbers(5, 10, 2)).toEqual([5, 6]);
    expect(getPageNumbers(10, 10, 2)).toEqual([9, 10]);
  });

  it('handles no pages and a current page out of range', () => {
    expect(getPageNumbers(1, 0, 5)).toEqual([]);
    expect(getPageNumbers(99, 3, 5)).toEqual([1, 2, 3]);
  });
});

describe('getTotalPages', () => {
  it('rounds up', () => {
    expect(getTotalPages(0, 10)).toBe(0);
    expect(getTotalPages(10, 10)).toBe(1);
    expect(getTotalPages(11, 10)).toBe(2);
  });
});
