import { WEBHOOK_TEST_MESSAGE, type WebhookEventBody } from '@lbo/contracts/webhook-events';
import type { WebhookDelivery, WebhookDeliveryEvent, WebhookEndpoint, WebhookEndpointWithSecret, WebhookEvent } from '@lbo/contracts/webhooks';
import { WEBHOOK_MESSAGES, WEBHOOK_SECRET_OVERLAP_HOURS, WEBHOOK_TEST_EVENT } from '@lbo/contracts/webhooks';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { checkDestination, DESTINATION_PROBLEMS } from '../../lib/destination-policy';
import { ok } from '../../lib/envelope';
import * as repo from './webhook-endpoints.repository';
import { newSigningSecret } from './webhook-signature';

export interface WebhookDeps {
  db: Database;
  clock: Clock;
  /** WEBHOOK_ALLOWED_HOSTS: internal receivers an operator let through. */
  allowedHosts: readonly string[];
  /** Tells the dispatcher a delivery is due now. */
  kick: () => void;
}

const HOUR = 60 * 60 * 1000;
const iso = (v: Date | string) => new Date(v).toISOString();

function describe(row: repo.EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    description: row.description,
    active: row.active,
    disabledReason: row.disabled_reason,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    previousSecretExpiresAt: row.previous_secret_expires_at === null ? null : iso(row.previous_secret_expires_at),
    recent: { succeeded: Number(row.succeeded), failed: Number(row.failed), pending: Number(row.pending) },
  };
}

function describeDelivery(row: repo.DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event_type as WebhookDeliveryEvent,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.state === 'pending' ? iso(row.next_attempt_at ?? row.created_at) : null,
    lastStatusCode: row.last_status_code,
    lastLatencyMs: row.last_latency_ms,
    createdAt: iso(row.created_at),
    payload: row.payload,
    attemptLog: row.attempt_log.map((a) => ({
      attempt: a.attempt,
      at: iso(a.at),
      statusCode: a.status_code,
      latencyMs: a.latency_ms,
      response: a.response_excerpt,
      error: a.error,
    })),
  };
}

/**
 * The short-link destination policy and https, except for the internal receivers an operator let
 * through (host:port, the default port filled in as delivery does). 400 naming `url` otherwise.
 */
function checkedUrl(deps: WebhookDeps, url: string): string {
  const parsed = new URL(url);
  const hostPort = `${parsed.hostname}:${parsed.port || (parsed.protocol === 'https:' ? '443' : '80')}`.toLowerCase();
  if (deps.allowedHosts.includes(hostPort)) return parsed.href;
  if (parsed.protocol !== 'https:') throw AppError.badRequest(WEBHOOK_MESSAGES.httpsRequired, { url: WEBHOOK_MESSAGES.httpsRequired });
  const checked = checkDestination(url);
  if ('problem' in checked) {
    const message = DESTINATION_PROBLEMS[checked.problem].replace('Destination URL', 'URL');
    throw AppError.badRequest(message, { url: message });
  }
  return checked.url;
}

async function endpointOr404(deps: WebhookDeps, id: string) {
  const row = await repo.findEndpoint(deps.db, id, deps.clock.now());
  if (!row) throw AppError.notFound('Webhook endpoint');
  return row;
}

export async function listEndpoints(deps: WebhookDeps, page: number, limit: number) {
  const { rows, total } = await repo.pageEndpoints(deps.db, { limit, offset: (page - 1) * limit }, deps.clock.now());
  return ok({ items: rows.map(describe), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) }, 'Webhook endpoints');
}

type Body = { url: string; events: WebhookEvent[]; description: string; active: boolean };

export async function createEndpoint(deps: WebhookDeps, body: Body, ownerId: string) {
  const url = checkedUrl(deps, body.url);
  const secret = newSigningSecret();
  const id = await repo.insertEndpoint(deps.db, { ...body, url, secret, ownerId, now: deps.clock.now() });
  const created: WebhookEndpointWithSecret = { ...describe(await endpointOr404(deps, id)), secret };
  return ok(created, WEBHOOK_MESSAGES.created, 201);
}

export async function updateEndpoint(deps: WebhookDeps, id: string, body: Body) {
  const url = checkedUrl(deps, body.url);
  if (!(await repo.updateEndpoint(deps.db, id, { ...body, url, now: deps.clock.now() }))) throw AppError.notFound('Webhook endpoint');
  // Switched on again: what waited for it goes out now.
  if (body.active) deps.kick();
  return ok(describe(await endpointOr404(deps, id)), WEBHOOK_MESSAGES.updated);
}

export async function deleteEndpoint(deps: WebhookDeps, id: string) {
  if (!(await repo.deleteEndpoint(deps.db, id))) throw AppError.notFound('Webhook endpoint');
  return ok({ id }, WEBHOOK_MESSAGES.deleted);
}

export async function rotateSecret(deps: WebhookDeps, id: string) {
  const secret = newSigningSecret();
  const now = deps.clock.now();
  if (!(await repo.setSecret(deps.db, id, secret, now, new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * HOUR))))
    throw AppError.notFound('Webhook endpoint');
  const rotated: WebhookEndpointWithSecret = { ...describe(await endpointOr404(deps, id)), secret };
  return ok(rotated, WEBHOOK_MESSAGES.secretRotated);
}

export async function listDeliveries(deps: WebhookDeps, id: string, page: number, limit: number) {
  await endpointOr404(deps, id);
  const { rows, total } = await repo.pageDeliveries(deps.db, id, { limit, offset: (page - 1) * limit });
  return ok({ items: rows.map(describeDelivery), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) }, 'Deliveries');
}

export async function resendDelivery(deps: WebhookDeps, id: string, deliveryId: string) {
  const row = await repo.requeueDelivery(deps.db, id, deliveryId, deps.clock.now());
  if (!row) {
    if (await repo.deliveryExists(deps.db, id, deliveryId)) throw AppError.conflict(WEBHOOK_MESSAGES.alreadyQueued);
    throw AppError.notFound('Delivery');
  }
  deps.kick();
  return ok(describeDelivery(row), WEBHOOK_MESSAGES.resent, 202);
}

/**
 * "Send test event": a signed `test.ping` delivery to this endpoint only, due now, sent and logged
 * by the dispatcher as any event is (so its signing, including a rotation's second signature, is
 * what real events get). Sent once: a test is not retried, and its outcome is not the endpoint's health.
 */
export async function sendTestEvent(deps: WebhookDeps, id: string, userId: string) {
  const body: WebhookEventBody<typeof WEBHOOK_TEST_EVENT> = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: deps.clock.now().toISOString(),
    data: { endpointId: id, sentBy: userId, message: WEBHOOK_TEST_MESSAGE },
  };
  const row = await repo.insertDelivery(deps.db, id, WEBHOOK_TEST_EVENT, body);
  if (!row) throw AppError.notFound('Webhook endpoint');
  deps.kick();
  return ok(describeDelivery(row), WEBHOOK_MESSAGES.testQueued, 202);
}
