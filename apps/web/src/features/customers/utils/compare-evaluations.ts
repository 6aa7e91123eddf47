import { describeDecisionSource, type ApplicantProfile, type CustomerEvaluation } from '@lbo/contracts/customers';
import { formatDateTimeIST, formatINR, formatNumber } from '@/lib/format';
import { cibil, existingEmis, money, months } from './applicant-words';

/** One line of a comparison: the same thing in the earlier and the later evaluation, and whether it changed. */
export interface ComparedLine {
  label: string;
  earlier: string;
  later: string;
  changed: boolean;
}

const DASH = '—';

/** What the applicant gave, in the order a credit officer reads it: income and obligations first, then the request. */
const APPLICANT_LINES: readonly { label: string; show: (p: ApplicantProfile) => string }[] = [
  { label: 'Monthly salary', show: (p) => money(p.salary) },
  { label: 'Existing EMIs', show: (p) => existingEmis(p.existingEmi) },
  { label: 'Loan asked for', show: (p) => money(p.requestedLoanAmount) },
  { label: 'Tenure asked for', show: (p) => months(p.requestedTenureMonths) },
  { label: 'CIBIL score', show: (p) => cibil(p.cibilScore) },
  { label: 'Age', show: (p) => (p.age === null ? DASH : `${formatNumber(p.age)} years`) },
  { label: 'Employer', show: (p) => p.companyName ?? DASH },
  { label: 'City', show: (p) => p.cityName ?? DASH },
  { label: 'In current job', show: (p) => months(p.currentEmploymentMonths) },
];

/** The two evaluations' inputs side by side: when, how and on which rules, then what the applicant gave. */
export function compareInputs(earlier: CustomerEvaluation, later: CustomerEvaluation): ComparedLine[] {
  const line = (label: string, show: (e: CustomerEvaluation) => string, counts = true): ComparedLine => {
    const [a, b] = [show(earlier), show(later)];
    return { label, earlier: a, later: b, changed: counts && a !== b };
  };
  return [
    // Two evaluations are always made at different times and may be made differently: not a change to mark.
    line('Evaluated', (e) => formatDateTimeIST(e.evaluatedAt), false),
    line('Source', (e) => describeDecisionSource(e.source), false),
    line('Rule version', (e) => (e.ruleVersion === null ? DASH : String(e.ruleVersion))),
    ...APPLICANT_LINES.map(({ label, show }) => line(label, (e) => (e.applicant ? show(e.applicant) : DASH))),
  ];
}

/** A lender's answer as the comparison shows it. */
export interface OfferView {
  eligibility: string;
  amount: string;
  apr: string;
  emi: string;
}

/** The parts of a lender's answer a comparison marks when they changed. */
export const OFFER_PARTS = ['eligibility', 'amount', 'apr', 'emi'] as const;
export type OfferPart = (typeof OFFER_PARTS)[number];

export interface ComparedOffer {
  key: string;
  bankName: string;
  productName: string;
  /** null: the lender was not evaluated then (added or switched off between the two). */
  earlier: OfferView | null;
  later: OfferView | null;
  changed: ReadonlySet<OfferPart>;
}

/** One lender's answer in an evaluation: the fields of an evaluation result the comparison reads. */
export interface LenderAnswer {
  bankId: string;
  productId: string;
  bankName: string;
  productName: string;
  eligibilityStatus: 'ELIGIBLE' | 'NOT_ELIGIBLE';
  loanAmountDetails: { eligibleAmount: number; estimatedEMI: number };
  apr: number | null;
}

function offerView(answer: LenderAnswer): OfferView {
  if (answer.eligibilityStatus !== 'ELIGIBLE') return { eligibility: 'Not eligible', amount: 'No offer', apr: DASH, emi: DASH };
  return {
    eligibility: 'Eligible',
    amount: formatINR(answer.loanAmountDetails.eligibleAmount),
    apr: answer.apr === null ? DASH : `${answer.apr.toFixed(2)}%`,
    emi: formatINR(answer.loanAmountDetails.estimatedEMI),
  };
}

export const NOT_EVALUATED: OfferView = { eligibility: 'Not evaluated', amount: DASH, apr: DASH, emi: DASH };

/**
 * Each lender's answer in both evaluations: the lenders that answered differently first, each
 * group in the later evaluation's order (lenders only the earlier one saw after them). A part
 * counts as changed when it reads differently.
 */
export function compareOffers(earlier: readonly LenderAnswer[], later: readonly LenderAnswer[]): ComparedOffer[] {
  const keyOf = (e: LenderAnswer) => `${e.bankId}:${e.productId}`;
  const before = new Map(earlier.map((e) => [keyOf(e), e]));
  const after = new Map(later.map((e) => [keyOf(e), e]));
  const keys = [...new Set([...after.keys(), ...before.keys()])];
  const compared = keys.map((key): ComparedOffer => {
    const [a, b] = [before.get(key), after.get(key)];
    const named = (b ?? a)!;
    const [viewA, viewB] = [a ? offerView(a) : null, b ? offerView(b) : null];
    const [shownA, shownB] = [viewA ?? NOT_EVALUATED, viewB ?? NOT_EVALUATED];
    return {
      key,
      bankName: named.bankName,
      productName: named.productName,
      earlier: viewA,
      later: viewB,
      changed: new Set(OFFER_PARTS.filter((part) => shownA[part] !== shownB[part])),
    };
  });
  return [...compared.filter((o) => o.changed.size > 0), ...compared.filter((o) => o.changed.size === 0)];
}
