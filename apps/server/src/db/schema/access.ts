import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RoleAccessEntry } from '@lbo/contracts/permissions';
import { createdAt, id, timestamps, updatedAt } from './columns';
import { partners } from './partners';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    role_name: text('role_name').notNull(),
    role_access: jsonb('role_access').$type<RoleAccessEntry[]>().notNull().default([]),
    /** The built-in administrator role: cannot be deleted or lose user-management. */
    is_system: boolean('is_system').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('roles_name_lower_uq').on(sql`lower(${t.role_name})`)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    role_id: uuid('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['Active', 'Inactive'] })
      .notNull()
      .default('Active'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    company: text('company'),
    /** The channel partner the user works for (ADR 0044): they see only its applicants. */
    partner_id: uuid('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), index('users_role_idx').on(t.role_id)],
);

/** The user a sign-in step, session or password link belongs to: gone with the user. */
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Failed password attempts per e-mail, kept whether or not the account exists. */
/** Sign-in failures per `email|address` (locks that address out) and per `email|*` (slows the account down). */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  locked_until: timestamp('locked_until', { withTimezone: true }),
  last_failure_at: timestamp('last_failure_at', { withTimezone: true }),
  updated_at: updatedAt(),
});

/** One per successful password step; the e-mailed code belongs to it. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    user_id: userRef(),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('login_challenges_user_idx').on(t.user_id, t.created_at)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: userRef(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    user_agent: text('user_agent'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/** Single-use links to choose a password: invitations and resets. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    user_id: userRef(),
    token_hash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('password_tokens_hash_uq').on(t.token_hash)],
);

const fileBytes = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded logos and import error files; `owner_id` is who made an error file (who may read it),
 * `download_name` the name it is downloaded under (a bulk error file is named after its upload).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  owner_id: uuid('owner_id'),
  download_name: text('download_name'),
  bytes: fileBytes('bytes').notNull(),
  created_at: createdAt(),
});
