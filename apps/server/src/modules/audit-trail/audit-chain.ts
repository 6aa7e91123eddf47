import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

/** The previous hash of the chain's first entry. */
const GENESIS_HASH = '0'.repeat(64);

/** Entries checked a statement while verifying: keyset pages on the primary key, each a bounded scan. */
const VERIFY_PAGE = 100_000;

/** One entry's fields as the chain hashes them (text, as the database writes them). */
interface ChainEntry {
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
}

/** NULL as \N, a backslash doubled, a line feed as \n: the database's `audit_field`. */
const field = (v: string | null) => (v === null ? '\\N' : v.replaceAll('\\', '\\\\').replaceAll('\n', '\\n'));

/** The canonical entry (migration 0031's `audit_canonical`): its fields one a line in this order. */
export function canonicalEntry(e: ChainEntry): string {
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

/** sha256(previous hash, a line feed, the canonical entry), UTF-8, lowercase hex: the definition the database follows. */
export function entryHash(previousHash: string, e: ChainEntry): string {
  return createHash('sha256')
    .update(`${previousHash}\n${canonicalEntry(e)}`, 'utf8')
    .digest('hex');
}

/** A column of the canonical form in SQL, as `field` above. */
const sqlField = (column: string) =>
  String.raw`CASE WHEN ${column} IS NULL THEN '\N' WHEN strpos(${column}, '\') = 0 AND strpos(${column}, E'\n') = 0 THEN ${column} ELSE replace(replace(${column}, '\', '\\'), E'\n', '\n') END`;

/**
 * The hash each row should have, recomputed by the verify query from the row's columns (the
 * canonical form written out here, not the trigger's `audit_canonical`), so the hashing happens
 * where the rows are: a driver's cost is per row and column, and shipping a million entries to
 * Node took ~25 s on this machine where hashing them in the server takes one or two.
 */
const RECOMPUTED = sql.raw(
  String.raw`encode(sha256(convert_to(a.previous_hash || E'\n' || concat_ws(E'\n', a.id::text, to_char(a.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), ` +
    [
      'a.actor_kind',
      'a.actor_user_id::text',
      'a.api_key_id::text',
      'a.address',
      'a.module',
      'a.action',
      'a.object_type',
      'a.object_id',
      'a.summary',
      'a.request_id',
    ]
      .map(sqlField)
      .join(', ') +
    String.raw`), 'UTF8')), 'hex')`,
);

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
    // One page: each row's hash recomputed and its link to the row before checked in the server;
    // the page's first row is linked here, to the last of the page before.
    const [page] = rowsOf<{ entries: number; broken: string | null; first_id: string | null; last_id: string | null; found: boolean }>(
      await db.execute(sql`
        SELECT count(*)::int AS entries,
          min(id) FILTER (WHERE again <> hash OR (prev_id IS NOT NULL AND (prev_id + 1 <> id OR prev_hash <> previous_hash)))::text AS broken,
          min(id)::text AS first_id, max(id)::text AS last_id,
          coalesce(bool_or(hash = ${expectedHead ?? ''}), false) AS found
        FROM (
          -- In id order from the index, so the window needs no sort.
          SELECT p.*, lag(p.id) OVER (ORDER BY p.id) AS prev_id, lag(p.hash) OVER (ORDER BY p.id) AS prev_hash
          FROM (SELECT a.id, a.hash, a.previous_hash, ${RECOMPUTED} AS again FROM audit_events a
                WHERE a.id > ${lastId.toString()}::bigint ORDER BY a.id LIMIT ${VERIFY_PAGE}) p) w`),
    );
    if (!page || page.entries === 0 || page.first_id === null || page.last_id === null) break;
    const ends = rowsOf<{ id: string; previous_hash: string; hash: string }>(
      await db.execute(sql`SELECT id::text AS id, previous_hash, hash FROM audit_events WHERE id IN (${page.first_id}::bigint, ${page.last_id}::bigint)`),
    );
    const firstRow = ends.find((r) => r.id === page.first_id);
    const lastRow = ends.find((r) => r.id === page.last_id);
    const first = BigInt(page.first_id);
    const linkedTo = previous ?? (first === 1n ? GENESIS_HASH : (anchors.get((first - 1n).toString()) ?? null));
    const follows = previous === null || first === lastId + 1n;
    if (firstBrokenId === null && (!follows || linkedTo !== firstRow?.previous_hash)) firstBrokenId = page.first_id;
    firstBrokenId ??= page.broken;
    if (page.found) expectedHeadFound = true;
    previous = lastRow?.hash ?? null;
    lastId = BigInt(page.last_id);
    entries += page.entries;
    if (page.entries < VERIFY_PAGE) break;
  }
  const ok = firstBrokenId === null && expectedHeadFound !== false;
  return { ok, entries, firstBrokenId, head: previous, expectedHeadFound };
}

/** The chain's head: its last entry, or where it goes on from when the table is empty. */
export async function chainHead(db: DbOrTx): Promise<{ id: number; hash: string }> {
  const [row] = rowsOf<{ id: string; hash: string }>(
    await db.execute(sql`
      (SELECT id, hash FROM audit_events ORDER BY id DESC LIMIT 1)
      UNION ALL (SELECT last_id, last_hash FROM audit_chain_start) LIMIT 1`),
  );
  return { id: Number(row?.id ?? 0), hash: row?.hash ?? GENESIS_HASH };
}
