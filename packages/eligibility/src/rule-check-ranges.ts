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
  /** How a product's name shows the loan type (products carry only a name); null: every other product. */
  matches: RegExp | null;
}

/** Ranges no loan type changes: FOIR is a share of income, the score is the bureau's scale, GST its top rate. */
const EVERY_LOAN_TYPE = { foirPercent: [0, 100], cibilScore: [300, 900], gstPercent: [0, 28] } as const;

/** The highest sensible figures of a loan type; each range starts at 0. */
interface Highest {
  multiplier: number;
  interestRate: number;
  processingFeePercent: number;
}

function loanType(name: string, matches: RegExp | null, highest: Highest): LoanTypeRanges {
  return {
    loanType: name,
    matches,
    ...EVERY_LOAN_TYPE,
    multiplier: [0, highest.multiplier],
    interestRate: [0, highest.interestRate],
    processingFeePercent: [0, highest.processingFeePercent],
  };
}

/**
 * The one table of sensible ranges, per loan type where lending practice differs, first match of
 * the product's name wins. A home loan runs to ten years of salary (120 months) at a low rate and a
 * small fee; a personal loan to about three years of salary. The last row is every other product.
 */
export const RULE_CHECK_RANGES: readonly LoanTypeRanges[] = [
  loanType('home loan', /\b(home|housing|mortgage)\b/i, { multiplier: 120, interestRate: 20, processingFeePercent: 3 }),
  loanType('loan against property', /against property|\blap\b/i, { multiplier: 120, interestRate: 24, processingFeePercent: 3 }),
  loanType('personal loan', /\bpersonal\b/i, { multiplier: 40, interestRate: 36, processingFeePercent: 5 }),
  loanType('business loan', /\bbusiness\b/i, { multiplier: 60, interestRate: 36, processingFeePercent: 5 }),
  loanType('loan', null, { multiplier: 60, interestRate: 60, processingFeePercent: 10 }),
];

/** The ranges of a product, by the loan type its name shows (the last row when none matches). */
export function rangesFor(productName: string): LoanTypeRanges {
  return RULE_CHECK_RANGES.find((row) => row.matches?.test(productName) ?? true)!;
}
