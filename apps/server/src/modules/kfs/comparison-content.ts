import { PRODUCT_LOAN_TYPES, type ProductLoanType } from '@lbo/contracts/master-data';
import type { FailureCode } from '@lbo/eligibility';
import type { StoredPair } from '../../db/stored-outcome';

/** One offer as the comparison shows it: the figures the answer gave, the names at the decision's version. */
interface ComparisonOffer {
  lender: string;
  product: string;
  /** null: the product names no loan type (the cell shows —); the catalogue words it. */
  loanType: ProductLoanType | null;
  amount: number;
  rate: number | null;
  apr: number | null;
  emi: number;
  tenure: number;
  upfrontCharges: number | null;
  totalPayable: number | null;
  penalCharges: string | null;
}

interface ComparisonRefusal {
  lender: string;
  product: string;
  reasons: FailureCode[];
}

/** Everything the comparison of one decision's offers shows, whatever the language. */
export interface ComparisonContent {
  applicationId: string;
  borrower: string;
  /** The decision's evaluation date, and the day the comparison was made (YYYY-MM-DD). */
  evaluatedOn: string;
  preparedOn: string;
  /** By APR, lowest first; equal APRs by lender, then product (docs/offer-ordering.md). */
  offers: ComparisonOffer[];
  /** In the answer's order. */
  refused: ComparisonRefusal[];
}

type Row = Record<string, unknown>;

const nameOf = (row: Row | undefined, fallback: string) => (typeof row?.name === 'string' ? row.name : fallback);

/** The offer's loan type, from the product row at the decision's version (the loan types of the products contract). */
const loanTypeOf = (product: Row | undefined): ProductLoanType | null => PRODUCT_LOAN_TYPES.find((type) => type === product?.loan_type) ?? null;

/** Missing APRs (decisions from before offer terms) sort by the rate, as the screen does; missing both, last. */
const costOf = (o: ComparisonOffer) => o.apr ?? o.rate ?? Number.POSITIVE_INFINITY;
const byName = (a: { lender: string; product: string }, b: { lender: string; product: string }) =>
  a.lender.localeCompare(b.lender, 'en-IN') || a.product.localeCompare(b.product, 'en-IN');

export function comparisonContent(
  decision: { id: string; pairs: readonly StoredPair[]; borrower: string; evaluatedOn: string },
  banks: ReadonlyMap<string, Row>,
  products: ReadonlyMap<string, Row>,
  preparedOn: string,
): ComparisonContent {
  const offers: ComparisonOffer[] = [];
  const refused: ComparisonRefusal[] = [];
  for (const pair of decision.pairs) {
    const lender = nameOf(banks.get(pair.bankId), 'Lender');
    const productRow = products.get(pair.productId);
    const product = nameOf(productRow, 'Product');
    if (pair.eligibilityStatus !== 'ELIGIBLE') {
      refused.push({ lender, product, reasons: pair.failureCodes });
      continue;
    }
    offers.push({
      lender,
      product,
      loanType: loanTypeOf(productRow),
      amount: pair.eligibleAmount,
      rate: pair.interestRate,
      apr: pair.apr,
      emi: pair.estimatedEMI,
      tenure: pair.grantedTenure,
      upfrontCharges: pair.upfrontCharges,
      totalPayable: pair.totalAmountPayable,
      penalCharges: pair.penalCharges,
    });
  }
  offers.sort((a, b) => costOf(a) - costOf(b) || byName(a, b));
  return { applicationId: decision.id, borrower: decision.borrower, evaluatedOn: decision.evaluatedOn, preparedOn, offers, refused };
}
