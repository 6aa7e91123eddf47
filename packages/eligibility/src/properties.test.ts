import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareEntries, evaluateApplication } from './evaluate';
import { evaluationInput, foirBoundInput } from './test-support/arbitraries';
import { seeded } from './test-support/seeded';
import type { EligibilityEntry, EvaluationInput, PairRules } from './types';

const RUNS = { numRuns: 300 };

function allEntries(run: (entry: EligibilityEntry, input: EvaluationInput) => void) {
  fc.assert(
    fc.property(fc.oneof(evaluationInput, foirBoundInput), (input) => {
      for (const entry of evaluateApplication(input).eligibleBanks) run(entry, input);
    }),
    RUNS,
  );
}

/** Seeded Fisher–Yates, so a failing case replays. */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function shuffleRules(input: EvaluationInput, random: () => number): EvaluationInput {
  const pairs = input.pairs.map((p): PairRules => ({
    ...p,
    general: shuffle(p.general, random).map((g) => ({ ...g, allowed_company_types: g.allowed_company_types && shuffle(g.allowed_company_types, random) })),
    multiplier: shuffle(p.multiplier, random),
    foir: shuffle(p.foir, random),
    employment: shuffle(p.employment, random),
    obligation: shuffle(p.obligation, random),
    cibilEnquiry: shuffle(p.cibilEnquiry, random),
    registration: shuffle(p.registration, random),
    bankSalary: shuffle(p.bankSalary, random),
    balanceTransfer: shuffle(p.balanceTransfer, random),
    mappings: shuffle(p.mappings, random),
  }));
  return { ...input, pairs: shuffle(pairs, random) };
}

function finiteNumbers(value: unknown, path = 'output'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => finiteNumbers(v, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => finiteNumbers(v, `${path}.${k}`));
  return [];
}

describe('properties of every evaluation', () => {
  it('never grants more than any considered cap, nor more than the request', () => {
    allEntries((entry, input) => {
      const { computedAmount, caps } = entry.explanation;
      if (computedAmount !== null) for (const cap of caps) expect(computedAmount).toBeLessThanOrEqual(cap.value);
      expect(entry.loanAmountDetails.eligibleAmount).toBeLessThanOrEqual(input.applicant.requestedLoanAmount);
      expect(entry.loanAmountDetails.eligibleAmount % 1000).toBe(0);
    });
  });

  it('keeps the EMI of an eligible result within the FOIR capacity', () => {
    allEntries((entry) => {
      const { emiCapacity } = entry.explanation;
      if (entry.eligibilityStatus !== 'ELIGIBLE' || emiCapacity === null) return;
      const A = entry.loanAmountDetails.eligibleAmount;
      const T = entry.grantedTenure;
      const r = (entry.loanAmountDetails.interestRate ?? 0) / 1200;
      const exact = r === 0 ? A / T : (A * r * (1 + r) ** T) / ((1 + r) ** T - 1);
      expect(exact).toBeLessThanOrEqual(emiCapacity + 1e-6);
      // Rounding to the rupee can add under half a rupee when E itself has paise.
      expect(entry.loanAmountDetails.estimatedEMI).toBeLessThanOrEqual(emiCapacity + 0.5);
      if (Number.isInteger(emiCapacity)) expect(entry.loanAmountDetails.estimatedEMI).toBeLessThanOrEqual(emiCapacity);
    });
  });

  it('reports 0 amount and EMI, at least one code, and one reason per code for NOT_ELIGIBLE', () => {
    allEntries((entry) => {
      expect(entry.failureCodes.length).toBe(entry.failureReasons.length);
      if (entry.eligibilityStatus === 'NOT_ELIGIBLE') {
        expect(entry.loanAmountDetails.eligibleAmount).toBe(0);
        expect(entry.loanAmountDetails.estimatedEMI).toBe(0);
        expect(entry.failureCodes.length).toBeGreaterThanOrEqual(1);
      } else {
        expect(entry.failureCodes).toEqual([]);
        expect(entry.loanAmountDetails.eligibleAmount).toBeGreaterThan(0);
        expect(entry.loanAmountDetails.estimatedEMI).toBeGreaterThan(0);
      }
      expect(entry.grantedTenure).toBe(entry.appliedMaxTenure);
    });
  });

  it('does not depend on the order rule rows, mappings or pairs are stored in', () => {
    fc.assert(
      fc.property(evaluationInput, fc.integer(), (input, seed) => {
        expect(evaluateApplication(shuffleRules(input, seeded(seed)))).toEqual(evaluateApplication(input));
      }),
      RUNS,
    );
  });

  it('outputs only finite numbers, ordered and counted as documented', () => {
    fc.assert(
      fc.property(evaluationInput, (input) => {
        const output = evaluateApplication(input);
        expect(finiteNumbers(output)).toEqual([]);
        expect(output.totalBanksChecked).toBe(output.eligibleBanks.length);
        expect(output.eligibleCount).toBe(output.eligibleBanks.filter((e) => e.eligibilityStatus === 'ELIGIBLE').length);
        expect([...output.eligibleBanks].sort(compareEntries)).toEqual(output.eligibleBanks);
        output.eligibleBanks.slice(1).forEach((entry, i) => {
          expect(compareEntries(output.eligibleBanks[i] as EligibilityEntry, entry)).toBeLessThanOrEqual(0);
        });
      }),
      RUNS,
    );
  });
});
