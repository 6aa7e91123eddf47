import { z } from 'zod';
import { okAnswer } from './answers';
import { calendarDay } from './dates';
import { filter } from './lenient';

/** The dashboard's lending figures: evaluations over the last `days` Indian days. */
export const decisionSummaryQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'must be a whole number from 1 to 366' })
    .int('must be a whole number from 1 to 366')
    .min(1, 'must be a whole number from 1 to 366')
    .max(366, 'must be a whole number from 1 to 366')
    .default(30),
});

const decisionSummarySchema = z.object({
  days: z.number().int(),
  /** Applications evaluated (wizard, API and bulk runs). */
  evaluations: z.number().int(),
  /** Of those, with at least one eligible bank and product. */
  eligibleEvaluations: z.number().int(),
  /** eligibleEvaluations / evaluations, 0–1; null with no evaluations. */
  eligibleRate: z.number().nullable(),
  /** Distinct customers evaluated. */
  customers: z.number().int(),
  /** Every day of the window, oldest first, zeros included (YYYY-MM-DD in India). */
  perDay: z.array(z.object({ day: z.string(), evaluations: z.number().int(), eligible: z.number().int() })),
});
export type DecisionSummary = z.output<typeof decisionSummarySchema>;
export const decisionSummaryAnswer = okAnswer(decisionSummarySchema);

const day = calendarDay();
/** An optional id filter (blank is none). */
export const optionalId = filter(z.uuid({ message: 'must be a valid id' }).optional());
/** A window of Indian days: both ends optional, YYYY-MM-DD. */
export const analyticsWindow = { from: day.optional(), to: day.optional() };
/** Days an analytics window may span, both ends counted. */
const ANALYTICS_MAX_DAYS = 366;

/** Whether a window from `from` through `to` (YYYY-MM-DD) spans more days than a window may. */
export function windowTooLong(from: string, to: string): boolean {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 >= ANALYTICS_MAX_DAYS;
}

/**
 * What `from` is told when the window it starts is too long: up to `to`, or up to today when `to`
 * is left out (the server checks that one, against its own clock).
 */
export const fromTooEarly = (end: 'to' | 'today') => `must be at most ${ANALYTICS_MAX_DAYS - 1} days before ${end}`;

/** A query with a window: `to` not before `from`, and not too long. */
export function windowChecked<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(query: T) {
  return query
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] })
    .refine((q) => !q.from || !q.to || !windowTooLong(q.from, q.to), { message: fromTooEarly('to'), path: ['from'] });
}

/** Decision analytics: a window of Indian days (default the last 30), narrowed to one bank or product. */
export const decisionBreakdownQuerySchema = windowChecked(z.object({ ...analyticsWindow, bankId: optionalId, productId: optionalId, partnerId: optionalId }));
export type DecisionBreakdownQuery = { from?: string; to?: string; bankId?: string; productId?: string; partnerId?: string };

/** Bands of the eligible amount (₹): below the first edge, between edges, from the last edge up. */
export const AMOUNT_BAND_EDGES = [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000] as const;
export const AMOUNT_BAND_LABELS = ['Below ₹1 L', '₹1 L – ₹2 L', '₹2 L – ₹5 L', '₹5 L – ₹10 L', '₹10 L – ₹20 L', '₹20 L – ₹50 L', '₹50 L and above'] as const;

/** A bank or product by id and name: the rows of the per-bank and per-product tables, and the filters' options. */
const named = z.object({ id: z.string(), name: z.string() });

/** How many bank-product pairs were evaluated, how many of them were eligible, and the share. */
const eligibleShare = () => ({
  /** Bank-product pairs evaluated. */
  evaluated: z.number().int(),
  eligible: z.number().int(),
  /** eligible / evaluated, 0–1; null with none evaluated. */
  eligibleRate: z.number().nullable(),
});

const rateRowSchema = named.extend(eligibleShare());
export type RateRow = z.output<typeof rateRowSchema>;

const aprRowSchema = named.extend({
  /** Eligible offers with an APR. */
  offers: z.number().int(),
  min: z.number(),
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  max: z.number(),
});
export type AprRow = z.output<typeof aprRowSchema>;

const decisionBreakdownSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Applications evaluated in the window (every bank and product). */
  applications: z.number().int(),
  ...eligibleShare(),
  /** Every day of the window, oldest first, zeros included. */
  perDay: z.array(z.object({ day: z.string(), evaluated: z.number().int(), eligible: z.number().int() })),
  perBank: z.array(rateRowSchema),
  perProduct: z.array(rateRowSchema),
  /** The five most frequent reasons each bank said no, most frequent first; share of that bank's evaluated pairs. */
  failures: z.array(z.object({ bankId: z.string(), bankName: z.string(), code: z.string(), message: z.string(), count: z.number().int(), share: z.number() })),
  /** Eligible pairs per band of eligible amount, in AMOUNT_BAND_LABELS order. */
  amounts: z.array(z.object({ band: z.string(), count: z.number().int() })),
  /**
   * The APR of each lender's eligible offers (percent): median, quartiles and range, lenders by
   * name. Offers stored before offer terms have no APR and are not counted.
   */
  aprPerBank: z.array(aprRowSchema),
  /** What the bank and product filters offer. */
  banks: z.array(named),
  products: z.array(named),
  /**
   * Ended days of the window still being rolled up (ADR 0014): their decisions are not in the
   * figures yet. 0 when the figures are complete; ask again until it is.
   */
  pendingDays: z.number().int(),
});
export type DecisionBreakdown = z.output<typeof decisionBreakdownSchema>;
export const decisionBreakdownAnswer = okAnswer(decisionBreakdownSchema);
