import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { evaluatePair, SUGGESTION_INPUTS, type PairRules } from '@lbo/eligibility';
import { generalEligibilityRules } from '../../db/schema';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { benchApplicant, insertRuleSet, syntheticPairs } from '../../../bench/synthetic-rules';
import { loadRuleSet } from './rule-set.repository';

const PAIRS = 200;
const COMPANY = '00000000-0000-4000-9000-00000000c0de';
const CITY = '00000000-0000-4000-9000-0000000c17e0';
const CATEGORIES: [string, string] = ['00000000-0000-4000-9000-0000000ca701', '00000000-0000-4000-9000-0000000ca702'];

const t = testAppForFile();
let pairs: PairRules[];

beforeAll(async () => {
  pairs = syntheticPairs(PAIRS, COMPANY, CATEGORIES);
  await insertRuleSet(t.db, pairs, { company: COMPANY, city: CITY, categories: CATEGORIES });
  await t.settleRuleVersion();
});

const body = (over: Record<string, unknown> = {}) => ({ ...benchApplicant, companyid: COMPANY, cityId: CITY, evaluation_date: '2026-11-24', ...over });
const apply = async (over: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload: body(over) });
  expect(res.statusCode).toBe(200);
  return { data: res.json().data, bytes: Buffer.byteLength(res.body) };
};
const explain = (applicationId: string, bankId: string, productId: string, auth = t.token) =>
  t.app.inject({ method: 'GET', url: `/api/loanapplication/${applicationId}/pairs/${bankId}/${productId}/explanation`, headers: bearer(auth) });
const replay = (applicationId: string, query = '', auth = t.token) =>
  t.app.inject({ method: 'POST', url: `/api/loanapplication/${applicationId}/replay${query}`, headers: bearer(auth) });

