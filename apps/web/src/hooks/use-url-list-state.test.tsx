import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearListKeys, useUrlListState } from './use-url-list-state';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useUrlListState(10), location: useLocation() }), { wrapper });
}

describe('useUrlListState', () => {
  it('reads the list from the address, ignoring values that make no sense', () => {
    const { result } = setup('/banks?q=hdfc&page=3&limit=25&sort=name&order=desc&f.is_active=true&tab=bank');
    expect(result.current.list.params).toEqual({ search: 'hdfc', page: 3, pageSize: 25, sortBy: 'name', sortOrder: 'desc', filters: { is_active: 'true' } });
    expect(result.current.list.sorting).toEqual([{ id: 'name', desc: true }]);
    const odd = setup('/banks?page=-2&limit=5000').result.current.list.params;
    expect([odd.page, odd.pageSize, odd.search]).toEqual([1, 10, '']);
  });

  it('writes changes to the address; anything but the page goes back to page 1', () => {
    const { result } = setup('/banks?tab=bank&page=4');
    act(() => result.current.list.setSearch('icici'));
    expect(result.current.location.search).toBe('?tab=bank&q=icici');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?tab=bank&q=icici&page=2');
    act(() => result.current.list.setFilter('is_active', 'false'));
    expect(result.current.location.search).toBe('?tab=bank&q=icici&f.is_active=false');
    act(() => result.current.list.setSorting([{ id: 'created_at', desc: false }]));
    expect(result.current.list.params).toMatchObject({ sortBy: 'created_at', sortOrder: 'asc', page: 1, filters: { is_active: 'false' } });
    act(() => result.current.list.setSearch(''));
    expect(result.current.location.search).not.toContain('q=');
  });

  it('changes several filters in one step', () => {
    const { result } = setup('/shortener?status=x&f.status=expired&page=3');
    act(() => result.current.list.setFilters({ search: 'promo', filters: { status: undefined, campaignId: 'diwali' } }));
    expect(result.current.location.search).toBe('?status=x&q=promo&f.campaignId=diwali');
  });

  it('clears only the list keys when a page switches lists', () => {
    expect(clearListKeys(new URLSearchParams('tab=city&q=pune&page=2&f.is_metro=true&limit=25')).toString()).toBe('tab=city');
  });
});
