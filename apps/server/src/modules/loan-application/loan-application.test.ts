import { beforeAll, describe, expect, it } from 'vitest';
import { applyAnswer } from '@lbo/contracts/loan-application-answers';
import { count, eq } from 'drizzle-orm';
import {
  banks,
  cibilEnquiryRules,
  cities,
  companies,
  foirRules,
  generalEligibilityRules,
  loanApplications,
  multiplierRules,
  obligationRules,
  products,
} from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { sampleLoan, TEST_PROFILE } from '@lbo/contracts/testing/sample-applicant';

const t = testAppForFile();
const ids = { bank: '', bank2: '', product: '', company: '', city: '', general2: '' };

beforeAll(async () => {
  const [bank] = await t.db.insert(banks).values({ name: 'Worked Bank' }).returning();
  const [bank2] = await t.db.insert(banks).values({ name: 'Strict Bank' }).returning();
  const [product] = await t.db.insert(products).values({ name: 'Personal Loan' }).returning();
  const [company] = await t.db.insert(companies).values({ company_name: 'Acme Ltd', is_listed: true, registration_type: 'PRIVATE_LIMITED' }).returning();
  const [city] = await t.db.insert(cities).values({ city_name: 'Pune', state: 'Maharashtra', is_metro: true }).returning();
  Object.assign(ids, { bank: bank!.id, bank2: bank2!.id, product: product!.id, company: company!.id, city: city!.id });
  // The worked example of the eligibility model.
  await t.db.insert(generalEligibilityRules).values({
    bank_id: bank!.id,
    product_id: product!.id,
    min_age: 21,
    max_age: 58,
    salary_min: 25000,
    max_loan_amount: 1500000,
    min_loan_amount: 50000,
    min_tenure_months: 12,
    max_tenure_months: 60,
    interest_rate: 12,
  });
  await t.db.insert(foirRules).values({ bank_id: bank!.id, product_id: product!.id, salary_min: 0, salary_max: null, foir_percent: 50 });
  await t.db.insert(multiplierRules).values({ bank_id: bank!.id, product_id: product!.id, salary_min: 0, salary_max: null, multiplier: 20 });
  await t.settleRuleVersion();
  const [strict] = await t.db
    .insert(generalEligibilityRules)
    .values({ bank_id: bank2!.id, product_id: product!.id, min_age: 21, max_age: 58, salary_min: 100000, cibil_min_score: 800, interest_rate: 11 })
    .returning();
  ids.general2 = strict!.id;
});

const applicant = (over: Record<string, unknown> = {}) => ({
  user_name: 'Asha Rao',
  ...TEST_PROFILE,
  companyid: ids.company,
  cityId: ids.city,
  permanenthouseownedproof: false,
  CIBIL_REPORT_PARAMETERS: {
    Loans: [sampleLoan({ bank_name: 'Other Bank', outstanding: 300000 })],
    ENQUIRIES_SUMMARY: { CAPSLast7Days: '0', CAPSLast30Days: '1', CAPSLast90Days: '1', CAPSLast180Days: '2' },
  },
  ...over,
});

const apply = (body: unknown, auth = t.token) =>
  t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(auth), payload: body as object });
