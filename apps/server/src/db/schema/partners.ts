import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DB_SETTINGS } from '../settings';
import { id, timestamps } from './columns';

/**
 * A channel partner (a fintech app, a direct selling agent): a separate business whose users and
 * API keys see only the applicants it brought (ADR 0044).
 */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    name: text('name').notNull(),
    /** Short and stable, for files and logs: unique regardless of case. */
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    contact_email: text('contact_email'),
    /** Evaluations a calendar month (India's), every channel of the partner together; NULL: no limit. */
    monthly_evaluation_quota: integer('monthly_evaluation_quota'),
    /** Requests a minute by the partner's users and keys together; NULL: no limit. */
    rate_limit_per_minute: integer('rate_limit_per_minute'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('partners_code_uq').on(sql`lower(${t.code})`)],
);

/**
 * What a partner has used of its limits, one row per partner and period, counted while it has the
 * limit: `minute` its requests, `month` its evaluations (India's calendar month).
 * A request that finds its row in an earlier window starts the window over; one statement counts
 * and checks, so every process on the database agrees (plugins/partner-limits.ts).
 */
export const partnerUsage = pgTable(
  'partner_usage',
  {
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    /** When the window being counted started. */
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner_id, t.period] }), check('partner_usage_period_ck', sql`${t.period} in ('minute', 'month')`)],
);

/** The transaction's partner in SQL, from the setting it names its partner in (row-level security reads it too). */
const SETTING_PARTNER = `nullif(current_setting('${DB_SETTINGS.partnerId}', true), '')::uuid`;

/**
 * The partner a row belongs to; NULL for the marketplace's own. When an insert does not name it,
 * the transaction's partner setting fills it, so whatever a partner's request writes is theirs.
 * No foreign key: its check would share-lock the one partner row from every concurrent write of
 * that partner (PostgreSQL then builds multixacts; apply ran at 0.7 × the marketplace's own). The
 * value comes from a partner that exists (a user's or a key's), and a partner holding customers,
 * users, keys or endpoints cannot be deleted (modules/partners).
 */
export const partnerColumn = () => uuid('partner_id').default(sql.raw(SETTING_PARTNER));

/** The roll-ups' partner key: part of their primary key, so the marketplace's own rows carry the nil uuid. */
export const NO_PARTNER = '00000000-0000-0000-0000-000000000000';
export const rollupPartnerColumn = () =>
  uuid('partner_id')
    .notNull()
    .default(sql.raw(`coalesce(${SETTING_PARTNER}, '${NO_PARTNER}')`));
