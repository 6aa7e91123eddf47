import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './access';
import { partnerColumn } from './partners';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    label: text('label').notNull(),
    business_id: text('business_id').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    key_prefix: text('key_prefix').notNull(),
    key_hash: text('key_hash').notNull(),
    active: boolean('active').notNull().default(true),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    usage_count: integer('usage_count').notNull().default(0),
    quota: integer('quota').notNull(),
    quota_window_days: integer('quota_window_days').notNull(),
    window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    window_count: integer('window_count').notNull().default(0),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The partner of the user who made it: the key sees only that partner's applicants. */
    partner_id: partnerColumn(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.key_hash), index('api_keys_owner_idx').on(t.owner_id)],
);

export const shortUrls = pgTable(
  'short_urls',
  {
    id: id(),
    short_id: text('short_id').notNull(),
    destination: text('destination').notNull(),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    api_key_id: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    meta: jsonb('meta').$type<{ utm_source?: string | null; campaign_id?: string | null }>().notNull().default({}),
    campaign_id: text('campaign_id'),
    clicks: integer('clicks').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    ttl_seconds: integer('ttl_seconds'),
    preferred_length: integer('preferred_length'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('short_urls_short_id_uq').on(t.short_id),
    index('short_urls_owner_idx').on(t.owner_id, t.created_at),
    index('short_urls_destination_trgm').using('gin', sql`${t.destination} gin_trgm_ops`),
  ],
);

export const clicks = pgTable(
  'clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    short_url_id: uuid('short_url_id')
      .notNull()
      .references(() => shortUrls.id, { onDelete: 'cascade' }),
    clicked_at: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
    country: text('country').notNull().default('unknown'),
    referrer: text('referrer'),
    user_agent: text('user_agent'),
  },
  (t) => [index('clicks_url_time_idx').on(t.short_url_id, t.clicked_at), index('clicks_time_idx').on(t.clicked_at)],
);
