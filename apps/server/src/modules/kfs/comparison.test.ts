import { PRODUCT_LOAN_TYPE_LABELS, type ProductLoanType } from '@lbo/contracts/master-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { banks, chargesRules, products } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';
import { pdfPageImage, pdfPages } from '../../../test/pdf-text';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';

/* The comparison handed to the borrower: every offer by APR, every lender that made none and why. */

const t = testAppForFile();
type Entry = {
  bankId: string;
  productId: string;
  bankName: string;
  productName: string;
  eligibilityStatus: string;
  apr: number;
  totalAmountPayable: number;
  failureReasons: string[];
};
let answer: { applicationId: string; eligibleBanks: Entry[] };
const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const comparison = (query = '', token = t.token, id = answer.applicationId) =>
  t.app.inject({ method: 'GET', url: `/api/loanapplication/${id}/comparison${query}`, headers: bearer(token) });
const offers = () => answer.eligibleBanks.filter((e) => e.eligibilityStatus === 'ELIGIBLE').sort((a, b) => a.apr - b.apr);
const figures = (text: string) => [...text.matchAll(/₹[\d,]+(?:\.\d{2})?|\d+\.\d{2}%/g)].map((m) => m[0]).sort();

beforeAll(async () => {
  // Three lenders that offer at different costs (rate and fees), one that refuses the applicant's age.
  const lenders = [
    { label: 'Amber', rate: 12, fee: 2 },
    { label: 'Banyan', rate: 11, fee: 5 },
    { label: 'Cedar', rate: 13, fee: null },
    { label: 'Deodar', rate: 12, fee: null, min_age: 45 },
  ];
  let applicant = { company: '', city: '' };
  for (const l of lenders) {
    const places = await insertStandardPlaces(t.db, l.label, { city_name: `${l.label}pur`, state: 'Maharashtra', is_metro: true });
    if (!applicant.company) applicant = { company: places.company, city: places.city };
    await insertStandardRules(t.db, places.pair, { interest_rate: l.rate, ...(l.min_age ? { min_age: l.min_age } : {}) });
    if (l.fee)
      await t.db
        .insert(chargesRules)
        .values({ ...places.pair, processing_fee_percent: l.fee, gst_percent: 18, penal_charges: `${l.fee}% a month on overdue EMIs` });
  }
  await t.settleRuleVersion();
  t.clock.set(new Date('2026-11-25T06:00:00Z'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loanapplication/apply',
    headers: bearer(t.token),
    payload: { ...sampleApplicant({ companyid: applicant.company, cityId: applicant.city }, { ...SMALLER_REQUEST }), user_name: 'Asha Rao' },
  });
  answer = res.json().data;
  expect(answer.eligibleBanks.filter((e) => e.eligibilityStatus === 'ELIGIBLE')).toHaveLength(3);
  // APR orders them otherwise than their names do.
  expect(offers().map((o) => o.bankName)).not.toEqual([...offers()].sort((a, b) => a.bankName.localeCompare(b.bankName)).map((o) => o.bankName));
});

