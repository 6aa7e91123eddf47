import { sql } from 'drizzle-orm';
import type { WebhookDeliveryState } from '@lbo/contracts/webhooks';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

export interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  description: string;
  active: boolean;
  secret: string;
  previous_secret_expires_at: Date | string | null;
  disabled_reason: string | null;
  owner_id: string | null;
  owner_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  succeeded: number;
  failed: number;
  pending: number;
}

const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Endpoints with their owner's name, until when a rotated-out secret still signs, and the last day's deliveries by outcome. */
function selectEndpoints(where: ReturnType<typeof sql>, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  return sql`
    SELECT e.id, e.url, e.events, e.description, e.active, e.secret, e.disabled_reason,
      CASE WHEN e.previous_secret_expires_at > ${now.toISOString()}::timestamptz THEN e.previous_secret_expires_at END AS previous_secret_expires_at, e.owner_id, u.name AS owner_name, e.created_at, e.updated_at,
      count(d.id) FILTER (WHERE d.state = 'succeeded')::int AS succeeded,
      count(d.id) FILTER (WHERE d.state = 'failed')::int AS failed,
      count(d.id) FILTER (WHERE d.state = 'pending')::int AS pending
    FROM webhook_endpoints e
    LEFT JOIN users u ON u.id = e.owner_id
    LEFT JOIN webhook_deliveries d ON d.endpoint_id = e.id AND d.created_at >= ${since.toISOString()}::timestamptz
    WHERE ${where}
    GROUP BY e.id, u.name`;
}

export async function pageEndpoints(db: DbOrTx, page: { limit: number; offset: number }, now: Date) {
  const rows = rowsOf<EndpointRow>(
    await db.execute(sql`${selectEndpoints(sql`true`, now)} ORDER BY e.created_at DESC, e.id LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM webhook_endpoints`));
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findEndpoint(db: DbOrTx, id: string, now: Date): Promise<EndpointRow | null> {
  const [row] = rowsOf<EndpointRow>(await db.execute(selectEndpoints(sql`e.id = ${id}::uuid`, now)));
  return row ?? null;
}

export async function insertEndpoint(
  db: DbOrTx,
  v: { url: string; events: string[]; description: string; active: boolean; secret: string; ownerId: string; now: Date },
): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO webhook_endpoints (url, events, description, active, secret, owner_id, created_at, updated_at)
      VALUES (${v.url}, ${textArray(v.events)}::text[], ${v.description}, ${v.active}, ${v.secret}, ${v.ownerId}::uuid, ${v.now.toISOString()}::timestamptz, ${v.now.toISOString()}::timestamptz)
      RETURNING id`),
  );
  return row!.id;
}

/** Switching an endpoint on again forgets why the server switched it off and how long it had failed. */
export async function updateEndpoint(
  db: DbOrTx,
  id: string,
  v: { url: string; events: string[]; description: string; active: boolean; now: Date },
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      UPDATE webhook_endpoints SET url = ${v.url}, events = ${textArray(v.events)}::text[], description = ${v.description}, active = ${v.active},
        disabled_reason = CASE WHEN ${v.active} THEN NULL ELSE disabled_reason END,
        failing_since = CASE WHEN ${v.active} AND NOT active THEN NULL ELSE failing_since END,
        updated_at = ${v.now.toISOString()}::timestamptz
      WHERE id = ${id}::uuid RETURNING id`),
  );
  return rows.length === 1;
}

export async function deleteEndpoint(db: DbOrTx, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`DELETE FROM webhook_endpoints WHERE id = ${id}::uuid RETURNING id`)).length === 1;
}

/** The new secret signs from now on; the one it replaces signs beside it until `keepPreviousUntil`. */
export async function setSecret(db: DbOrTx, id: string, secret: string, now: Date, keepPreviousUntil: Date): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      UPDATE webhook_endpoints
      SET previous_secret = secret, previous_secret_expires_at = ${keepPreviousUntil.toISOString()}::timestamptz,
        secret = ${secret}, updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${id}::uuid RETURNING id`),
  );
  return rows.length === 1;
}

/** Forgets the rotated-out secrets whose overlap has ended (they sign nothing after it anyway). */
export async function dropExpiredSecrets(db: DbOrTx, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE webhook_endpoints SET previous_secret = NULL, previous_secret_expires_at = NULL
    WHERE previous_secret_expires_at <= ${now.toISOString()}::timestamptz`);
}

export interface DeliveryRow {
  id: string;
  event_type: string;
  state: WebhookDeliveryState;
  attempts: number;
  next_attempt_at: Date | string | null;
  last_status_code: number | null;
  last_latency_ms: number | null;
  created_at: Date | string;
  payload: unknown;
  attempt_log: { attempt: number; at: string; status_code: number | null; latency_ms: number | null; response_excerpt: string | null; error: string | null }[];
}

const deliveryColumns = sql`
  d.id, d.event_type, d.state, d.attempts, d.next_attempt_at, d.last_status_code, d.last_latency_ms, d.created_at, d.payload,
  coalesce((SELECT json_agg(a ORDER BY a.attempt) FROM (
    SELECT attempt, at, status_code, latency_ms, response_excerpt, error FROM webhook_attempts WHERE delivery_id = d.id) a), '[]') AS attempt_log`;

export async function pageDeliveries(db: DbOrTx, endpointId: string, page: { limit: number; offset: number }) {
  const rows = rowsOf<DeliveryRow>(
    await db.execute(sql`
      SELECT ${deliveryColumns} FROM webhook_deliveries d WHERE d.endpoint_id = ${endpointId}::uuid
      ORDER BY d.created_at DESC, d.id LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = ${endpointId}::uuid`));
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Queues a delivery again now (a manual "send again": one more attempt, same webhook-id). Null when it is missing or being sent right now. */
export async function requeueDelivery(db: DbOrTx, endpointId: string, deliveryId: string, now: Date): Promise<DeliveryRow | null> {
  const [row] = rowsOf<DeliveryRow>(
    await db.execute(sql`
      WITH moved AS (
        UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = NULL, updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${deliveryId}::uuid AND endpoint_id = ${endpointId}::uuid
          -- Not while a process is sending it (claimed: an attempt counted, not yet logged, lease running): that would
          -- send it twice. A retry waiting for its time may go now.
          AND NOT (state = 'pending' AND next_attempt_at > ${now.toISOString()}::timestamptz
            AND attempts > (SELECT count(*) FROM webhook_attempts a WHERE a.delivery_id = webhook_deliveries.id))
        RETURNING *)
      SELECT ${deliveryColumns} FROM moved d`),
  );
  return row ?? null;
}

/** A delivery written straight to one endpoint (the test event), due now: the dispatcher sends it like any other. */
export async function insertDelivery(db: DbOrTx, endpointId: string, event: string, payload: unknown): Promise<DeliveryRow | null> {
  const [row] = rowsOf<DeliveryRow>(
    await db.execute(sql`
      WITH made AS (
        INSERT INTO webhook_deliveries (endpoint_id, event_type, payload)
        SELECT id, ${event}, ${JSON.stringify(payload)}::jsonb FROM webhook_endpoints WHERE id = ${endpointId}::uuid
        RETURNING *)
      SELECT ${deliveryColumns} FROM made d`),
  );
  return row ?? null;
}

export async function deliveryExists(db: DbOrTx, endpointId: string, deliveryId: string): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`SELECT 1 FROM webhook_deliveries WHERE id = ${deliveryId}::uuid AND endpoint_id = ${endpointId}::uuid`));
  return rows.length === 1;
}
