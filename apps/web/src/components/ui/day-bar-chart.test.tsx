import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StackedDayBars } from './day-bar-chart';

const FRAME = { width: 720, height: 220, pad: { top: 12, right: 8, bottom: 28, left: 36 } };
const days = Array.from({ length: 30 }, (_, i) => {
  const day = `2026-11-${String(i + 1).padStart(2, '0')}`;
  return { day, total: 10, part: 4, title: day };
});

/** A browser that measures every element `width` pixels wide (jsdom lays nothing out). */
function measureAs(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 0,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: 0,
    toJSON: () => ({}),
  });
}

const drawn = () => {
  const chart = screen.getByRole('img', { name: 'Days' });
  return { viewBox: chart.getAttribute('viewBox'), labels: [...chart.querySelectorAll('text')].map((t) => t.textContent) };
};

afterEach(() => vi.restoreAllMocks());

describe('StackedDayBars', () => {
  it('draws its picture at the width it is shown, so that its 11 px labels stay 11 px on a phone', () => {
    measureAs(300);
    render(<StackedDayBars frame={FRAME} days={days} label="Days" partClassName="" rx={1} />);
    const { viewBox, labels } = drawn();
    expect(viewBox).toBe('0 0 300 220');
    // The y axis, then a date every sixth day and the last: five fit under 256 px of bars.
    expect(labels.filter((l) => /Nov/.test(l ?? ''))).toEqual(['1 Nov', '7 Nov', '13 Nov', '19 Nov', '30 Nov']);
  });

  it('keeps its frame where nothing is measured, and grows in proportion on a wide screen', () => {
    const { unmount } = render(<StackedDayBars frame={FRAME} days={days} label="Days" partClassName="" rx={1} />);
    expect(drawn().viewBox).toBe('0 0 720 220');
    unmount();
    measureAs(1080);
    render(<StackedDayBars frame={FRAME} days={days} label="Days" partClassName="" rx={1} />);
    expect(drawn().viewBox).toBe('0 0 1080 330');
  });
});
