import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowWhere, stampUnset } from '../../db/row-where';
import { passwordTokens } from '../../db/schema';

export type TokenPurpose = 'invite' | 'reset';

export async function insertToken(db: DbOrTx, v: { userId: string; tokenHash: string; purpose: TokenPurpose; expiresAt: Date; now: Date }) {
  await db.insert(passwordTokens).values({ user_id: v.userId, token_hash: v.tokenHash, purpose: v.purpose, expires_at: v.expiresAt, created_at: v.now });
}

export const findToken = (db: DbOrTx, tokenHash: string) => rowWhere(db, passwordTokens, passwordTokens.token_hash, tokenHash);

/** Marks the token used; false when another request used it first. */
export async function consumeToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  return (await stampUnset(db, passwordTokens, 'used_at', eq(passwordTokens.id, id), now)) === 1;
}

/** Voids every open link of the user (of one purpose, or all). */
export async function voidOpenTokens(db: DbOrTx, userId: string, now: Date, purpose?: TokenPurpose) {
  const ofUser = eq(passwordTokens.user_id, userId);
  await stampUnset(db, passwordTokens, 'used_at', purpose ? and(ofUser, eq(passwordTokens.purpose, purpose))! : ofUser, now);
}

/** The newest link of that purpose sent after `since`, if still open. */
export async function recentOpenToken(db: DbOrTx, userId: string, purpose: TokenPurpose, since: Date) {
  const rows = await db
    .select({ id: passwordTokens.id })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.user_id, userId), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.used_at), gt(passwordTokens.created_at, since)))
    .orderBy(desc(passwordTokens.created_at))
    .limit(1);
  return rows[0] ?? null;
}
