import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRODUCT_LOAN_TYPES } from '@lbo/contracts/master-data';
import { sampleApplicant } from '@lbo/contracts/testing/sample-applicant';
import { banks, loanApplications, products } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';

/*
 * The borrower's purpose: `loanPurpose` narrows the evaluation to the products of that type, on the
 * console and the partner API (the bulk file's column: bulk-loan-purpose.test.ts); without it
 * every product is evaluated, as before.
 * Every entry says its product's loan type.
 */

const t = testAppForFile();
const ids = { company: '', city: '', personal: '', home: '', car: '' };
/** The loan type of each of the four pairs' products. */
const typeOf = new Map<string, string>();

beforeAll(async () => {
  const places = await insertStandardPlaces(t.db, 'Purpose', { city_name: 'Pune', state: 'Maharashtra', is_metro: true });
  await t.db.update(products).set({ loan_type: 'PERSONAL_LOAN' }).where(eq(products.id, places.product));
  const [second] = await t.db.insert(banks).values({ name: 'Second Purpose Bank' }).returning();
  const [home] = await t.db.insert(products).values({ name: 'Griha Suvidha', loan_type: 'HOME_LOAN' }).returning();
  const [car] = await t.db.insert(products).values({ name: 'Auto Drive', loan_type: 'CAR_LOAN' }).returning();
  Object.assign(ids, { company: places.company, city: places.city, personal: places.product, home: home!.id, car: car!.id });
  typeOf.set(places.product, 'PERSONAL_LOAN').set(home!.id, 'HOME_LOAN').set(car!.id, 'CAR_LOAN');
  await insertStandardRules(t.db, places.pair);
  await insertStandardRules(t.db, { bank_id: places.bank, product_id: home!.id });
  // The second bank refuses anyone under ₹1,00,000 a month: the answers hold both outcomes.
  await insertStandardRules(t.db, { bank_id: second!.id, product_id: home!.id }, { salary_min: 100000 });
  await insertStandardRules(t.db, { bank_id: second!.id, product_id: car!.id });
  await t.settleRuleVersion();
});

const applicant = (over: Record<string, unknown> = {}) => sampleApplicant({ companyid: ids.company, cityId: ids.city }, over);
const apply = (payload: object, headers: Record<string, string> = bearer(t.token)) =>
  t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers, payload });
