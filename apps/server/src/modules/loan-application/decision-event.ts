import type { CompactEvaluation } from './engine';

/** Where a stored decision came from: the console, a row of a bulk job, or a program with an API key. */
export type DecisionSource = { kind: 'console' } | { kind: 'api'; apiKeyId: string } | { kind: 'bulk'; jobId: string; apiKeyId: string | null };

export const CONSOLE: DecisionSource = { kind: 'console' };

export interface BestOffer {
  bankId: string;
  productId: string;
  amount: number;
  emi: number;
  rate: number | null;
  apr: number | null;
  tenure: number;
}

/** What an offer costs a year, for choosing among equal amounts: its APR, else its rate. */
const yearlyCost = (apr: number | null | undefined, rate: number | null) => apr ?? rate ?? Number.POSITIVE_INFINITY;

/** The largest offer; among equal amounts the cheapest (APR, then rate). Null when no pair made one. */
export function bestOfferOf(result: CompactEvaluation): BestOffer | null {
  let best: BestOffer | null = null;
  for (const e of result.eligibleBanks) {
    if (e.eligibilityStatus !== 'ELIGIBLE') continue;
    const amount = e.loanAmountDetails.eligibleAmount;
    const cheaper = best !== null && amount === best.amount && yearlyCost(e.apr, e.loanAmountDetails.interestRate) < yearlyCost(best.apr, best.rate);
    if (!best || amount > best.amount || cheaper) {
      best = {
        bankId: e.bankId,
        productId: e.productId,
        amount,
        emi: e.loanAmountDetails.estimatedEMI,
        rate: e.loanAmountDetails.interestRate,
        apr: e.apr ?? null,
        tenure: e.grantedTenure,
      };
    }
  }
  return best;
}

/**
 * The `data` of a `decision.created` webhook (the customer's id is added when stored): ids,
 * statuses and figures only. No name, reference, salary or other personal data leaves.
 */
export function decisionEventData(v: {
  applicationId: string;
  result: CompactEvaluation;
  source: DecisionSource;
  ruleVersion: number;
  evaluationDate: string;
  now: Date;
}) {
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
    bestOffer: bestOfferOf(v.result),
  };
}
