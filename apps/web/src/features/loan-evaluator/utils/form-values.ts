import type { DocumentLanguage } from '@lbo/contracts/document-languages';
import type { LoanType } from '@lbo/contracts/loan-application';
import type { ProductLoanType } from '@lbo/contracts/master-data';

/** A yes/no question that has no answer until the user picks one. */
export type YesNo = '' | 'yes' | 'no';

/** Step 1 as the inputs hold it: numbers stay text until the payload is built. */
export interface BasicDetailsValues {
  user_name: string;
  /** Files the evaluation under an existing customer (Customer Master); empty makes a new one. */
  customer_reference: string;
  /** The language of the borrower's documents (KFS, comparison); empty keeps the customer's. */
  preferredLanguage: '' | DocumentLanguage;
  age: string;
  cibilScore: string;
  salary: string;
  companyId: string;
  /** Shown by the picker; never sent. */
  companyName: string;
  cityId: string;
  cityName: string;
  requestedLoanAmount: string;
  requestedTenureMonths: string;
  /** What the loan is for (rich variant): only products of this type are evaluated; '' is any. */
  loanPurpose: '' | ProductLoanType;
  currentEmploymentMonths: string;
  totalEmploymentMonths: string;
  monthsatpresentresidence: string;
  isMarried: YesNo;
  isHouseowned: YesNo;
  homeloanwithspouse: YesNo;
  isHostel: boolean;
  currentadressproof: boolean;
  permanentadressproof: boolean;
  permanenthouseownedproof: boolean;
  /** The applicant consented to the notice shown (rich variant, while consent is required). */
  consentGiven: boolean;
}

export interface LoanRow {
  bank_name: string;
  Loan_Type: LoanType;
  openDate: string;
  is_secured: boolean;
  outstanding: string;
  emi_amount: string;
  emisPaid: string;
  emisPending: string;
  /** Balance transfer: the applicant asks the new lender to take this loan over. */
  bt: boolean;
}

export interface EnquiriesValues {
  CAPSLast7Days: string;
  CAPSLast30Days: string;
  CAPSLast90Days: string;
  CAPSLast180Days: string;
}

/** Step 2. */
export interface LoansValues {
  loans: LoanRow[];
  enquiries: EnquiriesValues;
}

export const ENQUIRY_FIELDS = [
  { name: 'CAPSLast7Days', label: 'Last 7 Days' },
  { name: 'CAPSLast30Days', label: 'Last 30 Days' },
  { name: 'CAPSLast90Days', label: 'Last 90 Days' },
  { name: 'CAPSLast180Days', label: 'Last 180 Days' },
] as const satisfies readonly { name: keyof EnquiriesValues; label: string }[];

export const EMPTY_BASIC_DETAILS: BasicDetailsValues = {
  user_name: '',
  customer_reference: '',
  preferredLanguage: '',
  age: '',
  cibilScore: '',
  salary: '',
  companyId: '',
  companyName: '',
  cityId: '',
  cityName: '',
  requestedLoanAmount: '',
  requestedTenureMonths: '',
  loanPurpose: '',
  currentEmploymentMonths: '',
  totalEmploymentMonths: '',
  monthsatpresentresidence: '',
  isMarried: '',
  isHouseowned: '',
  homeloanwithspouse: '',
  isHostel: false,
  currentadressproof: false,
  permanentadressproof: false,
  permanenthouseownedproof: false,
  consentGiven: false,
};

/** Secured by nature: the lender holds the house, the car or the gold. */
const SECURED_TYPES: ReadonlySet<LoanType> = new Set<LoanType>(['Home Loan', 'Car Loan', 'Gold Loan']);

export function isSecuredByDefault(type: LoanType): boolean {
  return SECURED_TYPES.has(type);
}

export function emptyLoan(type: LoanType = 'Personal Loan'): LoanRow {
  return {
    bank_name: '',
    Loan_Type: type,
    openDate: '',
    is_secured: isSecuredByDefault(type),
    outstanding: '',
    emi_amount: '',
    emisPaid: '',
    emisPending: '',
    bt: false,
  };
}

export function emptyLoansValues(initialLoans: number): LoansValues {
  return {
    loans: Array.from({ length: initialLoans }, () => emptyLoan()),
    enquiries: { CAPSLast7Days: '0', CAPSLast30Days: '0', CAPSLast90Days: '0', CAPSLast180Days: '0' },
  };
}
