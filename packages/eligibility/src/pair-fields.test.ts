import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CompactEntry } from './compiled';
import type { OfferFigures } from './offer-terms';
import { PAIR_FIELDS, storedFieldsOf, type PairFieldOf } from './pair-fields';
import type { PairValues } from './pair-field-values';

/*
 * The list against the engine's entry type, checked by the compiler (npm run typecheck): a field the
 * engine adds to its entry and not to the list, or a line of the list the entry lacks, or a kind or
 * nullability that is not the entry's type, fails to compile here.
 */

type Nested = Extract<PairFieldOf, { answer: 'loanAmountDetails' }>;
type Flat<T> = { [K in keyof T]: T[K] };
type EntryFlat = Flat<Omit<CompactEntry, 'loanAmountDetails'> & CompactEntry['loanAmountDetails']>;

describe('PAIR_FIELDS', () => {
  it('is the engine entry, field for field, with each field’s type', () => {
    expectTypeOf<Exclude<PairFieldOf, Nested>['name'] | 'loanAmountDetails'>().toEqualTypeOf<keyof CompactEntry>();
    expectTypeOf<Nested['name']>().toEqualTypeOf<keyof CompactEntry['loanAmountDetails']>();
    expectTypeOf<Flat<PairValues<PairFieldOf>>>().toEqualTypeOf<EntryFlat>();
    expectTypeOf<Extract<PairFieldOf, { offer: true }>['name']>().toEqualTypeOf<keyof OfferFigures>();
  });

  it('names each field and each column once', () => {
    const names = PAIR_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const columns = PAIR_FIELDS.map((f) => f.stored).filter((s) => s?.startsWith('pair_'));
    expect(new Set(columns).size).toBe(columns.length);
  });

  it('lists a stored pair’s outcome before what its offer costs', () => {
    expect(storedFieldsOf(PAIR_FIELDS).map((f) => f.name)).toEqual([
      'bankId',
      'productId',
      'eligibilityStatus',
      'eligibleAmount',
      'interestRate',
      'estimatedEMI',
      'grantedTenure',
      'failureCodes',
      'bindingCap',
      'apr',
      'netDisbursedAmount',
      'upfrontCharges',
      'totalInterest',
      'totalAmountPayable',
      'penalCharges',
    ]);
  });
});
