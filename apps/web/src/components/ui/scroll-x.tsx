import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Which sides of a box that scrolls sideways have more to show (a pixel of slack for rounding). */
export function hiddenSides(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): { start: boolean; end: boolean } {
  // A right-to-left box scrolls to negative lefts: its distance from the start is the absolute value.
  const left = Math.abs(box.scrollLeft);
  return { start: left > 1, end: left + box.clientWidth < box.scrollWidth - 1 };
}

const CUE = 'pointer-events-none absolute inset-y-0 w-8 from-slate-900/20 to-transparent transition-opacity duration-150 dark:from-black/60';

/**
 * A box that scrolls sideways when what it holds is wider (a table, a code sample on a phone), with a
 * shadow at each side that has more to show, so that a cut column reads as "scroll", not as missing.
 * Its props go to the scrolling box, which is its children's parent; `frameClassName` styles the
 * frame around it that holds the shadows. The `data-scroll-x` and `data-scroll-cue` marks are what
 * the browser test of small screens (e2e support/phone-fit.ts) recognises as a scroller with a cue.
 */
export function ScrollX({
  className,
  frameClassName,
  endCueClassName,
  children,
  ...props
}: ComponentProps<'div'> & {
  frameClassName?: string;
  /** Where the end's shadow stands when a column sticks to the end (`right-14`): at its edge, not over it. */
  endCueClassName?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () =>
      setHidden((now) => {
        const next = hiddenSides(box);
        return now.start === next.start && now.end === next.end ? now : next;
      });
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box and what it holds: rows that arrive widen the table, not the box.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(box);
    for (const child of box.children) observer?.observe(child);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  return (
    <div className={cn('relative', frameClassName)}>
      {/* Relative: what is placed absolutely inside (a screen reader's "Actions") is clipped here, not laid out past the page. */}
      <div ref={ref} data-scroll-x="" className={cn('relative overflow-x-auto', className)} {...props}>
        {children}
      </div>
      <div aria-hidden="true" data-scroll-cue="start" className={cn(CUE, 'left-0 bg-linear-to-r', hidden.start ? 'opacity-100' : 'opacity-0')} />
      <div aria-hidden="true" data-scroll-cue="end" className={cn(CUE, 'right-0 bg-linear-to-l', endCueClassName, hidden.end ? 'opacity-100' : 'opacity-0')} />
    </div>
  );
}
