import { and, count, desc, eq, gt, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CustomersQuery } from '@lbo/contracts/customers';
import type { DbOrTx } from '../../db/client';
import { customers, loanApplications } from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A reference for a customer the user did not name: short, readable, unique enough to retry on a clash. */
export function newReference(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = 'CUS-';
  for (let i = 0; i < 10; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/**
 * The customer with this reference (case-insensitive), made when there is none;
 * without a reference, always a new customer. Its name follows the latest evaluation.
 */
export async function attachCustomer(db: DbOrTx, v: { reference?: string; name: string; now: Date }): Promise<string> {
  const reference = v.reference ?? newReference();
  const result = await db.execute(sql`
    INSERT INTO customers (reference, name, created_at, updated_at) VALUES (${reference}, ${v.name}, ${v.now.toISOString()}::timestamptz, ${v.now.toISOString()}::timestamptz)
    ON CONFLICT (lower(reference)) DO UPDATE SET name = EXCLUDED.name, updated_at = EXCLUDED.updated_at
    RETURNING id`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

/** Counts an evaluation on its customer: how many, when last, eligible then, and the best offer ever. */
export async function recordEvaluation(db: DbOrTx, customerId: string, v: { at: Date; eligibleCount: number; bestAmount: number }) {
  await db
    .update(customers)
    .set({
      evaluations: sql`${customers.evaluations} + 1`,
      last_evaluated_at: v.at,
      last_eligible_count: v.eligibleCount,
      best_offer_amount: sql`greatest(${customers.best_offer_amount}, ${v.bestAmount})`,
      updated_at: v.at,
    })
    .where(eq(customers.id, customerId));
}

export interface EvaluationOfCustomer {
  reference?: string;
  name: string;
  eligibleCount: number;
  bestAmount: number;
}

/**
 * Many evaluations filed at once (a bulk run's chunk): one upsert for all their customers, each
 * counted as `attachCustomer` and `recordEvaluation` would, in order. Returns each one's customer.
 */
export async function fileEvaluations(db: DbOrTx, evaluations: EvaluationOfCustomer[], now: Date): Promise<string[]> {
  if (evaluations.length === 0) return [];
  const references = evaluations.map((e) => e.reference ?? newReference());
  // One row per customer: the same reference twice in a statement cannot be upserted twice.
  const merged = new Map<string, { reference: string; name: string; count: number; lastEligible: number; best: number }>();
  evaluations.forEach((e, i) => {
    const key = references[i]!.toLowerCase();
    const seen = merged.get(key);
    if (seen) Object.assign(seen, { name: e.name, count: seen.count + 1, lastEligible: e.eligibleCount, best: Math.max(seen.best, e.bestAmount) });
    else merged.set(key, { reference: references[i]!, name: e.name, count: 1, lastEligible: e.eligibleCount, best: e.bestAmount });
  });
  const at = now.toISOString();
  // In key order: two chunks filing the same customers lock their rows in the same order, never in a cycle.
  const rows = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, m]) => m);
  const values = sql.join(
    rows.map(
      (m) =>
        sql`(${m.reference}, ${m.name}, ${at}::timestamptz, ${at}::timestamptz, ${m.count}::int, ${at}::timestamptz, ${m.lastEligible}::int, ${m.best}::bigint)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    INSERT INTO customers (reference, name, created_at, updated_at, evaluations, last_evaluated_at, last_eligible_count, best_offer_amount)
    VALUES ${values}
    ON CONFLICT (lower(reference)) DO UPDATE SET
      name = EXCLUDED.name, updated_at = EXCLUDED.updated_at, evaluations = customers.evaluations + EXCLUDED.evaluations,
      last_evaluated_at = EXCLUDED.last_evaluated_at, last_eligible_count = EXCLUDED.last_eligible_count,
      best_offer_amount = greatest(customers.best_offer_amount, EXCLUDED.best_offer_amount)
    RETURNING id, lower(reference) AS key`);
  const ids = new Map((result as unknown as { rows: { id: string; key: string }[] }).rows.map((r) => [r.key, r.id]));
  return references.map((r) => ids.get(r.toLowerCase())!);
}

function filters(q: Omit<CustomersQuery, 'page' | 'limit'>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.q) where.push(or(ilike(customers.name, `%${escapeLike(q.q)}%`), ilike(customers.reference, `%${escapeLike(q.q)}%`)));
  // Days are India's: a day starts at 00:00 IST.
  if (q.from) where.push(gte(customers.last_evaluated_at, sql`(${q.from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`));
  if (q.to) where.push(lt(customers.last_evaluated_at, sql`((${q.to}::date + 1)::timestamp) AT TIME ZONE 'Asia/Kolkata'`));
  if (q.eligible === true) where.push(gt(customers.last_eligible_count, 0));
  if (q.eligible === false) where.push(eq(customers.last_eligible_count, 0));
  return where.length > 0 ? and(...where) : undefined;
}

const columns = {
  id: customers.id,
  reference: customers.reference,
  name: customers.name,
  createdAt: customers.created_at,
  evaluations: customers.evaluations,
  lastEvaluatedAt: customers.last_evaluated_at,
  lastEligibleCount: customers.last_eligible_count,
  bestOfferAmount: customers.best_offer_amount,
};
export type CustomerRecord = {
  id: string;
  reference: string;
  name: string;
  createdAt: Date;
  evaluations: number;
  lastEvaluatedAt: Date | null;
  lastEligibleCount: number;
  bestOfferAmount: number;
};

/** Newest evaluation first; customers never evaluated last. */
export async function pageCustomers(db: DbOrTx, q: CustomersQuery, opts: { count?: boolean } = {}) {
  const where = filters(q);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(customers)
      .where(where)
      .orderBy(sql`${customers.last_evaluated_at} DESC NULLS LAST`, customers.id)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    opts.count === false ? [{ n: 0 }] : db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows: rows as CustomerRecord[], total: counted?.n ?? 0 };
}

export async function findCustomer(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(customers).where(eq(customers.id, id)).limit(1);
  return (row as CustomerRecord | undefined) ?? null;
}

/** The customer's evaluations, newest first, with their stored per-pair summary. */
export async function customerApplications(db: DbOrTx, customerId: string, limit: number) {
  return db
    .select({
      id: loanApplications.id,
      createdAt: loanApplications.created_at,
      ruleVersion: loanApplications.rule_version,
      totalBanksChecked: loanApplications.total_banks_checked,
      eligibleCount: loanApplications.eligible_count,
      result: loanApplications.result,
    })
    .from(loanApplications)
    .where(eq(loanApplications.customer_id, customerId))
    .orderBy(desc(loanApplications.created_at))
    .limit(limit);
}
