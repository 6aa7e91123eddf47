/**
 * Whole rule sets for the differential test of the compiled engine: many banks and products,
 * bank-level balance-transfer rows shared by the bank's products, rows switched off or outside
 * their validity window, missing groups, several active rows, category fallback, registration
 * spellings, companies with and without mappings, and several applicants and dates a rule set.
 */
import fc from 'fast-check';
import type { Applicant, CategoryMapping, EvaluationInput, PairRules } from '../types';
import * as rows from './arbitraries';

const DATES = ['2024-01-01', '2025-06-14', '2025-06-15', '2025-06-16', '2026-01-01'];
/** Days around the window bounds, one far off, and one with a time part (the engine reads the first ten characters). */
const EVALUATION_DATES = [...DATES, '2025-01-01', '2027-03-01', '2025-06-15T09:30:00+05:30'];
const BOUNDS = [null, null, null, null, '', ...DATES, '2025-06-15T18:00:00Z'];
const ROW_CATEGORIES = [null, null, '', 'cat-1', 'cat-2', 'cat-3'];
const MAPPED_CATEGORIES = [null, '', 'cat-1', 'cat-2', 'cat-3', 'cat-without-rows'];
const SPELLINGS = [
  'GOVERMENT',
  'GOVERNMENT',
  'Goverment',
  'government',
  'Private Limited',
  'private-limited',
  'PRIVATE_LIMITED',
  ' llp ',
  'LLP',
  'PARTNERSHIP',
  'PUBLIC_LIMITED',
  'Public Limited',
  'ONE_PERSON_COMPANY',
  'Trust / Society',
  'TRUST_SOCIETY',
];
/** Row ids whose code-unit order differs from any storage order a generator gives. */
const ROW_IDS = ['a', 'b', 'B', 'c', '10', '9', 'x-1', 'X-1', 'z'];
const BANK_IDS = ['bank-a', 'bank-B', 'bank-10', 'bank-9', 'bank-c', 'bank-z', 'bank-0', 'bank-x', 'bank-Y', 'bank-y', 'bank-11', 'bank-2'];
const BANK_NAMES = ['Alpha Bank', 'alpha bank', 'Beta Bank', 'Bank 2', 'Bank 10', 'bank 02', 'Bänk 3', 'Zeta'];
const PRODUCT_IDS = ['p-1', 'p-2', 'P-10', 'p-3'];
const PRODUCT_NAMES = ['Personal Loan', 'personal loan', 'Top-up', 'Top up 2', 'Top up 10'];
const COMPANY_IDS = ['company-1', 'company-2'];

const mostly = (value: boolean) => fc.constantFrom(value, value, value, value, !value);

const window = fc.record({
  is_active: fc.constantFrom(true, true, true, null, false),
  valid_from: fc.constantFrom(...BOUNDS),
  valid_to: fc.constantFrom(...BOUNDS),
});

/** Values a rule field should not hold but might: the engine must read each as the reference does (Infinity, NaN and text set nothing). */
const ODD_VALUES: readonly unknown[] = [-1, 0.5, -0, 1e12, Infinity, NaN, '12'];

/** Now and then one numeric field of the row holds an odd value. */
function oddly<T extends object>(fields: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(fields, fc.option(fc.tuple(fc.nat(), fc.constantFrom(...ODD_VALUES)), { freq: 12 })).map(([row, odd]) => {
    const keys = Object.keys(row).filter((k) => typeof (row as Record<string, unknown>)[k] === 'number');
    if (odd === null || keys.length === 0) return row;
    return { ...row, [keys[odd[0] % keys.length]!]: odd[1] };
  });
}

/** Rows of one group with distinct ids, in random storage order. */
function group<T extends object>(prefix: string, fields: fc.Arbitrary<T>, maxLength: number, minLength = 0) {
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom(...ROW_IDS), window, oddly(fields)), { minLength, maxLength, selector: ([id]) => id })
    .map((list) => list.map(([id, w, f]) => ({ ...f, ...w, id: `${prefix}-${id}` })));
}

const categorised = <T extends object>(fields: fc.Arbitrary<T>) =>
  fc.tuple(fields, fc.constantFrom(...ROW_CATEGORIES)).map(([f, category_id]) => ({ ...f, category_id }));

