import { useEffect, type RefObject } from 'react';
import { setToastClearance } from '@/lib/toast-clearance';

/** Space between the buttons and a toast above them (px). */
const GAP = 8;

/**
 * Keeps toasts off the element (a bar of buttons such as the rule editor's Save & Next): while it
 * is in the lower half of the window, toasts rise above it; higher up, they stay at the bottom,
 * below it. Measured again on scroll (of any container), resize and changes of the page's size.
 */
export function useKeepToastsClear(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const { top, bottom } = element.getBoundingClientRect();
      const height = window.innerHeight;
      const inLowerHalf = bottom > 0 && top < height && top >= height / 2;
      setToastClearance(inLowerHalf ? Math.ceil(height - top + GAP) : 0);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element.parentElement ?? element);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      setToastClearance(0);
    };
  }, [ref]);
}
