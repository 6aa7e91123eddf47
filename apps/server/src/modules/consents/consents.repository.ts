import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { WebhookEventData } from '@lbo/contracts/webhook-events';
import type { Database, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { textArrayLiteral } from '../../db/stored-outcome';
import { consents, customers } from '../../db/schema';

export type ConsentRow = typeof consents.$inferSelect;

/**
 * Of these customer references (lowercase), the customers who withdrew their consent and have
 * given none since: every consent they gave is withdrawn.
 */
export async function withdrawnReferences(db: DbOrTx, references: readonly string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`
      SELECT lower(c.reference) AS key FROM customers c JOIN consents k ON k.customer_id = c.id
      WHERE lower(c.reference) = ANY (${textArrayLiteral(references)}::text[])
      GROUP BY c.id, c.reference
      HAVING bool_and(k.withdrawn_at IS NOT NULL)`),
  );
  return new Set(rows.map((r) => r.key));
}

export async function customerExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  return row !== undefined;
}

/** The customer's consents, newest first. */
export async function customerConsents(db: DbOrTx, customerId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(eq(consents.customer_id, customerId))
    .orderBy(desc(consents.recorded_at), desc(consents.obtained_at), desc(consents.id));
}

/**
 * Marks every consent of the customer in force withdrawn, with its `consent.withdrawn` event (ids
 * only) in the same transaction; the ids withdrawn (none: nothing was in force, nothing written).
 */
export async function withdrawConsents(db: Database, customerId: string, w: { reason: string; by: { id: string; name: string }; at: Date }): Promise<string[]> {
  return db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(consents)
      .set({ withdrawn_at: w.at, withdrawal_reason: w.reason, withdrawn_by: w.by.id, withdrawn_by_name: w.by.name })
      .where(and(eq(consents.customer_id, customerId), isNull(consents.withdrawn_at)))
      .returning({ id: consents.id });
    const ids = withdrawn.map((r) => r.id).sort();
    if (ids.length === 0) return ids;
    const event: WebhookEventData<'consent.withdrawn'> = { customerId, consentIds: ids, withdrawnAt: w.at.toISOString() };
    await tx.execute(sql`SELECT webhook_enqueue('consent.withdrawn', ${JSON.stringify(event)}::jsonb)`);
    return ids;
  });
}
