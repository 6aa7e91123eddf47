import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pagedRows } from '../../db/paged-rows';
import { NO_PARTNER, partners } from '../../db/schema';
import { likePattern } from '../../lib/db-errors';

/**
 * What a partner holds, counted beside each row. Spelled out: in a one-table select drizzle leaves
 * columns unqualified, which inside a subquery would name the subquery's own table. Customers are
 * counted by the expression of their unique index (partner, reference), so a partner's count reads
 * that index and not the table.
 */
const held = (from: string, where: string) => sql<number>`(SELECT count(*)::int FROM ${sql.raw(from)} WHERE ${sql.raw(where)})`.mapWith(Number);
const heldCounts = {
  users: held('"users" u', 'u."partner_id" = "partners"."id"'),
  keys: held('"api_keys" k', 'k."partner_id" = "partners"."id" AND k."revoked_at" IS NULL'),
  customers: held('"customers" c', `coalesce(c."partner_id", '${NO_PARTNER}'::uuid) = "partners"."id"`),
};

const partnerColumns = {
  id: partners.id,
  name: partners.name,
  code: partners.code,
  active: partners.active,
  contact_email: partners.contact_email,
  monthly_evaluation_quota: partners.monthly_evaluation_quota,
  rate_limit_per_minute: partners.rate_limit_per_minute,
  created_at: partners.created_at,
  updated_at: partners.updated_at,
  ...heldCounts,
};

export interface PartnerRow {
  id: string;
  name: string;
  code: string;
  active: boolean;
  contact_email: string | null;
  monthly_evaluation_quota: number | null;
  rate_limit_per_minute: number | null;
  created_at: Date;
  updated_at: Date;
  users: number;
  keys: number;
  customers: number;
}

export async function pagePartners(db: DbOrTx, o: { q?: string; page: number; limit: number }): Promise<{ rows: PartnerRow[]; total: number }> {
  const pattern = o.q ? likePattern(o.q) : undefined;
  const where: SQL | undefined = pattern ? or(ilike(partners.name, pattern), ilike(partners.code, pattern), ilike(partners.contact_email, pattern)) : undefined;
  return pagedRows(
    db
      .select(partnerColumns)
      .from(partners)
      .where(where)
      .orderBy(sql`lower(${partners.name})`, asc(partners.id)),
    db.select({ total: count() }).from(partners).where(where),
    o,
  );
}

export async function findPartner(db: DbOrTx, id: string): Promise<PartnerRow | null> {
  const rows = await db.select(partnerColumns).from(partners).where(eq(partners.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Whether another partner has this code, compared regardless of case (the unique index's rule). */
export async function codeTaken(db: DbOrTx, code: string, exceptId?: string): Promise<boolean> {
  const sameCode = sql`lower(${partners.code}) = lower(${code})`;
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(exceptId ? and(sameCode, ne(partners.id, exceptId)) : sameCode)
    .limit(1);
  return rows.length > 0;
}

export interface PartnerWrite {
  name: string;
  code: string;
  active: boolean;
  contact_email: string | null;
  monthly_evaluation_quota: number | null;
  rate_limit_per_minute: number | null;
}

export async function insertPartner(db: DbOrTx, v: PartnerWrite & { now: Date }): Promise<string> {
  const { now, ...fields } = v;
  const rows = await db
    .insert(partners)
    .values({ ...fields, created_at: now, updated_at: now })
    .returning({ id: partners.id });
  return rows[0]!.id;
}

/** Sets the fields given (an undefined one is left as it is); false when no partner has this id. */
export async function updatePartner(db: DbOrTx, id: string, v: Partial<PartnerWrite> & { now: Date }): Promise<boolean> {
  const { now, ...fields } = v;
  const rows = await db
    .update(partners)
    .set({ ...fields, updated_at: now })
    .where(eq(partners.id, id))
    .returning({ id: partners.id });
  return rows.length === 1;
}

/** What keeps a partner from being deleted: its users, API keys (revoked ones too), webhook endpoints and customers. */
export async function partnerHoldings(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      users: heldCounts.users,
      keys: held('"api_keys" k', 'k."partner_id" = "partners"."id"'),
      endpoints: held('"webhook_endpoints" e', 'e."partner_id" = "partners"."id"'),
      customers: heldCounts.customers,
    })
    .from(partners)
    .where(eq(partners.id, id));
  return row ?? null;
}

export async function deletePartner(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id });
  return rows.length === 1;
}
