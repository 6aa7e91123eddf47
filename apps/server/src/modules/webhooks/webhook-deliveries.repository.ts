import { sql } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT } from '@lbo/contracts/webhooks';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

export interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  event_type: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
  /** The rotated-out secret while it is still honoured, else null. */
  previous_secret: string | null;
}

/**
 * Takes up to `limit` due deliveries of active endpoints and leases them until `leaseUntil` (a
 * process that dies holding them gives them back then); each claim is an attempt. SKIP LOCKED:
 * processes sharing the database never take the same delivery.
 */
export async function claimDue(db: DbOrTx, now: Date, leaseUntil: Date, limit: number, skipEndpoints: readonly string[] = []): Promise<ClaimedDelivery[]> {
  const skip = skipEndpoints.length === 0 ? sql`` : sql`AND d.endpoint_id <> ALL (${`{${skipEndpoints.join(',')}}`}::uuid[])`;
  return rowsOf<ClaimedDelivery>(
    await db.execute(sql`
      WITH due AS (
        SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.state = 'pending' AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= ${now.toISOString()}::timestamptz)
          -- A test event goes to a switched-off endpoint too: it is how a fixed receiver is checked before switching it on.
          AND (e.active OR d.event_type = ${WEBHOOK_TEST_EVENT}) ${skip}
        ORDER BY d.next_attempt_at NULLS FIRST, d.created_at LIMIT ${limit}
        FOR UPDATE OF d SKIP LOCKED)
      UPDATE webhook_deliveries d SET attempts = d.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
      FROM due, webhook_endpoints e
      WHERE d.id = due.id AND e.id = d.endpoint_id
      RETURNING d.id, d.endpoint_id, d.event_type, d.payload, d.attempts, e.url, e.secret,
        CASE WHEN e.previous_secret_expires_at > ${now.toISOString()}::timestamptz THEN e.previous_secret END AS previous_secret`),
  );
}

export interface AttemptRecord {
  deliveryId: string;
  endpointId: string;
  attempt: number;
  at: Date;
  statusCode: number | null;
  latencyMs: number;
  response: string | null;
  error: string | null;
  /** False for a test event: its outcome says nothing of the endpoint's health. */
  countsForHealth: boolean;
  /** succeeded, pending (with `nextAttemptAt`) or failed (no attempts left). */
  state: 'succeeded' | 'pending' | 'failed';
  nextAttemptAt: Date | null;
}

/** What a receiver answered, as PostgreSQL text can hold it: no NUL (it refuses one), no lone surrogate halves. */
function storable(text: string | null): string | null {
  if (text === null) return null;
  return Buffer.from(text.replaceAll('\u0000', '\uFFFD'), 'utf8').toString('utf8');
}

/** Writes a batch of attempts and the deliveries' new states in one transaction (three statements whatever the batch). */
export async function recordAttempts(db: DbOrTx, records: readonly AttemptRecord[]): Promise<void> {
  if (records.length === 0) return;
  const values = sql.join(
    records.map(
      (r) => sql`(${r.deliveryId}::uuid, ${r.endpointId}::uuid, ${r.attempt}::int, ${r.at.toISOString()}::timestamptz, ${r.statusCode}::smallint,
        ${r.latencyMs}::int, ${storable(r.response)}, ${storable(r.error)}, ${r.state}, ${r.nextAttemptAt?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    WITH r (delivery_id, endpoint_id, attempt, at, status_code, latency_ms, response_excerpt, error, state, next_attempt_at) AS (VALUES ${values}),
    log AS (
      INSERT INTO webhook_attempts (delivery_id, attempt, at, status_code, latency_ms, response_excerpt, error)
      SELECT r.delivery_id, r.attempt, r.at, r.status_code, r.latency_ms, r.response_excerpt, r.error
      FROM r JOIN webhook_deliveries still ON still.id = r.delivery_id -- deleted with its endpoint meanwhile: nothing to log
      ON CONFLICT (delivery_id, attempt) DO NOTHING)
    UPDATE webhook_deliveries d SET state = r.state, next_attempt_at = coalesce(r.next_attempt_at, d.next_attempt_at),
      last_status_code = r.status_code, last_latency_ms = r.latency_ms, updated_at = r.at
    FROM r WHERE d.id = r.delivery_id`);
}

/**
 * An endpoint's health after a batch: a success clears `failing_since`; a failure starts it.
 * Endpoints failing since before `disableBefore` are switched off; they are returned with their
 * owner's e-mail so the owner can be told.
 */
export async function updateEndpointHealth(
  db: DbOrTx,
  v: { succeeded: string[]; failed: string[]; now: Date; disableBefore: Date; reason: string },
): Promise<{ id: string; url: string; ownerEmail: string | null; ownerName: string | null }[]> {
  const now = v.now.toISOString();
  if (v.succeeded.length > 0) {
    await db.execute(
      sql`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ANY (${`{${v.succeeded.join(',')}}`}::uuid[]) AND failing_since IS NOT NULL`,
    );
  }
  const failedOnly = v.failed.filter((id) => !v.succeeded.includes(id));
  if (failedOnly.length === 0) return [];
  await db.execute(
    sql`UPDATE webhook_endpoints SET failing_since = ${now}::timestamptz WHERE id = ANY (${`{${failedOnly.join(',')}}`}::uuid[]) AND failing_since IS NULL`,
  );
  return rowsOf<{ id: string; url: string; ownerEmail: string | null; ownerName: string | null }>(
    await db.execute(sql`
      UPDATE webhook_endpoints e SET active = false, disabled_reason = ${v.reason}, updated_at = ${now}::timestamptz
      FROM webhook_endpoints old LEFT JOIN users u ON u.id = old.owner_id
      WHERE e.id = old.id AND e.id = ANY (${`{${failedOnly.join(',')}}`}::uuid[]) AND e.active AND e.failing_since <= ${v.disableBefore.toISOString()}::timestamptz
      RETURNING e.id, e.url, u.email AS "ownerEmail", u.name AS "ownerName"`),
  );
}
