import { useCallback, useRef, useState } from 'react';

/** How long the ring stays on the row a warning pointed at. */
const ROW_HIGHLIGHT_MS = 2500;
const ROW_HIGHLIGHT_CLASSES = ['ring-2', 'ring-amber-400', 'ring-offset-2', 'rounded-xl', 'transition-shadow'];

/** The `row` a link into the editor asks for (the checks' "Open the row in the editor"). */
const rowAskedFor = (search: string = window.location.search) => new URLSearchParams(search).get('row');

/**
 * A ref for each row the editor renders: the row whose id the address names (`&row=<id>`) is
 * scrolled into view and ringed for a moment, once. The address is read when the editor opens,
 * which is how the checks' links arrive (a plain link, a fresh page).
 */
export function useRowHighlight(): (rowId: string | null | undefined) => ((element: HTMLElement | null) => void) | undefined {
  const [wanted] = useState(rowAskedFor);
  const done = useRef(false);
  const ringed = useCallback((element: HTMLElement | null) => {
    if (!element || done.current) return;
    done.current = true;
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element.classList.add(...ROW_HIGHLIGHT_CLASSES);
    element.dataset.highlighted = 'true';
    window.setTimeout(() => {
      element.classList.remove(...ROW_HIGHLIGHT_CLASSES);
      delete element.dataset.highlighted;
    }, ROW_HIGHLIGHT_MS);
  }, []);
  return useCallback((rowId) => (rowId && rowId === wanted ? ringed : undefined), [wanted, ringed]);
}
