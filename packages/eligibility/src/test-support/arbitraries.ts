/** fast-check generators for whole evaluation inputs, with small value sets so that edges collide. The row fields are shared with rule-set-arbitraries.ts. */
import fc from 'fast-check';
import type {
  Applicant,
  BalanceTransferRule,
  BankSalaryRule,
  CategoryMapping,
  CibilEnquiryRule,
  EmploymentRule,
  EvaluationInput,
  ExistingLoan,
  FoirRule,
  GeneralEligibilityRule,
  LoanType,
  MultiplierRule,
  ObligationRule,
  PairRules,
  RegistrationRule,
} from '../types';
import { applicant as fixtureApplicant, foirRule, generalRule, input, pair } from './fixtures';

const COMPANY_ID = 'company-1';
const DATES = ['2024-01-01', '2025-06-14', '2025-06-15', '2025-06-16', '2026-01-01'] as const;
const CATEGORIES = [null, 'cat-1', 'cat-2'] as const;
const LOAN_TYPES: readonly LoanType[] = ['Credit Card', 'Personal Loan', 'Home Loan', 'Car Loan', 'Education Loan', 'Gold Loan', 'Overdraft'];
const REGISTRATION_TYPES = [
  'LLP',
  'PRIVATE_LIMITED',
  'PROPRIETORSHIP',
  'PARTNERSHIP',
  'GOVERNMENT',
  'GOVERMENT',
  'COOPERATIVE',
  'PUBLIC_LIMITED',
  'ONE_PERSON_COMPANY',
  'TRUST_SOCIETY',
] as const;

// Constraints are mostly absent, so that a fair share of pairs come out ELIGIBLE.
const maybe = <T>(arb: fc.Arbitrary<T>, nullWeight = 1) => fc.oneof({ arbitrary: fc.constant(null), weight: nullWeight }, { arbitrary: arb, weight: 1 });
const rarely = <T>(arb: fc.Arbitrary<T>) => maybe(arb, 4);
const int = (min: number, max: number) => fc.integer({ min, max });
const money = (max: number) => maybe(int(0, max));
const flag = rarely(fc.boolean());
const mostly = (value: boolean) => fc.constantFrom(value, value, value, !value);

const window = fc.record({
  is_active: fc.constantFrom(true, true, true, null, false),
  valid_from: rarely(fc.constantFrom(...DATES)),
  valid_to: rarely(fc.constantFrom(...DATES)),
});

/** Rows of one group with distinct ids, as a database would hold them. */
function rows<T extends object>(prefix: string, fields: fc.Arbitrary<T>, max = 3, min = 0) {
  return fc.array(fc.tuple(window, fields), { minLength: min, maxLength: max }).map((list) => list.map(([w, f], i) => ({ id: `${prefix}-${i}`, ...w, ...f })));
}

export const general = fc.record({
  min_age: maybe(int(18, 30)),
  max_age: maybe(int(50, 70)),
  duration_at_present_residence: rarely(int(0, 24)),
  without_cibil_max_age: rarely(int(25, 60)),
  salary_min: money(40000),
  high_salary_threshold: money(150000),
  high_salary_threshold_for_tenure: money(150000),
  non_listed_salary_min: rarely(int(0, 80000)),
  non_listed_tenure_months: rarely(int(0, 84)),
  non_listed_max_loan_amount: money(3000000),
  min_loan_amount: money(100000),
  max_loan_amount: money(5000000),
  high_salary_max_loan_amount: money(8000000),
  min_tenure_months: maybe(int(0, 12)),
  max_tenure_months: maybe(int(0, 96)),
  high_salary_max_tenure_months: maybe(int(12, 120)),
  cibil_required: flag,
  cibil_min_score: rarely(int(300, 800)),
  high_cibil_threshold: maybe(int(650, 850)),
  bachelor_allowed: flag,
  hostel_allowed: flag,
  listed_company_only: flag,
  metro_city_only: flag,
  current_adress_proof_required: flag,
  permanentadressproof_required: flag,
  permanenthouseownedproof_required: flag,
  allowed_company_types: rarely(fc.subarray([...REGISTRATION_TYPES])),
  interest_rate: fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, { arbitrary: fc.constantFrom(0, 8.5, 10.75, 12, 18), weight: 8 }),
  high_cibil_interest_rate: maybe(fc.constantFrom(0, 7.9, 9.5)),
});

