import { describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../../db/client';
import { createClickQueue } from './click-queue';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const visit = (userAgent: string | undefined) => ({ method: 'GET', ip: '8.8.8.8', userAgent, referrer: undefined, purpose: undefined });
const click = (n: number) => ({ linkId: `link-${n % 3}`, at: new Date(0), visit: visit(BROWSER) });
const logger = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() }) as never as { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };

function fakeDb(failFirst: number) {
  const written: unknown[][] = [];
  let calls = 0;
  const db = {
    execute: vi.fn(async () => {
      calls++;
      if (calls <= failFirst) throw new Error('database down');
      written.push([calls]);
      return { rows: [] };
    }),
  };
  return { db: db as unknown as DbOrTx, written, calls: () => calls };
}

describe('click queue', () => {
  it('writes queued clicks in batches of at most batchSize', async () => {
    const { db, calls } = fakeDb(0);
    const queue = createClickQueue(db, logger() as never, { batchSize: 10, intervalMs: 60_000 });
    for (let i = 0; i < 25; i++) queue.push(click(i));
    await queue.flush();
    expect(queue.length).toBe(0);
    // Two batches of 10 went out as the queue filled (one write each), the remaining 5 on flush.
    expect(calls()).toBe(3);
    await queue.close();
  });

  it('keeps a batch that failed, logs it, and writes it on the next flush; pushes go on meanwhile', async () => {
    const { db, calls } = fakeDb(1);
    const log = logger();
    const queue = createClickQueue(db, log as never, { batchSize: 100, intervalMs: 60_000 });
    queue.push(click(1));
    await queue.flush();
    expect(queue.length).toBe(1);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ waiting: 1, failures: 1 }), expect.stringContaining('retried'));
    queue.push(click(2));
    await queue.flush();
    expect(queue.length).toBe(0);
    expect(calls()).toBe(2);
    await queue.close();
  });

  it('drops clicks beyond its bound and reports how many, never growing without limit', async () => {
    const { db } = fakeDb(Number.POSITIVE_INFINITY);
    const log = logger();
    const queue = createClickQueue(db, log as never, { batchSize: 1000, maxQueued: 5, intervalMs: 60_000 });
    for (let i = 0; i < 8; i++) queue.push(click(i));
    expect(queue.length).toBe(5);
    expect(queue.dropped).toBe(3);
    await queue.close();
    expect(log.error).toHaveBeenCalledWith({ lost: 5 }, 'clicks not written at shutdown');
  });

  it('decides when writing: a batch of bots, previews and HEAD requests writes nothing', async () => {
    const { db, calls } = fakeDb(0);
    const queue = createClickQueue(db, logger() as never, { batchSize: 100, intervalMs: 60_000 });
    queue.push({ linkId: 'a', at: new Date(0), visit: visit('Twitterbot/1.0') });
    queue.push({ linkId: 'a', at: new Date(0), visit: visit(undefined) });
    queue.push({ linkId: 'a', at: new Date(0), visit: { ...visit(BROWSER), method: 'HEAD' } });
    expect(queue.length).toBe(3);
    await queue.flush();
    expect(queue.length).toBe(0);
    expect(calls()).toBe(0);
    queue.push(click(1));
    await queue.flush();
    expect(calls()).toBe(1);
    await queue.close();
  });
});
