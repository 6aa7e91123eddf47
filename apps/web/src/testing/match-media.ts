import { vi } from 'vitest';

/** Pretends the window is `width` pixels wide for max-width and prefers-color-scheme queries. */
export function setViewport(width: number, { dark = false }: { dark?: boolean } = {}): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : query.includes('prefers-color-scheme: dark') ? dark : false;
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
  });
}
