import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, ilike } from 'drizzle-orm';
import { cities, companies } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { sampleLoan, TEST_PROFILE, TYPICAL_DEMO_REQUEST } from '@lbo/contracts/testing/sample-applicant';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t.close());

it('gives a mix of ELIGIBLE and NOT_ELIGIBLE answers on the demo data', async () => {
  const token = await t.signIn();
  const [company] = await t.db.select().from(companies).where(eq(companies.is_listed, true)).limit(1);
  const [city] = await t.db.select().from(cities).where(ilike(cities.city_name, 'Mumbai')).limit(1);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loanapplication/apply',
    headers: bearer(token),
    payload: {
      user_name: 'Typical Applicant',
      ...TEST_PROFILE,
      ...TYPICAL_DEMO_REQUEST,
      companyid: company!.id,
      cityId: city!.id,
      permanenthouseownedproof: false,
      CIBIL_REPORT_PARAMETERS: {
        Loans: [sampleLoan({ bank_name: 'HDFC Bank', outstanding: 150000, emi_amount: 6000, emisPaid: 12, emisPending: 24 })],
        ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 1, CAPSLast90Days: 2, CAPSLast180Days: 3 },
      },
    },
  });
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data.totalBanksChecked).toBe(24);
  const statuses = data.eligibleBanks.map((b: { eligibilityStatus: string }) => b.eligibilityStatus);
  expect(statuses).toContain('ELIGIBLE');
  expect(statuses).toContain('NOT_ELIGIBLE');
  expect(data.eligibleCount).toBe(statuses.filter((s: string) => s === 'ELIGIBLE').length);
  // Banks disagree: the eligible answers carry more than one rate.
  const rates = new Set(
    data.eligibleBanks
      .filter((b: { eligibilityStatus: string }) => b.eligibilityStatus === 'ELIGIBLE')
      .map((b: { loanAmountDetails: { interestRate: number } }) => b.loanAmountDetails.interestRate),
  );
  expect(rates.size).toBeGreaterThan(1);
  for (const b of data.eligibleBanks.filter((x: { eligibilityStatus: string }) => x.eligibilityStatus === 'NOT_ELIGIBLE')) {
    expect(b.failureReasons.length).toBeGreaterThan(0);
  }
});