type Entry = { bankId: string; productId: string; loanType: string; eligibilityStatus: string; loanAmountDetails: { eligibleAmount: number } };
type Answer = { eligibleBanks: Entry[]; totalBanksChecked: number; eligibleCount: number; applicationId: string };
const answerOf = async (payload: object, headers?: Record<string, string>) => {
  const res = await apply(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Answer;
};
const storedInput = async (applicationId: string) =>
  (await t.db.select({ input: loanApplications.input }).from(loanApplications).where(eq(loanApplications.id, applicationId)))[0]!.input as Record<
    string,
    unknown
  >;
/** An answer without what differs from one evaluation to the next. */
const figures = ({ applicationId: _a, customerId: _c, ruleVersion: _v, ...rest }: Answer & { customerId?: string; ruleVersion?: number }) => rest;

describe('loanapplication/apply with a loan purpose', () => {
  it("without one, evaluates every product as before, each entry carrying its product's loanType right after productName", async () => {
    const data = await answerOf(applicant());
    expect(data.totalBanksChecked).toBe(4);
    expect(data.eligibleCount).toBe(3);
    for (const entry of data.eligibleBanks) {
      expect(entry.loanType).toBe(typeOf.get(entry.productId));
      expect(Object.keys(entry).slice(0, 6)).toEqual(['bankId', 'bankName', 'productId', 'productName', 'loanType', 'eligibilityStatus']);
    }
    // Nothing is added to the stored input; null reads as absent.
    expect(await storedInput(data.applicationId)).not.toHaveProperty('loanPurpose');
    const withNull = await answerOf(applicant({ loanPurpose: null }));
    expect(figures(withNull)).toEqual(figures(data));
    expect(await storedInput(withNull.applicationId)).not.toHaveProperty('loanPurpose');
  });

  it('evaluates only the products of that type: totalBanksChecked counts them, every entry is of that type', async () => {
    const every = await answerOf(applicant());
    const data = await answerOf(applicant({ loanPurpose: 'HOME_LOAN' }));
    expect(data.totalBanksChecked).toBe(2);
    expect(data.eligibleCount).toBe(1);
    expect(data.eligibleBanks.map((e) => e.loanType)).toEqual(['HOME_LOAN', 'HOME_LOAN']);
    // The same figures, in the same order, as the home-loan entries of the whole evaluation.
    expect(data.eligibleBanks).toEqual(every.eligibleBanks.filter((e) => e.loanType === 'HOME_LOAN'));
    const car = await answerOf(applicant({ loanPurpose: 'CAR_LOAN' }));
    expect(car.eligibleBanks.map((e) => [e.productId, e.loanType])).toEqual([[ids.car, 'CAR_LOAN']]);
    expect(car.totalBanksChecked).toBe(1);
  });

  it('keeps the purpose in the stored input: the decision, its replay and its explanations are of those products only', async () => {
    const data = await answerOf(applicant({ loanPurpose: 'HOME_LOAN' }));
    expect(await storedInput(data.applicationId)).toMatchObject({ loanPurpose: 'HOME_LOAN' });
    const headers = bearer(t.token);
    const decision = (await t.app.inject({ method: 'GET', url: `/api/loanapplication/${data.applicationId}`, headers })).json().data;
    expect(decision.totalBanksChecked).toBe(2);
    expect(decision.pairs.map((p: { productId: string }) => p.productId)).toEqual([ids.home, ids.home]);
    const replay = (await t.app.inject({ method: 'POST', url: `/api/loanapplication/${data.applicationId}/replay`, headers })).json().data;
    expect(replay.matches).toBe(true);
    expect(replay.result.totalBanksChecked).toBe(2);
    expect(replay.result.eligibleBanks.map((e: Entry) => e.loanType)).toEqual(['HOME_LOAN', 'HOME_LOAN']);
    const entry = data.eligibleBanks[0]!;
    const explanation = await t.app.inject({
      method: 'GET',
      url: `/api/loanapplication/${data.applicationId}/pairs/${entry.bankId}/${entry.productId}/explanation`,
      headers,
    });
    expect(explanation.json().data).toMatchObject({ productId: ids.home, loanType: 'HOME_LOAN' });
  });

  it("names the product's loan type in words as the KFS's type of loan", async () => {
    const data = await answerOf(applicant({ loanPurpose: 'HOME_LOAN' }));
    const offer = data.eligibleBanks.find((e) => e.eligibilityStatus === 'ELIGIBLE')!;
    const kfs = await t.app.inject({
      method: 'GET',
      url: `/api/loanapplication/${data.applicationId}/pairs/${offer.bankId}/${offer.productId}/kfs`,
      headers: bearer(t.token),
    });
    expect(kfs.statusCode, kfs.body).toBe(200);
    expect(kfs.body).toContain('<tr><th scope="row">Type of loan</th><td>Home Loan</td></tr>');
  });

  it('answers an empty evaluation for a type no product has', async () => {
    const data = await answerOf(applicant({ loanPurpose: 'EDUCATION_LOAN' }));
    expect(data).toMatchObject({ eligibleBanks: [], totalBanksChecked: 0, eligibleCount: 0 });
  });

  it('refuses a purpose that is not one of the codes with 400 naming loanPurpose', async () => {
    const expected = `loanPurpose must be one of ${PRODUCT_LOAN_TYPES.join(', ')}`;
    for (const loanPurpose of ['home', 'Home Loan', 3, true]) {
      const res = await apply(applicant({ loanPurpose }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toEqual([expected]);
      expect(Object.keys(res.json().errors)).toEqual(['loanPurpose']);
    }
  });

  it('is taken by the partner API (an API key), with and without an Idempotency-Key', async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/apikeys/create',
      headers: bearer(t.token),
      payload: { label: 'Purpose partner', businessId: 'DSA-9', scopes: ['evaluations.create'] },
    });
    expect(key.statusCode, key.body).toBe(201);
    const partner = { 'x-api-key': key.json().plainKey as string };
    const data = await answerOf(applicant({ loanPurpose: 'CAR_LOAN' }), partner);
    expect(data.eligibleBanks.map((e) => [e.productId, e.loanType])).toEqual([[ids.car, 'CAR_LOAN']]);
    // The idempotent path writes the answer by JSON.stringify: the same fields, in the same order.
    const again = await apply(applicant({ loanPurpose: 'CAR_LOAN' }), { ...partner, 'idempotency-key': 'purpose-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toContain(`"productName":"Auto Drive","loanType":"CAR_LOAN","eligibilityStatus"`);
    expect(again.json().data.totalBanksChecked).toBe(1);
  });
});
