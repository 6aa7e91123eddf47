import type { ProductLoanType } from './types';

type Range = readonly [low: number, high: number];

/** What the rule checks call a sensible value of a row's figures. */
interface RuleCheckRanges {
  /** FOIR is a share of income. */
  foirPercent: Range;
  /** Months of net salary the amount may reach. */
  multiplier: Range;
  cibilScore: Range;
  /** Annual %. */
  interestRate: Range;
  /** % of the loan amount. */
  processingFeePercent: Range;
  /** GST in India tops out at 28 %. */
  gstPercent: Range;
}

export interface LoanTypeRanges extends RuleCheckRanges {
  /** As the warnings name it: 'for a home loan'. */
  loanType: string;
  /** The products' loan types these ranges are for; empty: every other type. */
  types: readonly ProductLoanType[];
}

/** Ranges no loan type changes: FOIR is a share of income, the score is the bureau's scale, GST its top rate. */
const EVERY_LOAN_TYPE = { foirPercent: [0, 100], cibilScore: [300, 900], gstPercent: [0, 28] } as const;

/** The highest sensible figures of a loan type; each range starts at 0. */
interface Highest {
  multiplier: number;
  interestRate: number;
  processingFeePercent: number;
}

function loanType(name: string, types: readonly ProductLoanType[], highest: Highest): LoanTypeRanges {
  return {
    loanType: name,
    types,
    ...EVERY_LOAN_TYPE,
    multiplier: [0, highest.multiplier],
    interestRate: [0, highest.interestRate],
    processingFeePercent: [0, highest.processingFeePercent],
  };
}

/**
 * The one table of sensible ranges, per loan type where lending practice differs, by the product's
 * `loan_type`. A home loan runs to ten years of salary (120 months) at a low rate and a small fee;
 * a personal loan to about three years of salary. The last row is every other type.
 */
export const RULE_CHECK_RANGES: readonly LoanTypeRanges[] = [
  loanType('home loan', ['HOME_LOAN'], { multiplier: 120, interestRate: 20, processingFeePercent: 3 }),
  loanType('loan against property', ['LOAN_AGAINST_PROPERTY'], { multiplier: 120, interestRate: 24, processingFeePercent: 3 }),
  loanType('personal loan', ['PERSONAL_LOAN'], { multiplier: 40, interestRate: 36, processingFeePercent: 5 }),
  loanType('business loan', ['BUSINESS_LOAN'], { multiplier: 60, interestRate: 36, processingFeePercent: 5 }),
  loanType('loan', [], { multiplier: 60, interestRate: 60, processingFeePercent: 10 }),
];

/** The ranges of a product's loan type (the last row for a type without ranges of its own). */
export function rangesFor(type: ProductLoanType): LoanTypeRanges {
  return RULE_CHECK_RANGES.find((row) => row.types.length === 0 || row.types.includes(type))!;
}