describe('compact answers and stored decisions', () => {
  it(`answers ${PAIRS} pairs in under 600 bytes a pair with the fields the specification names and the offer's terms`, async () => {
    const { data, bytes } = await apply();
    expect(data.totalBanksChecked).toBe(PAIRS);
    // The named fields with two UUIDs came to ~380 bytes a pair; the six offer fields add ~190 with
    // the lender's penal charges in words (docs/benchmarks.md). Explanations made it ~900 KB before.
    expect(bytes).toBeLessThanOrEqual(120 * 1024);
    expect(bytes / PAIRS).toBeLessThan(600);
    expect(Object.keys(data).sort()).toEqual(['applicationId', 'customerId', 'eligibleBanks', 'eligibleCount', 'ruleVersion', 'totalBanksChecked']);
    for (const entry of data.eligibleBanks) {
      expect(Object.keys(entry).sort()).toEqual(
        [
          'appliedMaxTenure',
          'apr',
          'bankId',
          'bankName',
          'bindingCap',
          'eligibilityStatus',
          'failureCodes',
          'failureReasons',
          'grantedTenure',
          'loanAmountDetails',
          'loanType',
          'netDisbursedAmount',
          'penalCharges',
          'productId',
          'productName',
          'totalAmountPayable',
          'totalInterest',
          'upfrontCharges',
        ].sort(),
      );
    }
  });

  it('is compressed on the wire with brotli or gzip when the client takes it, to a tenth of its bytes or less', async () => {
    const { data, bytes } = await apply();
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/loanapplication/apply',
        headers: { ...bearer(t.token), 'accept-encoding': `${encoding}, identity;q=0.5` },
        payload: body(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(bytes / 10);
      const answer = JSON.parse(decode(res.rawPayload).toString('utf8'));
      expect(answer.data.eligibleBanks).toEqual(data.eligibleBanks);
    }
  });

  it('explains a pair exactly as the engine does', async () => {
    const { data } = await apply({ salary: 30000 });
    const ruleSet = await loadRuleSet(t.db);
    const byKey = new Map(pairs.map((p) => [`${p.bank.id}:${p.product.id}`, p]));
    const checked = [data.eligibleBanks[0], data.eligibleBanks.at(-1)];
    for (const entry of checked) {
      const res = await explain(data.applicationId, entry.bankId, entry.productId);
      expect(res.statusCode).toBe(200);
      const rules = ruleSet.find((p) => p.bank.id === entry.bankId && p.product.id === entry.productId)!;
      const expected = evaluatePair(
        {
          applicant: { ...body({ salary: 30000 }), cibilScore: 765 } as never,
          evaluationDate: '2026-11-24',
          company: { id: COMPANY, company_name: 'Bench Co', is_listed: true, registration_type: 'PRIVATE_LIMITED' },
          city: { id: CITY, city_name: 'Mumbai', is_metro: true },
          pairs: [],
          categoryNames: new Map(CATEGORIES.map((id, i) => [id, `Bench CAT ${i}`])),
        },
        { ...rules, mappings: byKey.get(`${entry.bankId}:${entry.productId}`)!.mappings },
      )!;
      const { explanation, suggestions, noSuggestionReason, ...rest } = res.json().data;
      const { categoryName, ...engineExplanation } = explanation;
      expect(engineExplanation).toEqual(JSON.parse(JSON.stringify(expected.explanation)));
      expect(rest).toEqual(JSON.parse(JSON.stringify({ ...expected, explanation: undefined })));
      // A refusal says what would make it eligible (or why nothing alone would); an offer does not.
      if (expected.eligibilityStatus === 'NOT_ELIGIBLE')
        expect(Array.isArray(suggestions) && (suggestions.length > 0 || typeof noSuggestionReason === 'string')).toBe(true);
      else expect(suggestions).toBeUndefined();
      for (const s of suggestions ?? []) expect(SUGGESTION_INPUTS).toContain(s.input);
      expect(categoryName).toMatch(/^Bench CAT [01]$/);
      // The notes name the category, never its id, and no row by its id.
      for (const note of engineExplanation.notes) expect(note).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|\b[a-z]+(?:_[a-z]+)+\b/);
      // The compact entry is the explained one without its explanation.
      expect(entry.eligibilityStatus).toBe(expected.eligibilityStatus);
      expect(entry.loanAmountDetails).toEqual(expected.loanAmountDetails);
      expect(entry.bindingCap).toBe(expected.explanation.bindingCap);
    }
  });

  it('replays a decision identically against its version and shows the differences against a newer one', async () => {
    const { data } = await apply();
    const same = await replay(data.applicationId);
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ matches: true, differences: [], version: data.ruleVersion, evaluatedVersion: data.ruleVersion });
    expect(same.json().data.result.eligibleBanks).toEqual(data.eligibleBanks);

    // Tighten one eligible pair: its salary minimum above the applicant's salary.
    const target = data.eligibleBanks.find((e: { eligibilityStatus: string }) => e.eligibilityStatus === 'ELIGIBLE');
    await t.db.update(generalEligibilityRules).set({ salary_min: 500000 }).where(eq(generalEligibilityRules.bank_id, target.bankId));
    await t.settleRuleVersion();
    const newer = (await apply()).data.ruleVersion;
    expect(newer).toBeGreaterThan(data.ruleVersion);

    // Against its own version the old decision still replays exactly.
    expect((await replay(data.applicationId)).json().data.matches).toBe(true);
    const diff = await replay(data.applicationId, `?version=${newer}`);
    expect(diff.statusCode).toBe(200);
    const { differences, matches, version } = diff.json().data;
    expect(matches).toBe(false);
    expect(version).toBe(newer);
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatchObject({
      bankId: target.bankId,
      productId: target.productId,
      before: { eligibilityStatus: 'ELIGIBLE' },
      after: { eligibilityStatus: 'NOT_ELIGIBLE', eligibleAmount: 0 },
    });
    expect(differences[0].after.failureCodes).toContain('SALARY_BELOW_MIN');
  });

  it('answers 404 for unknown applications, pairs and versions, 400 for malformed ids', async () => {
    const { data } = await apply();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const entry = data.eligibleBanks[0];
    expect((await explain(unknown, entry.bankId, entry.productId)).statusCode).toBe(404);
    expect((await explain(data.applicationId, unknown, entry.productId)).statusCode).toBe(404);
    expect((await replay(unknown)).statusCode).toBe(404);
    expect((await replay(data.applicationId, '?version=999999')).statusCode).toBe(404);
    const bad = await explain('nope', entry.bankId, entry.productId);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toMatch(/applicationId/);
    expect((await replay(data.applicationId, '?version=x')).statusCode).toBe(400);
  });

  it('needs loan-evaluator view to explain and replay', async () => {
    const { data } = await apply();
    const entry = data.eligibleBanks[0];
    const none = await t.userWithAccess([{ module_id: 'rules-management', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await explain(data.applicationId, entry.bankId, entry.productId, none.token)).statusCode).toBe(403);
    expect((await replay(data.applicationId, '', none.token)).statusCode).toBe(403);
    const viewer = await t.userWithAccess([{ module_id: 'loan-evaluator', view: true, create: false, edit: false, delete: false, export: false }]);
    expect((await explain(data.applicationId, entry.bankId, entry.productId, viewer.token)).statusCode).toBe(200);
  });
});
