import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hiddenSides, ScrollX } from './scroll-x';

describe('hiddenSides', () => {
  it('says which sides of a sideways scroller have more to show, with a pixel of slack', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ start: false, end: false });
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 300.5, clientWidth: 300 })).toEqual({ start: false, end: false });
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 900, clientWidth: 300 })).toEqual({ start: false, end: true });
    expect(hiddenSides({ scrollLeft: 250, scrollWidth: 900, clientWidth: 300 })).toEqual({ start: true, end: true });
    expect(hiddenSides({ scrollLeft: 599.5, scrollWidth: 900, clientWidth: 300 })).toEqual({ start: true, end: false });
    // Right to left: the start is on the right and lefts run negative.
    expect(hiddenSides({ scrollLeft: -250, scrollWidth: 900, clientWidth: 300 })).toEqual({ start: true, end: true });
  });
});

/** Gives the scroller the sizes jsdom does not lay out, then scrolls it to `left`. */
function scrollTo(scroller: HTMLElement, left: number) {
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 900 });
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 300 });
  scroller.scrollLeft = left;
  fireEvent.scroll(scroller);
}

describe('ScrollX', () => {
  it('is its children’s scrolling parent, takes their label, and shows a cue at each side with more', () => {
    const { container, getByRole } = render(
      <ScrollX role="region" aria-label="Wide table" tabIndex={0}>
        <table>
          <tbody>
            <tr>
              <td>A wide row</td>
            </tr>
          </tbody>
        </table>
      </ScrollX>,
    );
    const scroller = getByRole('region', { name: 'Wide table' });
    expect(scroller.hasAttribute('data-scroll-x')).toBe(true);
    expect(getByRole('table').parentElement).toBe(scroller);
    const cue = (side: string) => container.querySelector(`[data-scroll-cue=${side}]`)!;
    // Nothing wider than the box: no cue.
    expect(cue('start').className).toContain('opacity-0');
    expect(cue('end').className).toContain('opacity-0');
    expect(cue('end').getAttribute('aria-hidden')).toBe('true');

    scrollTo(scroller, 0);
    expect(cue('start').className).toContain('opacity-0');
    expect(cue('end').className).toContain('opacity-100');
    scrollTo(scroller, 300);
    expect(cue('start').className).toContain('opacity-100');
    expect(cue('end').className).toContain('opacity-100');
    scrollTo(scroller, 600);
    expect(cue('start').className).toContain('opacity-100');
    expect(cue('end').className).toContain('opacity-0');
  });
});
