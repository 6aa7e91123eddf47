import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateApplication, type Applicant, type PairRules } from '@lbo/eligibility';
import { RULE_GROUP_DEFINITIONS } from '@lbo/contracts/rule-groups';
import { TEST_PROFILE, TYPICAL_DEMO_REQUEST } from '@lbo/contracts/testing/sample-applicant';
import { banks, generalEligibilityRules, multiplierRules, products, rulesInfo, ruleSetRows } from '../../db/schema';
import { DEMO_BANKS, DEMO_CATEGORIES, DEMO_PRODUCT_LOAN_TYPES, DEMO_PRODUCTS } from '../../db/seed/demo-master-data';
import { seedDemoRules } from '../../db/seed/demo-rules';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadRuleSet } from '../loan-application';
import { caller, insertCategories, pairQuery, rowCount } from './rules.fixtures';
import { ruleTableOf } from './shared/rule-group-tables';

/*
 * The demo policy: complete rules in every rule group for every demo bank and product, valid by
 * the editor's own rules, and varied enough that a typical applicant is eligible at most pairs
 * but not all.
 */

let t: TestApp;
let categories: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // What the master-data seed writes: the rules seed finds each bank, product and category by name.
  await t.db.insert(banks).values(DEMO_BANKS.map((name) => ({ name })));
  await t.db.insert(products).values(DEMO_PRODUCTS.map((name) => ({ name, loan_type: DEMO_PRODUCT_LOAN_TYPES[name] })));
  categories = await insertCategories(t.db, [...DEMO_CATEGORIES]);
  await seedDemoRules(t.db, t.app.log, t.adminId);
});
afterAll(async () => t.close());

/** 30 years, ₹60,000 a month, CIBIL 750, asking ₹5,00,000 over 36 months, no loans. */
const typical: Applicant = {
  ...TEST_PROFILE,
  ...TYPICAL_DEMO_REQUEST,
  isMarried: false,
  permanenthouseownedproof: false,
  isHostel: false,
  CIBIL_REPORT_PARAMETERS: { Loans: [], ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 1, CAPSLast90Days: 2, CAPSLast180Days: 3 } },
};

function evaluate(category: string | null) {
  return (async () => {
    const ruleSet = await loadRuleSet(t.db);
    const pairs: PairRules[] = ruleSet.map((p) => ({
      ...p,
      mappings: category ? [{ company_id: 'company-1', category_id: category, is_active: true }] : [],
    }));
    return evaluateApplication({
      applicant: typical,
      evaluationDate: '2025-06-15',
      company: { id: 'company-1', company_name: 'Listed Co', is_listed: true, registration_type: 'PUBLIC_LIMITED' },
      city: { id: 'city-1', city_name: 'Mumbai', is_metro: true },
      pairs,
    });
  })();
}

