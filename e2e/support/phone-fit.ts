import type { Page } from '@playwright/test';

/**
 * What does not fit the phone on the screen shown, in words (empty when everything fits):
 *
 * - the page is wider than the window (the document, or `main`, which scrolls the page);
 * - a visible control (button, link, tab, field) reaches past the window's sides or past a box that
 *   clips it, or its own text is cut (`scrollWidth > clientWidth` with its overflow hidden);
 * - a box that scrolls sideways on purpose (overflow-x auto or scroll) and has more to show does not
 *   say so: it must be the shared ScrollX (`data-scroll-x`), whose cue at the hidden side is visible.
 *   A control inside such a box may lie beyond the window: the user scrolls the box to reach it;
 * - a chart's label is drawn smaller than 11 px.
 */
export function phoneFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const main = document.getElementById('main-content');
    if (root.scrollWidth > width + 1) problems.push(`the page is ${root.scrollWidth} px wide`);
    if (main && main.scrollWidth > main.clientWidth + 1) problems.push(`the content is ${main.scrollWidth} px wide in a ${main.clientWidth} px screen`);

    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('placeholder') || el.getAttribute('name') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${text}"`;
    };
    const overflowX = (el: Element) => getComputedStyle(el).overflowX;
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(overflowX(el)) && el.scrollWidth > el.clientWidth + 1;

    const scrollers = new Set<Element>();
    const controls = document.querySelectorAll(
      'button, a[href], [role=tab], [role=button], [role=link], [role=combobox], input:not([type=hidden]), select, textarea',
    );
    for (const el of Array.from(controls)) {
      const box = el.getBoundingClientRect();
      // Hidden, or read by screen readers only (sr-only boxes are 1 px).
      if (box.width <= 1 || box.height <= 1) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.closest('[inert], [aria-hidden=true]')) continue;
      // Read by screen readers only until focused (the skip link): clipped to nothing.
      const style = getComputedStyle(el);
      if (style.clip.startsWith('rect(0') || style.clipPath === 'inset(50%)') continue;

      // Up to the nearest box that scrolls sideways (main scrolls the page: it is no such box).
      let clippedBy: Element | null = null;
      let scroller: Element | null = null;
      for (let up = el.parentElement; up && up !== main && up !== document.body; up = up.parentElement) {
        if (scrolls(up)) {
          scroller = up;
          break;
        }
        if (!clippedBy && ['hidden', 'clip'].includes(overflowX(up))) {
          const frame = up.getBoundingClientRect();
          if (box.left < frame.left - 1 || box.right > frame.right + 1) clippedBy = up;
        }
      }
      if (scroller) scrollers.add(scroller);
      else if (box.left < -1 || box.right > width + 1) problems.push(`${describe(el)} reaches ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (clippedBy) problems.push(`${describe(el)} is cut by its box (${describe(clippedBy)})`);
      if (['hidden', 'clip'].includes(overflowX(el)) && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${describe(el)} shows ${el.clientWidth} of its ${el.scrollWidth} px`);
      }
    }

    // Every box that scrolls sideways, with controls in it or not.
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      // A closed <details> lays out what it hides when asked: only what is shown counts.
      if (el !== main && scrolls(el) && el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 1) scrollers.add(el);
    }
    for (const scroller of scrollers) {
      if (!scroller.hasAttribute('data-scroll-x')) {
        problems.push(`${describe(scroller)} scrolls sideways with no cue (use ScrollX)`);
        continue;
      }
      const frame = scroller.getBoundingClientRect();
      if (frame.left < -1 || frame.right > width + 1)
        problems.push(`${describe(scroller)}, which scrolls sideways, reaches ${Math.round(frame.left)}–${Math.round(frame.right)} px`);
      const hidden = [scroller.scrollLeft > 1 ? 'start' : null, scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1 ? 'end' : null];
      for (const side of hidden.filter((s) => s !== null)) {
        const cue = scroller.parentElement?.querySelector(`:scope > [data-scroll-cue=${side}]`);
        const shown = cue && cue.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && Number(getComputedStyle(cue).opacity) > 0.5;
        if (!shown) problems.push(`${describe(scroller)} hides content at its ${side} with no visible cue`);
      }
    }
    // A chart's labels as drawn: a picture scaled down to the phone shrinks its type with it.
    for (const text of Array.from(document.querySelectorAll('svg text'))) {
      const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 1;
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (text.checkVisibility() && size < 10.5) problems.push(`the chart label "${text.textContent}" is ${size.toFixed(1)} px`);
    }
    return [...new Set(problems)];
  });
}
