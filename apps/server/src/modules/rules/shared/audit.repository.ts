import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { rulesInfo } from '../../../db/schema';

export interface Actor {
  id: string;
  name: string;
}

/** First save of a pair records its creator; every save records who changed it last and when. */
export async function touchRulesInfo(db: DbOrTx, bankId: string, productId: string, actor: Actor, at: Date): Promise<void> {
  await db
    .insert(rulesInfo)
    .values({
      bank_id: bankId,
      product_id: productId,
      created_by: actor.id,
      created_by_name: actor.name,
      updated_by: actor.id,
      updated_by_name: actor.name,
      created_at: at,
      updated_at: at,
    })
    .onConflictDoUpdate({
      target: [rulesInfo.bank_id, rulesInfo.product_id],
      set: { updated_by: actor.id, updated_by_name: actor.name, updated_at: at },
    });
}

/** Saves of one pair (or one bank's transfer rules) run one after another, so clash checks see committed rows. */
export async function lockRules(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
