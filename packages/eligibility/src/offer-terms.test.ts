import { describe, expect, it } from 'vitest';
import { chargesPaise, chargesTakeAll, instalmentPaise, monthlyIrr, NO_OFFER, offerTerms, penalChargesText, repaymentSchedule } from './offer-terms';
import { chargesRule, evaluateOne, generalRule } from './test-support/fixtures';
import { seeded } from './test-support/seeded';

const cents = (x: number) => Math.round(x * 100);

describe('offer terms', () => {
  it("reproduces RBI's worked example exactly (Annex B): ₹20,000 at 15 % for 24 months with ₹400 upfront", () => {
    const terms = offerTerms(20_000, 15, 24, { processing_fee_flat: 400, gst_percent: 0 });
    expect(terms.instalment).toBe(969.73);
    expect(Math.round(terms.totalInterest)).toBe(3274);
    expect(terms.netDisbursedAmount).toBe(19_600);
    expect(terms.upfrontCharges).toBe(400);
    expect(terms.apr).toBe(17.07);
  });

  it('adds GST (18 % unless set) to the lender’s fee, clamps a percentage fee, and counts third-party charges', () => {
    const c = chargesPaise(1_000_000, { processing_fee_percent: 2, processing_fee_max: 15_000, insurance_percent: 0.5, stamp_duty: 500, legal_fee: 1_000 });
    expect(c).toEqual({ processing: 1_500_000, gst: 270_000, thirdParty: 500_000 + 50_000 + 100_000, recurring: 0 });
    expect(chargesPaise(100_000, { processing_fee_percent: 1, processing_fee_min: 2_500, gst_percent: 12 })).toMatchObject({
      processing: 250_000,
      gst: 30_000,
    });
  });

  it('with no charges, the APR is the rate and nothing is deducted', () => {
    const terms = offerTerms(750_000, 10.75, 60, null);
    expect(terms).toMatchObject({ apr: 10.75, upfrontCharges: 0, netDisbursedAmount: 750_000 });
  });

  it('charges that leave nothing to disburse give no APR', () => {
    expect(offerTerms(10_000, 12, 12, { processing_fee_flat: 12_000 }).apr).toBeNull();
  });

  it('for random terms: the IRR prices the cash flows at the net amount, the schedule closes at ₹0.00 and sums to the totals', () => {
    const random = seeded(26);
    for (let k = 0; k < 2_000; k++) {
      const amount = Math.round(10_000 + random() * (50_000_000 - 10_000));
      const rate = Math.round((6 + random() * 30) * 100) / 100;
      const months = 3 + Math.floor(random() * 358);
      const withCharges = random() < 0.8;
      const charges = withCharges
        ? { processing_fee_percent: Math.round(random() * 1000) / 100, recurring_charges_monthly: random() < 0.2 ? Math.round(random() * 500) : null }
        : null;
      const terms = offerTerms(amount, rate, months, charges);
      const schedule = repaymentSchedule(amount, rate, months);
      const context = JSON.stringify({ amount, rate, months, charges });

      expect(schedule, context).toHaveLength(months);
      expect(schedule.at(-1)!.closingPrincipal, context).toBe(0);
      expect(
        schedule.reduce((sum, r) => sum + cents(r.principal), 0),
        context,
      ).toBe(cents(amount));
      expect(
        schedule.reduce((sum, r) => sum + cents(r.interest), 0),
        context,
      ).toBe(cents(terms.totalInterest));
      expect(schedule.at(-1)!.instalment, context).toBe(terms.lastInstalment);
      expect(
        schedule.slice(0, -1).filter((row) => row.instalment !== terms.instalment),
        context,
      ).toEqual([]);
      expect(cents(terms.totalAmountPayable), context).toBe(
        cents(amount) + cents(terms.totalInterest) + cents(terms.upfrontCharges) + cents(terms.recurringCharges) * months,
      );

      const payment = instalmentPaise(amount, rate, months) / 100 + terms.recurringCharges;
      const r = monthlyIrr(terms.netDisbursedAmount, payment, months, rate / 1200);
      const presentValue = (payment * (1 - (1 + r) ** -months)) / r;
      expect(Math.abs(presentValue - terms.netDisbursedAmount), context).toBeLessThanOrEqual(0.01);

      if (terms.upfrontCharges > 0 || terms.recurringCharges > 0) expect(terms.apr!, context).toBeGreaterThanOrEqual(rate);
      else expect(Math.abs(terms.apr! - rate), context).toBeLessThanOrEqual(0.01);
    }
  });
});

describe('penal charges in words', () => {
  it('states the text, the yearly rate, both, or nothing', () => {
    expect(penalChargesText(null)).toBeNull();
    expect(penalChargesText({ penal_charges: '  ', penal_rate_percent: null })).toBeNull();
    expect(penalChargesText({ penal_charges: '₹500 a month overdue' })).toBe('₹500 a month overdue');
    expect(penalChargesText({ penal_rate_percent: 24 })).toBe('24% p.a. on the overdue amount');
    expect(penalChargesText({ penal_charges: 'On the overdue instalment', penal_rate_percent: 36 })).toBe(
      'On the overdue instalment (36% p.a. on the overdue amount)',
    );
  });
});

describe('charges that take the whole amount', () => {
  it('refuse the offer from the paisa where upfront charges reach the amount', () => {
    expect(chargesTakeAll(10_000, null)).toBe(false);
    // ₹8,474.58 + 18 % GST = ₹9,999.99: one paisa is left to disburse.
    expect(chargesTakeAll(10_000, { processing_fee_flat: 8_474.57 })).toBe(false);
    expect(chargesTakeAll(10_000, { processing_fee_flat: 8_474.58 })).toBe(true);
    expect(chargesTakeAll(10_000, { insurance_amount: 10_000 })).toBe(true);
  });
});

describe('the offer beside an answer entry', () => {
  it('is the terms on an eligible pair and nothing on a refused one', () => {
    const charges = { processing_fee_percent: 2, processing_fee_max: 10_000, penal_rate_percent: 24 };
    const eligible = evaluateOne({ charges: [chargesRule(charges)] });
    const terms = offerTerms(eligible.loanAmountDetails.eligibleAmount, eligible.loanAmountDetails.interestRate!, eligible.grantedTenure, charges);
    expect(eligible).toMatchObject({
      eligibilityStatus: 'ELIGIBLE',
      apr: terms.apr,
      upfrontCharges: 11_800,
      netDisbursedAmount: eligible.loanAmountDetails.eligibleAmount - 11_800,
      totalInterest: terms.totalInterest,
      totalAmountPayable: terms.totalAmountPayable,
      penalCharges: '24% p.a. on the overdue amount',
    });
    expect(eligible.apr!).toBeGreaterThan(eligible.loanAmountDetails.interestRate!);
    const refused = evaluateOne({ general: [generalRule({ min_age: 99 })] });
    expect(Object.values(NO_OFFER)).toEqual([null, null, null, null, null, null]);
    expect(refused).toMatchObject(NO_OFFER);
  });

  it('without a charges row, the APR is the rate and nothing is deducted', () => {
    const entry = evaluateOne();
    expect(entry.apr).toBe(entry.loanAmountDetails.interestRate);
    expect(entry.upfrontCharges).toBe(0);
    expect(entry.netDisbursedAmount).toBe(entry.loanAmountDetails.eligibleAmount);
  });
});
