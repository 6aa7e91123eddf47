import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { banks, chargesRules } from '../../db/schema';
import { rowsOf } from '../../db/raw-rows';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { insertStandardPlaces, insertStandardRules } from '../../../test/standard-rules';
import { pdfPageImage, pdfPages } from '../../../test/pdf-text';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';

/* The KFS in the borrower's language: one number per offer, a rendering per language beside it. */

const t = testAppForFile();
const ids = { bank: '', product: '', company: '', city: '' };
const DEVANAGARI = /[\u0900-\u097F]/;
// The figures of a statement: rupees to the paisa and percentages.
const figures = (text: string) => [...text.matchAll(/₹[\d,]+\.\d{2}|\d+\.\d{2}%/g)].map((m) => m[0]).sort();

const apply = async (over: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loanapplication/apply',
    headers: bearer(t.token),
    payload: { ...sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST }), ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { applicationId: string; customerId: string; eligibleBanks: Record<string, unknown>[] };
};
const kfs = (applicationId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/loanapplication/${applicationId}/pairs/${ids.bank}/${ids.product}/kfs${query}`, headers: bearer(t.token) });
const renderings = async (applicationId: string) =>
  rowsOf<{ language: string; proposal_number: string; issued_on: string; valid_until: string; html: string }>(
    await t.db.execute(sql`
      SELECT language, proposal_number, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, to_char(valid_until, 'YYYY-MM-DD') AS valid_until, html
      FROM kfs_documents WHERE application_id = ${applicationId}::uuid ORDER BY language`),
  );

beforeAll(async () => {
  const places = await insertStandardPlaces(t.db, 'Bhasha', { city_name: 'Lucknow', state: 'Uttar Pradesh', is_metro: false });
  Object.assign(ids, { bank: places.bank, product: places.product, company: places.company, city: places.city });
  await t.db
    .update(banks)
    .set({
      grievance_officer_name: 'Meera Iyer',
      grievance_officer_phone: '+91 22 6160 0100',
      grievance_officer_email: 'gro@bhasha.example',
      uses_recovery_agents: true,
    })
    .where(eq(banks.id, places.bank));
  await insertStandardRules(t.db, places.pair);
  await t.db
    .insert(chargesRules)
    .values({ ...places.pair, processing_fee_percent: 2, gst_percent: 18, stamp_duty: 500, penal_charges: '2% a month on overdue EMIs' });
  await t.settleRuleVersion();
  t.clock.set(new Date('2026-11-25T06:00:00Z'));
});

describe('a Key Fact Statement in Hindi', () => {
  it("is Devanagari with the English rendering's figures, number and dates; both are stored as one statement", async () => {
    const { applicationId } = await apply();
    const english = await kfs(applicationId, '?lang=en');
    t.clock.set(new Date('2026-11-26T06:00:00Z')); // a day later: the Hindi rendering keeps the first's dates
    const hindi = await kfs(applicationId, '?lang=hi');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('मुख्य तथ्य विवरण (KFS)');
    // The product's loan type (OTHER) in the catalogue's words too.
    expect(english.body).toContain('<tr><th scope="row">Type of loan</th><td>Other</td></tr>');
    expect(hindi.body).toContain('<tr><th scope="row">ऋण का प्रकार</th><td>अन्य</td></tr>');
    expect(hindi.body).toMatch(/@font-face\{font-family:"Noto Sans Devanagari";src:url\(data:font\/woff;base64,/);
    const number = /KFS-2026-\d{6}/.exec(english.body)![0];
    expect(hindi.body).toContain(number);
    expect(hindi.body).toContain('25 नवंबर 2026');
    expect(hindi.body).toContain('30 नवंबर 2026');
    expect(figures(hindi.body)).toEqual(figures(english.body));
    expect(figures(hindi.body).length).toBeGreaterThan(100);
    // The lender's own facts, not the placeholder.
    expect(hindi.body).toContain('Meera Iyer, +91 22 6160 0100, gro@bhasha.example');
    expect(hindi.body).not.toContain('ऋण करार में बताए नाम के अनुसार');

    const rows = await renderings(applicationId);
    expect(rows.map((r) => [r.language, r.proposal_number, r.issued_on, r.valid_until])).toEqual([
      ['en', number, '2026-11-25', '2026-11-30'],
      ['hi', number, '2026-11-25', '2026-11-30'],
    ]);
    // Served with a print button; stored as issued, without it.
    expect(hindi.body).toContain('id="lbo-print"');
    expect(rows[1]!.html).not.toContain('lbo-print');
    expect(hindi.body.replace(/\n<style>\.lbo-bar[\s\S]*?<\/script>/, '')).toBe(rows[1]!.html);
    expect(hindi.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect((await kfs(applicationId, '?lang=hi')).body).toBe(hindi.body);
  });

  it('as a PDF: Devanagari text with the same APR, EMI and KFS number, and a page that draws', async () => {
    const { applicationId, eligibleBanks } = await apply();
    const english = (await pdfPages((await kfs(applicationId, '?format=pdf&lang=en')).rawPayload)).join('\n');
    const res = await kfs(applicationId, '?format=pdf&lang=hi');
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(res.rawPayload);
    const hindi = pages.join('\n');
    // Text extraction reorders Devanagari vowel signs: compare figures, never Hindi words.
    expect(hindi).toMatch(DEVANAGARI);
    const apr = `${(eligibleBanks[0]!.apr as number).toFixed(2)}%`;
    const emi = /EMI amount\s+(₹[\d,]+\.\d{2})/.exec(english)![1]!;
    for (const figure of [apr, emi, /KFS-2026-\d{6}/.exec(english)![0]]) expect(hindi).toContain(figure);
    expect(figures(hindi)).toEqual(figures(english));

    const first = await pdfPageImage(res.rawPayload, 1, 'kfs-hi-page-1');
    expect(first.png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(first.height / first.width).toBeCloseTo(297 / 210, 2);
    expect(first.ink).toBeGreaterThan(0.01);
  });

  it('repeats the schedule header on every page it reaches, and never leaves a header without a row under it', async () => {
    const { applicationId, eligibleBanks } = await apply({ requestedTenureMonths: 60 });
    const pages = await pdfPages((await kfs(applicationId, '?format=pdf&lang=en')).rawPayload);
    const rowText = String.raw`(?:^|\s)(\d{1,3})\s+₹[\d,]+\.\d{2}\s+₹[\d,]+\.\d{2}\s+₹[\d,]+\.\d{2}\s+₹[\d,]+\.\d{2}\s+₹[\d,]+\.\d{2}`;
    const row = new RegExp(rowText);
    const header = 'EMI Opening principal Principal Interest Instalment Closing principal';
    const withRows = pages.filter((p) => row.test(p));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of pages) {
      const rowAt = page.search(row);
      const lastHeader = page.lastIndexOf(header);
      if (rowAt >= 0) expect(page.indexOf(header), 'the header above the first row of the page').toBeLessThan(rowAt);
      if (lastHeader >= 0) expect(page.slice(lastHeader + header.length), 'a row under the last header of the page').toMatch(row);
    }
    const months = pages.flatMap((p) => [...p.matchAll(new RegExp(rowText, 'g'))].map((m) => Number(m[1])));
    expect(months).toEqual(Array.from({ length: eligibleBanks[0]!.grantedTenure as number }, (_, i) => i + 1));
    expect(months.length).toBeGreaterThan(40);
  });

  it('asked for in two languages at once, keeps one number for the offer', async () => {
    const { applicationId } = await apply();
    const answers = await Promise.all([kfs(applicationId, '?lang=hi'), kfs(applicationId, '?lang=en'), kfs(applicationId, '?lang=hi&format=pdf')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const rows = await renderings(applicationId);
    expect(rows.map((r) => r.language)).toEqual(['en', 'hi']);
    expect(new Set(rows.map((r) => r.proposal_number)).size).toBe(1);
    expect(answers[0]!.body).toContain(rows[0]!.proposal_number);
  });
});

describe("the applicant's preferred language", () => {
  it('is kept on the customer and is the default; an apply without it keeps it and answers as before', async () => {
    const reference = 'LANG-0001';
    const first = await apply({ customer_reference: reference, preferredLanguage: 'HI' });
    const [customer] = rowsOf<{ preferred_language: string | null }>(
      await t.db.execute(sql`SELECT preferred_language FROM customers WHERE id = ${first.customerId}::uuid`),
    );
    expect(customer!.preferred_language).toBe('hi');
    const byDefault = await kfs(first.applicationId);
    expect(byDefault.headers['content-language']).toBe('hi');
    expect(byDefault.body).toContain('<html lang="hi">');

    const second = await apply({ customer_reference: reference });
    expect(second.customerId).toBe(first.customerId);
    expect((await kfs(second.applicationId)).headers['content-language']).toBe('hi');
    // The answer is the same with or without a language.
    const strip = ({ applicationId: _a, customerId: _c, ...rest }: Record<string, unknown>) => rest;
    expect(strip(second)).toEqual(strip(first));
    expect(strip(await apply({ preferredLanguage: 'en' }))).toEqual(strip(first));
  });

  it('refuses a language it has no catalogue of, naming the field', async () => {
    const { applicationId } = await apply();
    const res = await kfs(applicationId, '?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ['lang must be one of en, hi'], errors: { lang: 'must be one of en, hi' } });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/loanapplication/apply',
      headers: bearer(t.token),
      payload: { ...sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST }), preferredLanguage: 'fr' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual({ preferredLanguage: 'must be one of en, hi' });
  });
});

describe('kfs-facts', () => {
  it("lists the offers' lenders whose statements lack Part 2 facts, at the decision's version", async () => {
    const path = (id: string) => `/api/loanapplication/${id}/kfs-facts`;
    const complete = await apply();
    expect((await t.app.inject({ method: 'GET', url: path(complete.applicationId), headers: bearer(t.token) })).json().data).toEqual({ lenders: [] });
    await t.db.update(banks).set({ grievance_officer_phone: null }).where(eq(banks.id, ids.bank));
    await t.settleRuleVersion();
    const lacking = await apply();
    const res = await t.app.inject({ method: 'GET', url: path(lacking.applicationId), headers: bearer(t.token) });
    expect(res.json().data).toEqual({ lenders: [{ bankId: ids.bank, bankName: 'Bhasha Bank', missing: ['grievance_officer_phone'] }] });
    // The earlier decision keeps the facts of its own version.
    expect((await t.app.inject({ method: 'GET', url: path(complete.applicationId), headers: bearer(t.token) })).json().data).toEqual({ lenders: [] });
  });
});
