import { z } from 'zod';
import { uuid } from './common';
import { simulateRequestSchema } from './rule-simulation';

/** A warning about the rules, naming the rows it is about; never a block. */
export interface RuleCheckFinding {
  kind: 'overlap' | 'gap' | 'out-of-range' | 'ended' | 'never-starts' | 'missing-group';
  group: string;
  bankId: string;
  productId: string;
  bankName: string;
  productName: string;
  rowIds: string[];
  /** Says where: 'HDFC Bank / Home Loan · CAT A · ₹50,000 and above: Multiplier 130 is outside 0–120 for a home loan'. */
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
