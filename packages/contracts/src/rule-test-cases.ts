import { z } from 'zod';
import { limitParam, pageParam, uuid } from './common';

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
export type TestCaseExpectation = TestCaseBody['expectations'][number];

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

/** What a pair gave against a rule set, beside what the case expects. */
export interface TestCaseOutcome {
  status: 'ELIGIBLE' | 'NOT_ELIGIBLE';
  amount: number;
}

export interface TestCaseFailure {
  bankId: string;
  productId: string;
  bankName: string;
  productName: string;
  expected: { status: 'ELIGIBLE' | 'NOT_ELIGIBLE'; amount: number | null };
  actual: TestCaseOutcome;
}

export interface TestCaseResult {
  passed: boolean;
  version: number;
  ranAt: string;
  failures: TestCaseFailure[];
}

export interface TestCase {
  id: string;
  name: string;
  applicationId: string;
  applicant: string | null;
  expectations: (TestCaseExpectation & { bankName: string; productName: string })[];
  createdAt: string;
  createdBy: { id: string; name: string | null } | null;
  updatedAt: string;
  lastResult: TestCaseResult | null;
}

export interface TestCaseList {
  items: TestCase[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  summary: { total: number; passing: number; failing: number; neverRun: number };
}

/** A broken case as a refused save lists it (409 `data.brokenTestCases`). */
export interface BrokenTestCase {
  id: string;
  name: string;
  pair: { bankId: string; productId: string; bankName: string; productName: string };
  expected: { status: 'ELIGIBLE' | 'NOT_ELIGIBLE'; amount: number | null };
  actual: TestCaseOutcome;
}

export interface TestCaseRunAnswer {
  version: number;
  total: number;
  passed: number;
  failed: number;
  results: { id: string; name: string; result: TestCaseResult }[];
}
