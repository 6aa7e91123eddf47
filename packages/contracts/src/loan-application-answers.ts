import { z } from 'zod';
import { okAnswer } from './answers';
import { CAP_NAMES } from './cap-names';
import { namedPairShape } from './common';
import { FAILURE_CODES } from './failure-codes';
import { LOAN_TYPES } from './loan-application';
import { PAIR_FIELDS, type PairField } from '@lbo/eligibility/pair-fields';
import { comparedShapeOf, entryShapeOf, storedPairShapeOf } from './pair-schemas';

/*
 * The evaluator's answers: `loanapplication/apply`, a stored decision, one pair's explanation and a
 * replay. The engine (packages/eligibility) builds them; its types are checked against these
 * schemas where the server's routes return them.
 */

export type { CapName } from './cap-names';

const TENURE_LIMIT_NAMES = [
  'requested',
  'general_max_tenure_months',
  'high_salary_max_tenure_months',
  'non_listed_tenure_months',
  'bank_salary_max_tenure_months',
  'tenure_for_cibil_threshold_cross',
  'null_cibil_max_tenure_months',
  'null_cibil_nth_max_tenure_months',
] as const;
export type TenureLimitName = (typeof TENURE_LIMIT_NAMES)[number];

const OBLIGATION_BASES = [
  'emi',
  'cc_outstanding_percent',
  'cc_waived',
  'closing_soon',
  'hl_co_applicant_percent',
  'gl_outstanding_percent',
  'transferred',
] as const;
export type ObligationBasis = (typeof OBLIGATION_BASES)[number];

/** Every input a suggestion may change (the engine's SUGGESTION_INPUTS is checked against it; the enquiry windows by the applicant's field names). */
const SUGGESTION_INPUTS = [
  'salary',
  'existingEmi',
  'tenure',
  'loanAmount',
  'cibilScore',
  'CAPSLast7Days',
  'CAPSLast30Days',
  'CAPSLast90Days',
  'CAPSLast180Days',
] as const;
export type SuggestionInput = (typeof SUGGESTION_INPUTS)[number];

const failureCode = z.enum(FAILURE_CODES);
const capName = z.enum(CAP_NAMES);
const amountOrNull = z.number().nullable();

const loanLine = { index: z.number().int(), bank_name: z.string(), Loan_Type: z.enum(LOAN_TYPES) };
const limit = <N extends readonly [string, ...string[]]>(names: N) => z.object({ name: z.enum(names), value: z.number() });

const offerTermsSchema = z.object({
  lenderCharges: z.number(),
  processingFee: z.number(),
  gstOnFees: z.number(),
  thirdPartyCharges: z.number(),
  upfrontCharges: z.number(),
  recurringCharges: z.number(),
  netDisbursedAmount: z.number(),
  instalment: z.number(),
  lastInstalment: z.number(),
  totalInterest: z.number(),
  totalAmountPayable: z.number(),
  apr: amountOrNull,
});

const nullableId = z.string().nullable();

/** How a pair was decided: the rows applied, every check with its numbers, the limits and caps. */
const explanationSchema = z.object({
  category: z.string().nullable(),
  /** The category's name, resolved by the server (absent on explanations kept from before rule versions). */
  categoryName: z.string().nullable().optional(),
  listed: z.boolean(),
  nullCibil: z.boolean(),
  ruleIds: z.object({
    general: z.string(),
    employment: nullableId,
    cibilEnquiry: nullableId,
    obligation: nullableId,
    registration: nullableId,
    bankSalary: nullableId,
    foir: nullableId,
    multiplier: nullableId,
    balanceTransfer: nullableId,
    /** Absent on explanations given before the Charges group existed. */
    charges: nullableId.optional(),
  }),
  checks: z.array(z.object({ code: failureCode, passed: z.boolean(), detail: z.string() })),
  tenureLimits: z.array(limit(TENURE_LIMIT_NAMES)),
  interestRate: amountOrNull,
  obligations: z.object({ total: z.number(), perLoan: z.array(z.object({ ...loanLine, amount: z.number(), rule: z.enum(OBLIGATION_BASES) })) }).nullable(),
  foirPercent: amountOrNull,
  emiCapacity: amountOrNull,
  caps: z.array(limit(CAP_NAMES)),
  bindingCap: capName.nullable(),
  computedAmount: amountOrNull,
  transferredLoans: z.array(z.object({ ...loanLine, outstanding: z.number() })),
  offer: offerTermsSchema.nullable().optional(),
  notes: z.array(z.string()),
});
export type ExplanationAnswer = z.output<typeof explanationSchema>;

