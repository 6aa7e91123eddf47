import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app';
import type { DatabaseHandle } from './client';

async function until<T>(read: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for a notification');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('change feed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('delivers a published payload to subscribers of the channel only', async () => {
    const got: (string | null)[] = [];
    const other: (string | null)[] = [];
    const stop = handle.changes.subscribe('feed_test', (p) => got.push(p));
    const stopOther = handle.changes.subscribe('feed_other', (p) => other.push(p));
    await handle.changes.ready();
    await handle.changes.publish(handle.db, 'feed_test', 'hello');
    expect(await until(() => got[0])).toBe('hello');
    expect(other).toEqual([]);
    stop();
    stopOther();
  });

  it('sends a notification made inside a transaction only when it commits', async () => {
    const got: (string | null)[] = [];
    const stop = handle.changes.subscribe('feed_tx', (p) => got.push(p));
    await handle.changes.ready();
    await handle.db
      .transaction(async (tx) => {
        await handle.changes.publish(tx, 'feed_tx', 'rolled-back');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await handle.changes.publish(handle.db, 'feed_tx', 'committed');
    expect(await until(() => got[0])).toBe('committed');
    expect(got).toEqual(['committed']);
    stop();
  });

  it('refuses a channel name that is not a plain identifier', () => {
    expect(() => handle.changes.subscribe('bad channel"', () => undefined)).toThrow(/invalid notification channel/);
  });
});
