import type { DocumentTexts } from './kfs-texts';
import type { ComparisonContent } from './comparison-content';
import { percent, rupees, wholeRupees } from './kfs-content';

const DASH = '—';

/** The comparison as text in the catalogue's language: what both renderings draw. */
export function comparisonTables(c: ComparisonContent, texts: DocumentTexts) {
  const t = texts.comparison;
  const money = (v: number | null) => (v === null ? DASH : rupees(v));
  const col = t.columns;
  return {
    title: t.title,
    facts: [
      [t.borrower, c.borrower],
      [t.evaluatedOn, texts.date(c.evaluatedOn)],
      [t.preparedOn, texts.date(c.preparedOn)],
      [t.reference, c.applicationId],
    ] as [string, string][],
    neutrality: t.neutrality,
    offersTitle: t.offersTitle(c.offers.length),
    noOffers: t.noOffers,
    offerHead: [col.lender, col.product, col.loanType, col.amount, col.rate, col.apr, col.emi, col.tenure, col.upfront, col.totalPayable, col.penal],
    offerRows: c.offers.map((o) => [
      o.lender,
      o.product,
      o.loanType ? texts.loanTypes[o.loanType] : DASH,
      wholeRupees(o.amount),
      percent(o.rate) ?? DASH,
      percent(o.apr) ?? DASH,
      wholeRupees(o.emi),
      String(o.tenure),
      money(o.upfrontCharges),
      money(o.totalPayable),
      o.penalCharges ?? texts.kfs.none,
    ]),
    refusedTitle: t.refusedTitle(c.refused.length),
    refusedHead: [col.lender, col.product, t.reasons],
    refusedRows: c.refused.map((r) => [r.lender, r.product, r.reasons.map((code) => texts.failureReasons[code]).join('; ') || DASH]),
    footnote: t.footnote,
  };
}

/** Columns 3–9 hold figures: right-aligned. */
export const FIGURE_COLUMNS = new Set([3, 4, 5, 6, 7, 8, 9]);
