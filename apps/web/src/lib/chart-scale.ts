/** A round top for the y axis and its evenly spaced whole-number ticks. */
export function niceScale(max: number, tickCount = 4): { top: number; ticks: number[] } {
  if (max <= 0) return { top: tickCount, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i) };
  const rough = max / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10].map((m) => m * power).find((s) => s >= rough && Number.isInteger(s)) ?? Math.ceil(rough);
  const top = step * tickCount;
  return { top, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i * step) };
}

/** "5 Mar" for a YYYY-MM-DD day, read as a calendar day (no time zone shift). */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
