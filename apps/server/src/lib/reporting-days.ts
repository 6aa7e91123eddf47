import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REPORTING_TIME_ZONE, type ClicksPerDayResponse } from '@lbo/contracts/shortener';

// India has kept +05:30 without daylight saving since 1945, so a fixed offset is exact.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 3600_000;

/** The calendar day (YYYY-MM-DD) in India at an instant. */
function reportingDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Indian calendar day starts. */
export function reportingDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The instant an Indian calendar month starts: the month of `at`, or `monthsAhead` after it. */
export function reportingMonthStart(at: Date, monthsAhead = 0): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsAhead, 1) - IST_OFFSET_MS);
}

/** The last `days` Indian calendar days up to today, oldest first, and when the first one starts. */
export function lastReportingDays(now: Date, days: number): { days: string[]; start: Date } {
  const today = reportingDayStart(reportingDay(now));
  const list: string[] = [];
  for (let i = days - 1; i >= 0; i--) list.push(reportingDay(new Date(today.getTime() - i * DAY_MS)));
  return { days: list, start: reportingDayStart(list[0]!) };
}

/** SQL: the Indian calendar day of a timestamp column, as YYYY-MM-DD text. */
export function reportingDayOf(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${REPORTING_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
}

/** Every day present, with 0 where nothing was counted. */
export function fillDays(days: string[], counted: { day: string; clicks: number }[]): ClicksPerDayResponse {
  const byDay = new Map(counted.map((c) => [c.day, c.clicks]));
  const items = days.map((date) => ({ date, clicks: byDay.get(date) ?? 0 }));
  return { days: days.length, timeZone: REPORTING_TIME_ZONE, total: items.reduce((sum, i) => sum + i.clicks, 0), items };
}

/** A timestamp parameter that both drivers read the same way. */
export function timestampParam(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}
