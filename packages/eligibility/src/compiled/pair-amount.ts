import { roundDownToThousand } from '../amount';
import { isSet } from '../check';
import { floorToPaise, toPaise } from '../money';
import { findGrowth } from './growth';
import { BIT, CAP, NO_CAP } from './masks';
import type { Run } from './pair-checks';

/** The checks that make ELIGIBLE_AMOUNT_BELOW_MIN redundant (amount-steps.ts). */
const SUPERSEDING = BIT.LOAN_AMOUNT_BELOW_MIN | BIT.TENURE_BELOW_MIN | BIT.INTEREST_RATE_NOT_CONFIGURED;

/** salary-band.ts over a list sorted by floor (greatest first, then lowest id): the first band holding the salary. */
function band(run: Run, list: Int32Array, range: Int32Array, slot: number, min: Float64Array, max: Float64Array): number {
  const { salary } = run;
  for (let i = range[2 * slot]!; i < range[2 * slot + 1]!; i++) {
    const row = list[i]!;
    const low = min[row]!;
    const high = max[row]!;
    if ((!isSet(low) || low <= salary) && (!isSet(high) || salary <= high)) return row;
  }
  return -1;
}

const foirRow = (run: Run, slot: number) => band(run, run.day.foir.order, run.company.foir, slot, run.plan.foir.n.salary_min, run.plan.foir.n.salary_max);

const multiplierRow = (run: Run, slot: number) =>
  band(run, run.day.multiplier.order, run.company.multiplier, slot, run.plan.multiplier.n.salary_min, run.plan.multiplier.n.salary_max);

/**
 * amount-steps.ts: obligations, FOIR, caps and A. Writes the amount and the binding cap of the
 * slot (NO_CAP when FOIR_EXCEEDED stopped it) and returns the mask with the codes it raised.
 * A cap that is not set is NaN here, and NaN never binds (`<` is false), as an absent cap.
 */
export function amountSteps(run: Run, slot: number, g: number, bankSalary: number, mask: number): number {
  const { s, salary } = run;
  const n = run.plan.general.n;
  const months = s.months[slot]!;
  const r = s.rate[slot]! / 1200;

  const foir = foirRow(run, slot);
  const withSecured = foir < 0 ? NaN : run.plan.foir.n.foir_percent_with_secured[foir]!;
  const secured = s.secured[run.day.transfer[slot]!] === 1;
  const percent = foir < 0 ? NaN : secured && isSet(withSecured) ? withSecured : run.plan.foir.n.foir_percent[foir]!;
  const capacity = isSet(percent) ? toPaise((salary * percent) / 100 - s.obligations[run.day.combo[slot]!]!) : NaN;
  if (isSet(percent) && !(capacity > 0)) mask |= BIT.FOIR_EXCEEDED;
  if (isSet(percent) && capacity <= 0) {
    s.binding[slot] = NO_CAP;
    return mask;
  }

  // Caps in the reference's order; a later cap binds only when strictly smaller.
  let best = run.requestedAmount;
  let binding = CAP.requested;
  const high = n.high_salary_max_loan_amount[g]!;
  const highFrom = n.high_salary_threshold[g]!;
  const generalHigh = isSet(high) && isSet(highFrom) && salary >= highFrom;
  const general = generalHigh ? high : n.max_loan_amount[g]!;
  if (general < best) {
    best = general;
    binding = generalHigh ? CAP.high_salary_max_loan_amount : CAP.general_max_loan_amount;
  }
  const nonListed = run.listed ? NaN : n.non_listed_max_loan_amount[g]!;
  if (nonListed < best) {
    best = nonListed;
    binding = CAP.non_listed_max_loan_amount;
  }
  if (bankSalary >= 0) {
    const b = run.plan.bankSalary.n;
    const own = b.max_loan_amount[bankSalary]!;
    if (own < best) {
      best = own;
      binding = CAP.bank_salary_max_loan_amount;
    }
    if (run.nullCibil) {
      const nthFrom = b.null_cibil_nth_threshold[bankSalary]!;
      const nth = b.null_cibil_nth_max_loan_amount[bankSalary]!;
      const useNth = isSet(nthFrom) && isSet(nth) && salary >= nthFrom;
      const noCibil = useNth ? nth : b.null_cibil_max_loan_amount[bankSalary]!;
      if (noCibil < best) {
        best = noCibil;
        binding = useNth ? CAP.null_cibil_nth_max_loan_amount : CAP.null_cibil_max_loan_amount;
      }
    }
  }
  const multiplier = multiplierRow(run, slot);
  const factor = multiplier < 0 ? NaN : run.plan.multiplier.n.multiplier[multiplier]!;
  const byMultiplier = isSet(factor) ? toPaise(salary * factor) : NaN;
  if (byMultiplier < best) {
    best = byMultiplier;
    binding = CAP.multiplier;
  }
  findGrowth(s, slot);
  const growth = s.growth[slot]!;
  // amount.ts `presentValue`, the same expression.
  const byFoir = isSet(percent) ? floorToPaise(r === 0 ? capacity * months : (capacity * (growth - 1)) / (r * growth)) : NaN;
  if (byFoir < best) {
    best = byFoir;
    binding = CAP.foir;
  }

  const amount = roundDownToThousand(best);
  s.amount[slot] = amount;
  s.binding[slot] = binding;
  if ((mask & SUPERSEDING) === 0) {
    const min = n.min_loan_amount[g]!;
    if (!(amount > 0 && !(isSet(min) && amount < min))) mask |= BIT.ELIGIBLE_AMOUNT_BELOW_MIN;
  }
  const btAmount = s.btAmount[run.day.transfer[slot]!]!;
  if (btAmount > 0 && isSet(btAmount) && !(amount >= btAmount)) mask |= BIT.BT_NOT_COVERED;
  return mask;
}
