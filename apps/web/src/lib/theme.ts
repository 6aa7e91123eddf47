/** Dark mode: stored as 'true'/'false', system preference when nothing is stored. */
export const DARK_MODE_KEY = 'darkMode';

const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function storedPreference(): boolean | null {
  try {
    const raw = localStorage.getItem(DARK_MODE_KEY);
    return raw === 'true' ? true : raw === 'false' ? false : null;
  } catch {
    return null;
  }
}

export function isDarkMode(): boolean {
  return storedPreference() ?? systemPrefersDark();
}

export function applyTheme(dark: boolean = isDarkMode()): void {
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

function notify(): void {
  applyTheme();
  for (const listener of listeners) listener();
}

export function setDarkMode(dark: boolean): void {
  try {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
  } catch {
    // Not persisted, but the current tab still switches.
  }
  applyTheme(dark);
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows other tabs and the system setting; call once at start-up. */
export function watchTheme(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DARK_MODE_KEY || event.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const onSystemChange = () => {
    if (storedPreference() === null) notify();
  };
  media?.addEventListener('change', onSystemChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', onSystemChange);
  };
}
