import { describe, expect, it } from 'vitest';
import { timeSlices } from './time-slices';

describe('timeSlices', () => {
  it('is spent once the slice has passed, and starts a new slice after yielding', async () => {
    let clock = 100;
    const slices = timeSlices(15, () => clock);
    clock = 114;
    expect(slices.spent()).toBe(false);
    clock = 115;
    expect(slices.spent()).toBe(true);
    await slices.yield();
    expect(slices.spent()).toBe(false);
    clock = 130;
    expect(slices.spent()).toBe(true);
  });

  it('lets work queued meanwhile run while the loop yields', async () => {
    const order: string[] = [];
    const slices = timeSlices(0);
    setImmediate(() => order.push('other request'));
    expect(slices.spent()).toBe(true);
    await slices.yield();
    order.push('work goes on');
    expect(order).toEqual(['other request', 'work goes on']);
  });
});
