import { bindAmount, monthlyRate, ruleCaps } from './amount';
import type { TransferPlan } from './balance-transfer';
import { atLeast, check, isSet, type PendingCheck, type Wording } from './check';
import type { FailureCode } from './codes';
import { categoryWords, type PairContext } from './context';
import { emiCapacity, foirCap, foirCheck, foirPercent, hasRetainedSecuredLoan } from './foir';
import { multiplierCap } from './multiplier';
import { chooseBandRow } from './salary-band';
import { rupees } from './money';
import { computeObligations, type Obligations } from './obligations';
import type { BankSalaryRule, CapName, CategorySource, GeneralEligibilityRule, Limit, ObligationRule, PairRules } from './types';

export interface AmountSteps {
  obligations: Obligations;
  foirRowId: string | null;
  multiplierRowId: string | null;
  foirPercent: number | null;
  emiCapacity: number | null;
  caps: Limit<CapName>[];
  binding: CapName | null;
  /** null when FOIR_EXCEEDED stopped the computation. */
  amount: number | null;
  checks: PendingCheck[];
  notes: string[];
}

export interface AmountInputs {
  rule: GeneralEligibilityRule;
  pair: PairRules;
  ctx: PairContext;
  bankSalary: BankSalaryRule | null;
  obligationRow: ObligationRule | null;
  months: number;
  annualRate: number;
  transfer: TransferPlan;
  /** Codes already raised; some of them make ELIGIBLE_AMOUNT_BELOW_MIN redundant. */
  failed: ReadonlySet<FailureCode>;
  /** The notes are written only for an explained evaluation. */
  wording: Wording;
}

const SUPERSEDING: readonly FailureCode[] = ['LOAN_AMOUNT_BELOW_MIN', 'TENURE_BELOW_MIN', 'INTEREST_RATE_NOT_CONFIGURED'];

function bandNote(group: string, source: CategorySource, ctx: PairContext, found: boolean): string[] {
  if (source === 'none') return [`No active ${group} rules apply, so there is no ${group} cap`];
  const notes = source === 'default' && ctx.category !== null ? [`No ${group} bands for ${categoryWords(ctx)}; the bands without a category apply`] : [];
  return found ? notes : [...notes, `No ${group} band holds the salary of ${rupees(ctx.applicant.salary)}, so there is no ${group} cap`];
}

function amountChecks(amount: number, inputs: AmountInputs): PendingCheck[] {
  const { rule, transfer, failed } = inputs;
  const checks: PendingCheck[] = [];
  if (!SUPERSEDING.some((code) => failed.has(code))) {
    const min = rule.min_loan_amount;
    const passed = amount > 0 && !(isSet(min) && amount < min);
    const detail = () =>
      amount <= 0 ? `eligible amount ${amount} ≤ 0` : `eligible amount ${amount} ${passed ? '≥' : '<'} min_loan_amount ${min ?? 'not set'}`;
    checks.push(check('ELIGIBLE_AMOUNT_BELOW_MIN', passed, detail));
  }
  if (transfer.btAmount > 0) {
    checks.push(...atLeast('BT_NOT_COVERED', 'eligible amount', amount, 'balance-transfer amount', transfer.btAmount));
  }
  return checks;
}

/** Obligations, FOIR, caps and A; run only once a tenure and a rate exist. */
export function runAmountSteps(inputs: AmountInputs): AmountSteps {
  const { pair, ctx, rule, bankSalary, months, transfer } = inputs;
  const { applicant } = ctx;
  const loans = applicant.CIBIL_REPORT_PARAMETERS.Loans;
  const r = monthlyRate(inputs.annualRate);

  const obligations = computeObligations(loans, transfer.indexes, inputs.obligationRow, applicant);

  const foir = chooseBandRow(pair.foir, ctx);
  const secured = hasRetainedSecuredLoan(loans, transfer.indexes);
  const percent = foir.row === null ? null : foirPercent(foir.row, secured);
  const capacity = percent === null ? null : emiCapacity(applicant.salary, percent, obligations.total);
  const multiplier = chooseBandRow(pair.multiplier, ctx);

  const base = {
    obligations,
    foirRowId: foir.row?.id ?? null,
    multiplierRowId: multiplier.row?.id ?? null,
    foirPercent: percent,
    emiCapacity: capacity,
    notes:
      inputs.wording === 'explained'
        ? [
            ...bandNote('FOIR', foir.source, ctx, foir.row !== null),
            ...(foir.row !== null && percent === null ? [`The FOIR band for the salary sets no percentage, so there is no FOIR cap`] : []),
            ...(foir.row !== null && secured && percent === foir.row.foir_percent_with_secured
              ? ['The applicant keeps a secured loan, so the FOIR percentage for applicants with a secured loan applies']
              : []),
            ...bandNote('multiplier', multiplier.source, ctx, multiplier.row !== null),
          ]
        : [],
  };
  const foirChecks = percent === null || capacity === null ? [] : [foirCheck(applicant.salary, percent, obligations.total, capacity)];
  if (capacity !== null && capacity <= 0) {
    return { ...base, caps: [], binding: null, amount: null, checks: foirChecks };
  }

  const caps = [
    ...ruleCaps(rule, bankSalary, ctx),
    ...multiplierCap(applicant.salary, multiplier.row),
    ...(capacity === null ? [] : foirCap(capacity, r, months)),
  ];
  const { amount, binding } = bindAmount(caps);
  return { ...base, caps, binding, amount, checks: [...foirChecks, ...amountChecks(amount, inputs)] };
}
