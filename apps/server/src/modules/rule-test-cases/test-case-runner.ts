import type { LoanApplication } from '@lbo/contracts/loan-application';
import type { TestCaseFailure, TestCaseResult } from '@lbo/contracts/rule-test-cases';
import type { DbOrTx } from '../../db/client';
import { compileRuleSet, evaluateCompiled } from '@lbo/eligibility';
import { groupMappings, loadRuleSetAt, toCityFacts, toCompanyFacts } from '../loan-application';
import { keyedRowsForKeys } from '../rule-versions';
import { applicationInputs, type TestCaseRow } from './test-cases.repository';

const pairKey = (bankId: string, productId: string) => `${bankId}:${productId}`;

/**
 * Runs test cases against a version, read through `db` (a transaction sees
 * its own unsaved version). Each case's stored input is evaluated at `today`
 * on the pairs it names only; a pair the version no longer has, or an
 * applicant whose company or city it no longer knows, counts as not eligible.
 */
export async function runCases(
  db: DbOrTx,
  version: number,
  cases: readonly TestCaseRow[],
  today: string,
): Promise<{ id: string; name: string; result: TestCaseResult }[]> {
  if (cases.length === 0) return [];
  const wanted = new Set(cases.flatMap((c) => c.expectations.map((e) => pairKey(e.bankId, e.productId))));
  const { ruleSet } = await loadRuleSetAt(db, version);
  const pairs = ruleSet.filter((p) => wanted.has(pairKey(p.bank.id, p.product.id)));
  const names = new Map(pairs.map((p) => [pairKey(p.bank.id, p.product.id), { bankName: p.bank.name, productName: p.product.name }]));
  const plan = compileRuleSet(pairs);

  const inputs = await applicationInputs(db, [...new Set(cases.map((c) => c.applicationId))]);
  const applications = [...inputs.values()] as LoanApplication[];
  const companyIds = [...new Set(applications.map((a) => a.companyId))];
  const [companies, cities, mappings] = await Promise.all([
    keyedRowsForKeys(db, version, 'companies', companyIds),
    keyedRowsForKeys(db, version, 'cities', [...new Set(applications.map((a) => a.cityId))]),
    keyedRowsForKeys(db, version, 'bank_company_categories', companyIds),
  ]);

  const ranAt = new Date().toISOString();
  return cases.map((testCase) => {
    const input = inputs.get(testCase.applicationId) as LoanApplication | undefined;
    const company = input && companies.get(input.companyId)?.[0];
    const city = input && cities.get(input.cityId)?.[0];
    const outcomes = new Map<string, { status: 'ELIGIBLE' | 'NOT_ELIGIBLE'; amount: number }>();
    if (input && company && city) {
      const result = evaluateCompiled(plan, {
        applicant: input,
        evaluationDate: today,
        company: toCompanyFacts(company),
        city: toCityFacts(city),
        mappings: groupMappings(mappings.get(input.companyId) ?? []),
      });
      for (const e of result.eligibleBanks)
        outcomes.set(pairKey(e.bankId, e.productId), { status: e.eligibilityStatus, amount: e.loanAmountDetails.eligibleAmount });
    }
    const failures: TestCaseFailure[] = [];
    for (const expected of testCase.expectations) {
      const key = pairKey(expected.bankId, expected.productId);
      const actual = outcomes.get(key) ?? { status: 'NOT_ELIGIBLE' as const, amount: 0 };
      const amount = expected.amount ?? null;
      const holds = actual.status === expected.status && (amount === null || expected.status !== 'ELIGIBLE' || actual.amount === amount);
      if (!holds) {
        const named = names.get(key) ?? { bankName: expected.bankName ?? 'Deleted bank', productName: expected.productName ?? 'Deleted product' };
        failures.push({ bankId: expected.bankId, productId: expected.productId, ...named, expected: { status: expected.status, amount }, actual });
      }
    }
    return { id: testCase.id, name: testCase.name, result: { passed: failures.length === 0, version, ranAt, failures } };
  });
}