const general = fc.tuple(rows.general, fc.option(fc.subarray(SPELLINGS), { freq: 3 })).map(([g, allowed_company_types]) => ({ ...g, allowed_company_types }));
/** Now and then a FOIR row that sets no percent, so there is no FOIR cap. */
const foir = fc
  .tuple(rows.foir, fc.constantFrom(true, true, true, true, true, false))
  .map(([f, keep]) => ({ ...f, foir_percent: keep ? f.foir_percent : null }));
const registration = fc
  .tuple(rows.registration, fc.option(fc.constantFrom('', ...SPELLINGS), { freq: 8 }))
  .map(([r, registration_type]) => ({ ...r, registration_type }));

/** Charges from none to ones that take the whole amount (a huge flat fee or insurance). */
const charges = fc.record({
  processing_fee_percent: fc.option(fc.constantFrom(0, 0.5, 1, 2.5, 10, 120), { freq: 2 }),
  processing_fee_min: fc.option(fc.constantFrom(500, 2_500, 10_000), { freq: 3 }),
  processing_fee_max: fc.option(fc.constantFrom(1_000, 25_000, 50_00_000), { freq: 3 }),
  processing_fee_flat: fc.option(fc.constantFrom(999, 5_000, 1e9), { freq: 4 }),
  gst_percent: fc.option(fc.constantFrom(0, 12, 18, 28), { freq: 3 }),
  insurance_amount: fc.option(fc.constantFrom(1_500, 3e8), { freq: 5 }),
  insurance_percent: fc.option(fc.constantFrom(0.25, 1, 99), { freq: 4 }),
  stamp_duty: fc.option(fc.constantFrom(100, 750), { freq: 3 }),
  recurring_charges_monthly: fc.option(fc.constantFrom(50, 250), { freq: 5 }),
  penal_charges: fc.option(fc.constantFrom('2% a month on the overdue instalment', '  ', ''), { freq: 2 }),
  penal_rate_percent: fc.option(fc.constantFrom(24, 36), { freq: 3 }),
});

const pairGroups = fc.record({
  general: fc.oneof({ weight: 1, arbitrary: fc.constant([]) }, { weight: 8, arbitrary: group('general', general, 3, 1) }),
  multiplier: group('multiplier', categorised(rows.multiplier), 3),
  foir: group('foir', categorised(foir), 4),
  employment: group('employment', rows.employment, 2),
  obligation: group('obligation', rows.obligation, 2),
  cibilEnquiry: group('enquiry', rows.enquiry, 2),
  registration: group('registration', registration, 4),
  bankSalary: group('salary', categorised(rows.bankSalary), 4),
  charges: group('charges', charges, 2),
});

const product = fc.record({ id: fc.constantFrom(...PRODUCT_IDS), name: fc.constantFrom(...PRODUCT_NAMES), is_active: mostly(true), groups: pairGroups });

const bank = fc.record({
  id: fc.constantFrom(...BANK_IDS),
  name: fc.constantFrom(...BANK_NAMES),
  is_active: mostly(true),
  balanceTransfer: group('bt', rows.balanceTransfer, 3),
  products: fc.uniqueArray(product, { minLength: 1, maxLength: 4, selector: (p) => p.id }),
});

/** Every product of a bank holds the same balance-transfer row objects, as the rule-set loader gives them. */
const ruleSet: fc.Arbitrary<PairRules[]> = fc
  .uniqueArray(bank, { minLength: 2, maxLength: 10, selector: (b) => b.id, size: 'max' })
  .map((banks) =>
    banks.flatMap(({ products, balanceTransfer, ...b }) =>
      products.map(({ groups, ...p }): PairRules => ({ bank: b, product: p, ...groups, balanceTransfer, mappings: [] }) as unknown as PairRules),
    ),
  );

const mapping = fc.record({
  foreign: fc.constantFrom(false, false, false, true),
  category_id: fc.constantFrom(...MAPPED_CATEGORIES),
  is_active: fc.constantFrom(true, true, null, false),
  valid_from: fc.constantFrom(...BOUNDS),
  valid_to: fc.constantFrom(...BOUNDS),
});

