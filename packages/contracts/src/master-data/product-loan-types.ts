/**
 * What kind of loan a product is (`products.loan_type`), and what a borrower may ask for
 * (`loanPurpose` of the apply request). A leaf of its own: the products definition, the answers'
 * row and the apply request all read it.
 */
export const PRODUCT_LOAN_TYPES = ['PERSONAL_LOAN', 'HOME_LOAN', 'BUSINESS_LOAN', 'CAR_LOAN', 'EDUCATION_LOAN', 'LOAN_AGAINST_PROPERTY', 'OTHER'] as const;
export type ProductLoanType = (typeof PRODUCT_LOAN_TYPES)[number];

/** The types in words, as the product form, the list filter, the export, the evaluator and the KFS show them. */
export const PRODUCT_LOAN_TYPE_LABELS: Record<ProductLoanType, string> = {
  PERSONAL_LOAN: 'Personal Loan',
  HOME_LOAN: 'Home Loan',
  BUSINESS_LOAN: 'Business Loan',
  CAR_LOAN: 'Car Loan',
  EDUCATION_LOAN: 'Education Loan',
  LOAN_AGAINST_PROPERTY: 'Loan Against Property',
  OTHER: 'Other',
};

/** A lowercase predicate: the server names the field before it ("loan_type must be one of …"). */
export const PRODUCT_LOAN_TYPE_INVALID = `must be one of ${PRODUCT_LOAN_TYPES.join(', ')}`;