const band = { category_id: fc.constantFrom(null, null, 'cat-1', 'cat-2'), salary_min: rarely(int(0, 100000)), salary_max: rarely(int(0, 300000)) };
export const multiplier = fc.record({ ...band, multiplier: maybe(fc.constantFrom(0, 0.7, 5, 12.5, 20, 30)) });
export const foir = fc.record({ ...band, foir_percent: rarely(int(0, 80)).map((p) => p ?? 50), foir_percent_with_secured: maybe(int(0, 90)) });
export const employment = fc.record({ present_employment_min_months: rarely(int(0, 36)), total_employment_min_months: rarely(int(0, 72)) });
export const obligation = fc.record({
  emis_pending: maybe(int(0, 12)),
  HL_co_app_percentage_obligated_on_emi: maybe(fc.constantFrom(0, 33.33, 50, 100)),
  GL_sanction_percentage_obligated: maybe(fc.constantFrom(0, 2.5, 10)),
  cc_sanction_amount_percentage_obligated: maybe(fc.constantFrom(0, 3, 5)),
  cc_waive_off_percentrage_of_nth: maybe(fc.constantFrom(0, 10, 25)),
});
export const enquiry = fc.record({
  TotalEnquiriesLast7Days: rarely(int(0, 5)),
  TotalEnquiriesLast30Days: rarely(int(0, 8)),
  TotalEnquiriesLast90Days: rarely(int(0, 12)),
  TotalEnquiriesLast180Days: rarely(int(0, 20)),
});
export const registration = fc.record({
  registration_type: maybe(fc.constantFrom(...REGISTRATION_TYPES)),
  salary_min: rarely(int(0, 80000)),
  max_age: rarely(int(30, 70)),
});
export const bankSalary = fc.record({
  category_id: fc.constantFrom(...CATEGORIES),
  salary_min: money(100000),
  conditional_min_salary: money(100000),
  max_age: rarely(int(30, 70)),
  max_tenure_months: maybe(int(0, 96)),
  max_loan_amount: money(5000000),
  cibil_threshold_for_tenure: maybe(int(600, 850)),
  tenure_for_cibil_threshold_cross: maybe(int(0, 120)),
  null_cibil_max_loan_amount: money(2000000),
  null_cibil_max_tenure_months: maybe(int(0, 60)),
  null_cibil_nth_threshold: money(150000),
  null_cibil_nth_max_loan_amount: money(3000000),
  null_cibil_nth_max_tenure_months: maybe(int(0, 84)),
});
export const balanceTransfer = fc.record({
  min_emis_paid: maybe(int(0, 12)),
  max_bt_count: maybe(int(0, 3)),
  min_bt_amount: money(100000),
  max_bt_amount: money(3000000),
  app_loan_bt: flag,
  app_loan_bt_threshold: money(100000),
  bt_of_od_allowed: flag,
});
const mapping: fc.Arbitrary<CategoryMapping> = fc.record({
  company_id: fc.constantFrom(COMPANY_ID, 'company-2'),
  category_id: fc.constantFrom(...CATEGORIES),
  is_active: fc.constantFrom(true, null, false),
});

const pairRules = (bankId: string): fc.Arbitrary<PairRules> =>
  fc.record({
    bank: fc.record({ id: fc.constant(bankId), name: fc.constantFrom('Alpha Bank', 'Beta Bank', 'alpha bank'), is_active: mostly(true) }),
    // A product keeps one loan type wherever it appears.
    product: fc
      .record({ id: fc.constantFrom('p-1', 'p-2'), name: fc.constantFrom('Personal Loan', 'Top-up'), is_active: mostly(true) })
      .map((p) => ({ ...p, loan_type: p.id === 'p-1' ? ('PERSONAL_LOAN' as const) : ('HOME_LOAN' as const) })),
    general: rows('general', general, 2, 1) as fc.Arbitrary<GeneralEligibilityRule[]>,
    multiplier: rows('multiplier', multiplier) as fc.Arbitrary<MultiplierRule[]>,
    foir: rows('foir', foir, 3, 1) as fc.Arbitrary<FoirRule[]>,
    employment: rows('employment', employment, 2) as fc.Arbitrary<EmploymentRule[]>,
    obligation: rows('obligation', obligation, 2) as fc.Arbitrary<ObligationRule[]>,
    cibilEnquiry: rows('enquiry', enquiry, 2) as fc.Arbitrary<CibilEnquiryRule[]>,
    registration: rows('registration', registration) as fc.Arbitrary<RegistrationRule[]>,
    bankSalary: rows('salary', bankSalary) as fc.Arbitrary<BankSalaryRule[]>,
    balanceTransfer: rows('bt', balanceTransfer, 2) as fc.Arbitrary<BalanceTransferRule[]>,
    mappings: fc.array(mapping, { maxLength: 2 }),
  });