type MappingDraft = typeof mapping extends fc.Arbitrary<infer M> ? M : never;

interface CompanyCase {
  company: EvaluationInput['company'];
  /** `${bankId}:${productId}` → the mappings the server would hand over (a few of another company among them). */
  mappings: Map<string, CategoryMapping[]>;
}

function companyCase(pairs: readonly PairRules[]): fc.Arbitrary<CompanyCase> {
  return fc
    .record({
      id: fc.constantFrom(...COMPANY_IDS),
      is_listed: fc.boolean(),
      registration_type: fc.option(fc.constantFrom('', ...SPELLINGS), { freq: 6 }),
      lists: fc.oneof(
        { weight: 1, arbitrary: fc.constant([]) },
        { weight: 4, arbitrary: fc.array(fc.option(fc.array(mapping, { minLength: 1, maxLength: 3 })), { minLength: pairs.length, maxLength: pairs.length }) },
      ),
    })
    .map(({ id, is_listed, registration_type, lists }) => {
      const mappings = new Map<string, CategoryMapping[]>();
      (lists as readonly (readonly MappingDraft[] | null)[]).forEach((list, i) => {
        const pair = pairs[i];
        if (!list || !pair) return;
        mappings.set(
          `${pair.bank.id}:${pair.product.id}`,
          list.map(({ foreign, ...m }) => ({ ...m, company_id: foreign ? 'company-other' : id })),
        );
      });
      return { company: { id, company_name: 'Acme', is_listed, registration_type }, mappings };
    });
}

/** The shared applicant generator, with the CIBIL scores that mean "none", an optional isHostel, and now and then figures with a fraction. */
const applicant: fc.Arbitrary<Applicant> = fc
  .tuple(
    rows.applicant,
    fc.constantFrom<'as generated' | null | 0 | -1>('as generated', 'as generated', null, 0, -1),
    fc.constantFrom(true, false, undefined),
    fc.array(rows.existingLoan, { maxLength: 5 }),
    fc.constantFrom(0, 0, 0, 0.5),
  )
  .map(([a, cibil, hostel, loans, fraction]) => {
    const { isHostel: _isHostel, ...rest } = a;
    return {
      ...rest,
      age: a.age + fraction,
      salary: a.salary + fraction,
      requestedTenureMonths: a.requestedTenureMonths + fraction,
      requestedLoanAmount: a.requestedLoanAmount + fraction,
      cibilScore: cibil === 'as generated' ? a.cibilScore : cibil,
      ...(hostel === undefined ? {} : { isHostel: hostel }),
      CIBIL_REPORT_PARAMETERS: { ...a.CIBIL_REPORT_PARAMETERS, Loans: loans },
    };
  });

export interface DifferentialCase {
  pairs: PairRules[];
  companies: CompanyCase[];
  applicants: Applicant[];
  dates: string[];
  city: EvaluationInput['city'];
}

/** The first company again after an edit of its registration type: same id, same mappings object (the server keeps it per company and version). */
function withEdit(companies: CompanyCase[], registrationType: string | null): CompanyCase[] {
  const [first] = companies;
  if (first === undefined || first.company.registration_type === registrationType) return companies;
  return [...companies, { company: { ...first.company, registration_type: registrationType }, mappings: first.mappings }];
}

export const differentialCase: fc.Arbitrary<DifferentialCase> = ruleSet.chain((pairs) =>
  fc.record({
    pairs: fc.constant(pairs),
    companies: fc
      .tuple(fc.array(companyCase(pairs), { minLength: 1, maxLength: 3 }), fc.option(fc.constantFrom(null, ...SPELLINGS), { freq: 2 }))
      .map(([companies, edit]) => (edit === null ? companies : withEdit(companies, edit))),
    applicants: fc.array(applicant, { minLength: 4, maxLength: 10 }),
    dates: fc.uniqueArray(fc.constantFrom(...EVALUATION_DATES), { minLength: 2, maxLength: 6 }),
    city: fc.record({ id: fc.constant('city-1'), city_name: fc.constant('Pune'), is_metro: fc.boolean() }),
  }),
);
