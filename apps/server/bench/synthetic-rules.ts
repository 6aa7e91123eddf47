import type { PairRules } from '@lbo/eligibility';
import { sampleLoan, TEST_PROFILE } from '@lbo/contracts/testing/sample-applicant';
import type { Database } from '../src/db/client';
import * as s from '../src/db/schema';

/** A deterministic pseudo-random source, so every run measures the same rule set. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const uuid = (n: number, kind: number) => `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${n.toString(16).padStart(12, '0')}`;

/** The synthetic products' loan types, in turn: a purpose leaves a quarter of the pairs. */
export const BENCH_LOAN_TYPES = ['PERSONAL_LOAN', 'HOME_LOAN', 'BUSINESS_LOAN', 'CAR_LOAN'] as const;

/** `count` bank-product pairs with rules in every group, two salary categories each, products of four loan types. */
export function syntheticPairs(count: number, companyId: string, categories: [string, string]): PairRules[] {
  const rnd = seeded(42);
  const pairs: PairRules[] = [];
  let id = 1;
  const next = (kind: number) => uuid(id++, kind);
  for (let i = 0; i < count; i++) {
    const bankId = uuid(i + 1, 1);
    const productId = uuid(i + 1, 2);
    const base = { bank_id: bankId, product_id: productId, is_active: true, valid_from: null, valid_to: null };
    const salaryMin = 15000 + Math.floor(rnd() * 30) * 1000;
    pairs.push({
      bank: { id: bankId, name: `Bank ${String(i + 1).padStart(3, '0')}`, is_active: true },
      product: { id: productId, name: 'Personal Loan', is_active: true, loan_type: BENCH_LOAN_TYPES[i % BENCH_LOAN_TYPES.length]! },
      general: [
        {
          ...base,
          id: next(3),
          min_age: 21,
          max_age: 58 + Math.floor(rnd() * 3),
          duration_at_present_residence: 6,
          without_cibil_max_age: 45,
          salary_min: salaryMin,
          high_salary_threshold: 150000,
          high_salary_threshold_for_tenure: 100000,
          non_listed_salary_min: salaryMin + 10000,
          non_listed_tenure_months: 48,
          non_listed_max_loan_amount: 1000000,
          min_loan_amount: 50000,
          max_loan_amount: 2500000 + Math.floor(rnd() * 10) * 100000,
          high_salary_max_loan_amount: 4000000,
          min_tenure_months: 12,
          max_tenure_months: 60,
          high_salary_max_tenure_months: 72,
          cibil_required: rnd() < 0.3,
          cibil_min_score: 650 + Math.floor(rnd() * 10) * 10,
          high_cibil_threshold: 780,
          bachelor_allowed: true,
          hostel_allowed: rnd() < 0.7,
          listed_company_only: rnd() < 0.1,
          metro_city_only: rnd() < 0.2,
          current_adress_proof_required: true,
          permanentadressproof_required: false,
          permanenthouseownedproof_required: false,
          allowed_company_types: null,
          interest_rate: 10.5 + Math.floor(rnd() * 11) * 0.5,
          high_cibil_interest_rate: 10.25,
        },
      ],
      multiplier: categories.flatMap((category_id, c) => [
        { ...base, id: next(4), category_id, salary_min: 0, salary_max: 49999, multiplier: 12 + c * 2 },
        { ...base, id: next(4), category_id, salary_min: 50000, salary_max: null, multiplier: 18 + c * 2 },
      ]),
      foir: categories.flatMap((category_id, c) => [
        { ...base, id: next(5), category_id, salary_min: 0, salary_max: 49999, foir_percent: 45 + c * 5, foir_percent_with_secured: 55 },
        { ...base, id: next(5), category_id, salary_min: 50000, salary_max: null, foir_percent: 55 + c * 5, foir_percent_with_secured: 65 },
      ]),
      employment: [{ ...base, id: next(6), present_employment_min_months: 6, total_employment_min_months: 12 }],
      obligation: [
        {
          ...base,
          id: next(7),
          emis_pending: 3,
          HL_co_app_percentage_obligated_on_emi: 50,
          GL_sanction_percentage_obligated: 10,
          cc_sanction_amount_percentage_obligated: 5,
          cc_waive_off_percentrage_of_nth: 10,
        },
      ],
      cibilEnquiry: [
        { ...base, id: next(8), TotalEnquiriesLast7Days: 2, TotalEnquiriesLast30Days: 4, TotalEnquiriesLast90Days: 6, TotalEnquiriesLast180Days: 10 },
      ],
      registration: ['PRIVATE_LIMITED', 'LLP', 'PARTNERSHIP'].map((registration_type) => ({
        ...base,
        id: next(9),
        registration_type,
        salary_min: 20000,
        max_age: 58,
      })),
      bankSalary: categories.map((category_id) => ({
        ...base,
        id: next(10),
        category_id,
        salary_min: salaryMin,
        conditional_min_salary: salaryMin - 5000,
        max_age: 58,
        max_tenure_months: 60,
        max_loan_amount: 3000000,
        cibil_threshold_for_tenure: 750,
        tenure_for_cibil_threshold_cross: 72,
        null_cibil_max_loan_amount: 300000,
        null_cibil_max_tenure_months: 36,
        null_cibil_nth_threshold: 75000,
        null_cibil_nth_max_loan_amount: 500000,
        null_cibil_nth_max_tenure_months: 48,
        remarks: null,
      })),
      balanceTransfer: [
        {
          ...base,
          id: next(11),
          min_emis_paid: 6,
          max_bt_count: 2,
          min_bt_amount: 50000,
          max_bt_amount: 2000000,
          app_loan_bt: false,
          app_loan_bt_threshold: 50000,
          bt_of_od_allowed: false,
          special_conditions: null,
        },
      ],
      // Charges from the pair's number, not the random source, so the other groups stay as they were.
      charges: [
        {
          ...base,
          id: next(12),
          processing_fee_percent: 1 + (i % 4) * 0.5,
          processing_fee_min: 2500,
          processing_fee_max: 25000,
          processing_fee_flat: null,
          gst_percent: 18,
          insurance_amount: null,
          insurance_percent: i % 3 === 0 ? 0.5 : null,
          valuation_fee: null,
          legal_fee: null,
          stamp_duty: [0, 100, 500][i % 3]!,
          recurring_charges_monthly: i % 10 === 0 ? 50 : null,
          penal_charges: '2% a month on the overdue instalment',
          penal_rate_percent: null,
          other_penal_charges: null,
          foreclosure_percent: null,
          part_prepayment_percent: null,
          switching_charges: null,
          bounce_charge: 500,
          cooling_off_days: 3,
        },
      ],
      mappings: [{ company_id: companyId, category_id: categories[i % 2]!, is_active: true }],
    });
  }
  return pairs;
}

