import { z } from 'zod';
import { okAnswer } from './answers';
import { namedPairShape } from './common';
import { can, type AccessMap } from './permissions';

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

/** How far back the replay reaches: a whole number from 1 to `max`, optional. */
const countUpTo = (max: number) =>
  z.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be ≥ 1').max(max, `must be ≤ ${max}`).optional();

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
          last: countUpTo(SIMULATION_LIMITS.maxLast),
          days: countUpTo(SIMULATION_LIMITS.maxDays),
        },
        { message: 'must be an object' },
      )
      .optional(),
  },
  { message: 'must be an object' },
);
export type SimulateRequest = z.infer<typeof simulateRequestSchema>;

/** One pair's outcome on one side, under the apply answer's names for the offer's price (null without an offer). */
const outcomeSchema = z.object({
  status: z.enum(['ELIGIBLE', 'NOT_ELIGIBLE']),
  amount: z.number(),
  interestRate: z.number().nullable(),
  estimatedEMI: z.number(),
  apr: z.number().nullable(),
  upfrontCharges: z.number().nullable(),
  totalInterest: z.number().nullable(),
});
export type SimulatedOutcome = z.output<typeof outcomeSchema>;

/** How an application-pair is affected: its eligibility flips; or its amount changes; or only its price (rate, EMI, APR, charges). */
const IMPACT_KINDS = ['flip', 'amount', 'price'] as const;
export type ImpactKind = (typeof IMPACT_KINDS)[number];

/** The counts of an impact: flips (`eligibleToNot + notToEligible`) + `amountChanged` + `repriced` = affected. */
const impactCounts = {
  eligibleToNot: z.number().int(),
  notToEligible: z.number().int(),
  /** Eligible on both sides with a different amount. */
  amountChanged: z.number().int(),
  /** Eligible on both sides with the same amount and a different rate, EMI, APR or upfront charges. */
  repriced: z.number().int(),
  /** Σ (total interest after − before) over every application-pair evaluated (₹). */
  totalInterestChange: z.number(),
};

const pairImpactSchema = z.object({
  ...namedPairShape(),
  ...impactCounts,
  totalAmountBefore: z.number(),
  totalAmountAfter: z.number(),
});
export type SimulationPairImpact = z.output<typeof pairImpactSchema>;

export const simulationResultSchema = z.object({
  /** Stored applications evaluated. */
  applications: z.number().int(),
  window: z.object({ last: z.number().int(), days: z.number().int().nullable(), from: z.string().nullable(), to: z.string().nullable() }),
  /** Pairs whose rules the change alters. */
  pairsChanged: z.number().int(),
  ...impactCounts,
  amountChange: z.object({ totalBefore: z.number(), totalAfter: z.number(), medianBefore: z.number(), medianAfter: z.number() }),
  perPair: z.array(pairImpactSchema),
  /**
   * Application-pairs whose status, amount or price changes (the first SIMULATION_LIMITS.maxAffectedRows).
   * `applicationId` and `applicant` are null unless the caller may see customers (Customer Master or
   * Loan Evaluator view); `row` numbers the rows either way.
   */
  affected: z.array(
    z.object({
      row: z.number().int(),
      kind: z.enum(IMPACT_KINDS),
      applicationId: z.string().nullable(),
      applicant: z.string().nullable(),
      evaluatedAt: z.string(),
      bankId: z.string(),
      productId: z.string(),
      before: outcomeSchema,
      after: outcomeSchema,
    }),
  ),
  /** Every affected application-pair, listed or not. */
  affectedTotal: z.number().int(),
  elapsedMs: z.number(),
});
export type SimulationResult = z.output<typeof simulationResultSchema>;

/** `rules/simulate`: the impact preview. */
export const simulationAnswer = okAnswer(simulationResultSchema);

/** One save call of the rule editor, described as data (what `changes` holds). */
export interface SaveCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** Whether a caller may see who applied in an impact: Customer Master or Loan Evaluator view (issue 43). */
const maySeeApplicants = (access: AccessMap) => can(access, 'customer-master', 'view') || can(access, 'loan-evaluator', 'view');

/** An impact as the caller may see it: without the right to see applicants, its rows carry no name and no application id. */
export function impactFor(result: SimulationResult, access: AccessMap): SimulationResult {
  if (maySeeApplicants(access)) return result;
  return { ...result, affected: result.affected.map((row) => ({ ...row, applicationId: null, applicant: null })) };
}
