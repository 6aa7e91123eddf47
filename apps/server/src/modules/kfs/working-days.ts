const DAY_MS = 86_400_000;

/**
 * The day `count` working days after `from` (YYYY-MM-DD): Saturdays, Sundays and the given
 * holidays do not count. A KFS issued on `from` stays valid until then (RBI: at least 3 working days).
 */
export function addWorkingDays(from: string, count: number, holidays: readonly string[] = []): string {
  const closed = new Set(holidays);
  let at = Date.parse(`${from}T00:00:00Z`);
  for (let left = count; left > 0;) {
    at += DAY_MS;
    const date = new Date(at);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !closed.has(date.toISOString().slice(0, 10))) left--;
  }
  return new Date(at).toISOString().slice(0, 10);
}
