import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { getSession, sessionActions } from '@/lib/session-store';
import { roleAccessBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { signInAs } from '@/testing/render-app';
import { SESSION_REHYDRATE_TIMEOUT_MS, useRoleAccessRefresh } from './get-role-access';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;

describe('useRoleAccessRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    sessionActions.clear();
  });

  it('shows the page at once when permissions were kept from an earlier visit', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    signInAs({ 'loan-evaluator': { view: true, create: false, edit: false, delete: false, export: false } });
    const { result } = renderHook(() => useRoleAccessRefresh(), { wrapper });
    expect(result.current).toBe(true);
  });

  it('waits for the permissions, at most 5,000 ms', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    signInAs({});
    const { result } = renderHook(() => useRoleAccessRefresh(), { wrapper });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SESSION_REHYDRATE_TIMEOUT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    expect(SESSION_REHYDRATE_TIMEOUT_MS).toBe(5000);
  });

  it('shows the page as soon as the permissions arrive, and keeps them', async () => {
    mockFetch({
      'GET /api/role/getRoleById': {
        body: roleAccessBody([{ module_id: 'loan-evaluator', view: true, create: false, edit: false, delete: false, export: false }]),
      },
    });
    signInAs({});
    const { result } = renderHook(() => useRoleAccessRefresh(), { wrapper });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(result.current).toBe(true);
    expect(getSession().accessMap['loan-evaluator']?.view).toBe(true);
  });
});
