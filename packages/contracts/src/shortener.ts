import { z } from 'zod';
import { dayOrDateTime, isCalendarDate, isIsoDateTime } from './dates';
import { exportFormat, limitParam, NO_PAGING, pageParam, queryBoolean, sortOrder, type ItemPage } from './common';
import { filter, lenient, numberOrText, orEmpty } from './lenient';
import { API_KEY_DEFAULT_QUOTA, API_KEY_DEFAULT_WINDOW_DAYS, API_KEY_SCOPES, SHORT_ID_MAX, SHORT_ID_MIN, type ApiKeyScope } from './limits';

/** Messages of the shortener, API keys and profile (spec part 1 §5 and §8). */
export const SHORTENER_MESSAGES = {
  destinationRequired: 'Destination URL is required',
  destinationInvalid: 'Please enter a valid URL with http:// or https://',
  destinationTooLong: 'Destination URL must be at most 2048 characters',
  destinationLoop: 'A short URL cannot point to another short URL of this service',
  destinationCredentials: 'Destination URL must not contain a user name or password',
  preferredLength: `Preferred length must be between ${SHORT_ID_MIN} and ${SHORT_ID_MAX}`,
  ttlInvalid: 'TTL must be a whole number of seconds, 0 or more',
  created: 'Short URL created successfully!',
  deleted: 'Short URL deleted successfully',
  copied: 'URL copied to clipboard!',
  confirmDelete: 'Are you sure you want to delete this short URL?',
  loadFailed: 'Failed to load URLs',
  createFailed: 'Failed to create short URL',
  deleteFailed: 'Failed to delete short URL',
  notFound: 'Short URL not found',
} as const;

export const API_KEY_MESSAGES = {
  labelRequired: 'Label is required',
  businessIdRequired: 'Business ID is required',
  quotaInvalid: 'Valid quota is required',
  windowInvalid: 'Quota window must be at least 1 day',
  scopesRequired: 'Select at least one scope',
  expiryInPast: 'Expiry date cannot be in the past',
  expiryInvalid: 'Expiry date must be a valid date',
  created: 'API Key created successfully!',
  createFailed: 'Failed to create API key',
  /** A 2xx answer that carries no key: nothing was created that the user could use. */
  createGaveNoKey: 'Failed to create API Key.',
  fetchFailed: 'Failed to fetch API keys',
  copied: 'API key copied to clipboard!',
  noKeyToCopy: 'No key available to copy',
  revoked: 'API key revoked',
  confirmRevoke: 'Are you sure you want to revoke this API key? Applications using it will stop working.',
  notFound: 'API key not found',
  invalidKey: 'Invalid API key',
  revokedKey: 'This API key has been revoked',
  expiredKey: 'This API key has expired',
  missingScope: (scope: string) => `This API key does not have the ${scope} scope`,
  ownerMayNot: "This API key's owner does not have permission to do this",
  partnerInactive: "This API key's partner is inactive",
  quotaExceeded: (quota: number, days: number, resetsAt: string) =>
    `API key quota of ${quota} requests per ${days} day${days === 1 ? '' : 's'} exceeded. It resets at ${resetsAt}`,
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',
  firstNameTooLong: 'First name must be at most 50 characters',
  lastNameTooLong: 'Last name must be at most 50 characters',
  companyTooLong: 'Company must be at most 100 characters',
} as const;

