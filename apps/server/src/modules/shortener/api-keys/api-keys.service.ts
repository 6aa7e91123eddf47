import type { z } from 'zod';
import { API_KEY_MESSAGES, API_KEY_PREFIX, type ApiKeyItem, type createApiKeySchema, type CreatedApiKey, type ListResponse } from '@lbo/contracts/shortener';
import type { ApiKeyScope } from '@lbo/contracts/limits';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/tokens';
import { type Caller, ownerOf } from '../caller';
import * as repo from './api-keys.repository';

export interface ApiKeyDeps {
  db: Database;
  clock: Clock;
}

type CreateInput = z.output<typeof createApiKeySchema>;

const DAY_MS = 24 * 3600_000;
/** `lbo_` and the first 8 random characters: enough to recognise a key, far too little to guess it. */
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** Keys are looked up by hash; the plain key exists only in the answer to its creation. */
export function hashApiKey(plainKey: string): string {
  return sha256(plainKey);
}

export function windowResetsAt(row: Pick<repo.ApiKeyRow, 'window_started_at' | 'quota_window_days'>): Date {
  return new Date(row.window_started_at.getTime() + row.quota_window_days * DAY_MS);
}

function toApiKeyItem(row: repo.ApiKeyRow, now: Date): ApiKeyItem {
  const resetsAt = windowResetsAt(row);
  return {
    apiKeyId: row.id,
    label: row.label,
    businessId: row.business_id,
    scopes: row.scopes as ApiKeyScope[],
    keyPrefix: row.key_prefix,
    active: row.active,
    expired: row.expires_at !== null && row.expires_at <= now,
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    usageCount: row.usage_count,
    quota: row.quota,
    quotaWindowDays: row.quota_window_days,
    // A window that has run out counts as empty until the next request starts a new one.
    windowCount: resetsAt <= now ? 0 : row.window_count,
    windowResetsAt: resetsAt.toISOString(),
    revokedAt: row.revoked_at ? row.revoked_at.toISOString() : null,
    ownerId: row.owner_id,
    createdAt: row.created_at.toISOString(),
  };
}

export async function createApiKey(deps: ApiKeyDeps, caller: Caller, input: CreateInput): Promise<CreatedApiKey> {
  const now = deps.clock.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt < now) throw AppError.badRequest(API_KEY_MESSAGES.expiryInPast, { expiresAt: API_KEY_MESSAGES.expiryInPast });
  const plainKey = `${API_KEY_PREFIX}${randomToken(32)}`;
  const row = await repo.insertApiKey(deps.db, {
    label: input.label,
    business_id: input.businessId,
    scopes: input.scopes,
    key_prefix: plainKey.slice(0, DISPLAY_PREFIX_LENGTH),
    key_hash: hashApiKey(plainKey),
    expires_at: expiresAt,
    quota: input.quota,
    quota_window_days: input.quotaWindowDays,
    window_started_at: now,
    owner_id: ownerOf(caller),
    created_at: now,
  });
  return {
    apiKeyId: row.id,
    plainKey,
    label: row.label,
    businessId: row.business_id,
    scopes: row.scopes as ApiKeyScope[],
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    quota: row.quota,
    quotaWindowDays: row.quota_window_days,
    active: row.active,
    usageCount: row.usage_count,
    createdAt: row.created_at.toISOString(),
    keyPrefix: row.key_prefix,
  };
}

export async function listApiKeys(deps: ApiKeyDeps, caller: Caller, page: number, limit: number): Promise<ListResponse<ApiKeyItem>> {
  const now = deps.clock.now();
  const { rows, total } = await repo.listApiKeys(deps.db, caller, { limit, offset: (page - 1) * limit });
  return { items: rows.map((r) => toApiKeyItem(r, now)), total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

export async function revokeApiKey(deps: ApiKeyDeps, caller: Caller, id: string): Promise<ApiKeyItem> {
  const now = deps.clock.now();
  const row = await repo.revokeVisibleApiKey(deps.db, caller, id, now);
  if (!row) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
  return toApiKeyItem(row, now);
}
