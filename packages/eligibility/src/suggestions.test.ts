import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRuleSet, type CompiledInput } from './compiled';
import { evaluateApplication } from './evaluate';
import { suggestForPair } from './suggestions';
import { evaluationInput } from './test-support/arbitraries';
import { applicant, DATE, foirRule, generalRule, input, loan, pair } from './test-support/fixtures';
import type { Applicant, PairRules } from './types';

const setup = (rules: PairRules, who: Applicant) => {
  const plan = compileRuleSet([rules]);
  const base = input({ applicant: who, pairs: [rules] });
  const compiled: CompiledInput = { applicant: who, evaluationDate: DATE, company: base.company, city: base.city, mappings: new Map() };
  const status = (changed: Partial<Applicant>) =>
    evaluateApplication(input({ applicant: { ...who, ...changed }, pairs: [rules] })).eligibleBanks[0]!.eligibilityStatus;
  return { answer: suggestForPair(plan, compiled, rules.bank.id, rules.product.id)!, status };
};

describe('suggestForPair', () => {
  it('suggests the lowest salary, in thousands, that makes the pair eligible, and one step lower does not', () => {
    const rules = pair({ general: [generalRule({ salary_min: 75000 })] });
    const { answer, status } = setup(rules, applicant({ salary: 60000 }));
    const salary = answer.suggestions.find((s) => s.input === 'salary')!;
    expect(salary).toEqual({ input: 'salary', from: 60000, to: 75000 });
    expect(status({ salary: 75000 })).toBe('ELIGIBLE');
    expect(status({ salary: 74999 })).toBe('NOT_ELIGIBLE');
  });

  it('suggests lower existing EMIs when FOIR refuses, the highest total that works', () => {
    const rules = pair({ foir: [foirRule({ foir_percent: 40 })] });
    const heavy = applicant({ salary: 60000, requestedLoanAmount: 300000, requestedTenureMonths: 60 }, [loan({ emi_amount: 30000 })]);
    const { answer } = setup(rules, heavy);
    const emi = answer.suggestions.find((s) => s.input === 'existingEmi');
    expect(emi).toBeDefined();
    expect(emi!.from).toBe(30000);
    expect(emi!.to).toBeLessThan(30000);
    const withEmi = (total: number) =>
      evaluateApplication(
        input({ applicant: { ...heavy, CIBIL_REPORT_PARAMETERS: { ...heavy.CIBIL_REPORT_PARAMETERS, Loans: [loan({ emi_amount: total })] } }, pairs: [rules] }),
      ).eligibleBanks[0]!.eligibilityStatus;
    expect(withEmi(emi!.to)).toBe('ELIGIBLE');
    expect(withEmi(emi!.to + 1)).toBe('NOT_ELIGIBLE');
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

describe('suggestions as properties', () => {
  it('every suggested change alone makes the refused pair eligible, and no change nearer the applicant does', () => {
    fc.assert(
      fc.property(evaluationInput, (generated) => {
        const plan = compileRuleSet(generated.pairs);
        const mappings = new Map(generated.pairs.map((p) => [`${p.bank.id}:${p.product.id}`, p.mappings]));
        const compiled: CompiledInput = {
          applicant: generated.applicant,
          evaluationDate: generated.evaluationDate,
          company: generated.company,
          city: generated.city,
          mappings,
        };
        const a = generated.applicant;
        const statusOf = (rules: PairRules, changed: Applicant) =>
          evaluateApplication({ ...generated, applicant: changed, pairs: [rules] }).eligibleBanks[0]?.eligibilityStatus;
        const scaledEmi = (total: number): Applicant => {
          const loans = a.CIBIL_REPORT_PARAMETERS.Loans;
          const sum = loans.reduce((s, l) => s + (l.emi_amount || 0), 0);
          return {
            ...a,
            CIBIL_REPORT_PARAMETERS: { ...a.CIBIL_REPORT_PARAMETERS, Loans: loans.map((l) => ({ ...l, emi_amount: (l.emi_amount * total) / sum })) },
          };
        };
        for (const rules of plan.pairs) {
          const full = rules as PairRules;
          const withMappings = { ...full, mappings: mappings.get(`${full.bank.id}:${full.product.id}`) ?? [] };
          if (statusOf(withMappings, a) !== 'NOT_ELIGIBLE') continue;
          const answer = suggestForPair(plan, compiled, full.bank.id, full.product.id)!;
          if (answer.suggestions.length === 0) expect(answer.noSuggestionReason).toBeTruthy();
          for (const s of answer.suggestions) {
            const at = (v: number): Applicant =>
              s.input === 'salary'
                ? { ...a, salary: v }
                : s.input === 'loanAmount'
                  ? { ...a, requestedLoanAmount: v }
                  : s.input === 'tenure'
                    ? { ...a, requestedTenureMonths: v }
                    : scaledEmi(v);
            expect(statusOf(withMappings, at(s.to)), JSON.stringify(s)).toBe('ELIGIBLE');
            if (s.input === 'tenure') {
              for (let t = Math.min(s.from, s.to) + 1; t < Math.max(s.from, s.to); t++) expect(statusOf(withMappings, at(t))).toBe('NOT_ELIGIBLE');
            } else {
              const nearer = s.to > s.from ? s.to - 1 : s.to + 1;
              if (nearer !== s.from) expect(statusOf(withMappings, at(nearer)), JSON.stringify(s)).toBe('NOT_ELIGIBLE');
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
