import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import toast from 'react-hot-toast';
import { mediaQueryList } from './match-media';

// A page's first render waits for its lazy chunk, transformed on first import: on a busy 2-core
// machine (CI runs stages side by side) that passed the library's 1 s default, and on CI once passed
// 5 s for three tests of one file. Waiting longer costs nothing when things appear.
configure({ asyncUtilTimeout: import.meta.env.CI ? 30_000 : 5_000 });

// jsdom has no matchMedia; every query answers "no" unless a test overrides it.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}

// Radix measures elements with ResizeObserver, which jsdom lacks.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  // Files share one module graph (isolate: false): a toast left in the store would show in the next file's toaster.
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  vi.unstubAllGlobals();
});
