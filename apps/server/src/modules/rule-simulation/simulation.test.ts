import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { chargesRules, foirRules, ruleVersions } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { insertStandardPair, STANDARD_GENERAL_RULE } from '../../../test/standard-rules';

const t = testAppForFile();
const ids = { bank: '', product: '', company: '', city: '', foir: '', general: '' };
const applicationIds: string[] = [];

const applicant = (salary: number) =>
  sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, user_name: `Applicant ${salary}`, salary });

beforeAll(async () => {
  const places = await insertStandardPair(t, 'Preview', { city_name: 'Indore', state: 'Madhya Pradesh', is_metro: false }, { salary_min: 20000 });
  Object.assign(ids, { bank: places.bank, product: places.product, company: places.company, city: places.city, foir: places.rules.foir });
  ids.general = places.rules.general;
  // Charges, so that the APR is not the rate: a 1 % processing fee (with GST) and stamp duty.
  await t.db.insert(chargesRules).values({ bank_id: ids.bank, product_id: ids.product, processing_fee_percent: 1, stamp_duty: 500 });
  await t.settleRuleVersion();
  // At FOIR 5 % the two lowest salaries can borrow less than the minimum loan; the others less than they asked.
  for (const salary of [22000, 30000, 39000, 39999, 40000, 41000, 60000, 90000]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload: applicant(salary) });
    expect(res.statusCode).toBe(200);
    applicationIds.push(res.json().data.applicationId);
  }
});

/** The editor's save call for the pair's one FOIR band, at `percent`. */
const foirSave = (percent: number) => ({
  method: 'PUT' as const,
  path: '/api/foir/createandupdatefoirrule',
  query: { bank_id: ids.bank, product_id: ids.product },
  body: { rules: [{ id: ids.foir, salary_min: 0, salary_max: null, foir_percent: percent }] },
});
const simulate = (payload: unknown, auth = t.token) =>
  t.app.inject({ method: 'POST', url: '/api/rules/simulate', headers: bearer(auth), payload: payload as object });
const versionCount = async () => (await t.db.select({ n: count() }).from(ruleVersions))[0]!.n;