describe('demo rules', () => {
  it('fill every rule group for every bank and product, with rules-info by the admin', async () => {
    const pairs = DEMO_BANKS.length * DEMO_PRODUCTS.length;
    const expectedRows: Record<(typeof RULE_GROUP_DEFINITIONS)[number]['group'], number> = {
      generalEligibility: pairs,
      employment: pairs,
      obligationType: pairs,
      cibilEnquiry: pairs,
      charges: pairs,
      // Government, LLP, partnership, proprietorship, one-person company, trust or society: private and
      // public limited companies have no limits of their own.
      registrationType: pairs * 6,
      // four categories and the category-less fallback: two bands each, one salary tier each
      multiplier: pairs * 10,
      foir: pairs * 10,
      bankSalary: pairs * 5,
      bankTransfer: DEMO_BANKS.length,
    };
    for (const definition of RULE_GROUP_DEFINITIONS) {
      expect(await rowCount(t.db, ruleTableOf(definition)), definition.group).toBe(expectedRows[definition.group]);
    }
    const info = await t.db.select().from(rulesInfo);
    expect(info).toHaveLength(pairs);
    expect(info.every((r) => r.created_by === t.adminId && r.created_by_name === 'Administrator')).toBe(true);

    const general = await t.db.select().from(generalEligibilityRules);
    expect(general.every((g) => typeof g.interest_rate === 'number' && g.interest_rate >= 8 && g.interest_rate <= 17)).toBe(true);
    const withoutHighRate = general.filter((g) => g.high_cibil_interest_rate === null).length;
    expect(withoutHighRate).toBeGreaterThanOrEqual(2);
    expect(withoutHighRate).toBeLessThan(pairs / 4);
    expect(new Set(general.map((g) => g.cibil_min_score)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(general.map((g) => g.salary_min)).size).toBeGreaterThanOrEqual(4);
  });

  it('is skipped when general eligibility rules exist', async () => {
    const before = await rowCount(t.db, multiplierRules);
    await seedDemoRules(t.db, t.app.log, t.adminId);
    expect(await rowCount(t.db, multiplierRules)).toBe(before);
  });

  it('passes the editor validation: every row group saves back unchanged', async () => {
    const api = caller(t, await t.signIn());
    const list = await api.get('/api/rulesinfo/getAllRulesinfo?limit=100');
    expect(list.body.pageDetails.totalCount).toBe(DEMO_BANKS.length * DEMO_PRODUCTS.length);
    const versionedRows = await rowCount(t.db, ruleSetRows);
    for (const pair of list.body.rulesInfoData as { bank_id: string; product_id: string }[]) {
      const q = pairQuery(pair);
      const multiplier = (await api.get(`/api/multiplier/getMultiplierRuleByBankandProductId?${q}`)).body.data;
      expect((await api.put(`/api/multiplier/createandupdatemultiplierRule?${q}`, multiplier)).status).toBe(200);
      const foir = (await api.get(`/api/foir/getAllfoirrules?page=1&limit=10000&${q}`)).body.data.foirRules;
      expect((await api.put(`/api/foir/createandupdatefoirrule?${q}`, foir)).status).toBe(200);
      const registration = (await api.get(`/api/registrationrules/getAllRegistrationRules?page=1&limit=1000&${q}`)).body.data.registration_rules;
      expect((await api.put(`/api/registrationrules/createandupdateRegistrationRule?${q}`, { rules: registration })).status).toBe(200);
      const salary = (await api.get(`/api/banksalary/getSalaryRulesByBankandProduct?${q}`)).body.data;
      expect((await api.put(`/api/banksalary/createandupdateBankSalaryRules?${q}`, salary)).status).toBe(200);
      const general = (await api.get(`/api/generaleligibility/getGeneralRuleBybankandproduct?${q}`)).body.data;
      expect((await api.put(`/api/generaleligibility/updateGeneralRule?id=${general.id}`, general)).status).toBe(200);
    }
    // Nothing was different, so the versioned rows recorded no change.
    expect(await rowCount(t.db, ruleSetRows)).toBe(versionedRows);
  });

  it('makes a typical applicant eligible at most pairs but not all, with answers that differ by bank', async () => {
    for (const category of [categories['CAT A']!, categories['Super CAT A']!, categories['CAT C']!, null]) {
      const result = await evaluate(category);
      expect(result.totalBanksChecked).toBe(DEMO_BANKS.length * DEMO_PRODUCTS.length);
      const refused = result.eligibleBanks.filter((e) => e.eligibilityStatus !== 'ELIGIBLE').map((e) => `${e.bankName} / ${e.productName}`);
      expect(refused.sort()).toEqual(['Bajaj Finserv / Business Loan', 'Kotak Mahindra Bank / Business Loan', 'Kotak Mahindra Bank / Personal Loan']);
      const eligible = result.eligibleBanks.filter((e) => e.eligibilityStatus === 'ELIGIBLE');
      expect(new Set(eligible.map((e) => e.loanAmountDetails.interestRate)).size).toBeGreaterThanOrEqual(6);
      expect(new Set(eligible.map((e) => e.loanAmountDetails.estimatedEMI)).size).toBeGreaterThanOrEqual(6);
    }
  });

  it('turns a weaker applicant down at more pairs for different reasons', async () => {
    const ruleSet = await loadRuleSet(t.db);
    const result = evaluateApplication({
      applicant: { ...typical, salary: 22000, cibilScore: 690, requestedLoanAmount: 800000 },
      evaluationDate: '2025-06-15',
      company: { id: 'company-1', company_name: 'Small Co', is_listed: false, registration_type: 'PROPRIETORSHIP' },
      city: { id: 'city-2', city_name: 'Nashik', is_metro: false },
      pairs: ruleSet.map((p) => ({ ...p, mappings: [] })),
    });
    const codes = new Set(result.eligibleBanks.flatMap((e) => e.failureCodes));
    for (const code of ['SALARY_BELOW_MIN', 'CIBIL_BELOW_MIN', 'NON_METRO_CITY', 'COMPANY_NOT_LISTED', 'REGISTRATION_SALARY_BELOW_MIN']) {
      expect(codes, code).toContain(code);
    }
    expect(result.eligibleCount).toBeLessThan(result.totalBanksChecked / 2);
  });

  it('holds employees of one-person companies and trusts to their own registration limits', async () => {
    const ruleSet = await loadRuleSet(t.db);
    for (const registration_type of ['ONE_PERSON_COMPANY', 'TRUST_SOCIETY']) {
      const result = evaluateApplication({
        applicant: { ...typical, salary: 24000 },
        evaluationDate: '2025-06-15',
        company: { id: 'company-1', company_name: 'Small Co', is_listed: false, registration_type },
        city: { id: 'city-1', city_name: 'Mumbai', is_metro: true },
        pairs: ruleSet.map((p) => ({ ...p, mappings: [] })),
      });
      const limited = result.eligibleBanks.filter((e) => e.failureCodes.includes('REGISTRATION_SALARY_BELOW_MIN'));
      expect(limited.length, registration_type).toBe(result.totalBanksChecked);
    }
  });
});
