import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

/** The previous hash of the chain's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** Entries read a query while verifying: keyset pages on the primary key, so memory stays flat. */
const VERIFY_PAGE = 10_000;

/** One entry's fields as the chain hashes them (text, as the database writes them). */
export interface ChainEntry {
  id: string;
  /** UTC, to the microsecond: `2026-11-28T23:06:23.259123Z`. */
  at: string;
  actor_kind: string;
  actor_user_id: string | null;
  api_key_id: string | null;
  address: string | null;
  module: string;
  action: string;
  object_type: string | null;
  object_id: string | null;
  summary: string;
  request_id: string | null;
  previous_hash: string;
  hash: string;
}

/** NULL as \N, a backslash doubled, a line feed as \n: the database's `audit_field`. */
const field = (v: string | null) => (v === null ? '\\N' : v.replaceAll('\\', '\\\\').replaceAll('\n', '\\n'));

/** The canonical entry (migration 0031's `audit_canonical`): its fields one a line in this order. */
export function canonicalEntry(e: Omit<ChainEntry, 'previous_hash' | 'hash'>): string {
  return [
    e.id,
    e.at,
    field(e.actor_kind),
    field(e.actor_user_id),
    field(e.api_key_id),
    field(e.address),
    field(e.module),
    field(e.action),
    field(e.object_type),
    field(e.object_id),
    field(e.summary),
    field(e.request_id),
  ].join('\n');
}

/** sha256(previous hash, a line feed, the canonical entry), UTF-8, lowercase hex. */
export function entryHash(previousHash: string, e: Omit<ChainEntry, 'previous_hash' | 'hash'>): string {
  return createHash('sha256').update(`${previousHash}\n${canonicalEntry(e)}`, 'utf8').digest('hex');
}

export interface VerifyResult {
  ok: boolean;
  entries: number;
  firstBrokenId: string | null;
  head: string | null;
  expectedHeadFound: boolean | null;
}

const RETENTION_HASH = /whose hash was ([0-9a-f]{64})$/;

/**
 * Recomputes the chain in id order, a page at a time. An entry is broken when its previous hash is
 * not the hash before it, its id does not follow, or its own hash is not what its fields give. The
 * first kept entry after a retention links to the hash the retention's entry recorded.
 * `expectedHead` (a head logged earlier) must be the hash of some entry: a cut tail is caught.
 */
export async function verifyChain(db: DbOrTx, expectedHead?: string): Promise<VerifyResult> {
  // The retentions' records: the last removed id → its hash.
  const anchors = new Map<string, string>();
  for (const r of rowsOf<{ object_id: string; summary: string }>(
    await db.execute(sql`SELECT object_id, summary FROM audit_events
      WHERE actor_kind = 'system' AND module = 'audit-trail' AND action = 'delete' AND object_type = 'audit-events'`),
  )) {
    const hash = RETENTION_HASH.exec(r.summary)?.[1];
    if (hash) anchors.set(r.object_id, hash);
  }
  let previous: string | null = null;
  let lastId = 0n;
  let entries = 0;
  let firstBrokenId: string | null = null;
  let expectedHeadFound = expectedHead ? false : null;
  for (;;) {
    const page = rowsOf<ChainEntry>(
      await db.execute(sql`
        SELECT id::text AS id, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, actor_kind,
          actor_user_id::text AS actor_user_id, api_key_id::text AS api_key_id, address, module, action, object_type, object_id,
          summary, request_id, previous_hash, hash
        FROM audit_events a WHERE a.id > ${lastId.toString()}::bigint ORDER BY a.id LIMIT ${VERIFY_PAGE}`),
    );
    for (const e of page) {
      const id = BigInt(e.id);
      const linkedTo = previous ?? (id === 1n ? GENESIS_HASH : (anchors.get((id - 1n).toString()) ?? null));
      const follows = previous === null || id === lastId + 1n;
      if (firstBrokenId === null && (!follows || linkedTo !== e.previous_hash || entryHash(e.previous_hash, e) !== e.hash)) firstBrokenId = e.id;
      if (expectedHead && e.hash === expectedHead) expectedHeadFound = true;
      // Go on from the stored hash: one changed entry names itself, not every entry after it.
      previous = e.hash;
      lastId = id;
      entries += 1;
    }
    if (page.length < VERIFY_PAGE) break;
  }
  const ok = firstBrokenId === null && expectedHeadFound !== false;
  return { ok, entries, firstBrokenId, head: previous, expectedHeadFound };
}

/** The chain's head as the database holds it. */
export async function chainHead(db: DbOrTx): Promise<{ id: number; hash: string }> {
  const [row] = rowsOf<{ last_id: string; last_hash: string }>(await db.execute(sql`SELECT last_id, last_hash FROM audit_chain_head`));
  return { id: Number(row?.last_id ?? 0), hash: row?.last_hash ?? GENESIS_HASH };
}
