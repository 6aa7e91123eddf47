import { pickActive, type Picked } from './active-rows';
import { chooseRate, instalment, monthlyRate, rateCheck } from './amount';
import { runAmountSteps, type AmountSteps } from './amount-steps';
import { planBalanceTransfer } from './balance-transfer';
import { chooseBankSalaryRow } from './bank-salary';
import { cibilEnquiryChecks } from './cibil-enquiry';
import { check, wordChecks, type PendingCheck, type Wording } from './check';
import { compareCodes, FAILURE_MESSAGES, type FailureCode } from './codes';
import { pairContext } from './context';
import { employmentChecks } from './employment';
import { generalChecks } from './general';
import { chargesTakeAll, offerFigures, offerTerms, type OfferTerms } from './offer-terms';
import { pickRegistrationRow, registrationChecks } from './registration';
import { grantTenure, tenureCheck } from './tenure';
import type { ChargesRule, EligibilityEntry, EvaluationInput, Explanation, PairRules } from './types';

const NO_CHARGES: readonly ChargesRule[] = [];

/** The offer's terms once every rule passed, and whether its upfront charges refuse it. */
function offerCheck(amount: number, rate: number, months: number, charges: ChargesRule | null): { terms: OfferTerms; check: PendingCheck } {
  const terms = offerTerms(amount, rate, months, charges);
  const takesAll = chargesTakeAll(amount, charges);
  return {
    terms,
    check: check('UPFRONT_CHARGES_REACH_AMOUNT', !takesAll, () => `upfront charges ${terms.upfrontCharges} ${takesAll ? '≥' : '<'} eligible amount ${amount}`),
  };
}

function duplicateNote(group: string, picked: Picked<{ id: string }>): string[] {
  if (picked.activeCount <= 1 || picked.row === null) return [];
  return [`${picked.activeCount} ${group} rules are active; only one of them is applied`];
}

function failedCodes(checks: readonly PendingCheck[]): FailureCode[] {
  const codes = new Set(checks.filter((c) => !c.passed).map((c) => c.code));
  return [...codes].sort(compareCodes);
}

/**
 * One bank and product; null when the pair is not evaluated (inactive, or no active general row).
 * A compact evaluation keeps only the binding cap of the explanation and words nothing.
 */
export function evaluatePair(input: EvaluationInput, pair: PairRules, wording: Wording = 'explained'): EligibilityEntry | null {
  if (!pair.bank.is_active || !pair.product.is_active) return null;
  const ctx = pairContext(input, pair);
  const general = pickActive(pair.general, ctx.date);
  const rule = general.row;
  if (rule === null) return null;

  const { applicant } = ctx;
  const employment = pickActive(pair.employment, ctx.date);
  const enquiry = pickActive(pair.cibilEnquiry, ctx.date);
  const obligation = pickActive(pair.obligation, ctx.date);
  const btRule = pickActive(pair.balanceTransfer, ctx.date);
  const registration = pickRegistrationRow(pair.registration, ctx);
  const bankSalary = chooseBankSalaryRow(pair.bankSalary, ctx);
  const tenure = grantTenure(rule, bankSalary.row, ctx);
  const rate = chooseRate(rule, ctx);
  const transfer = planBalanceTransfer(applicant.CIBIL_REPORT_PARAMETERS.Loans, btRule.row);

  const ruleChecks: PendingCheck[] = [
    ...generalChecks(rule, ctx),
    ...tenureCheck(tenure.months, rule),
    ...rateCheck(rate),
    ...employmentChecks(employment.row, applicant),
    ...cibilEnquiryChecks(enquiry.row, applicant.CIBIL_REPORT_PARAMETERS.ENQUIRIES_SUMMARY),
    ...registrationChecks(registration, ctx),
    ...bankSalary.checks,
  ];

  const steps: AmountSteps | null =
    tenure.months >= 1 && rate.rate !== null
      ? runAmountSteps({
          rule,
          pair,
          ctx,
          bankSalary: bankSalary.row,
          obligationRow: obligation.row,
          months: tenure.months,
          annualRate: rate.rate,
          transfer,
          failed: new Set(failedCodes(ruleChecks)),
          wording,
        })
      : null;

  const checks = [...ruleChecks, ...(steps?.checks ?? [])];
  const charges = pickActive(pair.charges ?? NO_CHARGES, ctx.date);
  // The rules' verdict; then what the offer costs, which refuses it when the charges take it all.
  const passed = failedCodes(checks).length === 0 && steps !== null && steps.amount !== null && rate.rate !== null;
  const offer = passed ? offerCheck(steps.amount!, rate.rate!, tenure.months, charges.row) : null;
  if (offer) checks.push(offer.check);
  const failureCodes = failedCodes(checks);
  const eligible = passed && failureCodes.length === 0;
  const amount = eligible ? (steps!.amount ?? 0) : 0;
  const emi = eligible && rate.rate !== null ? instalment(amount, monthlyRate(rate.rate), tenure.months) : 0;

  const entry: Omit<EligibilityEntry, 'explanation'> = {
    bankId: pair.bank.id,
    bankName: pair.bank.name,
    productId: pair.product.id,
    productName: pair.product.name,
    loanType: pair.product.loan_type,
    eligibilityStatus: eligible ? 'ELIGIBLE' : 'NOT_ELIGIBLE',
    loanAmountDetails: { eligibleAmount: amount, interestRate: rate.rate, estimatedEMI: emi, btAmount: transfer.btAmount },
    ...offerFigures(eligible && offer ? offer.terms : null, charges.row),
    grantedTenure: tenure.months,
    appliedMaxTenure: tenure.months,
    failureReasons: failureCodes.map((code) => FAILURE_MESSAGES[code]),
    failureCodes,
  };
  if (wording === 'compact') return { ...entry, explanation: { bindingCap: steps?.binding ?? null } as Explanation };
  return {
    ...entry,
    explanation: {
      category: ctx.category,
      listed: ctx.listed,
      nullCibil: ctx.nullCibil,
      ruleIds: {
        general: rule.id,
        employment: employment.row?.id ?? null,
        cibilEnquiry: enquiry.row?.id ?? null,
        obligation: obligation.row?.id ?? null,
        registration: registration?.id ?? null,
        bankSalary: bankSalary.row?.id ?? null,
        foir: steps?.foirRowId ?? null,
        multiplier: steps?.multiplierRowId ?? null,
        balanceTransfer: btRule.row?.id ?? null,
        charges: charges.row?.id ?? null,
      },
      checks: wordChecks(checks),
      tenureLimits: tenure.limits,
      interestRate: rate.rate,
      obligations: steps?.obligations ?? null,
      foirPercent: steps?.foirPercent ?? null,
      emiCapacity: steps?.emiCapacity ?? null,
      caps: steps?.caps ?? [],
      bindingCap: steps?.binding ?? null,
      computedAmount: steps?.amount ?? null,
      transferredLoans: transfer.transferred,
      offer: offer?.terms ?? null,
      notes: [
        ...duplicateNote('general-eligibility', general),
        ...duplicateNote('employment', employment),
        ...duplicateNote('CIBIL-enquiry', enquiry),
        ...duplicateNote('obligation', obligation),
        ...duplicateNote('balance-transfer', btRule),
        ...duplicateNote('charges', charges),
        ...bankSalary.notes,
        ...transfer.notes,
        ...(steps === null ? ['The amount was not computed: it needs a granted tenure of at least 1 month and an interest rate'] : []),
        ...(steps?.notes ?? []),
      ],
    },
  };
}
