import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { roles } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Who is asking, for the ownership rules of links and keys:
 * - the built-in administrator sees and manages every link and key (the `ownerId` filter narrows);
 * - any other signed-in user sees and manages only what they own;
 * - an API key sees only the links it created itself (a partner's view).
 */
export type Caller = { kind: 'user'; userId: string; isAdmin: boolean } | { kind: 'key'; keyId: string; ownerId: string };

export async function callerOf(db: DbOrTx, request: FastifyRequest): Promise<Caller> {
  if (request.apiKey) {
    if (!request.apiKey.ownerId) throw AppError.unauthorized('Invalid API key');
    return { kind: 'key', keyId: request.apiKey.id, ownerId: request.apiKey.ownerId };
  }
  const auth = request.auth;
  if (!auth) throw AppError.unauthorized();
  return { kind: 'user', userId: auth.user.id, isAdmin: await isAdministrator(db, auth.user.role_id) };
}

async function isAdministrator(db: DbOrTx, roleId: string | null): Promise<boolean> {
  if (!roleId) return false;
  const rows = await db.select({ isSystem: roles.is_system }).from(roles).where(eq(roles.id, roleId)).limit(1);
  return rows[0]?.isSystem === true;
}

/** The owner a new row gets. */
export function ownerOf(caller: Caller): string {
  return caller.kind === 'key' ? caller.ownerId : caller.userId;
}
