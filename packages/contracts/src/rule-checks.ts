import { z } from 'zod';
import { okAnswer } from './answers';
import { namedPairShape, uuid } from './common';
import { simulateRequestSchema } from './rule-simulation';

/** `kfs-facts-missing`: a lender whose Key Fact Statements would lack Part 2 facts (one per bank; no product). */
const RULE_CHECK_KINDS = ['overlap', 'gap', 'out-of-range', 'ended', 'never-starts', 'missing-group', 'kfs-facts-missing'] as const;
export type RuleCheckKind = (typeof RULE_CHECK_KINDS)[number];

/** A warning about a pair's rules, naming the rows it is about (the engine finds them). Findings never block a save. */
const findingSchema = z.object({
  kind: z.enum(RULE_CHECK_KINDS),
  /** The rule group's key as the editor names its tabs. */
  group: z.string(),
  ...namedPairShape(),
  rowIds: z.array(z.string()),
  /** Names the bank, product, category and salary band: 'HDFC Bank / Home Loan · CAT A · ₹50,000 and above: Multiplier 130 is outside 0–120 for a home loan'. */
  message: z.string(),
});
export type RuleCheckFinding = z.output<typeof findingSchema>;

const ruleChecksSchema = z.object({ findings: z.array(findingSchema), pairsChecked: z.number().int(), version: z.number().int() });
export type RuleChecksAnswer = z.output<typeof ruleChecksSchema>;

/** `rules/checks` (GET on the current rules, POST on unsaved changes). */
export const ruleChecksAnswer = okAnswer(ruleChecksSchema);

export const ruleChecksQuerySchema = z.object({ bank_id: uuid.optional(), product_id: uuid.optional() });
/** Checks of unsaved changes: the same save calls an impact preview takes. */
export const ruleChecksRequestSchema = simulateRequestSchema.pick({ changes: true });
