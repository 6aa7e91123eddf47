import { z } from 'zod';
import { emptyAnswer, okAnswer } from './answers';
import { limitParam, namedPairShape, pageOf, pageParam, uuid } from './common';

export const TEST_CASE_LIMITS = { nameMax: 120, maxExpectations: 200, maxCases: 2000 } as const;

const expectation = z.object(
  {
    bankId: uuid,
    productId: uuid,
    status: z.enum(['ELIGIBLE', 'NOT_ELIGIBLE'], { message: 'must be ELIGIBLE or NOT_ELIGIBLE' }),
    amount: z
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be ≥ 0')
      .max(1_000_000_000, 'must be ≤ 1,000,000,000')
      .nullable()
      .optional(),
  },
  { message: 'must be an object' },
);

/**
 * A test case: a stored application and, per chosen bank-product, the status
 * (and optionally the amount) it must keep. Every rule save runs them all.
 */
export const testCaseBodySchema = z.object(
  {
    name: z
      .string({ message: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(TEST_CASE_LIMITS.nameMax, `must be at most ${TEST_CASE_LIMITS.nameMax} characters`),
    applicationId: uuid,
    expectations: z
      .array(expectation, { message: 'must be a list' })
      .min(1, 'must name at least one bank-product')
      .max(TEST_CASE_LIMITS.maxExpectations, `must be at most ${TEST_CASE_LIMITS.maxExpectations}`)
      .refine((list) => new Set(list.map((e) => `${e.bankId}:${e.productId}`)).size === list.length, 'must name each bank-product once'),
  },
  { message: 'must be an object' },
);
export type TestCaseBody = z.infer<typeof testCaseBodySchema>;

export const testCaseParamsSchema = z.object({ id: uuid });
export const testCasesQuerySchema = z.object({
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  page: pageParam,
  limit: limitParam(20),
});
export const runTestCasesSchema = z
  .object({ ids: z.array(uuid, { message: 'must be a list' }).max(TEST_CASE_LIMITS.maxCases).optional() }, { message: 'must be an object' })
  .optional()
  .transform((v) => v ?? {});

const status = z.enum(['ELIGIBLE', 'NOT_ELIGIBLE']);

/** What a pair gave against a rule set, beside what the case expects. */
const outcomeSchema = z.object({ status, amount: z.number() });
type TestCaseOutcome = z.output<typeof outcomeSchema>;
const expectedSchema = z.object({ status, amount: z.number().nullable() });

const failureSchema = z.object({
  ...namedPairShape(),
  expected: expectedSchema,
  actual: outcomeSchema,
});
export type TestCaseFailure = z.output<typeof failureSchema>;

const resultSchema = z.object({ passed: z.boolean(), version: z.number().int(), ranAt: z.string(), failures: z.array(failureSchema) });
export type TestCaseResult = z.output<typeof resultSchema>;

const testCaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  applicationId: z.string(),
  applicant: z.string().nullable(),
  expectations: z.array(
    z.object({ bankId: z.string(), productId: z.string(), status, amount: z.number().nullable().optional(), bankName: z.string(), productName: z.string() }),
  ),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  updatedAt: z.string(),
  lastResult: resultSchema.nullable(),
});
export type TestCase = z.output<typeof testCaseSchema>;

const testCaseListSchema = pageOf(testCaseSchema, {
  summary: z.object({ total: z.number().int(), passing: z.number().int(), failing: z.number().int(), neverRun: z.number().int() }),
});
export type TestCaseList = z.output<typeof testCaseListSchema>;

/** A broken case as a refused save lists it (409 `data.brokenTestCases`). */
export interface BrokenTestCase {
  id: string;
  name: string;
  pair: { bankId: string; productId: string; bankName: string; productName: string };
  expected: { status: 'ELIGIBLE' | 'NOT_ELIGIBLE'; amount: number | null };
  actual: TestCaseOutcome;
}

const runSchema = z.object({
  version: z.number().int(),
  total: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  results: z.array(z.object({ id: z.string(), name: z.string(), result: resultSchema })),
});
export type TestCaseRunAnswer = z.output<typeof runSchema>;

export const testCaseListAnswer = okAnswer(testCaseListSchema);
export const testCaseAnswer = okAnswer(testCaseSchema);
export const testCaseRunAnswer = okAnswer(runSchema);
export const testCasesImportedAnswer = okAnswer(z.object({ imported: z.number().int(), passed: z.number().int(), failed: z.number().int() }));
/** A deleted case: nothing beyond the message. */
export const testCaseDeletedAnswer = emptyAnswer;
