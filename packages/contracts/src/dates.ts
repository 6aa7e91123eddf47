import { z } from 'zod';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;

/** A day that exists on the calendar, written YYYY-MM-DD (2024-02-29 yes, 2026-02-30 no). */
export function isCalendarDate(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isFinite(d.getTime()) && d.toISOString().slice(0, 10) === text && Number(match[1]) >= 1;
}

/** An ISO 8601 instant with a real calendar day and an offset: `2026-11-25T10:30:00Z`, `2026-11-25T16:00+05:30`. */
export function isIsoDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  return !!match && isCalendarDate(match[1]!) && !Number.isNaN(Date.parse(text));
}

const DATE_MESSAGE = 'must be a real date (YYYY-MM-DD)';
const DATE_OR_TIME_MESSAGE = 'must be a real date (YYYY-MM-DD) or an ISO date-time';

/**
 * The one check for a day the API accepts: anything else is a 400 naming the field, never a value
 * the database is left to refuse. Documented as `format: date`, which the bad-input test finds.
 */
export const calendarDay = (message = DATE_MESSAGE) => z.string({ message }).trim().refine(isCalendarDate, message).meta({ format: 'date' });

/** A whole day (`2026-11-25`) or an instant (`2026-11-25T10:30:00Z`), as list filters take them. */
export const dayOrDateTime = (message = DATE_OR_TIME_MESSAGE) =>
  z
    .string({ message })
    .trim()
    .refine((v) => isCalendarDate(v) || isIsoDateTime(v), message)
    .meta({ format: 'date-time' });
