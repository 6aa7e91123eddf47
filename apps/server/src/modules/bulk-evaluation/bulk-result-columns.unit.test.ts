import { describe, expect, it } from 'vitest';
import { PAIR_FIELDS, type PairField } from '@lbo/eligibility';
import { pairColumnsOf } from './bulk-result-columns';

describe("the result file's sheet of bank products", () => {
  it('keeps the columns credit operations already read, in their order', () => {
    expect(pairColumnsOf(PAIR_FIELDS).map((c) => c.header)).toEqual([
      'Row',
      'Applicant ref',
      'Name',
      'Lender',
      'Product',
      'Status',
      'Eligible amount (₹)',
      'Interest rate',
      'EMI (₹)',
      'Tenure (months)',
      'APR',
      'Upfront charges (₹)',
      'Net disbursed (₹)',
      'Total interest (₹)',
      'Total amount payable (₹)',
      'Penal charges',
      'Reasons not eligible',
    ]);
  });

  it('puts a figure it has no place for after the known ones, with its name in words', () => {
    const stampDuty: PairField = { ...PAIR_FIELDS.find((f) => f.name === 'totalInterest')!, name: 'stampDuty' } as PairField;
    const headers = pairColumnsOf([stampDuty, ...PAIR_FIELDS]).map((c) => c.header);
    expect(headers.slice(-3)).toEqual(['Penal charges', 'Stamp duty (₹)', 'Reasons not eligible']);
  });
});