const suggestionSchema = z.object({ input: z.enum(SUGGESTION_INPUTS), from: z.number().nullable(), to: z.number() });

/** A decision made before rule versions: nothing to recompute from, so its pair as given then, whatever shape that release wrote. */
const keptEntrySchema = z.looseObject({ bankId: z.string(), productId: z.string(), explanation: z.record(z.string(), z.unknown()) });
export type KeptEntryAnswer = z.output<typeof keptEntrySchema>;

/**
 * The evaluator's answers for a list of pair fields: the exports below are those of the engine's
 * list; the server declares its routes with the list it was given (a new figure before its
 * release, in tests).
 */
export function evaluatorAnswers<F extends PairField>(fields: readonly F[]) {
  const entryShape = entryShapeOf(fields);
  /** One pair of the apply answer: no explanation (it is read per pair), and the cap that bound the amount. */
  const eligibilityEntrySchema = z.object(entryShape);
  const evaluationShape = { eligibleBanks: z.array(eligibilityEntrySchema), totalBanksChecked: z.number().int(), eligibleCount: z.number().int() };
  /** One pair with its full explanation (which names the binding cap); on a refusal, single changes that would make it eligible, or why none would. */
  const explainedEntrySchema = z.object({
    ...entryShapeOf(fields.filter((f): f is Exclude<F, { name: 'bindingCap' }> => f.name !== 'bindingCap')),
    explanation: explanationSchema,
    suggestions: z.array(suggestionSchema).optional(),
    noSuggestionReason: z.string().optional(),
  });
  const replayOutcome = z.object(comparedShapeOf(fields)).nullable();
  return {
    eligibilityEntrySchema,
    explainedEntrySchema,
    /** `loanapplication/apply` (spec part 1 §7: data holds eligibleBanks, totalBanksChecked, eligibleCount), with the ids the server adds. */
    applyAnswer: okAnswer(z.object({ ...evaluationShape, applicationId: z.string(), customerId: z.string(), ruleVersion: z.number().int() })),
    /** `…/pairs/:bankId/:productId/explanation`: the pair recomputed with its explanation, or, for an old decision, as it was kept. */
    explanationAnswer: okAnswer(z.union([explainedEntrySchema, keptEntrySchema])),
    /** `loanapplication/:applicationId`: a stored decision as a program reads it back (not the applicant's input). */
    decisionAnswer: okAnswer(
      z.object({
        applicationId: z.string(),
        customerId: z.string().nullable(),
        source: z.enum(['console', 'api', 'bulk']),
        apiKeyId: z.string().nullable(),
        bulkJobId: z.string().nullable(),
        ruleVersion: z.number().int().nullable(),
        evaluationDate: z.string().nullable(),
        createdAt: z.string(),
        eligibleCount: z.number().int(),
        totalBanksChecked: z.number().int(),
        /** Each pair's outcome and offer, as kept. */
        pairs: z.array(z.object(storedPairShapeOf(fields))),
      }),
    ),
    /** `loanapplication/:applicationId/replay`: the evaluation again, and the pairs whose outcome differs from the one decided. */
    replayAnswer: okAnswer(
      z.object({
        applicationId: z.string(),
        evaluatedVersion: z.number().int(),
        version: z.number().int(),
        matches: z.boolean(),
        differences: z.array(
          z.object({
            ...namedPairShape(),
            // Null when the pair is not in the new evaluation, whose entries give the names.
            bankName: z.string().nullable(),
            productName: z.string().nullable(),
            before: replayOutcome,
            after: replayOutcome,
          }),
        ),
        result: z.object({ ...evaluationShape, applicationId: z.string(), ruleVersion: z.number().int() }),
      }),
    ),
  };
}

const answers = evaluatorAnswers(PAIR_FIELDS);
export const { applyAnswer, explanationAnswer, replayAnswer } = answers;
export type EligibilityEntryAnswer = z.output<typeof answers.eligibilityEntrySchema>;
export type ApplyAnswer = z.output<typeof applyAnswer>;
export type ExplainedEntryAnswer = z.output<typeof answers.explainedEntrySchema>;
export type ReplayAnswer = z.output<typeof replayAnswer>;

/** Whether an explanation answer is the full one (every decision made since rule versions). */
export const isExplainedEntry = (entry: ExplainedEntryAnswer | KeptEntryAnswer): entry is ExplainedEntryAnswer => 'ruleIds' in entry.explanation;
