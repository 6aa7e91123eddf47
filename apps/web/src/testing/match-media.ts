import { vi } from 'vitest';

/** Pretends the window is `width` pixels wide for max-width and prefers-color-scheme queries. */
export function setViewport(width: number, { dark = false }: { dark?: boolean } = {}): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return mediaQueryList(query, max ? width <= Number(max[1]) : query.includes('prefers-color-scheme: dark') ? dark : false);
  });
}

/** A MediaQueryList that answers `matches` and never changes, for jsdom, which has no matchMedia. */
export function mediaQueryList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}