/** The bench applicant's figures where they differ from the test profile: older, better paid, asking more. */
const BENCH_FIGURES = { age: 32, cibilScore: 765, salary: 85000, currentEmploymentMonths: 30, totalEmploymentMonths: 96, requestedLoanAmount: 1500000 };

export const benchApplicant = {
  user_name: 'Bench Applicant',
  ...TEST_PROFILE,
  ...BENCH_FIGURES,
  monthsatpresentresidence: 36,
  permanenthouseownedproof: false,
  isHostel: false,
  CIBIL_REPORT_PARAMETERS: {
    Loans: [
      sampleLoan({ bank_name: 'HDFC Bank', openDate: '2023-01-10', outstanding: 250000, emi_amount: 9000, emisPaid: 20, emisPending: 16, bt: true }),
      sampleLoan({ bank_name: 'SBI Card', Loan_Type: 'Credit Card' as const, outstanding: 40000, emi_amount: 2000, emisPaid: 0, emisPending: 0 }),
      sampleLoan({
        bank_name: 'Axis Bank',
        Loan_Type: 'Car Loan' as const,
        openDate: '2022-05-01',
        is_secured: true,
        outstanding: 300000,
        emi_amount: 11000,
        emisPaid: 30,
        emisPending: 30,
      }),
    ],
    ENQUIRIES_SUMMARY: { CAPSLast7Days: 0, CAPSLast30Days: 1, CAPSLast90Days: 2, CAPSLast180Days: 3 },
  },
};

