import type { ExistingLoan } from './types';

/** How notes name a loan: as the screen numbers it (from 1), with what a person recognises. */
export function loanLabel(loan: ExistingLoan, index: number): string {
  const bank = loan.bank_name.trim();
  return `Loan ${index + 1} (${bank === '' ? '' : `${bank} `}${loan.Loan_Type})`;
}
