import { isSet } from '../check';
import { hasNoCibil } from '../context';
import { computeObligations, planTransfers } from './applicant';
import { buildAnswer } from './answer';
import { evaluatedFor } from './day-view';
import { companyView, dayView, type Engine } from './engine';
import { BIT, NO_CAP } from './masks';
import { amountSteps } from './pair-amount';
import { bankSalaryMask, chooseBankSalary, chooseRate, grantMonths, ruleMask, tenureMask, type Run } from './pair-checks';
import { chargesTakeAllInto } from '../offer-terms';
import { isEligible, rulesPassed } from './scratch';
import type { CompactEvaluationOutput, CompiledInput } from './types';

function startRun(engine: Engine, input: CompiledInput): Run {
  const { applicant: a, company, city } = input;
  const day = dayView(engine, input.evaluationDate.slice(0, 10));
  const nullCibil = hasNoCibil(a.cibilScore);
  const listed = Boolean(company.is_listed);
  const enquiries = a.CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY;
  return {
    plan: engine.plan,
    day,
    evaluated: evaluatedFor(engine.plan, day, a.loanPurpose),
    company: companyView(engine, day, company, input.mappings),
    s: engine.scratch,
    age: a.age,
    salary: a.salary,
    cibil: nullCibil ? NaN : (a.cibilScore as number),
    nullCibil,
    listed,
    houseOwned: Boolean(a.isHouseowned),
    requestedAmount: a.requestedLoanAmount,
    requestedTenure: a.requestedTenureMonths,
    residence: a.monthsatpresentresidence,
    currentEmployment: a.currentEmploymentMonths,
    totalEmployment: a.totalEmploymentMonths,
    enquiries7: enquiries.CAPSLast7Days,
    enquiries30: enquiries.CAPSLast30Days,
    enquiries90: enquiries.CAPSLast90Days,
    enquiries180: enquiries.CAPSLast180Days,
    unmet:
      (nullCibil ? BIT.CIBIL_REQUIRED : 0) |
      (a.isMarried ? 0 : BIT.BACHELOR_NOT_ALLOWED) |
      (a.isHostel === true ? BIT.HOSTEL_NOT_ALLOWED : 0) |
      (city.is_metro ? 0 : BIT.NON_METRO_CITY) |
      (listed ? 0 : BIT.COMPANY_NOT_LISTED) |
      (a.currentadressproof ? 0 : BIT.CURRENT_ADDRESS_PROOF_REQUIRED) |
      (a.permanentadressproof ? 0 : BIT.PERMANENT_ADDRESS_PROOF_REQUIRED) |
      (a.permanenthouseownedproof ? 0 : BIT.HOUSE_OWNED_PROOF_REQUIRED),
  };
}

/** evaluate-pair.ts for one slot, into the scratch arrays; true when the pair is ELIGIBLE. Doubles pass through the arrays, not as arguments. */
function evaluateSlot(run: Run, slot: number): boolean {
  const { s } = run;
  const g = run.day.general[slot]!;
  const bankSalary = chooseBankSalary(run, slot);
  const months = grantMonths(run, g, bankSalary);
  s.months[slot] = months;
  chooseRate(run, slot, g);
  const rated = isSet(s.rate[slot]!);
  let mask = ruleMask(run, slot, g) | bankSalaryMask(run, bankSalary) | tenureMask(run, g, months) | (rated ? 0 : BIT.INTEREST_RATE_NOT_CONFIGURED);
  s.binding[slot] = NO_CAP;
  // The amount steps need a tenure and a rate (amount-steps.ts).
  if (months >= 1 && rated) mask = amountSteps(run, slot, g, bankSalary, mask);
  s.mask[slot] = mask;
  const charges = run.day.charges[slot]!;
  s.offerRefused[slot] = rulesPassed(s, slot) && charges >= 0 && chargesTakeAllInto(s.fees, 4 * slot, s.amount[slot]!, run.plan.offerCharges[charges]!) ? 1 : 0;
  return isEligible(s, slot);
}

export function evaluateWithEngine(engine: Engine, input: CompiledInput): CompactEvaluationOutput {
  const run = startRun(engine, input);
  const { applicant } = input;
  const loans = applicant.CIBIL_REPORT_PARAMETERS.Loans;
  planTransfers(run.plan, run.day, loans, run.s);
  computeObligations(run.plan, run.day, loans, applicant.salary, Boolean(applicant.homeloanwithspouse), run.s);
  const { evaluated } = run;
  let eligibleCount = 0;
  for (let i = 0; i < evaluated.length; i++) {
    const slot = evaluated[i]!;
    if (evaluateSlot(run, slot)) run.s.eligible[eligibleCount++] = slot;
  }
  return buildAnswer(run, eligibleCount);
}
