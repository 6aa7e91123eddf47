import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_TIMEOUT_MS } from '@lbo/contracts/webhooks';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { claimDue, recordAttempts, updateEndpointHealth, type AttemptRecord, type ClaimedDelivery } from './webhook-deliveries.repository';
import { postDelivery, type AttemptOutcome } from './webhook-request';
import { signatureHeaders } from './webhook-signature';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits before the 2nd, 3rd, … attempt: 8 attempts over 27 h 35 min (at least 24 hours of
 * retries), the schedule Standard Webhooks senders commonly use.
 */
export const DEFAULT_RETRY_SCHEDULE_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];

export interface DispatcherOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  allowedHosts: readonly string[];
  retryScheduleMs?: readonly number[];
  timeoutMs?: number;
  /** How often an idle dispatcher looks for due deliveries (retries, and other processes' events it did not hear of). */
  pollMs?: number;
  /** Deliveries claimed at once, and sent side by side. */
  batchSize?: number;
  /** A kick waits this long before looking, so the deliveries of a burst of commits go in a few batches, not one each. */
  gatherMs?: number;
  disableAfterMs?: number;
  /** A claim not finished by then is given back (its process died). */
  leaseMs?: number;
}

export interface WebhookDispatcher {
  start(): void;
  /** There may be new deliveries: look now. */
  kick(): void;
  /** Delivers everything due now (and whatever becomes due meanwhile), then resolves: for tests and benchmarks. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends webhook deliveries from the outbox table: claims due ones (SKIP LOCKED, so several
 * processes share the work), posts them signed, records every attempt, schedules retries, and
 * switches off endpoints that have failed for days (telling their owner by e-mail).
 */
export function createWebhookDispatcher(opts: DispatcherOptions): WebhookDispatcher {
  const schedule = opts.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS;
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const pollMs = opts.pollMs ?? 2 * SECOND;
  const batchSize = opts.batchSize ?? 64;
  const disableAfterMs = opts.disableAfterMs ?? WEBHOOK_DISABLE_AFTER_DAYS * 24 * HOUR;
  const leaseMs = opts.leaseMs ?? timeoutMs + MINUTE;
  const gatherMs = opts.gatherMs ?? 100;
  let running = false;
  let stopped = true;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;

  async function attempt(d: ClaimedDelivery): Promise<AttemptOutcome> {
    const body = JSON.stringify(d.payload);
    const headers = signatureHeaders(d.secret, d.id, Math.floor(opts.clock.now().getTime() / 1000), body);
    return postDelivery(d.url, headers, body, { timeoutMs, allowedHosts: opts.allowedHosts });
  }

  async function batch(): Promise<number> {
    const now = opts.clock.now();
    const claimed = await claimDue(opts.db, now, new Date(now.getTime() + leaseMs), batchSize);
    if (claimed.length === 0) return 0;
    const outcomes = await Promise.all(claimed.map(attempt));
    const at = opts.clock.now();
    const records: AttemptRecord[] = claimed.map((d, i) => {
      const o = outcomes[i]!;
      const ok = o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;
      const wait = schedule[d.attempts - 1];
      return {
        deliveryId: d.id,
        endpointId: d.endpoint_id,
        attempt: d.attempts,
        at,
        statusCode: o.statusCode,
        latencyMs: o.latencyMs,
        response: o.response,
        error: o.error,
        state: ok ? 'succeeded' : wait === undefined ? 'failed' : 'pending',
        nextAttemptAt: ok || wait === undefined ? null : new Date(at.getTime() + wait),
      };
    });
    const disabled = await opts.db.transaction(async (tx) => {
      await recordAttempts(tx, records);
      return updateEndpointHealth(tx, {
        succeeded: [...new Set(records.filter((r) => r.state === 'succeeded').map((r) => r.endpointId))],
        failed: [...new Set(records.filter((r) => r.state !== 'succeeded').map((r) => r.endpointId))],
        now: at,
        disableBefore: new Date(at.getTime() - disableAfterMs),
        reason: `Switched off on ${at.toISOString().slice(0, 10)}: every delivery failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days`,
      });
    });
    for (const endpoint of disabled) await tellOwner(endpoint);
    const soonest = Math.min(...records.flatMap((r) => (r.nextAttemptAt ? [r.nextAttemptAt.getTime() - at.getTime()] : [])));
    if (Number.isFinite(soonest)) wakeIn(soonest);
    return claimed.length;
  }

  async function tellOwner(endpoint: { url: string; ownerEmail: string | null; ownerName: string | null }) {
    opts.log.warn({ url: endpoint.url }, 'webhook endpoint switched off after failing for days');
    if (!endpoint.ownerEmail) return;
    try {
      await opts.mailer.send({
        to: endpoint.ownerEmail,
        subject: 'A webhook endpoint was switched off',
        text:
          `Hello ${endpoint.ownerName ?? ''},\n\nEvery delivery to ${endpoint.url} has failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days, ` +
          `so it has been switched off. Fix the receiver, then switch the endpoint on again on the Webhooks page; ` +
          `deliveries still pending will then be sent.\n`,
      });
    } catch (error) {
      opts.log.warn({ err: error }, 'could not tell the owner of a switched-off webhook endpoint');
    }
  }

  async function loop(): Promise<number> {
    let sent = 0;
    do {
      again = false;
      for (let n = await batch(); n > 0; n = await batch()) sent += n;
    } while (again);
    return sent;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return current!;
    }
    running = true;
    current = loop()
      .catch((error: unknown) => {
        opts.log.warn({ err: error }, 'webhook deliveries: a batch failed; retrying on the next poll');
        return 0;
      })
      .finally(() => {
        running = false;
        if (!stopped) wakeIn(pollMs);
      });
    return current;
  }

  let wakeAt = Infinity;
  /** Looks again in `ms` (at most the poll interval), unless a look is already due sooner. */
  function wakeIn(ms: number) {
    if (stopped) return;
    const at = Date.now() + Math.max(0, Math.min(ms, pollMs));
    if (timer && wakeAt <= at) return;
    if (timer) clearTimeout(timer);
    wakeAt = at;
    timer = setTimeout(() => {
      timer = null;
      wakeAt = Infinity;
      void run();
    }, at - Date.now());
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      void run();
    },
    kick() {
      if (!running) wakeIn(gatherMs);
      else again = true;
    },
    async drain() {
      let total = 0;
      while (running) total += await current!;
      return total + (await run());
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (current) await current;
    },
  };
}
