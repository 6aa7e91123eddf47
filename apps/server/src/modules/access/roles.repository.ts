import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles } from '../../db/schema';

export async function findRole(db: DbOrTx, id: string) {
  const rows = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return rows[0] ?? null;
}