describe('the comparison of offers', () => {
  it("as HTML: the borrower, the date, every offer by APR with the answer's APR and total payable, every refusal in words, the neutrality statement", async () => {
    const res = await comparison();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<td>Asha Rao</td>');
    expect(html).toContain('25 Nov 2026');
    expect(html).toContain('No offer is marked best or recommended');
    const rows = [...html.matchAll(/<tr><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]*)<\/td>((?:<td class="n">[^<]*<\/td>)+)<td>([^<]*)<\/td><\/tr>/g)];
    expect(rows.map((r) => r[1])).toEqual(offers().map((o) => o.bankName));
    for (const [i, o] of offers().entries()) {
      const cells = [...rows[i]![4]!.matchAll(/<td class="n">([^<]*)<\/td>/g)].map((m) => m[1]);
      expect(cells[2]).toBe(`${o.apr.toFixed(2)}%`);
      expect(cells[6]).toBe(`₹${INR.format(o.totalAmountPayable)}`);
      // Loan type: the product's own where products carry one, else a dash.
      const [product] = await t.db.select().from(products).where(eq(products.id, o.productId));
      const loanType = (product as Record<string, unknown>).loan_type;
      // The loan type in words, as the products contract labels it.
      expect(rows[i]![3]).toBe(PRODUCT_LOAN_TYPE_LABELS[loanType as ProductLoanType]);
    }
    expect(html).toContain('Lenders that made no offer (1)');
    expect(html).toContain('<tr><td>Deodar Bank</td><td>Deodar Loan</td><td>Applicant is younger than the minimum age</td></tr>');
    expect(html).toContain('id="lbo-print"');
  });

  it('as PDF (A4 landscape): its text holds every offer with its APR and total payable, and every refused lender', async () => {
    const res = await comparison('?format=pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain('Asha Rao');
    const aprs = offers().map((o) => `${o.apr.toFixed(2)}%`);
    expect(aprs.map((apr) => text.indexOf(apr))).toEqual([...aprs.map((apr) => text.indexOf(apr))].sort((a, b) => a - b));
    for (const o of offers()) {
      expect(text).toContain(o.bankName);
      expect(text).toContain(`₹${INR.format(o.totalAmountPayable)}`);
    }
    expect(text).toContain('Deodar Bank');
    expect(text).toContain('Applicant is younger than the minimum age');
    const page = await pdfPageImage(res.rawPayload, 1, 'comparison-en-page-1');
    expect(page.width).toBeGreaterThan(page.height);
  });

  it("in Hindi: Devanagari, with the English rendering's figures, as HTML and as PDF", async () => {
    const english = await comparison('?lang=en');
    const hindi = await comparison('?lang=hi');
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('ऋण प्रस्तावों की तुलना');
    expect(hindi.body).toContain('आवेदक की आयु न्यूनतम आयु से कम है');
    // Each offer's loan type (the products here are OTHER) in Hindi words.
    expect(hindi.body.match(/<td>अन्य<\/td>/g)).toHaveLength(offers().length);
    expect(hindi.body).not.toContain('<td>Other</td>');
    expect(figures(hindi.body)).toEqual(figures(english.body));

    const pdf = await comparison('?lang=hi&format=pdf');
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toMatch(/[\u0900-\u097F]/);
    for (const o of offers()) expect(text).toContain(`${o.apr.toFixed(2)}%`);
    const page = await pdfPageImage(pdf.rawPayload, 1, 'comparison-hi-page-1');
    expect(page.width).toBeGreaterThan(page.height);
    expect(page.ink).toBeGreaterThan(0.01);
  });

  it('answers 400 naming lang, 404 for an unknown application, 403 without the Loan Evaluator', async () => {
    const bad = await comparison('?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ lang: 'must be one of en, hi' });
    expect((await comparison('', t.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const outsider = await t.userWithAccess([{ module_id: 'customer-master', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await comparison('', outsider.token)).statusCode).toBe(403);
  });

  it("names a lender's facts as missing on its offers' statements until its bank has them", async () => {
    const [bank] = await t.db.select({ id: banks.id }).from(banks).where(eq(banks.name, 'Amber Bank'));
    const facts = await t.app.inject({ method: 'GET', url: `/api/loanapplication/${answer.applicationId}/kfs-facts`, headers: bearer(t.token) });
    expect(facts.json().data.lenders.map((l: { bankName: string }) => l.bankName)).toEqual(['Amber Bank', 'Banyan Bank', 'Cedar Bank']);
    expect(facts.json().data.lenders[0]).toEqual({
      bankId: bank!.id,
      bankName: 'Amber Bank',
      missing: ['grievance_officer_name', 'grievance_officer_phone', 'grievance_officer_email', 'uses_recovery_agents'],
    });
  });
});