const DESTINATION_MAX_LENGTH = 2048;
export const META_VALUE_MAX_LENGTH = 100;
/** Ten years; anything longer is "never" in practice. */
const TTL_MAX_SECONDS = 10 * 365 * 24 * 3600;
export const API_KEY_QUOTA_MAX = 1_000_000_000;
export const API_KEY_WINDOW_MAX_DAYS = 3650;
export const API_KEY_PREFIX = 'lbo_';
/** Days of the dashboard chart and of a link's analytics. */
export const CLICKS_CHART_DAYS = 30;
const CLICKS_CHART_MAX_DAYS = 365;
/** Calendar days of charts are Indian days. */
export const REPORTING_TIME_ZONE = 'Asia/Kolkata';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Only absolute http(s) addresses with a host; no `javascript:`, `data:`, relative paths or spaces. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value) || hasControlCharacter(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An absolute http(s) address: the document says `uri`, the refinement says which. */
export const destinationSchema = z
  .string({ message: SHORTENER_MESSAGES.destinationRequired })
  .trim()
  .min(1, SHORTENER_MESSAGES.destinationRequired)
  .max(DESTINATION_MAX_LENGTH, SHORTENER_MESSAGES.destinationTooLong)
  .refine(isHttpUrl, SHORTENER_MESSAGES.destinationInvalid)
  .meta({ format: 'uri' });

const metaValue = orEmpty(z.string().trim().max(META_VALUE_MAX_LENGTH, `must be at most ${META_VALUE_MAX_LENGTH} characters`).optional());

export const createShortUrlSchema = z.object({
  destination: destinationSchema,
  meta: orEmpty(z.object({ utm_source: metaValue, campaign_id: metaValue }).optional()),
  ttlSeconds: numberOrText(
    z
      .number({ message: SHORTENER_MESSAGES.ttlInvalid })
      .int(SHORTENER_MESSAGES.ttlInvalid)
      .min(0, SHORTENER_MESSAGES.ttlInvalid)
      .max(TTL_MAX_SECONDS, `TTL must be at most ${TTL_MAX_SECONDS} seconds`)
      .optional(),
  ),
  preferredLength: numberOrText(
    z
      .number({ message: SHORTENER_MESSAGES.preferredLength })
      .int(SHORTENER_MESSAGES.preferredLength)
      .min(SHORT_ID_MIN, SHORTENER_MESSAGES.preferredLength)
      .max(SHORT_ID_MAX, SHORTENER_MESSAGES.preferredLength)
      .optional(),
  ),
});
export type CreateShortUrlRequest = z.input<typeof createShortUrlSchema>;

export const SHORT_URL_SORT_FIELDS = ['createdAt', 'clicks', 'expiresAt', 'shortId', 'destination'] as const;
export type ShortUrlSortField = (typeof SHORT_URL_SORT_FIELDS)[number];

/** `2024-05-01` (a whole day) or an ISO date-time. */
const dateFilter = filter(dayOrDateTime().optional());
const optionalText = (max: number) => filter(z.string().trim().max(max, `must be at most ${max} characters`).optional());

export const listShortUrlsQuery = z.object({
  q: optionalText(200),
  ownerId: filter(z.uuid({ message: 'must be a valid id' }).optional()),
  campaignId: optionalText(META_VALUE_MAX_LENGTH),
  active: filter(queryBoolean.optional(), 'all'),
  from: dateFilter,
  to: dateFilter,
  sortBy: filter(z.enum(SHORT_URL_SORT_FIELDS, { message: `must be one of ${SHORT_URL_SORT_FIELDS.join(', ')}` }).default('createdAt')),
  sortOrder: sortOrder('desc'),
  page: pageParam,
  limit: limitParam(10),
});
export const exportShortUrlsQuery = listShortUrlsQuery.omit(NO_PAGING).extend({ format: exportFormat });

export const shortUrlIdParams = z.object({ id: z.uuid({ message: 'must be a valid id' }) });

export const chartDaysQuery = z.object({
  days: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be ≥ 1')
    .max(CLICKS_CHART_MAX_DAYS, `must be ≤ ${CLICKS_CHART_MAX_DAYS}`)
    .default(CLICKS_CHART_DAYS),
});

export interface ShortUrlItem {
  id: string;
  shortId: string;
  destination: string;
  shortUrl: string;
  clicks: number;
  ownerId: string | null;
  apiKeyId: string | null;
  meta: { utm_source: string | null; campaign_id: string | null };
  createdAt: string;
  expiresAt: string | null;
  ttlSeconds: number | null;
  preferredLength: number | null;
  /** Expired at the time of the answer (server clock). */
  expired: boolean;
}

export type ListResponse<T> = ItemPage<T>;

interface DailyClicks {
  date: string;
  clicks: number;
}

export interface ClicksPerDayResponse {
  days: number;
  timeZone: string;
  total: number;
  items: DailyClicks[];
}

export interface ShortUrlStats {
  id: string;
  shortId: string;
  totalClicks: number;
  clicksPerDay: ClicksPerDayResponse;
  byCountry: { country: string; clicks: number }[];
  byReferrer: { referrer: string; clicks: number }[];
}

// API keys

const scopeSchema = z.enum(API_KEY_SCOPES, { message: `must be one of ${API_KEY_SCOPES.join(', ')}` });

export const createApiKeySchema = z.object({
  label: z.string({ message: API_KEY_MESSAGES.labelRequired }).trim().min(1, API_KEY_MESSAGES.labelRequired).max(100, 'Label must be at most 100 characters'),
  businessId: z
    .string({ message: API_KEY_MESSAGES.businessIdRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.businessIdRequired)
    .max(100, 'Business ID must be at most 100 characters'),
  scopes: orEmpty(
    z
      .array(scopeSchema)
      .min(1, API_KEY_MESSAGES.scopesRequired)
      .transform((s) => [...new Set(s)] as ApiKeyScope[])
      .default(['short.create']),
  ),
  /** Not earlier than now: the server checks against its clock. */
  expiresAt: orEmpty(
    z
      .string({ message: API_KEY_MESSAGES.expiryInvalid })
      .refine((v) => isCalendarDate(v) || isIsoDateTime(v), API_KEY_MESSAGES.expiryInvalid)
      .meta({ format: 'date-time' })
      .optional(),
  ),
  quota: numberOrText(
    z
      .number({ message: API_KEY_MESSAGES.quotaInvalid })
      .int(API_KEY_MESSAGES.quotaInvalid)
      .min(1, API_KEY_MESSAGES.quotaInvalid)
      .max(API_KEY_QUOTA_MAX, API_KEY_MESSAGES.quotaInvalid)
      .default(API_KEY_DEFAULT_QUOTA),
  ),
  quotaWindowDays: numberOrText(
    z
      .number({ message: API_KEY_MESSAGES.windowInvalid })
      .int(API_KEY_MESSAGES.windowInvalid)
      .min(1, API_KEY_MESSAGES.windowInvalid)
      .max(API_KEY_WINDOW_MAX_DAYS, `Quota window must be at most ${API_KEY_WINDOW_MAX_DAYS} days`)
      .default(API_KEY_DEFAULT_WINDOW_DAYS),
  ),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeySchema>;

export const listApiKeysQuery = z.object({ page: pageParam, limit: limitParam(20) });
export const apiKeyIdParams = z.object({ id: z.uuid({ message: 'must be a valid id' }) });

export interface ApiKeyItem {
  apiKeyId: string;
  label: string;
  businessId: string;
  scopes: ApiKeyScope[];
  /** The first characters of the key, for recognising it; the key itself is never shown again. */
  keyPrefix: string;
  active: boolean;
  expired: boolean;
  expiresAt: string | null;
  usageCount: number;
  quota: number;
  quotaWindowDays: number;
  windowCount: number;
  windowResetsAt: string;
  revokedAt: string | null;
  ownerId: string | null;
  createdAt: string;
}

export interface CreatedApiKey {
  apiKeyId: string;
  plainKey: string;
  label: string;
  businessId: string;
  scopes: ApiKeyScope[];
  expiresAt: string | null;
  quota: number;
  quotaWindowDays: number;
  active: boolean;
  usageCount: number;
  createdAt: string;
  keyPrefix: string;
}

// Profile

/** Text, or null for none (kept as ''). */
const profileText = (max: number, message: string) =>
  lenient(z.string({ message: 'must be text' }).trim().max(max, message).optional(), [z.null()], (v) => (v === null ? '' : v));

export const updateProfileSchema = z.object({
  firstName: profileText(50, PROFILE_MESSAGES.firstNameTooLong),
  lastName: profileText(50, PROFILE_MESSAGES.lastNameTooLong),
  company: profileText(100, PROFILE_MESSAGES.companyTooLong),
});
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

interface ProfileStats {
  totalLinks: number;
  totalClicks: number;
  activeLinks: number;
  countries: number;
  totalApiKeys: number;
}

export interface ProfileActivity {
  type: 'click' | 'link_created';
  shortId: string;
  destination: string;
  country?: string;
  referrer?: string | null;
  message: string;
  createdAt: string;
}

export interface ProfileResponse {
  id: string;
  email: string;
  name: string;
  role: string;
  firstName: string;
  lastName: string;
  company: string;
  createdAt: string;
  stats: ProfileStats;
  recentActivity: ProfileActivity[];
}
