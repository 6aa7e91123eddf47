import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_TEST_EVENT, WEBHOOK_TIMEOUT_MS } from '@lbo/contracts/webhooks';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { claimDue, recordAttempts, updateEndpointHealth, type AttemptRecord, type ClaimedDelivery } from './webhook-deliveries.repository';
import { dropExpiredSecrets } from './webhook-endpoints.repository';
import { postDelivery, type AttemptOutcome } from './webhook-request';
import { signatureHeaders } from './webhook-signature';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits before the 2nd, 3rd, … attempt: 8 attempts over 27 h 35 min (at least 24 hours of
 * retries), the schedule Standard Webhooks senders commonly use.
 */
const DEFAULT_RETRY_SCHEDULE_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];

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
  const maxInFlight = opts.batchSize ?? 64;
  // One endpoint that hangs holds at most this many of the process's slots; the others keep flowing.
  const perEndpoint = Math.max(1, Math.floor(maxInFlight / 4));
  const disableAfterMs = opts.disableAfterMs ?? WEBHOOK_DISABLE_AFTER_DAYS * 24 * HOUR;
  const leaseMs = opts.leaseMs ?? timeoutMs + MINUTE;
  const gatherMs = opts.gatherMs ?? 100;
  let running = false;
  let stopped = true;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;
  const inFlight = new Set<Promise<void>>();
  const perEndpointInFlight = new Map<string, number>();
  let finished: AttemptRecord[] = [];
  let lastFlush = 0;

  async function attempt(d: ClaimedDelivery): Promise<AttemptOutcome> {
    const body = JSON.stringify(d.payload);
    const headers = signatureHeaders(d.previous_secret ? [d.secret, d.previous_secret] : [d.secret], d.id, Math.floor(opts.clock.now().getTime() / 1000), body);
    return postDelivery(d.url, headers, body, { timeoutMs, allowedHosts: opts.allowedHosts });
  }

  function recordOf(d: ClaimedDelivery, o: AttemptOutcome): AttemptRecord {
    const at = opts.clock.now();
    const ok = o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;
    const test = d.event_type === WEBHOOK_TEST_EVENT;
    // A test event is sent once: its outcome is for the person who asked, now.
    const wait = test ? undefined : schedule[d.attempts - 1];
    return {
      deliveryId: d.id,
      endpointId: d.endpoint_id,
      attempt: d.attempts,
      at,
      statusCode: o.statusCode,
      latencyMs: o.latencyMs,
      response: o.response,
      error: o.error,
      countsForHealth: !test,
      state: ok ? 'succeeded' : wait === undefined ? 'failed' : 'pending',
      nextAttemptAt: ok || wait === undefined ? null : new Date(at.getTime() + wait),
    };
  }

  /** Each delivery is sent on its own and its result kept for the next write; a slow one holds only its slot. */
  function send(d: ClaimedDelivery) {
    perEndpointInFlight.set(d.endpoint_id, (perEndpointInFlight.get(d.endpoint_id) ?? 0) + 1);
    const job: Promise<void> = attempt(d)
      .then((outcome) => void finished.push(recordOf(d, outcome)))
      .finally(() => {
        inFlight.delete(job);
        const left = (perEndpointInFlight.get(d.endpoint_id) ?? 1) - 1;
        if (left > 0) perEndpointInFlight.set(d.endpoint_id, left);
        else perEndpointInFlight.delete(d.endpoint_id);
      });
    inFlight.add(job);
  }

  /** Writes the results gathered so far: attempts, states and endpoint health, in one transaction. */
  async function flush() {
    lastFlush = Date.now();
    if (finished.length === 0) return;
    const records = finished;
    finished = [];
    const at = opts.clock.now();
    const health = records.filter((r) => r.countsForHealth);
    const disabled = await opts.db.transaction(async (tx) => {
      await recordAttempts(tx, records);
      return updateEndpointHealth(tx, {
        succeeded: [...new Set(health.filter((r) => r.state === 'succeeded').map((r) => r.endpointId))],
        failed: [...new Set(health.filter((r) => r.state !== 'succeeded').map((r) => r.endpointId))],
        now: at,
        disableBefore: new Date(at.getTime() - disableAfterMs),
        reason: `Switched off on ${at.toISOString().slice(0, 10)}: every delivery failed for ${WEBHOOK_DISABLE_AFTER_DAYS} days`,
      });
    });
    for (const endpoint of disabled) await tellOwner(endpoint);
    const soonest = Math.min(...records.flatMap((r) => (r.nextAttemptAt ? [r.nextAttemptAt.getTime() - at.getTime()] : [])));
    if (Number.isFinite(soonest)) wakeIn(soonest);
  }

  async function claim(): Promise<number> {
    const free = maxInFlight - inFlight.size;
    // Claims in batches, not one per freed slot: each claim is a statement.
    if (free <= 0 || (inFlight.size > 0 && free < maxInFlight / 4)) return 0;
    const now = opts.clock.now();
    const saturated = [...perEndpointInFlight].filter(([, n]) => n >= perEndpoint).map(([id]) => id);
    const claimed = await claimDue(opts.db, now, new Date(now.getTime() + leaseMs), Math.min(free, maxInFlight), saturated);
    for (const d of claimed) send(d);
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

  /** Claims while there are free slots and due deliveries; writes results as they come; ends when nothing is due or in flight. */
  async function loop(): Promise<number> {
    let sent = 0;
    await dropExpiredSecrets(opts.db, opts.clock.now());
    for (;;) {
      again = false;
      const claimed = await claim();
      sent += claimed;
      if (claimed === 0 && inFlight.size === 0) {
        // Done only when a look right after the last write found nothing due.
        if (finished.length === 0 && !again) return sent;
        await flush();
        continue;
      }
      // Wait for a slot to free (or a short while, when slots are free but nothing more was due), then write what
      // finished, a batch at a time: each write is a transaction.
      // Results already in wait no longer than FLUSH_EVERY_MS for a slow delivery to finish beside them.
      const wakeUp = claimed > 0 ? 5 : finished.length > 0 ? Math.max(0, FLUSH_EVERY_MS - (Date.now() - lastFlush)) : null;
      if (inFlight.size > 0) await Promise.race([...inFlight, ...(wakeUp === null ? [] : [delay(wakeUp)])]);
      if (finished.length >= maxInFlight / 4 || inFlight.size === 0 || Date.now() - lastFlush >= FLUSH_EVERY_MS) await flush();
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return current!;
    }
    running = true;
    current = loop()
      .catch((error: unknown) => {
        opts.log.warn({ err: error }, 'webhook deliveries: a write failed; retrying on the next poll');
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
      for (;;) {
        const sent = await run();
        total += sent;
        if (sent === 0) return total;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (current) await current;
    },
  };
}

/** Results wait at most this long to be written with others. */
const FLUSH_EVERY_MS = 25;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
