import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useCustomerFilters } from './use-customer-filters';

const at = (search: string) =>
  renderHook(() => useCustomerFilters(), {
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[`/customers${search}`]}>{children}</MemoryRouter>,
  }).result.current.query;

describe('the Customer Master address', () => {
  it('keeps every page size the table offers, and falls back to 10 for any other', () => {
    for (const limit of [10, 25, 50, 100]) expect(at(`?limit=${limit}`).limit).toBe(limit);
    expect(at('?limit=20').limit).toBe(10);
    expect(at('?limit=abc').limit).toBe(10);
    expect(at('').limit).toBe(10);
  });
});
