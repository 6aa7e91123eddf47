import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { AuditAction } from '@lbo/contracts/audit-trail';
import type { Action } from '@lbo/contracts/permissions';
import { API_PREFIX } from '@lbo/contracts/api-paths';
import type { AuditRecorder } from './audit-recorder';
import { actorOf, summaryOf, type AuditEntryInput } from './audit-entry';

/** What a route's successful answer is recorded as, worked out once a route. */
interface Policy {
  module: (request: FastifyRequest) => string;
  action: AuditAction | null;
  onRefusal: AuditAction | null;
  objectType: string;
  objectId: (request: FastifyRequest, data: unknown) => string | null | undefined;
  actor: ((request: FastifyRequest, data: unknown) => string | null | undefined) | null;
  skip: ((request: FastifyRequest) => boolean) | null;
}

/** Actions written before the answer leaves; the rest (reads, exports, downloads) are batched. */
const BATCHED = new Set<AuditAction>(['read', 'export', 'download']);
const REFUSALS = new Set([401, 403, 429]);
/** Answers parsed for an object id at most this long: writes answer small envelopes. */
const MAX_PARSED = 256 * 1024;

/** The trail's action for a permission's: writes and exports are recorded by default, views are not. */
function defaultAction(permission: Action, url: string): AuditAction | null {
  switch (permission) {
    case 'create':
      return 'create';
    case 'edit':
      return 'update';
    case 'delete':
      return 'delete';
    case 'approve':
      return /reject/i.test(url) ? 'reject' : 'approve';
    case 'export':
      return 'export';
    default:
      return null;
  }
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

/** The object's id by default: a path parameter (`id` first), the `id` query field, a rule pair, or the answer's `data.id`. */
function defaultObjectId(request: FastifyRequest, data: unknown): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const answer = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return (
    text(params.id) ??
    Object.values(params).map(text).find(Boolean) ??
    text(query.id) ??
    // A rule group's rows belong to a bank-product pair (`?bank_id&product_id`).
    (text(query.bank_id) && text(query.product_id) ? `${text(query.bank_id)}/${text(query.product_id)}` : undefined) ??
    text(answer.id) ??
    text(answer._id) ??
    text(answer.jobId) ??
    text(answer.applicationId) ??
    text(answer.apiKeyId) ??
    null
  );
}

/** The first path segment after /api: `/api/roles/updateRole` → `roles`. */
const firstSegment = (url: string) => url.slice(API_PREFIX.length).split('/')[0] ?? 'api';

function policyOf(method: string, url: string, config: FastifyContextConfig): Policy | null {
  const audit = config.audit ?? {};
  if (!url.startsWith(API_PREFIX) || audit.record === false || audit.recordedByRoute) return null;
  const permission = config.access?.kind === 'permission' ? config.access : null;
  // A GET changes nothing: of its permissions only `export` is recorded by default.
  const permitted = permission && (method !== 'GET' || permission.action === 'export') ? defaultAction(permission.action, url) : null;
  const action = audit.action ?? permitted;
  const onRefusal = audit.onRefusal ?? null;
  if (!action && !onRefusal) return null;
  const objectId = audit.objectId ?? defaultObjectId;
  return {
    module: audit.module ?? (() => permission?.module ?? 'auth'),
    action,
    onRefusal,
    objectType: audit.objectType ?? firstSegment(url),
    objectId,
    actor: audit.actor ?? null,
    skip: audit.skip ?? null,
  };
}

function answerData(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length > MAX_PARSED || payload[0] !== '{') return undefined;
  try {
    // The envelope's `data`, or a plain answer (the admin-auth family's) itself.
    const answer = JSON.parse(payload) as { data?: unknown };
    return answer.data ?? answer;
  } catch {
    return undefined;
  }
}

/**
 * Records what routes do (ADR 0039): registered on the site before the modules, so every /api route
 * a module adds later is covered by its access declaration alone. A write's entry is written
 * before its answer leaves (its change has committed: a crash between the two loses the entry;
 * apply writes its own in the decision's statement); reads, exports and downloads are queued and
 * written at least every second.
 */
export const auditHooks = fp<{ recorder: AuditRecorder }>(async (app, opts) => {
  const policies = new Map<string, Policy | null>();
  app.decorateRequest('auditActor', null);

  const policyFor = (request: FastifyRequest) => {
    const key = `${request.method} ${request.routeOptions.url}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = request.routeOptions.url ? policyOf(request.method, request.routeOptions.url, request.routeOptions.config) : null;
      policies.set(key, policy);
    }
    return policy;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (!opts.recorder.recording) return payload;
    const policy = policyFor(request);
    if (!policy || policy.skip?.(request)) return payload;
    const status = reply.statusCode;
    const action = status < 400 ? policy.action : REFUSALS.has(status) ? policy.onRefusal : null;
    if (!action) return payload;
    const data = status < 400 ? answerData(payload) : undefined;
    const url = request.routeOptions.url ?? request.url;
    const entry: AuditEntryInput = {
      ...actorOf(request, policy.actor?.(request, data)),
      module: policy.module(request),
      action,
      objectType: policy.objectType,
      objectId: policy.objectId(request, data) ?? null,
      summary: summaryOf(action, policy.objectType, request.method, url, request.apiKey ? 'API key' : null),
    };
    if (BATCHED.has(action)) {
      opts.recorder.queue(entry);
      return payload;
    }
    try {
      await opts.recorder.write([entry]);
    } catch (error) {
      // Not lost: the next batch writes it (the change itself has committed already).
      request.log.error({ err: error }, 'audit trail: entry queued after a failed write');
      opts.recorder.queue(entry);
    }
    return payload;
  });
});