export const existingLoan: fc.Arbitrary<ExistingLoan> = fc.record({
  bank_name: fc.constantFrom('HDFC', 'SBI', ''),
  Loan_Type: fc.constantFrom(...LOAN_TYPES),
  openDate: fc.constant(null),
  is_secured: fc.boolean(),
  outstanding: int(0, 2000000),
  emi_amount: fc.oneof(int(0, 40000), int(0, 8000)),
  emisPaid: int(0, 60),
  emisPending: int(0, 60),
  bt: fc.boolean(),
});

export const applicant: fc.Arbitrary<Applicant> = fc.record({
  age: int(18, 65),
  cibilScore: fc.oneof(fc.constant(null), int(300, 900)),
  salary: fc.oneof(int(0, 300000), int(25000, 120000)),
  currentEmploymentMonths: int(0, 120),
  totalEmploymentMonths: int(0, 240),
  requestedLoanAmount: int(0, 5000000),
  requestedTenureMonths: int(1, 120),
  monthsatpresentresidence: int(0, 120),
  isMarried: mostly(true),
  isHouseowned: fc.boolean(),
  homeloanwithspouse: fc.boolean(),
  currentadressproof: mostly(true),
  permanentadressproof: mostly(true),
  permanenthouseownedproof: mostly(true),
  isHostel: mostly(false),
  // Mostly none; a purpose no product has leaves nothing to evaluate.
  loanPurpose: rarely(fc.constantFrom('PERSONAL_LOAN' as const, 'HOME_LOAN' as const, 'CAR_LOAN' as const)),
  CIBIL_REPORT_PARAMETERS: fc.record({
    Loans: fc.array(existingLoan, { maxLength: 3 }),
    ENQUIRIES_SUMMARY: fc.record({ CAPSLast7Days: int(0, 3), CAPSLast30Days: int(0, 5), CAPSLast90Days: int(0, 8), CAPSLast180Days: int(0, 12) }),
  }),
});

export const evaluationInput: fc.Arbitrary<EvaluationInput> = fc.record({
  applicant,
  evaluationDate: fc.constantFrom(...DATES),
  company: fc.record({
    id: fc.constant(COMPANY_ID),
    company_name: fc.constant('Acme'),
    is_listed: fc.boolean(),
    registration_type: maybe(fc.constantFrom(...REGISTRATION_TYPES)),
  }),
  city: fc.record({ id: fc.constant('city-1'), city_name: fc.constant('Pune'), is_metro: fc.boolean() }),
  pairs: int(1, 4).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => pairRules(`bank-${i}`)))),
});

/** The worked example with random salary, loans, FOIR and rate: mostly ELIGIBLE and often bound by FOIR. */
export const foirBoundInput: fc.Arbitrary<EvaluationInput> = fc
  .record({
    salary: int(25000, 400000),
    loans: fc.array(existingLoan, { maxLength: 3 }),
    foirPercent: int(10, 80),
    rate: fc.oneof(fc.constant(0), fc.double({ min: 0.5, max: 30, noNaN: true }), int(1, 24)),
    tenure: int(12, 120),
    requested: int(50000, 20000000),
  })
  .map(({ salary, loans, foirPercent, rate, tenure, requested }) =>
    input({
      applicant: fixtureApplicant({ salary, requestedLoanAmount: requested, requestedTenureMonths: tenure }, loans),
      pairs: [
        pair({
          general: [generalRule({ interest_rate: rate, max_loan_amount: null, max_tenure_months: null, min_loan_amount: null })],
          foir: [foirRule({ foir_percent: foirPercent })],
          multiplier: [],
        }),
      ],
    }),
  );
