import type { DocumentTexts } from './kfs-texts';
import { percent, rupees, type KfsContent } from './kfs-content';

/** One section of the statement: a heading and label/value lines (or a table). */
export type KfsSection =
  { kind: 'lines'; heading: string; lines: [label: string, value: string][] } | { kind: 'table'; heading: string; head: string[]; rows: string[][] };

/** The statement as sections, in the order of RBI's format: both renderings draw these, in the catalogue's language. */
export function kfsSections(c: KfsContent, texts: DocumentTexts): KfsSection[] {
  const t = texts.kfs;
  const ch = c.charges;
  const money = (v: number | null | undefined) => (v ? rupees(v) : t.none);
  const text = (v: string | null | undefined) => (v && v.trim() ? v : t.none);
  const grievance = [c.bank.grievanceOfficerName, c.bank.grievanceOfficerPhone, c.bank.grievanceOfficerEmail].filter(Boolean).join(', ');
  return [
    {
      kind: 'lines',
      heading: t.subtitle,
      lines: [
        [t.proposalNumber, c.proposalNumber],
        [t.issuedOn, texts.date(c.issuedOn)],
        [t.validUntil, texts.date(c.validUntil)],
        [t.borrower, c.borrower],
        [t.lender, c.lender],
        [t.loanType, c.loanType],
        [t.sanctionedAmount, rupees(c.amount)],
        [t.disbursal, t.disbursalValue],
        [t.loanTerm, t.months(c.months)],
        [t.instalmentType, t.instalmentTypeValue],
        [t.instalmentCount, String(c.months)],
        [t.instalmentAmount, rupees(c.terms.instalment)],
        [t.lastInstalment, rupees(c.terms.lastInstalment)],
        [t.repaymentStart, t.repaymentStartValue],
        [t.interestRate, t.interestType(percent(c.rate)!)],
      ],
    },
    {
      kind: 'table',
      heading: t.feesTitle,
      head: ['', t.oneTime, t.recurring],
      rows: [
        [`${t.payableToLender}: ${t.processingFee}`, money(c.terms.processingFee), t.none],
        [`${t.payableToLender}: ${t.gst}`, money(c.terms.gstOnFees), t.none],
        [`${t.payableToThirdParties}: ${t.insurance}, ${t.valuation}, ${t.legal}, ${t.stampDuty}`, money(c.terms.thirdPartyCharges), t.none],
        [t.recurringCharges, t.none, money(c.terms.recurringCharges)],
      ],
    },
    { kind: 'lines', heading: t.apr, lines: [[t.apr, c.terms.apr === null ? t.none : percent(c.terms.apr)!]] },
    {
      kind: 'lines',
      heading: t.contingentTitle,
      lines: [
        [t.penalCharges, text(ch?.penal_charges)],
        [t.penalRate, percent(ch?.penal_rate_percent) ?? t.none],
        [t.otherPenal, text(ch?.other_penal_charges)],
        [t.foreclosure, percent(ch?.foreclosure_percent) ?? t.none],
        [t.partPrepayment, percent(ch?.part_prepayment_percent) ?? t.none],
        [t.switching, text(ch?.switching_charges)],
        [t.bounce, money(ch?.bounce_charge)],
      ],
    },
    {
      kind: 'lines',
      heading: t.part2,
      lines: [
        [t.recoveryAgents, c.bank.usesRecoveryAgents === null ? t.recoveryUnknown : c.bank.usesRecoveryAgents ? t.recoveryYes : t.recoveryNo],
        [t.grievance, grievance || t.grievanceUnknown],
        [t.coolingOff, ch?.cooling_off_days ? t.days(ch.cooling_off_days) : t.none],
        [t.lspRecovery, t.lspRecoveryValue],
      ],
    },
    {
      kind: 'lines',
      heading: t.aprSheetTitle,
      lines: [
        [t.aprSheet.sanctioned, rupees(c.amount)],
        [t.aprSheet.term, String(c.months)],
        [t.aprSheet.instalments, String(c.months)],
        [t.aprSheet.emi, rupees(c.terms.instalment)],
        [t.aprSheet.netDisbursed, rupees(c.terms.netDisbursedAmount)],
        [t.aprSheet.totalInterest, rupees(c.terms.totalInterest)],
        [t.aprSheet.upfront, rupees(c.terms.upfrontCharges)],
        [t.aprSheet.totalPayable, rupees(c.terms.totalAmountPayable)],
        [t.aprSheet.apr, c.terms.apr === null ? t.none : percent(c.terms.apr)!],
      ],
    },
    {
      kind: 'table',
      heading: t.scheduleTitle,
      head: [t.schedule.month, t.schedule.opening, t.schedule.principal, t.schedule.interest, t.schedule.instalment, t.schedule.closing],
      rows: c.schedule.map((r) => [
        String(r.month),
        rupees(r.openingPrincipal),
        rupees(r.principal),
        rupees(r.interest),
        rupees(r.instalment),
        rupees(r.closingPrincipal),
      ]),
    },
  ];
}
