import { useSyncExternalStore } from 'react';

/** Breakpoints of the spec: mobile below 640 px, drawer sidebar below 1024 px. */
export const MOBILE_QUERY = '(max-width: 639.98px)';
export const DRAWER_QUERY = '(max-width: 1023.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
