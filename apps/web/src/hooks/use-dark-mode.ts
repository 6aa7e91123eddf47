import { useCallback, useSyncExternalStore } from 'react';
import { isDarkMode, setDarkMode, subscribeTheme } from '@/lib/theme';

export function useDarkMode(): { dark: boolean; toggle: () => void } {
  const dark = useSyncExternalStore(subscribeTheme, isDarkMode, () => false);
  const toggle = useCallback(() => setDarkMode(!isDarkMode()), []);
  return { dark, toggle };
}
