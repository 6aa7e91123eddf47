import { compareIds } from './active-rows';
import { evaluatePair } from './evaluate-pair';
import type { EligibilityEntry, EvaluationInput, EvaluationOutput } from './types';

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function byName(a: string, b: string): number {
  return names.compare(a, b) || compareIds(a, b);
}

/** ELIGIBLE first by amount (largest first), then by bank and product name; ids settle the rest. */
export function compareEntries(a: EligibilityEntry, b: EligibilityEntry): number {
  const aEligible = a.eligibilityStatus === 'ELIGIBLE';
  if (aEligible !== (b.eligibilityStatus === 'ELIGIBLE')) return aEligible ? -1 : 1;
  return (
    (aEligible ? b.loanAmountDetails.eligibleAmount - a.loanAmountDetails.eligibleAmount : 0) ||
    byName(a.bankName, b.bankName) ||
    byName(a.productName, b.productName) ||
    compareIds(a.bankId, b.bankId) ||
    compareIds(a.productId, b.productId)
  );
}

/**
 * Evaluates every active (bank, product) pair that has an active general-eligibility row; with a
 * loan purpose, only the pairs whose product is of that type.
 */
export function evaluateApplication(input: EvaluationInput): EvaluationOutput {
  const purpose = input.applicant.loanPurpose;
  const entries = (purpose ? input.pairs.filter((pair) => pair.product.loan_type === purpose) : input.pairs)
    .map((pair) => evaluatePair(input, pair))
    .filter((entry): entry is EligibilityEntry => entry !== null)
    .sort(compareEntries);
  return {
    eligibleBanks: entries,
    totalBanksChecked: entries.length,
    eligibleCount: entries.filter((e) => e.eligibilityStatus === 'ELIGIBLE').length,
  };
}
