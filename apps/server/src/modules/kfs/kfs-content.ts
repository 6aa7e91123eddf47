import { offerTerms, repaymentSchedule, type ChargesRule, type OfferTerms, type ScheduleRow } from '@lbo/eligibility';
import { KFS_FACTS, type KfsFact } from '@lbo/contracts/kfs';

export interface KfsFacts {
  proposalNumber: string;
  issuedOn: string;
  validUntil: string;
  /** The applicant's name as evaluated. */
  borrower: string;
  lender: string;
  loanType: string;
  /** The offer as decided: sanctioned amount, rate and granted tenure. */
  amount: number;
  rate: number;
  months: number;
  /** The pair's charges in the decision's rule version (null: none). */
  charges: ChargesRule | null;
  bankRow: Record<string, unknown> | null;
}

/** The facts of one offer's Key Fact Statement, computed once when it is issued: the facts with the terms, the lender's contacts and the schedule. */
export interface KfsContent extends Omit<KfsFacts, 'bankRow'> {
  terms: OfferTerms;
  bank: { grievanceOfficerName: string | null; grievanceOfficerPhone: string | null; grievanceOfficerEmail: string | null; usesRecoveryAgents: boolean | null };
  schedule: ScheduleRow[];
}

const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The facts Part 2 needs that the bank's row lacks (none: the statement has no placeholder). */
export function missingKfsFacts(bankRow: Record<string, unknown> | null | undefined): KfsFact[] {
  return KFS_FACTS.filter((fact) => (fact === 'uses_recovery_agents' ? typeof bankRow?.[fact] !== 'boolean' : textOrNull(bankRow?.[fact]) === null));
}

export function kfsContent({ bankRow, charges, ...offer }: KfsFacts): KfsContent {
  return {
    ...offer,
    terms: offerTerms(offer.amount, offer.rate, offer.months, charges),
    charges,
    bank: {
      grievanceOfficerName: textOrNull(bankRow?.grievance_officer_name),
      grievanceOfficerPhone: textOrNull(bankRow?.grievance_officer_phone),
      grievanceOfficerEmail: textOrNull(bankRow?.grievance_officer_email),
      usesRecoveryAgents: typeof bankRow?.uses_recovery_agents === 'boolean' ? bankRow.uses_recovery_agents : null,
    },
    schedule: repaymentSchedule(offer.amount, offer.rate, offer.months),
  };
}

const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** ₹1,23,456.78: Indian grouping, to the paisa. */
export const rupees = (n: number) => `₹${INR.format(n)}`;
const WHOLE_INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** ₹1,23,457: amounts the answer gives in whole rupees (eligible amount, EMI). */
export const wholeRupees = (n: number) => `₹${WHOLE_INR.format(n)}`;
export const percent = (n: number | null | undefined) => (n === null || n === undefined ? null : `${n.toFixed(2)}%`);
