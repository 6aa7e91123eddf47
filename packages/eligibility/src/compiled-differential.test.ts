import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAP_NAMES } from '@lbo/contracts/cap-names';
import { FAILURE_CODES } from './codes';
import { Coverage, runCase } from './test-support/differential';
import { differentialCase } from './test-support/rule-set-arbitraries';

const PAIR_RESULTS = 100_000;

describe('compiled plan against the reference evaluation', () => {
  it(`agrees on every field of every pair, and on the order, over ${PAIR_RESULTS.toLocaleString('en')} pair results`, () => {
    const coverage = new Coverage();
    let pairs = 0;
    // Batches, each with its own seed (printed on failure), until enough pairs were compared.
    while (pairs < PAIR_RESULTS) {
      fc.assert(
        fc.property(differentialCase, (c) => {
          const result = runCase(c, coverage);
          expect(result.mismatch).toBeNull();
          pairs += result.pairs;
        }),
        { numRuns: 40 },
      );
    }
    expect(pairs).toBeGreaterThanOrEqual(PAIR_RESULTS);
    console.log(`compiled plan = reference on ${pairs} pair results`);

    // The generators reach every outcome and every situation the plan precomputes something for.
    const rare = [
      ...FAILURE_CODES.map((code) => `code ${code}`),
      ...CAP_NAMES.map((cap) => `cap ${cap}`),
      'ELIGIBLE',
      'NOT_ELIGIBLE',
      'inactive bank or product',
      'pair without active general row',
      'several active rows',
      'category fallback',
      'own category rows',
      'balance transfer',
      'registration row',
      'no CIBIL',
    ].filter((what) => (coverage.seen.get(what) ?? 0) < 20);
    expect(rare).toEqual([]);
    // 40 s on a quiet machine, 154 s in a CI run on a host three times slower, niced beside the
    // other stages: the limit catches a hang, not a slow host.
  }, 600_000);
});
