import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NO_OFFER, offerTerms } from '@lbo/eligibility';
import { chargesRules } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';
import { pdfPages } from '../../../test/pdf-text';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';

const t = testAppForFile({ env: { KFS_HOLIDAYS: '2026-11-27' } });
const ids = { bank: '', product: '', company: '', city: '', charges: '' };
let offer: { applicationId: string; amount: number; rate: number; months: number };
let answered: Record<string, unknown>;
const FIRST_CHARGES = { processing_fee_percent: 2, processing_fee_max: 10_000, gst_percent: 18, stamp_duty: 500 };

const kfs = (format = '', auth = t.token, o = offer, bank = ids.bank) =>
  t.app.inject({ method: 'GET', url: `/api/loanapplication/${o.applicationId}/pairs/${bank}/${ids.product}/kfs${format}`, headers: bearer(auth) });

beforeAll(async () => {
  const places = await insertStandardPlaces(t.db, 'Kfs', { city_name: 'Mysuru', state: 'Karnataka', is_metro: false });
  Object.assign(ids, { bank: places.bank, product: places.product, company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
  const [row] = await t.db
    .insert(chargesRules)
    .values({
      ...places.pair,
      processing_fee_percent: 2,
      processing_fee_max: 10_000,
      gst_percent: 18,
      stamp_duty: 500,
      penal_charges: '2% a month on overdue EMIs',
      cooling_off_days: 3,
    })
    .returning();
  ids.charges = row!.id;
  await t.settleRuleVersion();
  t.clock.set(new Date('2026-11-25T06:00:00Z')); // a Wednesday in India
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loanapplication/apply',
    headers: bearer(t.token),
    payload: sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST }),
  });
  const entry = res.json().data.eligibleBanks[0];
  expect(entry.eligibilityStatus).toBe('ELIGIBLE');
  answered = entry;
  offer = {
    applicationId: res.json().data.applicationId,
    amount: entry.loanAmountDetails.eligibleAmount,
    rate: entry.loanAmountDetails.interestRate,
    months: entry.grantedTenure,
  };
});

describe('the Key Fact Statement of an offer', () => {
  it('is issued on the first request as printable HTML: number, dates, APR, charges, Part 2', async () => {
    const res = await kfs();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const terms = offerTerms(offer.amount, offer.rate, offer.months, {
      processing_fee_percent: 2,
      processing_fee_max: 10_000,
      gst_percent: 18,
      stamp_duty: 500,
    });
    expect(res.body).toMatch(/KFS-2026-\d{6}/);
    expect(res.body).toContain(`${terms.apr!.toFixed(2)}%`);
    expect(res.body).toContain('25 Nov 2026');
    // Three working days: Thursday, then Friday 27th is a holiday, then Monday and Tuesday.
    expect(res.body).toContain('1 Dec 2026');
    expect(res.body).toContain('2% a month on overdue EMIs');
    expect(res.body).toContain('No: the marketplace never acts as a recovery agent.');
    expect(res.body.match(/<tr><td>\d+<\/td>/g)).toHaveLength(offer.months);
  });

  it('as a PDF with the same number: the text holds the proposal number, the APR and one schedule row a month', async () => {
    const html = (await kfs()).body;
    const number = /KFS-2026-\d{6}/.exec(html)![0];
    const res = await kfs('?format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain(number);
    expect(text).toContain('Annual Percentage Rate');
    expect(text).toContain('₹');
    const row = /(?:^|\s)(\d{1,3})\s+₹[\d,]+\.\d{2}\s+₹[\d,]+\.\d{2}\s+₹[\d,]+\.\d{2}\s+₹[\d,]+\.\d{2}\s+₹[\d,]+\.\d{2}/g;
    const months = [...text.slice(text.indexOf('Annex C')).matchAll(row)].map((m) => Number(m[1]));
    expect(months).toEqual(Array.from({ length: offer.months }, (_, i) => i + 1));
    const again = await kfs('?format=pdf');
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
    expect((await kfs()).body).toBe(html);
  });

  it("is built from the decision's own rule version: a later charges change does not alter it", async () => {
    await t.db.update(chargesRules).set({ processing_fee_percent: 5, penal_charges: 'changed later' }).where(eq(chargesRules.id, ids.charges));
    await t.settleRuleVersion();
    // A decision made before the change, whose KFS is first asked for after it.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loanapplication/apply',
      headers: bearer(t.token),
      payload: sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST }),
    });
    const later = { ...offer, applicationId: res.json().data.applicationId };
    expect((await kfs('', t.token, later)).body).toContain('changed later');
    expect((await kfs('', t.token, offer)).body).not.toContain('changed later');
  });

  it('answers 404 for an unknown pair, 400 for a bad format, 403 without the Loan Evaluator', async () => {
    expect((await kfs('', t.token, offer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await kfs('?format=docx')).statusCode).toBe(400);
    const outsider = await t.userWithAccess([{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await kfs('', outsider.token)).statusCode).toBe(403);
  });
});

