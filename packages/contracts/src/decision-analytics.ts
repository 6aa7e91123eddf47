import { z } from 'zod';
import { calendarDay } from './dates';

/** The dashboard's lending figures: evaluations over the last `days` Indian days. */
export const decisionSummaryQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'must be a whole number from 1 to 366' })
    .int('must be a whole number from 1 to 366')
    .min(1, 'must be a whole number from 1 to 366')
    .max(366, 'must be a whole number from 1 to 366')
    .default(30),
});
export type DecisionSummaryQuery = z.output<typeof decisionSummaryQuerySchema>;

export interface DecisionSummary {
  days: number;
  /** Applications evaluated (wizard, API and bulk runs). */
  evaluations: number;
  /** Of those, with at least one eligible bank and product. */
  eligibleEvaluations: number;
  /** eligibleEvaluations / evaluations, 0–1; null with no evaluations. */
  eligibleRate: number | null;
  /** Distinct customers evaluated. */
  customers: number;
  /** Every day of the window, oldest first, zeros included (YYYY-MM-DD in India). */
  perDay: { day: string; evaluations: number; eligible: number }[];
}

const day = calendarDay();
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ message: 'must be a valid id' }).optional());
/** Days an analytics window may span. */
export const ANALYTICS_MAX_DAYS = 366;

/** Decision analytics: a window of Indian days (default the last 30), narrowed to one bank or product. */
export const decisionBreakdownQuerySchema = z
  .object({ from: day.optional(), to: day.optional(), bankId: optionalId, productId: optionalId })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ANALYTICS_MAX_DAYS, {
    message: `must be at most ${ANALYTICS_MAX_DAYS} days after from`,
    path: ['to'],
  });
export type DecisionBreakdownQuery = { from?: string; to?: string; bankId?: string; productId?: string };

/** Bands of the eligible amount (₹): below the first edge, between edges, from the last edge up. */
export const AMOUNT_BAND_EDGES = [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000] as const;
export const AMOUNT_BAND_LABELS = ['Below ₹1 L', '₹1 L – ₹2 L', '₹2 L – ₹5 L', '₹5 L – ₹10 L', '₹10 L – ₹20 L', '₹20 L – ₹50 L', '₹50 L and above'] as const;

export interface RateRow {
  id: string;
  name: string;
  /** Bank-product pairs evaluated. */
  evaluated: number;
  eligible: number;
  /** eligible / evaluated, 0–1; null with none evaluated. */
  eligibleRate: number | null;
}

export interface AprRow {
  id: string;
  name: string;
  /** Eligible offers with an APR. */
  offers: number;
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
}

export interface DecisionBreakdown {
  from: string;
  to: string;
  /** Applications evaluated in the window (every bank and product). */
  applications: number;
  evaluated: number;
  eligible: number;
  eligibleRate: number | null;
  /** Every day of the window, oldest first, zeros included. */
  perDay: { day: string; evaluated: number; eligible: number }[];
  perBank: RateRow[];
  perProduct: RateRow[];
  /** The five most frequent reasons each bank said no, most frequent first; share of that bank's evaluated pairs. */
  failures: { bankId: string; bankName: string; code: string; message: string; count: number; share: number }[];
  /** Eligible pairs per band of eligible amount, in AMOUNT_BAND_LABELS order. */
  amounts: { band: string; count: number }[];
  /**
   * The APR of each lender's eligible offers (percent): median, quartiles and range, lenders by
   * name. Offers stored before offer terms have no APR and are not counted.
   */
  aprPerBank: AprRow[];
  /** What the bank and product filters offer. */
  banks: { id: string; name: string }[];
  products: { id: string; name: string }[];
}
