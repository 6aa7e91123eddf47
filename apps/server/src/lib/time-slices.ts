import { performance } from 'node:perf_hooks';

/**
 * Long synchronous work on the thread that answers requests (a bulk chunk's evaluations, an impact
 * preview's) gives the thread back once a slice of `sliceMs` is spent, so another user's request
 * waits at most about one slice at each turn of the loop it needs (issue 46: p99 ≤ 100 ms during
 * heavy work). A slice counts time, not items: on a slower host the same loop still yields as
 * often. 5 ms, not 15: a GET behind a bulk file waited p99 87–110 ms against 105–147 ms, at the
 * same bulk throughput (ADR 0045).
 *
 *     const slices = timeSlices();
 *     for (const item of items) { work(item); if (slices.spent()) await slices.yield(); }
 */
export function timeSlices(sliceMs = 5, now: () => number = () => performance.now()) {
  let began = now();
  return {
    spent: () => now() - began >= sliceMs,
    /** Lets pending I/O (incoming requests, database answers) run, then starts a new slice. */
    yield: () =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          began = now();
          resolve();
        }),
      ),
  };
}
