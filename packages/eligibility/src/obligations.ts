import { isSet } from './check';
import { toPaise } from './money';
import type { Applicant, ExistingLoan, ObligationBasis, ObligationLine, ObligationRule } from './types';

interface Obligation {
  amount: number;
  rule: ObligationBasis;
}

function creditCard(loan: ExistingLoan, rule: ObligationRule | null, salary: number): Obligation {
  const waive = rule?.cc_waive_off_percentrage_of_nth;
  if (isSet(waive) && loan.outstanding <= (salary * waive) / 100) return { amount: 0, rule: 'cc_waived' };
  const percent = rule?.cc_sanction_amount_percentage_obligated;
  if (isSet(percent)) return { amount: toPaise((loan.outstanding * percent) / 100), rule: 'cc_outstanding_percent' };
  return { amount: loan.emi_amount, rule: 'emi' };
}

function instalmentLoan(loan: ExistingLoan, rule: ObligationRule | null, applicant: Applicant): Obligation {
  if (rule === null) return { amount: loan.emi_amount, rule: 'emi' };
  if (isSet(rule.emis_pending) && loan.emisPending <= rule.emis_pending) return { amount: 0, rule: 'closing_soon' };
  const hl = rule.HL_co_app_percentage_obligated_on_emi;
  if (loan.Loan_Type === 'Home Loan' && applicant.homeloanwithspouse && isSet(hl)) {
    return { amount: toPaise((loan.emi_amount * hl) / 100), rule: 'hl_co_applicant_percent' };
  }
  const gl = rule.GL_sanction_percentage_obligated;
  if (loan.Loan_Type === 'Gold Loan' && isSet(gl)) {
    return { amount: toPaise((loan.outstanding * gl) / 100), rule: 'gl_outstanding_percent' };
  }
  return { amount: loan.emi_amount, rule: 'emi' };
}

export interface Obligations {
  total: number;
  perLoan: ObligationLine[];
}

/** Monthly obligations that the new EMI must fit beside; transferred loans weigh nothing. */
export function computeObligations(
  loans: readonly ExistingLoan[],
  transferred: ReadonlySet<number>,
  rule: ObligationRule | null,
  applicant: Applicant,
): Obligations {
  const perLoan = loans.map((loan, index): ObligationLine => {
    const o: Obligation = transferred.has(index)
      ? { amount: 0, rule: 'transferred' }
      : loan.Loan_Type === 'Credit Card'
        ? creditCard(loan, rule, applicant.salary)
        : instalmentLoan(loan, rule, applicant);
    return { index, bank_name: loan.bank_name, Loan_Type: loan.Loan_Type, amount: o.amount, rule: o.rule };
  });
  return { total: toPaise(perLoan.reduce((sum, line) => sum + line.amount, 0)), perLoan };
}
