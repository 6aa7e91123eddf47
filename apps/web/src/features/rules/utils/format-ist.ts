const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** '2025-11-21T04:30:00Z' → '2025-11-21 10:00:00 IST' (UTC + 5:30); a dash when empty or unreadable. */
export function formatIst(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const d = new Date(date.getTime() + IST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} IST`;
}