type Answer = { applicationId: string; eligibleBanks: { bankName: string; bankId: string; productId: string }[] };
/** The explanation of the named bank's pair, from the explanation route. */
async function explanationOf(data: Answer, bankName: string, auth = t.token) {
  const entry = data.eligibleBanks.find((b) => b.bankName === bankName)!;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loanapplication/${data.applicationId}/pairs/${entry.bankId}/${entry.productId}/explanation`,
    headers: bearer(auth),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.explanation;
}
const storedCount = async () => (await t.db.select({ n: count() }).from(loanApplications))[0]!.n;

describe('loanapplication/apply', () => {
  it('computes the worked example to the rupee and stores the application', async () => {
    const before = await storedCount();
    const res = await apply(applicant());
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('BRE calculation completed successfully');
    expect(data.totalBanksChecked).toBe(2);
    expect(data.eligibleCount).toBe(1);
    const [first, second] = data.eligibleBanks;
    expect(first).toMatchObject({
      bankName: 'Worked Bank',
      productName: 'Personal Loan',
      eligibilityStatus: 'ELIGIBLE',
      loanAmountDetails: { eligibleAmount: 899000, interestRate: 12, estimatedEMI: 19998 },
      grantedTenure: 60,
      appliedMaxTenure: 60,
      failureReasons: [],
    });
    expect(second.eligibilityStatus).toBe('NOT_ELIGIBLE');
    expect(second.failureCodes).toEqual(expect.arrayContaining(['SALARY_BELOW_MIN', 'CIBIL_BELOW_MIN']));
    expect(second.loanAmountDetails.eligibleAmount).toBe(0);
    expect(first).not.toHaveProperty('explanation');
    expect(first.bindingCap).toBe('foir');
    expect(data.ruleVersion).toEqual(expect.any(Number));
    expect(await storedCount()).toBe(before + 1);
    // The decision is stored compactly: input, version, date and the per-pair outcome in the answer's order.
    const [stored] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, data.applicationId));
    expect(stored!.pair_amounts![0]).toBe(899000);
    expect(stored!.pair_ids).toHaveLength(data.eligibleBanks.length);
    expect(stored!.rule_version).toBe(data.ruleVersion);
    expect(stored!.evaluation_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stored!.result).toBeNull();
    const explanation = await explanationOf(data, 'Worked Bank');
    expect(explanation).toHaveProperty('categoryName', null);
    expect(explanation.bindingCap).toBe(first.bindingCap);
  });

  it('sees a rule edit on the very next evaluation', async () => {
    const before = (await apply(applicant())).json().data.eligibleCount;
    await t.db.update(generalEligibilityRules).set({ salary_min: 20000, cibil_min_score: 700 }).where(eq(generalEligibilityRules.id, ids.general2));
    await t.settleRuleVersion();
    const after = (await apply(applicant())).json().data;
    expect(after.eligibleCount).toBe(before + 1);
    const strict = after.eligibleBanks.find((b: { bankName: string }) => b.bankName === 'Strict Bank');
    expect(strict.eligibilityStatus).toBe('ELIGIBLE');
  });

  it.each([null, 0, -1, '', '-1'])('treats a CIBIL of %j as no credit history', async (cibil) => {
    const res = await apply(applicant({ cibilScore: cibil }));
    expect(res.statusCode).toBe(200);
    expect((await explanationOf(res.json().data, 'Worked Bank')).nullCibil).toBe(true);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a negative age', { age: -1 }, 'age'],
    ['a non-numeric salary', { salary: 'lots' }, 'salary'],
    ['a CIBIL out of range', { cibilScore: 250 }, 'cibilScore'],
    ['a zero tenure', { requestedTenureMonths: 0 }, 'requestedTenureMonths'],
    [
      'an unknown loan type',
      {
        CIBIL_REPORT_PARAMETERS: {
          Loans: [{ bank_name: 'X', Loan_Type: 'Boat Loan', is_secured: false, outstanding: 1, emi_amount: 1, emisPaid: 1, emisPending: 1 }],
        },
      },
      'Loan_Type',
    ],
    [
      'a negative EMI',
      {
        CIBIL_REPORT_PARAMETERS: {
          Loans: [{ bank_name: 'X', Loan_Type: 'Personal Loan', is_secured: false, outstanding: 1, emi_amount: -5, emisPaid: 1, emisPending: 1 }],
        },
      },
      'emi_amount',
    ],
    ['a malformed company id', { companyid: 'nope' }, 'companyid'],
    ['an unknown company', { companyid: '00000000-0000-4000-8000-000000000000' }, 'companyid'],
    ['an unknown city', { cityId: '00000000-0000-4000-8000-000000000000' }, 'cityId'],
  ];
  it.each(bad)('refuses %s with 400 naming the field in the last dotted part, storing nothing', async (_, over, field) => {
    const before = await storedCount();
    const res = await apply(applicant(over));
    expect(res.statusCode).toBe(400);
    const messages = ([] as string[]).concat(res.json().message);
    expect(messages.some((m) => (m.split('.').pop() ?? '').includes(field))).toBe(true);
    expect(await storedCount()).toBe(before);
  });

  it('reads obligation and CIBIL-enquiry rules under their API names', async () => {
    // A loan with 20 EMIs left counts as closing when the rule says ≤ 25 pending: no obligation.
    await t.db.insert(obligationRules).values({ bank_id: ids.bank, product_id: ids.product, emis_pending: 25 });
    await t.db.insert(cibilEnquiryRules).values({ bank_id: ids.bank2, product_id: ids.product, total_enquiries_last_30_days: 0 });
    await t.settleRuleVersion();
    const { data } = (await apply(applicant())).json();
    const worked = data.eligibleBanks.find((b: { bankName: string }) => b.bankName === 'Worked Bank');
    const explanation = await explanationOf(data, 'Worked Bank');
    expect(explanation.obligations.total).toBe(0);
    expect(explanation.obligations.perLoan[0].rule).toBe('closing_soon');
    // E = 30000, FOIR cap ≈ 1,348,651 > request: the request binds.
    expect(worked.loanAmountDetails.eligibleAmount).toBe(1000000);
    const strict = data.eligibleBanks.find((b: { bankName: string }) => b.bankName === 'Strict Bank');
    expect(strict.failureCodes).toContain('ENQUIRIES_30D_EXCEEDED');
  });

  it('needs loan-evaluator create permission', async () => {
    const viewer = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await apply(applicant(), viewer.token)).statusCode).toBe(403);
  });

  it('answers JSON written as JSON.stringify writes it', async () => {
    const plain = await apply(applicant());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Same keys in the same order, same number forms: re-serialising the parsed answer gives the same text.
    expect(plain.body).toBe(JSON.stringify(JSON.parse(plain.body)));
    // The route's answer schema (the document's) reads the written answer whole.
    expect(applyAnswer.parse(plain.json())).toEqual(plain.json());
    expect(
      plain
        .json()
        .data.eligibleBanks.map((e: { bankName: string }) => e.bankName)
        .sort(),
    ).toEqual(['Strict Bank', 'Worked Bank']);
  });
});
