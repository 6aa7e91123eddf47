import { and, desc, eq, gte, lt, or, sql, inArray, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@lbo/contracts/audit-trail';
import type { DbOrTx } from '../../db/client';
import { auditEvents, loanApplications, users } from '../../db/schema';
import type { AuditEntryInput } from './audit-entry';

/** The columns an entry is inserted with; the seal trigger sets id, time and hashes. */
const COLUMNS = sql.raw('actor_kind, actor_user_id, api_key_id, address, module, action, object_type, object_id, summary, request_id');

const valuesOf = (e: AuditEntryInput) =>
  sql`(${e.actorKind}, ${e.actorUserId}::uuid, ${e.apiKeyId}::uuid, ${e.address}, ${e.module}, ${e.action}, ${e.objectType}, ${e.objectId}, ${e.summary}, ${e.requestId})`;

/** Appends entries in their order, in one statement. */
export async function insertEntries(db: DbOrTx, entries: readonly AuditEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(sql`INSERT INTO audit_events (${COLUMNS}) VALUES ${sql.join(entries.map(valuesOf), sql`, `)}`);
}

/**
 * The insert of one entry per row of the CTE `stored` (its `id` column the object's id), to add to a
 * statement that writes those rows: the entries commit or roll back with them (apply).
 */
export function entriesFromStored(e: Omit<AuditEntryInput, 'objectId'>, stored: string): SQL {
  return sql`INSERT INTO audit_events (${COLUMNS})
    SELECT ${e.actorKind}, ${e.actorUserId}::uuid, ${e.apiKeyId}::uuid, ${e.address}, ${e.module}, ${e.action}, ${e.objectType}, s.id::text, ${e.summary}, ${e.requestId}
    FROM ${sql.raw(stored)} s`;
}

/** Whole days are India's (the screens' days); instants are taken as written. */
const instant = (v: string, end: boolean) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) ? sql`(${v}::date + ${end ? 1 : 0}::int)::timestamp AT TIME ZONE 'Asia/Kolkata'` : sql`${v}::timestamptz`;

function where(q: Omit<AuditQuery, 'page' | 'limit'>): SQL | undefined {
  return and(
    q.actorId ? eq(auditEvents.actor_user_id, q.actorId) : undefined,
    q.module ? eq(auditEvents.module, q.module) : undefined,
    q.action ? eq(auditEvents.action, q.action) : undefined,
    q.objectId ? eq(auditEvents.object_id, q.objectId) : undefined,
    q.from ? gte(auditEvents.occurred_at, instant(q.from, false)) : undefined,
    // A day as `to` takes the whole day; an instant is the end itself.
    q.to
      ? /^\d{4}-\d{2}-\d{2}$/.test(q.to)
        ? lt(auditEvents.occurred_at, instant(q.to, true))
        : sql`${auditEvents.occurred_at} <= ${instant(q.to, false)}`
      : undefined,
  );
}

const entryColumns = {
  id: sql<string>`${auditEvents.id}::text`,
  occurredAt: auditEvents.occurred_at,
  actorKind: auditEvents.actor_kind,
  actorUserId: auditEvents.actor_user_id,
  actorName: users.name,
  apiKeyId: auditEvents.api_key_id,
  address: auditEvents.address,
  module: auditEvents.module,
  action: auditEvents.action,
  objectType: auditEvents.object_type,
  objectId: auditEvents.object_id,
  summary: auditEvents.summary,
  requestId: auditEvents.request_id,
};

export type AuditRecord = Awaited<ReturnType<typeof pageEntries>>['rows'][number];

async function page(db: DbOrTx, condition: SQL | undefined, limit: number, offset: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(entryColumns)
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actor_user_id))
      .where(condition)
      .orderBy(desc(auditEvents.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(condition),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** A page of the trail, newest first, with the count of the whole filtered trail. */
export function pageEntries(db: DbOrTx, q: Omit<AuditQuery, 'page' | 'limit'>, limit: number, offset: number) {
  return page(db, where(q), limit, offset);
}

/** The entries about one customer: the customer itself and each of their evaluations (and what hangs off them: KFS, explanations). */
export function pageCustomerEntries(db: DbOrTx, customerId: string, limit: number, offset: number) {
  const evaluations = db
    .select({ id: sql`${loanApplications.id}::text` })
    .from(loanApplications)
    .where(eq(loanApplications.customer_id, customerId));
  return page(
    db,
    or(and(eq(auditEvents.object_type, 'customer'), eq(auditEvents.object_id, customerId)), inArray(auditEvents.object_id, evaluations)),
    limit,
    offset,
  );
}

/** The filtered entries older than `beforeId`, newest first, without a count: the export's keyset pages. */
export function entriesBefore(db: DbOrTx, q: Omit<AuditQuery, 'page' | 'limit'>, beforeId: number | null, size: number) {
  return db
    .select(entryColumns)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actor_user_id))
    .where(and(where(q), beforeId === null ? undefined : lt(auditEvents.id, beforeId)))
    .orderBy(desc(auditEvents.id))
    .limit(size);
}
