import { isSet } from '../check';
import { toPaise } from '../money';
import type { ExistingLoan } from '../types';
import type { DayView } from './day-view';
import { APP_LOAN_BT, OD_ALLOWED, type Plan } from './plan';
import type { Scratch } from './scratch';

/** balance-transfer.ts, for one profile: every condition must hold, and the count is of loans already taken over. */
function transferable(plan: Plan, profile: number, loan: ExistingLoan, already: number): boolean {
  const p = plan.transfer.profiles;
  const flags = plan.transfer.flags[profile]!;
  const type = loan.Loan_Type;
  const overdraft = type === 'Overdraft';
  if (!(type === 'Personal Loan' || type === 'Credit Card' || (overdraft && (flags & OD_ALLOWED) !== 0))) return false;
  const minPaid = p.min_emis_paid[profile]!;
  if (type !== 'Credit Card' && !overdraft && isSet(minPaid) && loan.emisPaid < minPaid) return false;
  const minAmount = p.min_bt_amount[profile]!;
  if (isSet(minAmount) && loan.outstanding < minAmount) return false;
  const maxAmount = p.max_bt_amount[profile]!;
  if (isSet(maxAmount) && loan.outstanding > maxAmount) return false;
  const appThreshold = p.app_loan_bt_threshold[profile]!;
  if (type === 'Personal Loan' && isSet(appThreshold) && loan.outstanding < appThreshold && (flags & APP_LOAN_BT) === 0) return false;
  const maxCount = p.max_bt_count[profile]!;
  return !(isSet(maxCount) && already >= maxCount);
}

/** Which loans each transfer profile in use takes over (profile 0, no active rule: none), in input order. */
export function planTransfers(plan: Plan, day: DayView, loans: readonly ExistingLoan[], s: Scratch): void {
  const n = loans.length;
  if (s.transferred.length < plan.transfer.profileCount * n) s.transferred = new Uint8Array(plan.transfer.profileCount * n * 2);
  for (const profile of day.transfersInUse) {
    let count = 0;
    let amount = 0;
    let secured = 0;
    for (let i = 0; i < n; i++) {
      const loan = loans[i]!;
      const moved = profile !== 0 && loan.bt === true && transferable(plan, profile, loan, count);
      if (moved) {
        count++;
        amount = amount + loan.outstanding;
      } else if (loan.is_secured) secured = 1;
      s.transferred[profile * n + i] = moved ? 1 : 0;
    }
    s.btAmount[profile] = amount;
    s.secured[profile] = secured;
  }
}

/** obligations.ts for one loan that stays; profile 0 (no active rule) leaves every column unset. */
function obligation(plan: Plan, profile: number, loan: ExistingLoan, salary: number, withSpouse: boolean): number {
  const p = plan.obligation.profiles;
  if (loan.Loan_Type === 'Credit Card') {
    const waive = p.cc_waive_off_percentrage_of_nth[profile]!;
    if (isSet(waive) && loan.outstanding <= (salary * waive) / 100) return 0;
    const percent = p.cc_sanction_amount_percentage_obligated[profile]!;
    return isSet(percent) ? toPaise((loan.outstanding * percent) / 100) : loan.emi_amount;
  }
  if (profile === 0) return loan.emi_amount;
  const pending = p.emis_pending[profile]!;
  if (isSet(pending) && loan.emisPending <= pending) return 0;
  const hl = p.HL_co_app_percentage_obligated_on_emi[profile]!;
  if (loan.Loan_Type === 'Home Loan' && withSpouse && isSet(hl)) return toPaise((loan.emi_amount * hl) / 100);
  const gl = p.GL_sanction_percentage_obligated[profile]!;
  if (loan.Loan_Type === 'Gold Loan' && isSet(gl)) return toPaise((loan.outstanding * gl) / 100);
  return loan.emi_amount;
}

/** The monthly obligations of every (obligation, transfer) combination of the day; run after planTransfers. */
export function computeObligations(plan: Plan, day: DayView, loans: readonly ExistingLoan[], salary: number, withSpouse: boolean, s: Scratch): void {
  const n = loans.length;
  for (let combo = 0; combo < day.comboObligation.length; combo++) {
    const profile = day.comboObligation[combo]!;
    const transfer = day.comboTransfer[combo]!;
    let total = 0;
    for (let i = 0; i < n; i++) {
      total = total + (s.transferred[transfer * n + i] ? 0 : obligation(plan, profile, loans[i]!, salary, withSpouse));
    }
    s.obligations[combo] = toPaise(total);
  }
}
