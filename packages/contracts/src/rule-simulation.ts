import { z } from 'zod';

export const SIMULATION_LIMITS = { maxChanges: 20, defaultLast: 1000, maxLast: 10_000, defaultDays: 30, maxDays: 365, maxAffectedRows: 500 } as const;

const change = z.object(
  {
    method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE'], { message: 'must be POST, PUT, PATCH or DELETE' }),
    path: z.string({ message: 'must be a path' }).regex(/^\/api\/[A-Za-z0-9/_-]+$/, 'must be an /api path without a query string'),
    query: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    body: z.unknown().optional(),
  },
  { message: 'must be an object' },
);

/**
 * An impact preview: each change is exactly the save call the editor would
 * make, described as data. `window` picks the stored applications: the last
 * `last` ones, or those of the last `days` days (at most `last` of them).
 */
export const simulateRequestSchema = z.object(
  {
    changes: z
      .array(change, { message: 'must be a list' })
      .min(1, 'must name at least one change')
      .max(SIMULATION_LIMITS.maxChanges, `must be at most ${SIMULATION_LIMITS.maxChanges} changes`),
    window: z
      .object(
        {
          last: z
            .number({ message: 'must be a number' })
            .int('must be a whole number')
            .min(1, 'must be ≥ 1')
            .max(SIMULATION_LIMITS.maxLast, `must be ≤ ${SIMULATION_LIMITS.maxLast}`)
            .optional(),
          days: z
            .number({ message: 'must be a number' })
            .int('must be a whole number')
            .min(1, 'must be ≥ 1')
            .max(SIMULATION_LIMITS.maxDays, `must be ≤ ${SIMULATION_LIMITS.maxDays}`)
            .optional(),
        },
        { message: 'must be an object' },
      )
      .optional(),
  },
  { message: 'must be an object' },
);
export type SimulateRequest = z.infer<typeof simulateRequestSchema>;

export interface SimulatedOutcome {
  status: 'ELIGIBLE' | 'NOT_ELIGIBLE';
  amount: number;
}

export interface SimulationPairImpact {
  bankId: string;
  productId: string;
  bankName: string;
  productName: string;
  eligibleToNot: number;
  notToEligible: number;
  totalAmountBefore: number;
  totalAmountAfter: number;
}

export interface SimulationResult {
  /** Stored applications evaluated. */
  applications: number;
  window: { last: number; days: number | null; from: string | null; to: string | null };
  /** Pairs whose rules the change alters. */
  pairsChanged: number;
  eligibleToNot: number;
  notToEligible: number;
  amountChange: { totalBefore: number; totalAfter: number; medianBefore: number; medianAfter: number };
  perPair: SimulationPairImpact[];
  /** Applications whose status or amount changes (the first SIMULATION_LIMITS.maxAffectedRows). */
  affected: {
    applicationId: string;
    applicant: string | null;
    evaluatedAt: string;
    bankId: string;
    productId: string;
    before: SimulatedOutcome;
    after: SimulatedOutcome;
  }[];
  affectedTotal: number;
  elapsedMs: number;
}

/** One save call of the rule editor, described as data (what `changes` holds). */
export interface SaveCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}