/** Writes the synthetic pairs, their company, city and categories into the database. */
export async function insertRuleSet(db: Database, pairs: PairRules[], ids: { company: string; city: string; categories: [string, string] }) {
  const { company: COMPANY, city: CITY, categories: CATEGORIES } = ids;
  await db.insert(s.companies).values({ id: COMPANY, company_name: 'Bench Co', is_listed: true, registration_type: 'PRIVATE_LIMITED' });
  await db.insert(s.cities).values({ id: CITY, city_name: 'Mumbai', state: 'Maharashtra', is_metro: true });
  await db.insert(s.salaryCategories).values(CATEGORIES.map((id, i) => ({ id, name: `Bench CAT ${i}` })));
  await db.insert(s.banks).values(pairs.map((p) => ({ id: p.bank.id, name: p.bank.name })));
  await db.insert(s.products).values(pairs.map((p, i) => ({ id: p.product.id, name: `Personal Loan ${i}`, loan_type: p.product.loan_type })));
  const strip = <T extends object>(rows: readonly T[]) => rows.map((r) => ({ ...r }));
  await db.insert(s.generalEligibilityRules).values(pairs.flatMap((p) => strip(p.general)) as never);
  await db.insert(s.multiplierRules).values(pairs.flatMap((p) => strip(p.multiplier)) as never);
  await db.insert(s.foirRules).values(pairs.flatMap((p) => strip(p.foir)) as never);
  await db.insert(s.employmentRules).values(pairs.flatMap((p) => strip(p.employment)) as never);
  await db.insert(s.registrationRules).values(pairs.flatMap((p) => strip(p.registration)) as never);
  await db.insert(s.bankSalaryRules).values(pairs.flatMap((p) => strip(p.bankSalary)) as never);
  // These two groups' rows carry no bank or product of their own, and name some columns otherwise than their tables.
  const pairRows = <T extends { id: string }, C extends object>(rowsOf: (p: PairRules) => readonly T[], columns: (row: T) => C) =>
    pairs.flatMap((p) => rowsOf(p).map((row) => ({ id: row.id, bank_id: p.bank.id, product_id: p.product.id, ...columns(row) })));
  await db.insert(s.obligationRules).values(
    pairRows(
      (p) => p.obligation,
      (o) => ({
        emis_pending: o.emis_pending,
        hl_co_app_percentage_obligated_on_emi: o.HL_co_app_percentage_obligated_on_emi,
        gl_sanction_percentage_obligated: o.GL_sanction_percentage_obligated,
        cc_sanction_amount_percentage_obligated: o.cc_sanction_amount_percentage_obligated,
        cc_waive_off_percentrage_of_nth: o.cc_waive_off_percentrage_of_nth,
      }),
    ),
  );
  await db.insert(s.cibilEnquiryRules).values(
    pairRows(
      (p) => p.cibilEnquiry,
      (e) => ({
        total_enquiries_last_7_days: e.TotalEnquiriesLast7Days,
        total_enquiries_last_30_days: e.TotalEnquiriesLast30Days,
        total_enquiries_last_90_days: e.TotalEnquiriesLast90Days,
        total_enquiries_last_180_days: e.TotalEnquiriesLast180Days,
      }),
    ),
  );
  await db.insert(s.chargesRules).values(pairs.flatMap((p) => strip(p.charges ?? [])) as never);
  await db
    .insert(s.btRules)
    .values(pairs.flatMap((p) => p.balanceTransfer.map(({ product_id: _product, ...row }) => ({ ...row, bank_id: p.bank.id }))) as never);
  await db
    .insert(s.bankCompanyCategories)
    .values(pairs.map((p) => ({ bank_id: p.bank.id, product_id: p.product.id, company_id: COMPANY, category_id: p.mappings[0]!.category_id! })));
}
