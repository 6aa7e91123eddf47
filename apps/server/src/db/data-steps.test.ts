import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { customers, loanApplications } from './schema';
import { migrateStoredDecisions } from './data-steps';
import { bearer } from '../../test/test-app';
import { testAppForFile } from '../../test/test-app-for-file';
import { insertStandardPlaces, insertStandardRules } from '../../test/standard-rules';
import { loanApplicationRequestSchema } from '@lbo/contracts/loan-application';
import { sampleApplicant, SMALLER_REQUEST } from '@lbo/contracts/testing/sample-applicant';

/**
 * Decisions stored in every shape earlier releases wrote, moved into the one stored shape by the
 * data step that runs at start: each opens, explains and replays as it did before.
 */
const t = testAppForFile();
const ids = { bank: '', product: '', company: '', city: '', customer: '' };
type Entry = {
  bankId: string;
  productId: string;
  eligibilityStatus: string;
  loanAmountDetails: { eligibleAmount: number; interestRate: number | null; estimatedEMI: number };
  grantedTenure: number;
  failureCodes: string[];
  bindingCap: string | null;
};
let answer: { applicationId: string; ruleVersion: number; eligibleBanks: Entry[] };
const fixtures: Record<string, string> = {};

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.token) });
const post = (url: string) => t.app.inject({ method: 'POST', url, headers: bearer(t.token) });
const explanationOf = (id: string) => get(`/api/loanapplication/${id}/pairs/${ids.bank}/${ids.product}/explanation`);

const summaryPair = (e: Entry, withCap: boolean) => ({
  bankId: e.bankId,
  productId: e.productId,
  eligibilityStatus: e.eligibilityStatus,
  eligibleAmount: e.loanAmountDetails.eligibleAmount,
  interestRate: e.loanAmountDetails.interestRate,
  estimatedEMI: e.loanAmountDetails.estimatedEMI,
  grantedTenure: e.grantedTenure,
  failureCodes: e.failureCodes,
  ...(withCap ? { bindingCap: e.bindingCap } : {}),
});

beforeAll(async () => {
  const places = await insertStandardPlaces(t.db, 'Shape', { city_name: 'Nashik', state: 'Maharashtra', is_metro: false });
  Object.assign(ids, { bank: places.bank, product: places.product, company: places.company, city: places.city });
  await insertStandardRules(t.db, places.pair);
  await t.settleRuleVersion();
  const input = sampleApplicant({ companyid: ids.company, cityId: ids.city }, { ...SMALLER_REQUEST, evaluation_date: '2026-11-24' });
  const res = await t.app.inject({ method: 'POST', url: '/api/loanapplication/apply', headers: bearer(t.token), payload: input });
  expect(res.statusCode).toBe(200);
  answer = res.json().data;
  const [customer] = await t.db.insert(customers).values({ reference: 'SHAPE-1', name: 'Old Shapes' }).returning();
  ids.customer = customer!.id;
  // The whole answer with its explanations, as the first release kept it.
  const fullAnswer = {
    totalBanksChecked: 1,
    eligibleCount: 1,
    eligibleBanks: [{ ...answer.eligibleBanks[0], explanation: { checks: [], notes: ['as given then'], bindingCap: 'foir' } }],
  };
  const rows = {
    full: { result: fullAnswer, rule_version: null, evaluation_date: null },
    versionedNoCap: {
      result: { totalBanksChecked: 1, eligibleCount: 1, pairs: answer.eligibleBanks.map((e) => summaryPair(e, false)) },
      rule_version: answer.ruleVersion,
      evaluation_date: '2026-11-24',
    },
    versioned: {
      result: { totalBanksChecked: 1, eligibleCount: 1, pairs: answer.eligibleBanks.map((e) => summaryPair(e, true)) },
      rule_version: answer.ruleVersion,
      evaluation_date: '2026-11-24',
    },
  };
  for (const [name, row] of Object.entries(rows)) {
    const [stored] = await t.db
      .insert(loanApplications)
      .values({
        user_name: `Old ${name}`,
        customer_id: ids.customer,
        input: loanApplicationRequestSchema.parse(input),
        total_banks_checked: 1,
        eligible_count: 1,
        ...row,
      })
      .returning({ id: loanApplications.id });
    fixtures[name] = stored!.id;
  }
  expect(await migrateStoredDecisions(t.db)).toBe(3);
});

describe('decisions in older stored shapes', () => {
  it('are all moved into the compact shape, their old columns emptied; a second run moves nothing', async () => {
    const [left] = await t.db.select({ n: count() }).from(loanApplications).where(isNull(loanApplications.pair_ids));
    expect(left!.n).toBe(0);
    const [old] = await t.db
      .select({ n: count() })
      .from(loanApplications)
      .where(sql`${loanApplications.result} IS NOT NULL`);
    expect(old!.n).toBe(0);
    expect(await migrateStoredDecisions(t.db)).toBe(0);
  });

  it.each(['full'])('%s (no rule version): explains with the explanation given then, and replay answers 409 saying why', async (name) => {
    const explained = await explanationOf(fixtures[name]!);
    expect(explained.statusCode).toBe(200);
    expect(explained.json().data.explanation).toEqual({ checks: [], notes: ['as given then'], bindingCap: 'foir' });
    expect(explained.json().data.loanAmountDetails).toEqual(answer.eligibleBanks[0]!.loanAmountDetails);
    const replay = await post(`/api/loanapplication/${fixtures[name]}/replay`);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toContain('before rule versions existed');
  });

  it.each(['versionedNoCap', 'versioned'])('%s: replays identically and explains from input, date and version', async (name) => {
    const replay = await post(`/api/loanapplication/${fixtures[name]}/replay`);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ matches: true, differences: [] });
    const explained = await explanationOf(fixtures[name]!);
    expect(explained.statusCode).toBe(200);
    expect(explained.json().data.loanAmountDetails).toEqual(answer.eligibleBanks[0]!.loanAmountDetails);
    expect(explained.json().data.explanation.checks.length).toBeGreaterThan(0);
  });

  it('open in the customer history with their offers', async () => {
    const detail = (await get(`/api/customers/${ids.customer}`)).json().data;
    expect(detail.history).toHaveLength(3);
    for (const h of detail.history)
      expect(h.bestOffer).toMatchObject({
        bankName: 'Shape Bank',
        productName: 'Shape Loan',
        amount: answer.eligibleBanks[0]!.loanAmountDetails.eligibleAmount,
      });
  });

  it('keep the binding cap where they had one', async () => {
    const [row] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, fixtures.versioned!));
    const [noCap] = await t.db.select().from(loanApplications).where(eq(loanApplications.id, fixtures.versionedNoCap!));
    expect(row!.pair_meta![0]! >>> 17).toBeGreaterThan(0);
    expect(noCap!.pair_meta![0]! >>> 17).toBe(0);
  });
});
