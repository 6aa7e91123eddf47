import { z } from 'zod';
import { okAnswer } from './answers';
import { exportFormat } from './common';
import { analyticsWindow, optionalId, windowChecked } from './decision-analytics';
import { PRODUCT_LOAN_TYPE_LABELS } from './master-data/product-loan-types';
import { REGISTRATION_TYPE_LABELS } from './master-data/registration';

/**
 * Who applies, cut five ways (`by`): the credit score's band, the net monthly salary's band, the
 * employer's registration type, the city and the loan type of the product. Each decision's
 * segments are rolled up per day from the stored decision (ADR 0014, amendment of 2026-12).
 */
export const SEGMENT_CUTS = ['cibilBand', 'salaryBand', 'companyType', 'city', 'loanType'] as const;
export type SegmentCut = (typeof SEGMENT_CUTS)[number];

/** Each cut in words, as the charts and the export name it. */
export const SEGMENT_CUT_LABELS: Record<SegmentCut, string> = {
  cibilBand: 'Credit score',
  salaryBand: 'Net monthly salary',
  companyType: 'Employer type',
  city: 'City',
  loanType: 'Loan type',
};

/** A segment no stored fact places: the employer or city of an erased applicant, a removed product. */
const UNKNOWN_SEGMENT = 'unknown';
const UNKNOWN_LABEL = 'Not known';

/**
 * The bands, in order. The keys are what the roll-ups store (the database function
 * decision_applicant_segments of migration 0036 writes them): a band changed later is a new key.
 */
const CIBIL_BANDS = [
  { key: 'under-650', label: 'Below 650' },
  { key: '650-699', label: '650–699' },
  { key: '700-749', label: '700–749' },
  { key: '750-799', label: '750–799' },
  { key: '800-plus', label: '800+' },
  /** No score: none given, or 0 or -1 (the bureau's "no history"), a thin file. */
  { key: 'no-history', label: 'No credit history' },
] as const;

const SALARY_BANDS = [
  { key: 'under-25k', label: 'Below ₹25,000' },
  { key: '25k-50k', label: '₹25,000–49,999' },
  { key: '50k-1l', label: '₹50,000–99,999' },
  { key: '1l-2l', label: '₹1,00,000–1,99,999' },
  { key: '2l-plus', label: '₹2,00,000+' },
] as const;

/** A company on record without a registration type. */
const TYPE_NOT_RECORDED = 'not-recorded';

const BAND_ORDER: Partial<Record<SegmentCut, readonly { key: string; label: string }[]>> = { cibilBand: CIBIL_BANDS, salaryBand: SALARY_BANDS };

/**
 * A segment's label, from its key: bands and types in words; a city's key is its id, named by the
 * caller (`cityName`).
 */
export function segmentLabel(cut: SegmentCut, key: string, cityName?: (id: string) => string | undefined): string {
  if (key === UNKNOWN_SEGMENT) return UNKNOWN_LABEL;
  const band = BAND_ORDER[cut]?.find((b) => b.key === key);
  if (band) return band.label;
  if (cut === 'companyType')
    return key === TYPE_NOT_RECORDED ? 'Type not recorded' : (REGISTRATION_TYPE_LABELS[key as keyof typeof REGISTRATION_TYPE_LABELS] ?? key);
  if (cut === 'loanType') return PRODUCT_LOAN_TYPE_LABELS[key as keyof typeof PRODUCT_LOAN_TYPE_LABELS] ?? key;
  if (cut === 'city') return cityName?.(key) ?? UNKNOWN_LABEL;
  return key;
}

/** Where a segment goes among its cut's: bands in their order; others from the most evaluated; the unplaced last. */
export function segmentRank(cut: SegmentCut, key: string): number {
  const bands = BAND_ORDER[cut];
  if (key === UNKNOWN_SEGMENT) return 1_000;
  if (key === TYPE_NOT_RECORDED) return 999;
  return bands ? bands.findIndex((b) => b.key === key) : 0;
}

const cutSchema = z.enum(SEGMENT_CUTS, {
  error: (iss) => (iss.input === undefined || iss.input === '' ? 'is required' : `must be one of ${SEGMENT_CUTS.join(', ')}`),
});

/** The segments' window and filters: as the breakdown's, and `by`, the cut. */
export const decisionSegmentsQuerySchema = windowChecked(z.object({ by: cutSchema, ...analyticsWindow, bankId: optionalId, partnerId: optionalId }));
export type DecisionSegmentsQuery = { by: SegmentCut; from?: string; to?: string; bankId?: string; partnerId?: string };

/** The export: the same filters; without `by`, every cut (a column names each row's). */
export const decisionSegmentsExportQuerySchema = windowChecked(
  z.object({ by: cutSchema.optional(), ...analyticsWindow, bankId: optionalId, partnerId: optionalId, format: exportFormat }),
);
export type DecisionSegmentsExportQuery = Omit<DecisionSegmentsQuery, 'by'> & { by?: SegmentCut; format?: 'xlsx' | 'csv' };

const shareOf = () => ({
  /** Bank-product pairs evaluated. */
  evaluated: z.number().int(),
  eligible: z.number().int(),
  /** eligible / evaluated, 0–1; null with none evaluated. */
  eligibleRate: z.number().nullable(),
});

const segmentRowSchema = z.object({
  /** The segment in words ("650–699", "Private Limited", "Pune"). */
  segment: z.string(),
  /** What the roll-ups key it by: a band's key, a type's code, a city's id, or `unknown`. */
  segmentKey: z.string(),
  bankId: z.string(),
  bankName: z.string(),
  ...shareOf(),
  /** The three most frequent reasons the bank declined this segment's pairs, most frequent first. */
  topReasons: z.array(z.object({ code: z.string(), message: z.string(), count: z.number().int() })),
});
export type SegmentRow = z.output<typeof segmentRowSchema>;

const decisionSegmentsSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(SEGMENT_CUTS),
  /** Every segment with pairs in the window, in the cut's order, all banks together. */
  segments: z.array(z.object({ segment: z.string(), segmentKey: z.string(), ...shareOf() })),
  /** Per segment and bank: segments in that order, banks by name. */
  rows: z.array(segmentRowSchema),
  /** What the bank filter offers. */
  banks: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Ended days of the window still being rolled up: their decisions are not in the figures yet (as the breakdown's). */
  pendingDays: z.number().int(),
});
export type DecisionSegments = z.output<typeof decisionSegmentsSchema>;
export const decisionSegmentsAnswer = okAnswer(decisionSegmentsSchema);
