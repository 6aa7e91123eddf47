import { z } from 'zod';
import { timestamp } from './answers';
import { pageOf } from './common';
import { API_KEY_SCOPES } from './limits';

/**
 * The answers of the admin-auth family's short links, API keys and profile: plain objects, not the
 * crm envelope (part 1 §10, which the original client reads at the top level).
 */

export const shortUrlItemSchema = z.object({
  id: z.string(),
  shortId: z.string(),
  destination: z.string(),
  shortUrl: z.string(),
  clicks: z.number().int(),
  ownerId: z.string().nullable(),
  apiKeyId: z.string().nullable(),
  meta: z.object({ utm_source: z.string().nullable(), campaign_id: z.string().nullable() }),
  createdAt: timestamp,
  expiresAt: timestamp.nullable(),
  ttlSeconds: z.number().int().nullable(),
  preferredLength: z.number().int().nullable(),
  /** Expired at the time of the answer (server clock). */
  expired: z.boolean(),
});

export const shortUrlListAnswer = pageOf(shortUrlItemSchema);
export const deletedShortUrlAnswer = z.object({ id: z.string(), message: z.string() });

export const clicksPerDaySchema = z.object({
  days: z.number().int(),
  timeZone: z.string(),
  total: z.number().int(),
  items: z.array(z.object({ date: z.string(), clicks: z.number().int() })),
});

export const shortUrlStatsSchema = z.object({
  id: z.string(),
  shortId: z.string(),
  totalClicks: z.number().int(),
  clicksPerDay: clicksPerDaySchema,
  byCountry: z.array(z.object({ country: z.string(), clicks: z.number().int() })),
  byReferrer: z.array(z.object({ referrer: z.string(), clicks: z.number().int() })),
});

const apiKeyItemSchema = z.object({
  apiKeyId: z.string(),
  label: z.string(),
  businessId: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The first characters of the key, for recognising it; the key itself is never shown again. */
  keyPrefix: z.string(),
  active: z.boolean(),
  expired: z.boolean(),
  expiresAt: timestamp.nullable(),
  usageCount: z.number().int(),
  quota: z.number().int(),
  quotaWindowDays: z.number().int(),
  windowCount: z.number().int(),
  windowResetsAt: timestamp,
  revokedAt: timestamp.nullable(),
  ownerId: z.string().nullable(),
  createdAt: timestamp,
});
export const apiKeyListAnswer = pageOf(apiKeyItemSchema);
export const revokedApiKeyAnswer = apiKeyItemSchema.extend({ message: z.string() });

export const createdApiKeyAnswer = z.object({
  apiKeyId: z.string(),
  /** Shown in this answer only. */
  plainKey: z.string(),
  label: z.string(),
  businessId: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  expiresAt: timestamp.nullable(),
  quota: z.number().int(),
  quotaWindowDays: z.number().int(),
  active: z.boolean(),
  usageCount: z.number().int(),
  createdAt: timestamp,
  keyPrefix: z.string(),
  message: z.string(),
});

export const profileAnswer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  createdAt: timestamp,
  stats: z.object({
    totalLinks: z.number().int(),
    totalClicks: z.number().int(),
    activeLinks: z.number().int(),
    countries: z.number().int(),
    totalApiKeys: z.number().int(),
  }),
  recentActivity: z.array(
    z.object({
      type: z.enum(['click', 'link_created']),
      shortId: z.string(),
      destination: z.string(),
      country: z.string().optional(),
      referrer: z.string().nullable().optional(),
      message: z.string(),
      createdAt: timestamp,
    }),
  ),
});
/** The saved profile, with the message the form shows. */
export const updatedProfileAnswer = profileAnswer.extend({ message: z.string() });
