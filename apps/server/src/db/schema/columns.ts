import { sql } from 'drizzle-orm';
import { boolean, date, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** When a row was made and last changed: the last two columns of most tables. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });
/** Columns every rule row shares: an on/off switch and an optional validity window. */
export const ruleWindow = () => ({
  is_active: boolean('is_active').notNull().default(true),
  valid_from: date('valid_from', { mode: 'string' }),
  valid_to: date('valid_to', { mode: 'string' }),
});
