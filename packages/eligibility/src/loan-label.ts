import type { ExistingLoan } from './types';

/** How notes name a loan: its position in the request plus what a person recognises. */
export function loanLabel(loan: ExistingLoan, index: number): string {
  const bank = loan.bank_name.trim();
  return `Loans[${index}] (${bank === '' ? '' : `${bank} `}${loan.Loan_Type})`;
}
