import { sql, type SQL } from 'drizzle-orm';
import type { PrivacyRequestKind, PrivacyRequestsQuery, PrivacyRequestState } from '@lbo/contracts/privacy';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

export interface PrivacyRequestRow {
  id: string;
  kind: PrivacyRequestKind;
  state: PrivacyRequestState;
  note: string;
  customer_id: string | null;
  customer_name: string | null;
  customer_reference: string | null;
  customer_erased_at: Date | string | null;
  created_at: Date | string;
  created_by: string | null;
  created_by_name: string | null;
  due_at: Date | string;
  downloaded_at: Date | string | null;
  completed_at: Date | string | null;
  completed_by: string | null;
  completed_by_name: string | null;
  outcome: string | null;
}

const SELECT = sql`
  SELECT r.id, r.kind, r.state, r.note, r.customer_id, c.name AS customer_name, c.reference AS customer_reference, c.erased_at AS customer_erased_at,
    r.created_at, r.created_by, cu.name AS created_by_name, r.due_at, r.downloaded_at, r.completed_at, r.completed_by, du.name AS completed_by_name, r.outcome
  FROM privacy_requests r
  LEFT JOIN customers c ON c.id = r.customer_id
  LEFT JOIN users cu ON cu.id = r.created_by
  LEFT JOIN users du ON du.id = r.completed_by`;

export async function insertRequest(
  db: DbOrTx,
  v: { kind: PrivacyRequestKind; customerId: string; note: string; createdBy: string; createdAt: Date; dueAt: Date },
): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO privacy_requests (kind, customer_id, note, created_by, created_at, due_at)
      VALUES (${v.kind}, ${v.customerId}::uuid, ${v.note}, ${v.createdBy}::uuid, ${v.createdAt.toISOString()}::timestamptz, ${v.dueAt.toISOString()}::timestamptz)
      RETURNING id`),
  );
  return row!.id;
}

export async function findRequest(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<PrivacyRequestRow | null> {
  const [row] = rowsOf<PrivacyRequestRow>(await db.execute(sql`${SELECT} WHERE r.id = ${id}::uuid${opts.lock ? sql` FOR UPDATE OF r` : sql``}`));
  return row ?? null;
}

function filters(q: Omit<PrivacyRequestsQuery, 'page' | 'limit'>): SQL {
  const where: SQL[] = [sql`true`];
  if (q.state) where.push(sql`r.state = ${q.state}`);
  if (q.kind) where.push(sql`r.kind = ${q.kind}`);
  if (q.customerId) where.push(sql`r.customer_id = ${q.customerId}::uuid`);
  return sql.join(where, sql` AND `);
}

/** Open requests first, the soonest due first; then completed ones, the latest completed first. */
export async function pageRequests(db: DbOrTx, q: PrivacyRequestsQuery, now: Date) {
  const where = filters(q);
  const [rows, totals] = await Promise.all([
    db.execute(sql`${SELECT} WHERE ${where}
      ORDER BY (r.state = 'open') DESC, CASE WHEN r.state = 'open' THEN r.due_at END ASC, r.completed_at DESC NULLS LAST, r.created_at DESC, r.id
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`),
    db.execute(sql`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE r.state = 'open' AND r.due_at < ${now.toISOString()}::timestamptz)::int AS overdue
      FROM privacy_requests r WHERE ${where}`),
  ]);
  const [count] = rowsOf<{ total: number; overdue: number }>(totals);
  return { rows: rowsOf<PrivacyRequestRow>(rows), total: Number(count?.total ?? 0), overdue: Number(count?.overdue ?? 0) };
}

export async function markDownloaded(db: DbOrTx, id: string, at: Date) {
  await db.execute(sql`UPDATE privacy_requests SET downloaded_at = coalesce(downloaded_at, ${at.toISOString()}::timestamptz) WHERE id = ${id}::uuid`);
}

export async function markCompleted(db: DbOrTx, id: string, v: { by: string; at: Date; outcome: string }) {
  await db.execute(sql`
    UPDATE privacy_requests SET state = 'completed', completed_at = ${v.at.toISOString()}::timestamptz, completed_by = ${v.by}::uuid, outcome = ${v.outcome}
    WHERE id = ${id}::uuid`);
}

export async function customerExists(db: DbOrTx, id: string): Promise<{ erased: boolean } | null> {
  const [row] = rowsOf<{ erased_at: unknown }>(await db.execute(sql`SELECT erased_at FROM customers WHERE id = ${id}::uuid`));
  return row ? { erased: row.erased_at !== null } : null;
}

/** Corrects the customer's name or reference; the reference stays unique within its partner (case-insensitive), as apply files by it. */
export async function correctCustomer(db: DbOrTx, id: string, v: { name?: string; reference?: string; at: Date }) {
  await db.execute(sql`
    UPDATE customers SET
      name = coalesce(${v.name ?? null}::text, name),
      reference = coalesce(${v.reference ?? null}::text, reference),
      updated_at = ${v.at.toISOString()}::timestamptz
    WHERE id = ${id}::uuid`);
}

export async function referenceTaken(db: DbOrTx, reference: string, exceptId: string): Promise<boolean> {
  return (
    rowsOf(
      await db.execute(sql`
      SELECT 1 FROM customers c, customers self
      WHERE self.id = ${exceptId}::uuid AND c.partner_id IS NOT DISTINCT FROM self.partner_id
        AND lower(c.reference) = lower(${reference}) AND c.id <> self.id`),
    ).length > 0
  );
}

export async function lockCustomer(db: DbOrTx, id: string): Promise<{ name: string; reference: string; erased: boolean } | null> {
  const [row] = rowsOf<{ name: string; reference: string; erased_at: unknown }>(
    await db.execute(sql`SELECT name, reference, erased_at FROM customers WHERE id = ${id}::uuid FOR UPDATE`),
  );
  return row ? { name: row.name, reference: row.reference, erased: row.erased_at !== null } : null;
}
