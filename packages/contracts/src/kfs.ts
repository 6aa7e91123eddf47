import { z } from 'zod';
import { okAnswer } from './answers';

/**
 * What a Key Fact Statement's Part 2 needs from the lender (the bank's own fields): its grievance
 * redressal officer's name, phone and e-mail, and whether it engages recovery agents. A bank
 * without one of them is a rule-check finding (`kfs-facts-missing`), and its offers' statements
 * say "as named in the loan agreement" in their place.
 */
export const KFS_FACTS = ['grievance_officer_name', 'grievance_officer_phone', 'grievance_officer_email', 'uses_recovery_agents'] as const;
export type KfsFact = (typeof KFS_FACTS)[number];

/** Each fact in words, as the bank's form labels it. */
export const KFS_FACT_LABELS: Record<KfsFact, string> = {
  grievance_officer_name: 'grievance officer name',
  grievance_officer_phone: 'grievance officer phone',
  grievance_officer_email: 'grievance officer e-mail',
  uses_recovery_agents: 'whether it uses recovery agents',
};

const lenderFactsSchema = z.object({ bankId: z.string(), bankName: z.string(), missing: z.array(z.enum(KFS_FACTS)) });
export type LenderKfsFacts = z.output<typeof lenderFactsSchema>;

/** `loanapplication/:applicationId/kfs-facts`: the lenders of the decision's offers whose statements lack facts, at the decision's rule version. */
export const kfsFactsAnswer = okAnswer(z.object({ lenders: z.array(lenderFactsSchema) }));
