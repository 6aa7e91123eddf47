import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRuleSet, evaluateCompiled, explainCompiled, type CompiledInput } from './compiled';
import { evaluateApplication } from './evaluate';
import { evaluationInput, foirBoundInput } from './test-support/arbitraries';
import type { EvaluationInput } from './types';

/** The compiled plan's view of a reference input: the rules without mappings, the mappings keyed by pair. */
function compiledFrom(input: EvaluationInput) {
  const plan = compileRuleSet(input.pairs.map(({ mappings: _mappings, ...rules }) => rules));
  const mappings = new Map(input.pairs.map((p) => [`${p.bank.id}:${p.product.id}`, p.mappings]));
  const at = (evaluationDate: string): CompiledInput => ({ applicant: input.applicant, evaluationDate, company: input.company, city: input.city, mappings });
  return { plan, at };
}

/** The reference answer as the compact answer carries it. */
function referenceCompact(input: EvaluationInput) {
  const reference = evaluateApplication(input);
  return {
    ...reference,
    eligibleBanks: reference.eligibleBanks.map(({ explanation, ...entry }) => ({ ...entry, bindingCap: explanation.bindingCap })),
  };
}

const shiftDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('compiled rule set', () => {
  it('answers exactly what the reference evaluation answers, without explanations', () => {
    fc.assert(
      fc.property(fc.oneof(evaluationInput, foirBoundInput), (input) => {
        const { plan, at } = compiledFrom(input);
        expect(evaluateCompiled(plan, at(input.evaluationDate))).toEqual(referenceCompact(input));
      }),
      { numRuns: 300 },
    );
  });

  it('explains each pair exactly as the reference does', () => {
    fc.assert(
      fc.property(fc.oneof(evaluationInput, foirBoundInput), (input) => {
        const { plan, at } = compiledFrom(input);
        for (const entry of evaluateApplication(input).eligibleBanks) {
          expect(explainCompiled(plan, at(input.evaluationDate), entry.bankId, entry.productId)).toEqual(entry);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same answers when one plan serves many dates and evaluations in turn', () => {
    fc.assert(
      fc.property(fc.oneof(evaluationInput, foirBoundInput), fc.array(fc.integer({ min: -400, max: 400 }), { minLength: 1, maxLength: 4 }), (input, shifts) => {
        const { plan, at } = compiledFrom(input);
        for (const shift of [...shifts, 0, ...shifts]) {
          const date = shiftDays(input.evaluationDate, shift);
          expect(evaluateCompiled(plan, at(date))).toEqual(referenceCompact({ ...input, evaluationDate: date }));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('shares nothing mutable: the plan is frozen and a pair of another plan is not found', () => {
    fc.assert(
      fc.property(evaluationInput, (input) => {
        const { plan, at } = compiledFrom(input);
        expect(Object.isFrozen(plan.pairs)).toBe(true);
        for (const pair of plan.pairs) expect(Object.isFrozen(pair.general)).toBe(true);
        expect(explainCompiled(plan, at(input.evaluationDate), 'no-bank', 'no-product')).toBeNull();
      }),
      { numRuns: 20 },
    );
  });
});