describe("the offer's terms in the answer and in what is stored", () => {
  const apply = (over: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/loanapplication/apply',
      headers: bearer(t.token),
      payload: sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, ...over }),
    });

  it('answers APR, net disbursed amount, charges, totals and penal charges on an eligible offer', () => {
    const terms = offerTerms(offer.amount, offer.rate, offer.months, FIRST_CHARGES);
    expect(answered).toMatchObject({
      apr: terms.apr,
      upfrontCharges: terms.upfrontCharges,
      netDisbursedAmount: terms.netDisbursedAmount,
      totalInterest: terms.totalInterest,
      totalAmountPayable: terms.totalAmountPayable,
      penalCharges: '2% a month on overdue EMIs',
    });
    expect(terms.upfrontCharges).toBe(Math.min(offer.amount * 0.02, 10_000) * 1.18 + 500);
    expect(terms.apr!).toBeGreaterThan(offer.rate);
  });

  it('keeps them with the decision: replay matches, the customer history names the APR', async () => {
    const replay = await t.app.inject({ method: 'POST', url: `/api/loanapplication/${offer.applicationId}/replay`, headers: bearer(t.token) });
    expect(replay.json().data.matches).toBe(true);
    expect(replay.json().data.result.eligibleBanks[0].apr).toBe(answered.apr);
    const customers = await t.app.inject({ method: 'GET', url: '/api/customers?limit=50', headers: bearer(t.token) });
    const history = await Promise.all(
      customers
        .json()
        .data.items.map(
          async (c: { id: string }) => (await t.app.inject({ method: 'GET', url: `/api/customers/${c.id}`, headers: bearer(t.token) })).json().data.history,
        ),
    );
    const mine = history.flat().find((h: { applicationId: string }) => h.applicationId === offer.applicationId);
    expect(mine.bestOffer).toMatchObject({ amount: offer.amount, apr: answered.apr });
  });

  it('answers nulls on a refused pair, and refuses an offer whose upfront charges take the whole amount', async () => {
    const young = (await apply({ age: 18 })).json().data.eligibleBanks[0];
    expect(young.eligibilityStatus).toBe('NOT_ELIGIBLE');
    expect(young).toMatchObject(NO_OFFER);

    await t.db.update(chargesRules).set({ processing_fee_percent: null, processing_fee_flat: 50_00_000 }).where(eq(chargesRules.id, ids.charges));
    await t.settleRuleVersion();
    const refused = (await apply()).json().data.eligibleBanks[0];
    expect(refused).toMatchObject({
      eligibilityStatus: 'NOT_ELIGIBLE',
      failureCodes: ['UPFRONT_CHARGES_REACH_AMOUNT'],
      failureReasons: ['Upfront charges take the whole eligible loan amount: nothing would be disbursed'],
      apr: null,
    });
    expect(refused.loanAmountDetails.eligibleAmount).toBe(0);
  });
});
