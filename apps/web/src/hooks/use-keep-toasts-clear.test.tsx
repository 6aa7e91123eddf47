import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppToaster } from '@/app/toaster';
import { useKeepToastsClear } from './use-keep-toasts-clear';

function Bar() {
  const ref = useRef<HTMLDivElement | null>(null);
  useKeepToastsClear(ref);
  return (
    <div ref={ref} data-testid="bar">
      <button type="button">Save &amp; Next</button>
    </div>
  );
}

/** The bar's top edge, in a 768 px window (jsdom's). */
let barTop = 0;

describe('useKeepToastsClear', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lifts toasts over buttons in the lower half of the window, and leaves them at the edge otherwise', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.dataset.testid === 'bar' ? { top: barTop, bottom: barTop + 40, height: 40 } : { top: 0, bottom: 0, height: 0 }) as DOMRect;
    });
    barTop = 700;
    const { unmount } = render(
      <>
        <Bar />
        <AppToaster />
      </>,
    );
    const toaster = () => document.querySelector<HTMLElement>('[data-rht-toaster]')!;
    expect(screen.getByRole('button', { name: 'Save & Next' })).toBeTruthy();
    // 16 px edge + (768 − 700) + 8 px gap.
    await waitFor(() => expect(toaster().style.bottom).toBe('92px'));

    // Scrolled out of sight below the window: at the edge.
    barTop = 900;
    fireEvent.scroll(window);
    await waitFor(() => expect(toaster().style.bottom).toBe('16px'));

    // Back in the lower half, and measured again on resize.
    barTop = 600;
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(toaster().style.bottom).toBe('192px'));

    // In the top half: the toasts stay at the bottom, below the buttons.
    barTop = 200;
    fireEvent.scroll(window);
    await waitFor(() => expect(toaster().style.bottom).toBe('16px'));
    unmount();
  });
});
