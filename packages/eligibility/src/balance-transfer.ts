import { isSet } from './check';
import { loanLabel } from './loan-label';
import { rupees } from './money';
import type { BalanceTransferRule, ExistingLoan, TransferredLoan } from './types';

export interface TransferPlan {
  transferred: TransferredLoan[];
  /** Positions in `Loans` of the transferred loans. */
  indexes: ReadonlySet<number>;
  btAmount: number;
  notes: string[];
}

function typeReasons(loan: ExistingLoan, rule: BalanceTransferRule): string[] {
  if (loan.Loan_Type === 'Personal Loan' || loan.Loan_Type === 'Credit Card') return [];
  if (loan.Loan_Type === 'Overdraft') return rule.bt_of_od_allowed === true ? [] : ['the lender does not take over overdrafts'];
  return [`a ${loan.Loan_Type} cannot be transferred`];
}

function loanReasons(loan: ExistingLoan, rule: BalanceTransferRule, alreadyTransferred: number): string[] {
  const reasons = typeReasons(loan, rule);
  // Cards and overdrafts have no instalments, so the EMIs-paid rule does not apply to them.
  const instalments = loan.Loan_Type !== 'Credit Card' && loan.Loan_Type !== 'Overdraft';
  if (instalments && isSet(rule.min_emis_paid) && loan.emisPaid < rule.min_emis_paid) {
    reasons.push(`${loan.emisPaid} EMI${loan.emisPaid === 1 ? '' : 's'} paid and the lender needs ${rule.min_emis_paid}`);
  }
  if (isSet(rule.min_bt_amount) && loan.outstanding < rule.min_bt_amount) {
    reasons.push(`the outstanding ${rupees(loan.outstanding)} is below the lender's smallest transfer, ${rupees(rule.min_bt_amount)}`);
  }
  if (isSet(rule.max_bt_amount) && loan.outstanding > rule.max_bt_amount) {
    reasons.push(`the outstanding ${rupees(loan.outstanding)} is above the lender's largest transfer, ${rupees(rule.max_bt_amount)}`);
  }
  const appLoan = loan.Loan_Type === 'Personal Loan' && isSet(rule.app_loan_bt_threshold) && loan.outstanding < rule.app_loan_bt_threshold;
  if (appLoan && rule.app_loan_bt !== true) {
    reasons.push(
      `it is an app loan (outstanding ${rupees(loan.outstanding)}, below ${rupees(rule.app_loan_bt_threshold!)}) and the lender does not take over app loans`,
    );
  }
  if (isSet(rule.max_bt_count) && alreadyTransferred >= rule.max_bt_count) {
    reasons.push(`the lender takes over at most ${rule.max_bt_count} loan${rule.max_bt_count === 1 ? '' : 's'}`);
  }
  return reasons;
}

/** Which of the loans marked `bt` this bank takes over, in input order. */
export function planBalanceTransfer(loans: readonly ExistingLoan[], rule: BalanceTransferRule | null): TransferPlan {
  const transferred: TransferredLoan[] = [];
  const notes: string[] = [];
  loans.forEach((loan, index) => {
    if (loan.bt !== true) return;
    const reasons = rule === null ? ['the bank has no active balance-transfer rule'] : loanReasons(loan, rule, transferred.length);
    if (reasons.length > 0) {
      notes.push(`${loanLabel(loan, index)} not transferred, it stays an obligation: ${reasons.join('; ')}`);
      return;
    }
    transferred.push({ index, bank_name: loan.bank_name, Loan_Type: loan.Loan_Type, outstanding: loan.outstanding });
  });
  return {
    transferred,
    indexes: new Set(transferred.map((t) => t.index)),
    btAmount: transferred.reduce((sum, t) => sum + t.outstanding, 0),
    notes,
  };
}