describe('rules/simulate', () => {
  it('reports exactly the applications whose status a tightened FOIR flips, and writes nothing', async () => {
    const versionsBefore = await versionCount();
    const res = await simulate({ changes: [foirSave(5)] });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(await versionCount()).toBe(versionsBefore);
    const [row] = await t.db.select().from(foirRules).where(eq(foirRules.id, ids.foir));
    expect(row!.salary_min).toBe(0);
    expect(data.applications).toBe(8);
    expect(data.pairsChanged).toBe(1);

    // The same change made for real: replaying each application against the new version, one by one.
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/foir/createandupdatefoirrule?bank_id=${ids.bank}&product_id=${ids.product}`,
      headers: bearer(t.token),
      payload: foirSave(5).body,
    });
    expect(save.statusCode).toBe(200);
    const version = (await t.app.inject({ method: 'GET', url: '/api/rule-versions?limit=1', headers: bearer(t.token) })).json().data.current;
    const flipped: string[] = [];
    for (const id of applicationIds) {
      const replay = (await t.app.inject({ method: 'POST', url: `/api/loanapplication/${id}/replay?version=${version}`, headers: bearer(t.token) })).json()
        .data;
      for (const d of replay.differences) if (d.before.eligibilityStatus !== d.after.eligibilityStatus) flipped.push(id);
    }
    expect(flipped.length).toBeGreaterThan(0);
    const simulated = data.affected
      .filter((a: { before: { status: string }; after: { status: string } }) => a.before.status !== a.after.status)
      .map((a: { applicationId: string }) => a.applicationId);
    expect(new Set(simulated)).toEqual(new Set(flipped));
    expect(data.eligibleToNot).toBe(flipped.length);
    expect(data.notToEligible).toBe(0);
    expect(data.perPair).toEqual([expect.objectContaining({ bankName: 'Preview Bank', productName: 'Preview Loan', eligibleToNot: flipped.length })]);
    expect(data.amountChange.totalAfter).toBeLessThan(data.amountChange.totalBefore);
    // Lower amounts that stay eligible are listed too.
    expect(data.affectedTotal).toBeGreaterThan(flipped.length);
  });

  it('lists every eligible decision a rate cut reprices, with the figures of fresh evaluations under the old and new rules', async () => {
    const rateCut = {
      method: 'PUT' as const,
      path: '/api/generaleligibility/updateGeneralRule',
      query: { id: ids.general },
      // The whole row as the editor sends it (an update replaces the row), only the rate cut.
      body: { ...STANDARD_GENERAL_RULE, salary_min: 20000, interest_rate: 10.25 },
    };
    // Back to the usual FOIR (the first test made 5 % for real), so that most decisions are eligible.
    const foir = foirSave(50);
    expect(
      (await t.app.inject({ method: 'PUT', url: `${foir.path}?bank_id=${ids.bank}&product_id=${ids.product}`, headers: bearer(t.token), payload: foir.body }))
        .statusCode,
    ).toBe(200);
    const preview = await simulate({ changes: [rateCut] });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data;
    type Side = { status: string; amount: number; estimatedEMI: number; apr: number | null; interestRate: number | null; totalInterest: number | null };
    type Row = { kind: string; applicant: string; applicationId: string; before: Side; after: Side };
    const rows = data.affected as Row[];
    const flips = data.eligibleToNot + data.notToEligible;
    expect(data.repriced + data.amountChanged + flips).toBe(data.affectedTotal);
    expect(rows).toHaveLength(data.affectedTotal);
    expect(data.repriced).toBeGreaterThan(0);
    expect(data.perPair[0]).toMatchObject({ repriced: data.repriced, amountChanged: data.amountChanged });
    // The same applicants evaluated now (the old rules), then after the cut is made for real.
    const salaries = [22000, 30000, 39000, 39999, 40000, 41000, 60000, 90000];
    const pairOf = async () => {
      const out = new Map<
        string,
        { eligibilityStatus: string; loanAmountDetails: { eligibleAmount: number; estimatedEMI: number; interestRate: number }; apr: number }
      >();
      for (const salary of salaries) {
        const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload: applicant(salary) });
        out.set(
          `Applicant ${salary}`,
          res.json().data.eligibleBanks.find((e: { bankId: string }) => e.bankId === ids.bank),
        );
      }
      return out;
    };
    const old = await pairOf();
    const save = await t.app.inject({ method: 'PUT', url: `${rateCut.path}?id=${ids.general}`, headers: bearer(t.token), payload: rateCut.body });
    expect(save.statusCode, save.body).toBe(200);
    const cut = await pairOf();

    const eligibleBefore = [...old].filter(([, e]) => e.eligibilityStatus === 'ELIGIBLE').map(([name]) => name);
    expect(eligibleBefore.length).toBeGreaterThan(0);
    // Every eligible stored decision of the window is listed, as a price or an amount change.
    expect(new Set(rows.filter((r) => r.before.status === 'ELIGIBLE').map((r) => r.applicant))).toEqual(new Set(eligibleBefore));
    expect(data.applications).toBe(salaries.length);
    expect(rows).toHaveLength(eligibleBefore.length);
    for (const row of rows) {
      expect(['price', 'amount']).toContain(row.kind);
      const was = old.get(row.applicant)!;
      const will = cut.get(row.applicant)!;
      expect(row.before).toMatchObject({
        status: 'ELIGIBLE',
        amount: was.loanAmountDetails.eligibleAmount,
        estimatedEMI: was.loanAmountDetails.estimatedEMI,
        apr: was.apr,
      });
      expect(row.after).toMatchObject({
        amount: will.loanAmountDetails.eligibleAmount,
        estimatedEMI: will.loanAmountDetails.estimatedEMI,
        apr: will.apr,
        interestRate: 10.25,
      });
      expect(row.after.apr).not.toBe(row.after.interestRate);
      expect(row.after.totalInterest!).toBeLessThan(row.before.totalInterest!);
    }
    expect(data.totalInterestChange).toBeLessThan(0);
  });

  it("compares each decision's price under the charges of its own version, not today's", async () => {
    const salaries = [40000, 60000, 90000];
    // Names of their own: a repeated input may be answered from a decision already stored.
    const named = (salary: number, name: string) =>
      sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, user_name: name, salary });
    const upfront = new Map<string, number>();
    for (const salary of salaries) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/loanapplication/apply',
        headers: bearer(t.token),
        payload: named(salary, `Charges ${salary}`),
      });
      const entry = res.json().data.eligibleBanks.find((e: { bankId: string }) => e.bankId === ids.bank);
      expect(entry.eligibilityStatus).toBe('ELIGIBLE');
      upfront.set(`Charges ${salary}`, entry.upfrontCharges);
    }
    // The processing fee is tripled after these decisions.
    await t.db.update(chargesRules).set({ processing_fee_percent: 3 }).where(eq(chargesRules.bank_id, ids.bank));
    await t.settleRuleVersion();
    const today = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload: named(60000, 'Charges today') });
    const todays = today.json().data.eligibleBanks.find((e: { bankId: string }) => e.bankId === ids.bank).upfrontCharges;
    expect(todays).toBeGreaterThan(upfront.get('Charges 60000')!);

    const res = await simulate({
      changes: [
        {
          method: 'PUT',
          path: '/api/generaleligibility/updateGeneralRule',
          query: { id: ids.general },
          body: { ...STANDARD_GENERAL_RULE, salary_min: 20000, interest_rate: 9.75 },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The test clock stamps every decision alike: the rows of this test's decisions, by name.
    const all = res.json().data.affected as { applicant: string; before: { upfrontCharges: number }; after: { upfrontCharges: number } }[];
    const rows = all.filter((r) => r.applicant.startsWith('Charges '));
    expect(rows).toHaveLength(salaries.length + 1);
    // The three older decisions keep their own (lower) charges on both sides; the newest has today's.
    for (const row of rows.filter((r) => r.applicant !== 'Charges today')) {
      expect(row.before.upfrontCharges, row.applicant).toBe(upfront.get(row.applicant));
      expect(row.after.upfrontCharges, row.applicant).toBe(upfront.get(row.applicant));
    }
    expect(rows.find((r) => r.applicant === 'Charges today')!.before.upfrontCharges).toBe(todays);
  });

  it('gives a rules editor without customer rights the counts and anonymous rows', async () => {
    const editor = await t.userWithAccess([{ module_id: 'rules-management', view: true, create: true, edit: true, delete: false, export: false }]);
    const res = await simulate({ changes: [foirSave(5)] }, editor.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.affectedTotal).toBeGreaterThan(0);
    expect(data.affected.length).toBeGreaterThan(0);
    data.affected.forEach((row: { row: number; applicationId: unknown; applicant: unknown }, i: number) =>
      expect(row).toMatchObject({ row: i + 1, applicationId: null, applicant: null }),
    );
    const named = (await simulate({ changes: [foirSave(5)] })).json().data;
    expect(named.affected[0].applicationId).toEqual(expect.any(String));
    expect({ ...data, affected: [], elapsedMs: 0 }).toEqual({ ...named, affected: [], elapsedMs: 0 });
  });

  it('limits the window to the newest applications', async () => {
    const res = await simulate({ changes: [foirSave(40)], window: { last: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.applications).toBe(3);
    expect(res.json().data.window.last).toBe(3);
  });

  it("answers the save call's own 400, naming the change, and writes nothing", async () => {
    const bad = foirSave(500);
    const res = await simulate({ changes: [bad] });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toMatch(/changes\.0/);
  });

  it('refuses malformed input with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{}, 'changes'],
      [{ changes: [] }, 'changes'],
      [{ changes: [{ method: 'GET', path: '/api/foir/getAllfoirrules' }] }, 'method'],
      [{ changes: [{ method: 'PUT', path: 'http://elsewhere/x' }] }, 'path'],
      [{ changes: [foirSave(1)], window: { last: 0 } }, 'last'],
      [{ changes: [{ method: 'DELETE', path: '/api/crmAuth/logout' }] }, 'path'],
    ] as const) {
      const res = await simulate(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().message)).toContain(field);
    }
  });

  it('needs business-rules view, and the right to make the change it previews', async () => {
    const none = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: true, edit: false, delete: false, export: false }]);
    expect((await simulate({ changes: [foirSave(1)] }, none.token)).statusCode).toBe(403);
    const viewer = await t.userWithAccess([{ module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await simulate({ changes: [foirSave(1)] }, viewer.token)).statusCode).toBe(403);
  });
});
