import type { FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES } from '@lbo/contracts/shortener';
import { toAccessMap, type AccessMap, type RoleAccessEntry } from '@lbo/contracts/permissions';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { ApiKeyContext } from '../../../plugins/fastify-types';
import * as repo from './api-keys.repository';
import { hashApiKey, windowResetsAt } from './api-keys.service';

const MAX_KEY_LENGTH = 200;

/**
 * Resolves the `x-api-key` header for routes that accept a key (the session
 * plugin calls this): unknown, revoked or expired → 401; scope missing → 403;
 * quota of the current window used up → 429 with when it resets. A request
 * that passes is counted against the quota atomically. The answer carries the
 * owner and the owner's permissions: the session plugin checks the route's
 * permission against them, so a key can do no more than its owner.
 */
export function createApiKeyAuthenticator(deps: { db: Database; clock: Clock }) {
  return async (request: FastifyRequest, scope: string, ownerMay: (access: AccessMap) => boolean): Promise<ApiKeyContext> => {
    const header = request.headers['x-api-key'];
    const plainKey = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!plainKey || plainKey.length > MAX_KEY_LENGTH) throw AppError.unauthorized(API_KEY_MESSAGES.invalidKey);

    const found = await repo.findKeyByHash(deps.db, hashApiKey(plainKey));
    // A key whose owner is gone or deactivated acts for no one.
    if (!found || !found.key.owner_id || found.ownerStatus !== 'Active') throw AppError.unauthorized(API_KEY_MESSAGES.invalidKey);
    const { key, owner, role } = found;
    const now = deps.clock.now();
    if (!key.active || key.revoked_at) throw AppError.unauthorized(API_KEY_MESSAGES.revokedKey);
    if (key.expires_at && key.expires_at <= now) throw AppError.unauthorized(API_KEY_MESSAGES.expiredKey);
    // A key belongs to its partner: when the partner is deactivated, so is every key it holds.
    if (key.partner_id !== null && found.partnerActive !== true) throw AppError.forbidden(API_KEY_MESSAGES.partnerInactive);
    if (!key.scopes.includes(scope)) throw AppError.forbidden(API_KEY_MESSAGES.missingScope(scope));

    const access = toAccessMap((role?.role_access ?? []) as RoleAccessEntry[]);
    if (!ownerMay(access)) throw AppError.forbidden(API_KEY_MESSAGES.ownerMayNot);

    await chargeQuota(deps, key.id, 1);
    return {
      id: key.id,
      ownerId: key.owner_id,
      scopes: key.scopes,
      partnerId: key.partner_id,
      partnerLimited: found.partnerLimited === true,
      owner: { id: owner!.id, email: owner!.email, name: owner!.name, role_id: owner!.role_id, role_name: role?.role_name ?? null, partner_id: key.partner_id },
      access,
    };
  };
}

/**
 * Counts `units` against a key's quota or refuses with 429 and when the window resets: one per
 * request at authentication, and a bulk file's applicants beyond the first once it is read.
 */
export async function chargeQuota(deps: { db: Database; clock: Clock }, keyId: string, units: number, alreadyCounted = 0): Promise<void> {
  const now = deps.clock.now();
  if (await repo.consumeQuota(deps.db, keyId, now, units)) return;
  // What the request already counted is given back: a request refused whole counts nothing.
  if (alreadyCounted > 0) await repo.refundQuota(deps.db, keyId, alreadyCounted);
  const current = await repo.findApiKey(deps.db, keyId);
  if (!current?.active) throw AppError.unauthorized(API_KEY_MESSAGES.revokedKey);
  const resetsAt = windowResetsAt(current);
  throw new AppError('TOO_MANY_REQUESTS', API_KEY_MESSAGES.quotaExceeded(current.quota, current.quota_window_days, resetsAt.toISOString()), {
    retryAfterSeconds: Math.max(1, (resetsAt.getTime() - now.getTime()) / 1000),
    data: { quota: current.quota, quotaWindowDays: current.quota_window_days, resetsAt: resetsAt.toISOString(), requested: units },
  });
}
