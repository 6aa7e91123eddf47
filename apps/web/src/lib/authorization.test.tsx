import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/render-app';
import { useCan, useGrants } from './authorization';
import { sessionActions } from './session-store';

describe('useCan', () => {
  afterEach(() => sessionActions.clear());

  it("answers from the signed-in role's access map", () => {
    signInAs({ 'user-management': { create: false, edit: true, view: true, delete: false, export: false } });
    expect(renderHook(() => useCan('user-management', 'view')).result.current).toBe(true);
    expect(renderHook(() => useCan('user-management', 'delete')).result.current).toBe(false);
    expect(renderHook(() => useCan('master-configuration', 'view')).result.current).toBe(false);
  });

  it('refuses everything when signed out', () => {
    expect(renderHook(() => useCan('data-dashboard', 'view')).result.current).toBe(false);
  });

  it('gives every action of a module at once, those the role lacks (approve here) refused', () => {
    signInAs({ 'user-management': { create: false, edit: true, view: true, delete: false, export: true } });
    expect(renderHook(() => useGrants('user-management')).result.current).toEqual({
      create: false,
      edit: true,
      view: true,
      delete: false,
      export: true,
      approve: false,
    });
  });
});
