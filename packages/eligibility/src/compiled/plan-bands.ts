import { effectiveMinimum } from '../bank-salary';
import { isSet } from '../check';
import type { PairRules } from '../types';
import { float64Of, int32Of, Interner, numberColumns, rowTable, type Columns, type RowTable } from './row-table';

const BANK_SALARY_NUMBERS = [
  'max_age',
  'max_tenure_months',
  'max_loan_amount',
  'cibil_threshold_for_tenure',
  'tenure_for_cibil_threshold_cross',
  'null_cibil_max_loan_amount',
  'null_cibil_max_tenure_months',
  'null_cibil_nth_threshold',
  'null_cibil_nth_max_loan_amount',
  'null_cibil_nth_max_tenure_months',
] as const;

/** A category-keyed group: which category each row belongs to, and the keys its choice sorts on. */
export interface BandTable<K extends string> extends RowTable<unknown> {
  /** Index into BandTables.categories; -1 for a row without a category (the fallback rows). */
  readonly category: Int32Array;
  readonly n: Columns<K>;
}

export interface BandTables {
  /** Every category some row names. */
  readonly categories: Interner<unknown>;
  /** `floor`: salary_min, a null minimum counting as 0 (salary-band.ts). */
  readonly foir: BandTable<'salary_min' | 'salary_max' | 'foir_percent' | 'foir_percent_with_secured' | 'floor'>;
  readonly multiplier: BandTable<'salary_min' | 'salary_max' | 'multiplier' | 'floor'>;
  /** `owner_min`, `other_min`: the effective minimum for house owners and for the others. */
  readonly bankSalary: BandTable<(typeof BANK_SALARY_NUMBERS)[number] | 'owner_min' | 'other_min'>;
}

type Pairs = readonly Omit<PairRules, 'mappings'>[];

function categoryOf(categories: Interner<unknown>) {
  // The reference falls back to rows whose category_id is falsy (`!row.category_id`).
  return (row: { category_id: string | null }) => (row.category_id ? categories.id(row.category_id) : -1);
}

const floorOf = (row: { salary_min: number | null }) => (isSet(row.salary_min) ? row.salary_min : 0);

export function bandTables(pairs: Pairs): BandTables {
  const categories = new Interner<unknown>();
  const category = categoryOf(categories);
  const foir = rowTable(pairs.map((p) => p.foir));
  const multiplier = rowTable(pairs.map((p) => p.multiplier));
  const bankSalary = rowTable(pairs.map((p) => p.bankSalary));
  return {
    categories,
    foir: {
      ...foir,
      category: int32Of(foir.rows, category),
      n: {
        ...numberColumns(foir.rows, ['salary_min', 'salary_max', 'foir_percent', 'foir_percent_with_secured']),
        floor: float64Of(foir.rows, floorOf),
      },
    },
    multiplier: {
      ...multiplier,
      category: int32Of(multiplier.rows, category),
      n: { ...numberColumns(multiplier.rows, ['salary_min', 'salary_max', 'multiplier']), floor: float64Of(multiplier.rows, floorOf) },
    },
    bankSalary: {
      ...bankSalary,
      category: int32Of(bankSalary.rows, category),
      n: {
        ...numberColumns(bankSalary.rows, BANK_SALARY_NUMBERS),
        owner_min: float64Of(bankSalary.rows, (row) => effectiveMinimum(row, true)),
        other_min: float64Of(bankSalary.rows, (row) => effectiveMinimum(row, false)),
      },
    },
  };
}
