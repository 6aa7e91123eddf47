import { and, asc, eq, sql } from 'drizzle-orm';
import type { WebhookEventData } from '@lbo/contracts/webhook-events';
import type { Database, DbOrTx } from '../../db/client';
import { kfsAcknowledgements, kfsDocuments } from '../../db/schema';

export interface OfferKey {
  applicationId: string;
  bankId: string;
  productId: string;
}

export type AcknowledgementRow = typeof kfsAcknowledgements.$inferSelect;

const ofOffer = <T extends typeof kfsAcknowledgements | typeof kfsDocuments>(t: T, k: OfferKey) =>
  and(eq(t.application_id, k.applicationId), eq(t.bank_id, k.bankId), eq(t.product_id, k.productId));

/**
 * The number and validity of the offer's Key Fact Statement, or null before it is issued. Every
 * rendering of one statement (a row per language) shares them: the first row answers.
 */
export async function findIssuedKfs(db: DbOrTx, k: OfferKey): Promise<{ kfsNumber: string; validUntil: string } | null> {
  const [row] = await db
    .select({ kfsNumber: kfsDocuments.proposal_number, validUntil: sql<string>`to_char(${kfsDocuments.valid_until}, 'YYYY-MM-DD')` })
    .from(kfsDocuments)
    .where(ofOffer(kfsDocuments, k))
    .orderBy(asc(kfsDocuments.created_at))
    .limit(1);
  return row ?? null;
}

export async function findAcknowledgement(db: DbOrTx, k: OfferKey): Promise<AcknowledgementRow | null> {
  const [row] = await db.select().from(kfsAcknowledgements).where(ofOffer(kfsAcknowledgements, k));
  return row ?? null;
}

/**
 * Records the acknowledgement and its `kfs.acknowledged` event (ids only, no personal data) in one
 * transaction; null when the offer was acknowledged already (a second request at the same moment
 * loses on the unique index).
 */
export async function insertAcknowledgement(db: Database, row: typeof kfsAcknowledgements.$inferInsert): Promise<AcknowledgementRow | null> {
  return db.transaction(async (tx) => {
    const [made] = await tx.insert(kfsAcknowledgements).values(row).onConflictDoNothing().returning();
    if (!made) return null;
    const event: WebhookEventData<'kfs.acknowledged'> = {
      applicationId: made.application_id,
      bankId: made.bank_id,
      productId: made.product_id,
      kfsNumber: made.kfs_number,
      acknowledgedAt: made.acknowledged_at.toISOString(),
      method: made.method,
      language: made.language,
      acknowledgedBy: made.acknowledged_by,
    };
    await tx.execute(sql`SELECT webhook_enqueue('kfs.acknowledged', ${JSON.stringify(event)}::jsonb)`);
    return made;
  });
}
