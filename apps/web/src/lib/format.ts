const DASH = '—';

const inrFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
/** Paise are shown as two digits (₹18,75,814.80), never one. */
const inrPaiseFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const numberFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Money on cards and in tables: whole rupees with Indian grouping, 1234567 → ₹12,34,567 and
 * 13350.8 → ₹13,351 (the EMI is already whole). The paise stay where figures must add up: the Key
 * Fact Statement, the comparison and the repayment schedule (server documents) and the
 * explanation's workings (`formatINRExact`). A dash when there is no number.
 */
export function formatINR(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  // Never "-₹0" for a small negative.
  return inrFormatter.format(Math.round(n) || 0);
}

/** Rupees to the paisa, as the engine's workings write them: 1234.5 → ₹1,234.50, whole rupees without decimals. */
export function formatINRExact(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  // Whole rupees once rounded to the paisa: no decimals.
  return Math.round(n * 100) % 100 === 0 ? inrFormatter.format(Math.round(n)) : inrPaiseFormatter.format(n);
}

/** A yearly rate as every screen words it: 14.25 → "14.25% p.a."; a dash when there is no number. */
export function perAnnum(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? DASH : `${numberFormatter.format(n)}% p.a.`;
}

/** Indian digit grouping without a currency sign: 1234567 → 12,34,567. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? DASH : numberFormatter.format(n);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const INDIA_DATE = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** "24 Nov 2026": the day in India, in one format whatever the browser's locale; a dash when empty. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? INDIA_DATE.format(date) : DASH;
}

/** Date and time in India Standard Time, as the rules list shows them. */
export function formatDateTimeIST(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return DASH;
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(date);
}

/** "3 minutes ago" style text for activity feeds. */
export function formatRelativeTime(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return DASH;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  return formatDate(date);
}
