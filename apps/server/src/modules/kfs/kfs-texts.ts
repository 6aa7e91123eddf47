import type { ProductLoanType } from '@lbo/contracts/master-data';
import type { FailureCode } from '@lbo/eligibility';

/** Every text of the Key Fact Statement (RBI's Annex A format: Part 1, Part 2, Annex B, Annex C). */
export interface KfsTexts {
  title: string;
  subtitle: string;
  borrower: string;
  proposalNumber: string;
  issuedOn: string;
  validUntil: string;
  lender: string;
  loanType: string;
  sanctionedAmount: string;
  disbursal: string;
  disbursalValue: string;
  loanTerm: string;
  months: (n: number) => string;
  instalmentType: string;
  instalmentTypeValue: string;
  instalmentCount: string;
  instalmentAmount: string;
  lastInstalment: string;
  repaymentStart: string;
  repaymentStartValue: string;
  interestRate: string;
  interestType: (rate: string) => string;
  feesTitle: string;
  payableToLender: string;
  payableToThirdParties: string;
  oneTime: string;
  recurring: string;
  processingFee: string;
  gst: string;
  insurance: string;
  valuation: string;
  legal: string;
  stampDuty: string;
  recurringCharges: string;
  apr: string;
  contingentTitle: string;
  penalCharges: string;
  penalRate: string;
  otherPenal: string;
  foreclosure: string;
  partPrepayment: string;
  switching: string;
  bounce: string;
  none: string;
  part2: string;
  recoveryAgents: string;
  recoveryYes: string;
  recoveryNo: string;
  recoveryUnknown: string;
  grievance: string;
  grievanceUnknown: string;
  coolingOff: string;
  days: (n: number) => string;
  lspRecovery: string;
  lspRecoveryValue: string;
  aprSheetTitle: string;
  aprSheet: {
    sanctioned: string;
    term: string;
    instalments: string;
    emi: string;
    netDisbursed: string;
    totalInterest: string;
    upfront: string;
    totalPayable: string;
    apr: string;
  };
  scheduleTitle: string;
  schedule: { month: string; opening: string; principal: string; interest: string; instalment: string; closing: string };
  footnote: string;
}

/** Every text of the comparison of offers handed to the borrower. */
export interface ComparisonTexts {
  title: string;
  borrower: string;
  evaluatedOn: string;
  preparedOn: string;
  reference: string;
  offersTitle: (count: number) => string;
  noOffers: string;
  columns: {
    lender: string;
    product: string;
    loanType: string;
    amount: string;
    rate: string;
    apr: string;
    emi: string;
    tenure: string;
    upfront: string;
    totalPayable: string;
    penal: string;
  };
  refusedTitle: (count: number) => string;
  reasons: string;
  /** The order stated, and that nothing is pushed (docs/offer-ordering.md). */
  neutrality: string;
  footnote: string;
}

/**
 * One language's catalogue: every text the borrower's documents show, and how the language writes
 * dates. Another language is one more file of this shape and its code in DOCUMENT_LANGUAGES; the
 * renderers take the catalogue as a parameter and write no text of their own.
 */
export interface DocumentTexts {
  /** The HTML's `lang`. */
  lang: string;
  /** The language's name in its own script (हिन्दी), and in Latin letters (Hindi) for a page whose font lacks that script. */
  name: string;
  latinName: string;
  /** Which font the renderings embed (document-fonts.ts). */
  script: 'latin' | 'devanagari';
  /** A day (YYYY-MM-DD) as the language writes it: 25 Nov 2026. */
  date: (day: string) => string;
  /** Added when a document is served, never stored: the print button and the PDF link. */
  print: string;
  pdf: string;
  kfs: KfsTexts;
  comparison: ComparisonTexts;
  /** Why a lender made no offer, in the language: every failure code. */
  failureReasons: Readonly<Record<FailureCode, string>>;
  /** A product's loan type in words ("Type of loan" on the KFS, a column of the comparison): every code. */
  loanTypes: Readonly<Record<ProductLoanType, string>>;
}
