import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@lbo/contracts/audit-trail';

/**
 * What the audit trail records of a route (`config.audit`; modules/audit-trail, ADR 0039). A route
 * needs none: every successful write (a permission of create, edit, delete or approve) is
 * recorded from its module, its action and the object's id (a path parameter, the `id` query, or
 * the answer's `data.id`), and every export (the `export` permission) as an export. A route says
 * more when it reads one applicant's data, answers a personal file, signs in or out, or records
 * itself in its own transaction.
 */
export interface RouteAudit {
  /** `false`: never recorded (a read of nobody's data that a write permission guards, a dry run). */
  record?: false;
  /** Reads are recorded in batches (at most a second behind); other actions before the answer leaves. */
  action?: AuditAction;
  /** The module the entry names, when the route's permission names none (signed-in routes): by the request. */
  module?: (request: FastifyRequest) => string;
  /** What the object is (`customer`, `evaluation`, `kfs`…); by default the path's first segment after /api. */
  objectType?: string;
  /** The object's id from the request or the answer (`data` of the envelope, parsed); by default as above. */
  objectId?: (request: FastifyRequest, data: unknown) => string | null | undefined;
  /** The acting user when the route is outside the session check (sign-in: the answer's user; sign-out: the session ended). */
  actor?: (request: FastifyRequest, data: unknown) => string | null | undefined;
  /** Not recorded this time (a sign-out without a session). */
  skip?: (request: FastifyRequest) => boolean;
  /** Also record a refusal (401, 403, 429) with this action: a failed sign-in. */
  onRefusal?: AuditAction;
  /** The route writes its own entry in the transaction of its change (apply). */
  recordedByRoute?: true;
}
