import { z } from 'zod';
import { uuid } from './common';
import { simulateRequestSchema } from './rule-simulation';

export type RuleCheckKind = 'overlap' | 'gap' | 'out-of-range' | 'ended' | 'never-starts' | 'missing-group';

/** A warning about a pair's rules, naming the rows it is about (the engine finds them). Findings never block a save. */
export interface RuleCheckFinding {
  kind: RuleCheckKind;
  /** The rule group's key as the editor names its tabs. */
  group: string;
  bankId: string;
  productId: string;
  bankName: string;
  productName: string;
  rowIds: string[];
  /** Names the bank, product, category and salary band: 'HDFC Bank / Home Loan · CAT A · ₹50,000 and above: Multiplier 130 is outside 0–120 for a home loan'. */
  message: string;
}

export interface RuleChecksAnswer {
  findings: RuleCheckFinding[];
  pairsChecked: number;
  version: number;
}

export const ruleChecksQuerySchema = z.object({ bank_id: uuid.optional(), product_id: uuid.optional() });
/** Checks of unsaved changes: the same save calls an impact preview takes. */
export const ruleChecksRequestSchema = simulateRequestSchema.pick({ changes: true });
