import type { z } from 'zod';
import { SHORT_ID_DEFAULT } from '@lbo/contracts/limits';
import {
  SHORTENER_MESSAGES,
  type createShortUrlSchema,
  type ListResponse,
  type listShortUrlsQuery,
  type ShortUrlItem,
  type ShortUrlStats,
} from '@lbo/contracts/shortener';
import { publicBaseUrl, type Env } from '../../../config/env';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../../lib/db-errors';
import { fillDays, lastReportingDays, reportingDayStart } from '../../../lib/reporting-days';
import { type Caller, ownerOf } from '../caller';
import * as repo from './short-links.repository';
import { newShortId } from './short-id';
import { checkDestination, DESTINATION_PROBLEMS } from '../../../lib/destination-policy';
import { pointsAtShortLinks, shortLinkBase, shortUrlFor } from './short-link-base';

export interface ShortLinkDeps {
  db: Database;
  env: Env;
  clock: Clock;
}

type CreateInput = z.output<typeof createShortUrlSchema>;
type ListInput = z.output<typeof listShortUrlsQuery>;

// A collision needs two equal ids out of 62^length; a handful of tries covers even length 4.
const MAX_ID_ATTEMPTS = 8;
const STATS_TOP = 20;

function toShortUrlItem(env: Env, row: repo.ShortUrlRow, now: Date): ShortUrlItem {
  return {
    id: row.id,
    shortId: row.short_id,
    destination: row.destination,
    shortUrl: shortUrlFor(env, row.short_id),
    clicks: row.clicks,
    ownerId: row.owner_id,
    apiKeyId: row.api_key_id,
    meta: { utm_source: row.meta.utm_source ?? null, campaign_id: row.meta.campaign_id ?? row.campaign_id ?? null },
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
    ttlSeconds: row.ttl_seconds,
    preferredLength: row.preferred_length,
    expired: row.expires_at !== null && row.expires_at <= now,
  };
}

export async function createShortUrl(deps: ShortLinkDeps, caller: Caller, input: CreateInput): Promise<ShortUrlItem> {
  if (pointsAtShortLinks(deps.env, input.destination)) {
    throw AppError.badRequest(SHORTENER_MESSAGES.destinationLoop, { destination: SHORTENER_MESSAGES.destinationLoop });
  }
  const url = new URL(input.destination);
  if (url.username || url.password) {
    throw AppError.badRequest(SHORTENER_MESSAGES.destinationCredentials, { destination: SHORTENER_MESSAGES.destinationCredentials });
  }
  const checked = checkDestination(input.destination, [new URL(publicBaseUrl(deps.env)).host, new URL(shortLinkBase(deps.env)).host]);
  if ('problem' in checked) {
    const message = DESTINATION_PROBLEMS[checked.problem];
    throw AppError.badRequest(message, { destination: message });
  }
  // The normalised address is what browsers go to: the loop check reads it too.
  if (pointsAtShortLinks(deps.env, checked.url)) {
    throw AppError.badRequest(SHORTENER_MESSAGES.destinationLoop, { destination: SHORTENER_MESSAGES.destinationLoop });
  }
  const now = deps.clock.now();
  const ttl = input.ttlSeconds ?? 0;
  const length = input.preferredLength ?? SHORT_ID_DEFAULT;
  const meta = { utm_source: input.meta?.utm_source ?? null, campaign_id: input.meta?.campaign_id ?? null };

  for (let attempt = 1; ; attempt++) {
    try {
      const row = await repo.insertShortUrl(deps.db, {
        short_id: newShortId(length),
        destination: checked.url,
        owner_id: ownerOf(caller),
        api_key_id: caller.kind === 'key' ? caller.keyId : null,
        meta,
        campaign_id: meta.campaign_id,
        // 0 or nothing means the link never expires.
        expires_at: ttl > 0 ? new Date(now.getTime() + ttl * 1000) : null,
        ttl_seconds: input.ttlSeconds ?? null,
        preferred_length: input.preferredLength ?? null,
        created_at: now,
      });
      return toShortUrlItem(deps.env, row, now);
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      if (attempt >= MAX_ID_ATTEMPTS) throw AppError.conflict('Could not find a free short id of this length; try a longer one');
    }
  }
}

/** A whole day (YYYY-MM-DD) is an Indian calendar day; `to` includes that whole day. */
function dateBound(value: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = reportingDayStart(value);
    return edge === 'from' ? start : new Date(start.getTime() + 24 * 3600_000);
  }
  const at = new Date(value);
  return edge === 'from' ? at : new Date(at.getTime() + 1);
}

export async function listShortUrls(deps: ShortLinkDeps, caller: Caller, query: ListInput): Promise<ListResponse<ShortUrlItem>> {
  const now = deps.clock.now();
  const { rows, total } = await repo.listShortUrls(
    deps.db,
    caller,
    {
      q: query.q,
      ownerId: query.ownerId,
      campaignId: query.campaignId,
      active: query.active,
      createdFrom: dateBound(query.from, 'from'),
      createdBefore: dateBound(query.to, 'to'),
      now,
    },
    { by: query.sortBy, order: query.sortOrder },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    items: rows.map((row) => toShortUrlItem(deps.env, row, now)),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

export async function deleteShortUrl(deps: ShortLinkDeps, caller: Caller, id: string) {
  if (!(await repo.deleteVisibleShortUrl(deps.db, caller, id))) throw new AppError('NOT_FOUND', SHORTENER_MESSAGES.notFound);
}

export async function shortUrlStats(deps: ShortLinkDeps, caller: Caller, id: string, days: number): Promise<ShortUrlStats> {
  const link = await repo.findVisibleShortUrl(deps.db, caller, id);
  if (!link) throw new AppError('NOT_FOUND', SHORTENER_MESSAGES.notFound);
  const now = deps.clock.now();
  const range = lastReportingDays(now, days);
  const perDay = await repo.clicksPerDayOfLink(deps.db, link.id, range.start, now);
  const byCountry = await repo.clicksByCountry(deps.db, link.id, STATS_TOP);
  const byReferrer = await repo.clicksByReferrer(deps.db, link.id, STATS_TOP);
  return {
    id: link.id,
    shortId: link.short_id,
    totalClicks: link.clicks,
    clicksPerDay: fillDays(range.days, perDay),
    byCountry,
    byReferrer,
  };
}
