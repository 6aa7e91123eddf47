import { z } from 'zod';

/** The dashboard's lending figures: evaluations over the last `days` Indian days. */
export const decisionSummaryQuerySchema = z.object({
  days: z.coerce.number({ error: 'must be a whole number from 1 to 366' }).int('must be a whole number from 1 to 366').min(1, 'must be a whole number from 1 to 366').max(366, 'must be a whole number from 1 to 366').default(30),
});
export type DecisionSummaryQuery = z.output<typeof decisionSummaryQuerySchema>;

export interface DecisionSummary {
  days: number;
  /** Applications evaluated (wizard, API and bulk runs). */
  evaluations: number;
  /** Of those, with at least one eligible bank and product. */
  eligibleEvaluations: number;
  /** eligibleEvaluations / evaluations, 0–1; null with no evaluations. */
  eligibleRate: number | null;
  /** Distinct customers evaluated. */
  customers: number;
  /** Every day of the window, oldest first, zeros included (YYYY-MM-DD in India). */
  perDay: { day: string; evaluations: number; eligible: number }[];
}
