import type { WebhookEventData } from '@lbo/contracts/webhook-events';
import { largestOffer, type CompactEvaluationOutput } from '@lbo/eligibility';

/** Where a stored decision came from: the console, a row of a bulk job, or a program with an API key. */
export type DecisionSource = { kind: 'console' } | { kind: 'api'; apiKeyId: string } | { kind: 'bulk'; jobId: string; apiKeyId: string | null };

export const CONSOLE: DecisionSource = { kind: 'console' };

export interface LargestOffer {
  bankId: string;
  productId: string;
  amount: number;
  emi: number;
  rate: number | null;
  apr: number | null;
  tenure: number;
}

/** The evaluation's largest offer by the one rule of `largestOffer` (packages/eligibility). Null when no pair made one. */
export function largestOfferOf(result: CompactEvaluationOutput): LargestOffer | null {
  const eligible = result.eligibleBanks.filter((e) => e.eligibilityStatus === 'ELIGIBLE');
  const e = largestOffer(
    eligible.map((entry) => ({
      entry,
      amount: entry.loanAmountDetails.eligibleAmount,
      apr: entry.apr,
      rate: entry.loanAmountDetails.interestRate,
      bankName: entry.bankName,
      productName: entry.productName,
    })),
  )?.entry;
  if (!e) return null;
  return {
    bankId: e.bankId,
    productId: e.productId,
    amount: e.loanAmountDetails.eligibleAmount,
    emi: e.loanAmountDetails.estimatedEMI,
    rate: e.loanAmountDetails.interestRate,
    apr: e.apr ?? null,
    tenure: e.grantedTenure,
  };
}

/**
 * The `data` of a `decision.created` webhook (the customer's id is added when stored): ids,
 * statuses and figures only. No name, reference, salary or other personal data leaves.
 */
export function decisionEventData(v: {
  applicationId: string;
  result: CompactEvaluationOutput;
  source: DecisionSource;
  ruleVersion: number;
  evaluationDate: string;
  now: Date;
}): Omit<WebhookEventData<'decision.created'>, 'customerId'> {
  return {
    applicationId: v.applicationId,
    source: v.source.kind,
    apiKeyId: v.source.kind === 'console' ? null : v.source.apiKeyId,
    bulkJobId: v.source.kind === 'bulk' ? v.source.jobId : null,
    ruleVersion: v.ruleVersion,
    evaluationDate: v.evaluationDate,
    createdAt: v.now.toISOString(),
    eligibleCount: v.result.eligibleCount,
    totalPairs: v.result.totalBanksChecked,
    // `bestOffer` is the webhook's published field name (docs/partner-api.md); it is the largest offer.
    bestOffer: largestOfferOf(v.result),
  };
}
