import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database-types';
import { rowsOf } from './raw-rows';

export interface IdempotencyRecord {
  route: string;
  request_hash: string;
  status_code: number | null;
  response: string | null;
  content_type: string | null;
  created_at: Date | string;
}

/**
 * Claims `key` for `owner`: true when this request is the first (or the key's earlier use has
 * expired, or its first request died while running, older than `staleAfterMs`). One statement,
 * so two requests on two processes cannot both win.
 */
export async function claimKey(
  db: DbOrTx,
  v: {
    owner: string;
    key: string;
    route: string;
    requestHash: string;
    claimToken: string;
    now: Date;
    keepMs: number;
    staleAfterMs: number;
    partnerId: string | null;
  },
): Promise<boolean> {
  const now = v.now.toISOString();
  const expires = new Date(v.now.getTime() + v.keepMs).toISOString();
  const stale = new Date(v.now.getTime() - v.staleAfterMs).toISOString();
  const rows = rowsOf(
    await db.execute(sql`
      INSERT INTO idempotency_keys (owner, key, route, request_hash, claim_token, created_at, expires_at, partner_id)
      VALUES (${v.owner}, ${v.key}, ${v.route}, ${v.requestHash}, ${v.claimToken}, ${now}::timestamptz, ${expires}::timestamptz, ${v.partnerId}::uuid)
      ON CONFLICT (owner, key) DO UPDATE SET route = EXCLUDED.route, request_hash = EXCLUDED.request_hash, claim_token = EXCLUDED.claim_token, status_code = NULL,
        response = NULL, content_type = NULL, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at, partner_id = EXCLUDED.partner_id
      WHERE idempotency_keys.expires_at <= ${now}::timestamptz
        OR (idempotency_keys.status_code IS NULL AND idempotency_keys.created_at <= ${stale}::timestamptz)
      RETURNING 1 AS won`),
  );
  return rows.length === 1;
}

export async function findKey(db: DbOrTx, owner: string, key: string): Promise<IdempotencyRecord | null> {
  const [row] = rowsOf<IdempotencyRecord>(
    await db.execute(
      sql`SELECT route, request_hash, status_code, response, content_type, created_at FROM idempotency_keys WHERE owner = ${owner} AND key = ${key}`,
    ),
  );
  return row ?? null;
}

/** Keeps the first answer; only the claim's own request may (a request that lost its claim as stale writes nothing). */
export async function completeKey(
  db: DbOrTx,
  claim: { owner: string; key: string; token: string },
  answer: { statusCode: number; body: string; contentType: string },
) {
  await db.execute(sql`
    UPDATE idempotency_keys SET status_code = ${answer.statusCode}, response = ${answer.body}, content_type = ${answer.contentType}
    WHERE owner = ${claim.owner} AND key = ${claim.key} AND claim_token = ${claim.token} AND status_code IS NULL`);
}

/** The first request failed in a way a retry may fix (5xx, 429): the key is free again, if the claim is still this request's. */
export async function releaseKey(db: DbOrTx, claim: { owner: string; key: string; token: string }) {
  await db.execute(
    sql`DELETE FROM idempotency_keys WHERE owner = ${claim.owner} AND key = ${claim.key} AND claim_token = ${claim.token} AND status_code IS NULL`,
  );
}

export async function deleteExpiredKeys(db: DbOrTx, now: Date) {
  await db.execute(sql`DELETE FROM idempotency_keys WHERE expires_at <= ${now.toISOString()}::timestamptz`);
}
