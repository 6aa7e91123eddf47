import { useLayoutEffect, useState } from 'react';

/**
 * The width in CSS pixels of the element the returned ref is given to, kept up to date as it
 * resizes; null before it is measured and where the browser cannot measure (jsdom). A callback ref:
 * an element drawn only once its data has come is measured when it appears.
 */
export function useElementWidth<T extends Element>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width] as const;
}
