import type { z } from 'zod';
import { LOAN_TYPES, type LoanType } from '@lbo/contracts/loan-application';
import { paths } from '@/config/paths';
import { richBasicDetailsSchema, simpleBasicDetailsSchema } from '../utils/basic-details-schema';
import type { BasicDetailsValues } from '../utils/form-values';

/**
 * Everything that differs between the two wizards (spec part 1 §2, §3, §5). The steps,
 * pickers, payload and result cards are shared; they read these switches.
 */
export interface EvaluatorVariant {
  key: 'simple' | 'rich';
  title: string;
  description: string;
  basicDetailsSchema: z.ZodType<BasicDetailsValues, BasicDetailsValues>;
  /** Which bounds step 1 shows as hints. */
  showsRangeHints: boolean;
  /** An empty score is "no credit history", sent as null. */
  nullableCibil: boolean;
  /** The "Lives in a hostel or PG" question (isHostel). */
  asksHostel: boolean;
  /** The "What is the loan for?" question (loanPurpose). */
  asksPurpose: boolean;
  /** The language of the borrower's documents (preferredLanguage), kept on the customer. */
  asksPreferredLanguage: boolean;
  /** While the consent setting is on, the notice and a consent checkbox in step 1 (ADR 0040). */
  asksConsent: boolean;
  loanTypes: readonly LoanType[];
  /** A balance-transfer checkbox per existing loan. */
  balanceTransfer: boolean;
  /** Loans listed when the wizard opens, and the fewest it allows. */
  initialLoans: number;
  minLoans: number;
  /** Text search over bank and product names on the results step. */
  resultSearch: boolean;
  /** Which tenure a result card shows. */
  tenureField: 'appliedMaxTenure' | 'grantedTenure';
  emptyResultText: string;
  emptyFilterText: string;
  /** The other wizard, one click away in the page header (spec part 1 §1: both routes exist). */
  other: { label: string; path: string; title: string };
}

export const simpleVariant: EvaluatorVariant = {
  key: 'simple',
  title: 'Loan Evaluator (Simple)',
  description: 'Check which banks will lend to an applicant, and how much.',
  basicDetailsSchema: simpleBasicDetailsSchema,
  showsRangeHints: false,
  nullableCibil: false,
  asksHostel: false,
  asksPurpose: false,
  asksPreferredLanguage: false,
  asksConsent: false,
  loanTypes: ['Credit Card', 'Personal Loan', 'Home Loan'],
  balanceTransfer: false,
  initialLoans: 1,
  minLoans: 1,
  resultSearch: false,
  tenureField: 'appliedMaxTenure',
  emptyResultText: 'No result',
  emptyFilterText: 'No results found.',
  other: { label: 'Full evaluator', path: paths.loanEvaluator, title: 'Every question, the explanation and the offer documents' },
};

export const richVariant: EvaluatorVariant = {
  key: 'rich',
  title: 'Loan Evaluator',
  description: 'Check which banks and products will lend to an applicant: how much, at what rate, EMI and tenure, and why not where not.',
  basicDetailsSchema: richBasicDetailsSchema,
  showsRangeHints: true,
  nullableCibil: true,
  asksHostel: true,
  asksPurpose: true,
  asksPreferredLanguage: true,
  asksConsent: true,
  // Every type the engine knows: the spec's five plus gold loans and overdrafts.
  loanTypes: LOAN_TYPES,
  balanceTransfer: true,
  initialLoans: 0,
  minLoans: 0,
  resultSearch: true,
  tenureField: 'grantedTenure',
  emptyResultText: 'No Results Available',
  emptyFilterText: 'No matching results',
  other: { label: 'Simple evaluator', path: paths.loanEvaluatorSimple, title: 'Fewer questions: the simple wizard' },
};
