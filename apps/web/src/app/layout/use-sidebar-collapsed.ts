import { useCallback, useState } from 'react';

export const SIDEBAR_COLLAPSED_KEY = 'sidebarCollapsed';

function read(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The desktop sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed(): [boolean, (update: boolean | ((current: boolean) => boolean)) => void] {
  const [collapsed, setCollapsed] = useState(read);
  const update = useCallback((next: boolean | ((current: boolean) => boolean)) => {
    setCollapsed((current) => {
      const value = typeof next === 'function' ? next(current) : next;
      try {
        localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(value));
      } catch {
        // Not remembered, but the sidebar still collapses.
      }
      return value;
    });
  }, []);
  return [collapsed, update];
}
