import { describe, expect, it } from 'vitest';
import { compileRuleSet, type CompiledInput } from './compiled';
import { evaluateApplication } from './evaluate';
import { suggestForPair } from './suggestions';
import { applicant, DATE, foirRule, generalRule, input, loan, pair } from './test-support/fixtures';
import type { Applicant, PairRules } from './types';

const setup = (rules: PairRules, who: Applicant) => {
  const plan = compileRuleSet([rules]);
  const base = input({ applicant: who, pairs: [rules] });
  const compiled: CompiledInput = { applicant: who, evaluationDate: DATE, company: base.company, city: base.city, mappings: new Map() };
  const status = (changed: Partial<Applicant>) => evaluateApplication(input({ applicant: { ...who, ...changed }, pairs: [rules] })).eligibleBanks[0]!.eligibilityStatus;
  return { answer: suggestForPair(plan, compiled, rules.bank.id, rules.product.id)!, status };
};

describe('suggestForPair', () => {
  it('suggests the lowest salary, in thousands, that makes the pair eligible, and one step lower does not', () => {
    const rules = pair({ general: [generalRule({ salary_min: 75000 })] });
    const { answer, status } = setup(rules, applicant({ salary: 60000 }));
    const salary = answer.suggestions.find((s) => s.input === 'salary')!;
    expect(salary).toEqual({ input: 'salary', from: 60000, to: 75000 });
    expect(status({ salary: 75000 })).toBe('ELIGIBLE');
    expect(status({ salary: 74000 })).toBe('NOT_ELIGIBLE');
  });

  it('suggests lower existing EMIs when FOIR refuses, the highest total that works', () => {
    const rules = pair({ foir: [foirRule({ foir_percent: 40 })] });
    const heavy = applicant({ salary: 60000, requestedLoanAmount: 300000, requestedTenureMonths: 60 }, [loan({ emi_amount: 30000 })]);
    const { answer } = setup(rules, heavy);
    const emi = answer.suggestions.find((s) => s.input === 'existingEmi');
    expect(emi).toBeDefined();
    expect(emi!.from).toBe(30000);
    expect(emi!.to).toBeLessThan(30000);
    const withEmi = (total: number) => evaluateApplication(input({ applicant: { ...heavy, CIBIL_REPORT_PARAMETERS: { ...heavy.CIBIL_REPORT_PARAMETERS, Loans: [loan({ emi_amount: total })] } }, pairs: [rules] })).eligibleBanks[0]!.eligibilityStatus;
    expect(withEmi(emi!.to)).toBe('ELIGIBLE');
    expect(withEmi(emi!.to + 100)).toBe('NOT_ELIGIBLE');
  });

  it('suggests the nearest tenure when the requested one is outside the allowed range', () => {
    const rules = pair({ general: [generalRule({ min_tenure_months: 12, max_tenure_months: 60 })] });
    const { answer, status } = setup(rules, applicant({ requestedTenureMonths: 6, requestedLoanAmount: 100000 }));
    const tenure = answer.suggestions.find((s) => s.input === 'tenure');
    expect(status({})).toBe('NOT_ELIGIBLE');
    expect(tenure).toEqual({ input: 'tenure', from: 6, to: 12 });
    expect(status({ requestedTenureMonths: 12 })).toBe('ELIGIBLE');
    expect(status({ requestedTenureMonths: 11 })).toBe('NOT_ELIGIBLE');
  });

  it('says why when no single change helps', () => {
    const rules = pair({ general: [generalRule({ max_age: 40 })] });
    const { answer } = setup(rules, applicant({ age: 55 }));
    expect(answer.suggestions).toEqual([]);
    expect(answer.noSuggestionReason).toMatch(/other grounds/);
  });
});
