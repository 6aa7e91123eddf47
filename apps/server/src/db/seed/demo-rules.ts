import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';
import {
  bankSalaryRules,
  banks,
  btRules,
  cibilEnquiryRules,
  chargesRules,
  employmentRules,
  foirRules,
  generalEligibilityRules,
  multiplierRules,
  obligationRules,
  products,
  registrationRules,
  rulesInfo,
  salaryCategories,
  users,
} from '../schema';

/*
 * Demo credit policy: complete rules in every rule group for every demo bank and product.
 * The numbers follow common Indian retail-lending practice and differ by bank, so the Loan
 * Evaluator's answers differ too. A typical applicant (30 years, ₹60,000 a month, CIBIL 750,
 * listed company in a metro, ₹5,00,000 over 36 months) is eligible at most pairs but not at
 * Kotak's personal and business loans (CIBIL minimum 760) nor Bajaj Finserv's business loan
 * (minimum salary ₹75,000).
 */

type ProductName = 'Personal Loan' | 'Business Loan' | 'Home Loan';
const PRODUCTS: ProductName[] = ['Personal Loan', 'Business Loan', 'Home Loan'];
const CATEGORIES = ['Super CAT A', 'CAT A', 'CAT B', 'CAT C'] as const;
type CategoryName = (typeof CATEGORIES)[number];

interface BankPolicy {
  name: string;
  /** Personal-loan minimum net monthly salary, ₹. */
  salaryMin: number;
  minAge: number;
  maxAge: number;
  cibilMin: number;
  /** Per product where it differs from cibilMin. */
  cibilMinFor?: Partial<Record<ProductName, number>>;
  /** Personal-loan rate, annual %. */
  rate: number;
  /** Products without a better rate for high CIBIL scores. */
  noHighCibilRate?: ProductName[];
  cibilRequired: boolean;
  metroOnly: boolean;
  listedOnlyFor?: ProductName[];
  hostelAllowed: boolean;
  bachelorAllowed: boolean;
  permanentProof: boolean;
  /** FOIR points added to the category baseline. */
  foirShift: number;
  /** Multiplier added to the category baseline. */
  multiplierShift: number;
  /** Personal-loan ceiling, ₹. */
  maxLoan: number;
  maxTenure: number;
  /** Months in the present job / in total. */
  employment: [present: number, total: number];
  /** Enquiry limits over 7, 30, 90 and 180 days. */
  enquiries: [number, number, number, number];
  emisPendingClosing: number;
  bt: { minEmisPaid: number; maxCount: number; minAmount: number; maxAmount: number; appLoanBt: boolean; odAllowed: boolean; notes: string | null };
  salaryMinFor?: Partial<Record<ProductName, number>>;
}

const L = 100_000; // one lakh

const BANKS: BankPolicy[] = [
  {
    name: 'HDFC Bank',
    salaryMin: 25_000,
    minAge: 21,
    maxAge: 60,
    cibilMin: 720,
    rate: 10.75,
    cibilRequired: true,
    metroOnly: false,
    hostelAllowed: true,
    bachelorAllowed: true,
    permanentProof: false,
    foirShift: 5,
    multiplierShift: 4,
    maxLoan: 40 * L,
    maxTenure: 60,
    employment: [6, 24],
    enquiries: [2, 4, 8, 12],
    emisPendingClosing: 3,
    bt: { minEmisPaid: 9, maxCount: 3, minAmount: 1 * L, maxAmount: 40 * L, appLoanBt: false, odAllowed: true, notes: 'Top-up allowed after 12 EMIs' },
  },
  {
    name: 'ICICI Bank',
    salaryMin: 30_000,
    minAge: 23,
    maxAge: 58,
    cibilMin: 700,
    rate: 10.85,
    cibilRequired: true,
    metroOnly: false,
    hostelAllowed: true,
    bachelorAllowed: true,
    permanentProof: true,
    foirShift: 5,
    multiplierShift: 2,
    maxLoan: 50 * L,
    maxTenure: 72,
    employment: [6, 24],
    enquiries: [2, 5, 8, 14],
    emisPendingClosing: 3,
    bt: { minEmisPaid: 12, maxCount: 3, minAmount: 1 * L, maxAmount: 50 * L, appLoanBt: false, odAllowed: false, notes: null },
  },
  {
    name: 'Axis Bank',
    salaryMin: 25_000,
    minAge: 21,
    maxAge: 60,
    cibilMin: 700,
    rate: 11.25,
    cibilRequired: true,
    metroOnly: false,
    hostelAllowed: true,
    bachelorAllowed: true,
    permanentProof: false,
    foirShift: 0,
    multiplierShift: 2,
    maxLoan: 40 * L,
    maxTenure: 60,
    employment: [6, 12],
    enquiries: [3, 5, 9, 15],
    emisPendingClosing: 4,
    bt: { minEmisPaid: 6, maxCount: 4, minAmount: 50_000, maxAmount: 30 * L, appLoanBt: true, odAllowed: true, notes: null },
  },
  {
    name: 'Kotak Mahindra Bank',
    salaryMin: 35_000,
    minAge: 21,
    maxAge: 58,
    cibilMin: 760,
    cibilMinFor: { 'Home Loan': 700 },
    rate: 10.99,
    noHighCibilRate: ['Personal Loan'],
    cibilRequired: true,
    metroOnly: false,
    hostelAllowed: false,
    bachelorAllowed: true,
    permanentProof: true,
    foirShift: 0,
    multiplierShift: 0,
    maxLoan: 35 * L,
    maxTenure: 60,
    employment: [12, 36],
    enquiries: [1, 3, 6, 10],
    emisPendingClosing: 3,
    bt: { minEmisPaid: 12, maxCount: 2, minAmount: 2 * L, maxAmount: 35 * L, appLoanBt: false, odAllowed: false, notes: 'Salary account holders only' },
  },
  {
    name: 'State Bank of India',
    salaryMin: 15_000,
    minAge: 21,
    maxAge: 58,
    cibilMin: 650,
    rate: 11.15,
    cibilRequired: true,
    metroOnly: false,
    listedOnlyFor: ['Personal Loan'],
    hostelAllowed: false,
    bachelorAllowed: true,
    permanentProof: true,
    foirShift: 0,
    multiplierShift: -2,
    maxLoan: 30 * L,
    maxTenure: 72,
    employment: [12, 24],
    enquiries: [2, 4, 8, 12],
    emisPendingClosing: 6,
    bt: { minEmisPaid: 12, maxCount: 2, minAmount: 1 * L, maxAmount: 30 * L, appLoanBt: false, odAllowed: false, notes: null },
  },
  {
    name: 'IDFC First Bank',
    salaryMin: 20_000,
    minAge: 23,
    maxAge: 60,
    cibilMin: 700,
    rate: 11.5,
    noHighCibilRate: ['Business Loan'],
    cibilRequired: true,
    metroOnly: false,
    hostelAllowed: true,
    bachelorAllowed: true,
    permanentProof: false,
    foirShift: 5,
    multiplierShift: 4,
    maxLoan: 40 * L,
    maxTenure: 60,
    employment: [3, 12],
    enquiries: [3, 6, 10, 15],
    emisPendingClosing: 4,
    bt: { minEmisPaid: 6, maxCount: 4, minAmount: 50_000, maxAmount: 40 * L, appLoanBt: true, odAllowed: true, notes: null },
  },
  {
    name: 'Bajaj Finserv',
    salaryMin: 25_000,
    salaryMinFor: { 'Business Loan': 75_000 },
    minAge: 21,
    maxAge: 58,
    cibilMin: 685,
    rate: 13.0,
    cibilRequired: false,
    metroOnly: false,
    hostelAllowed: true,
    bachelorAllowed: true,
    permanentProof: false,
    foirShift: 10,
    multiplierShift: 6,
    maxLoan: 35 * L,
    maxTenure: 84,
    employment: [3, 12],
    enquiries: [3, 6, 10, 15],
    emisPendingClosing: 3,
    bt: { minEmisPaid: 6, maxCount: 4, minAmount: 50_000, maxAmount: 35 * L, appLoanBt: true, odAllowed: true, notes: 'Flexi term loans also accepted' },
  },
  {
    name: 'Tata Capital',
    salaryMin: 20_000,
    minAge: 22,
    maxAge: 58,
    cibilMin: 650,
    rate: 12.5,
    cibilRequired: false,
    metroOnly: true,
    hostelAllowed: true,
    bachelorAllowed: true,
    permanentProof: false,
    foirShift: 5,
    multiplierShift: 2,
    maxLoan: 35 * L,
    maxTenure: 72,
    employment: [6, 12],
    enquiries: [3, 6, 10, 15],
    emisPendingClosing: 3,
    bt: { minEmisPaid: 6, maxCount: 3, minAmount: 75_000, maxAmount: 35 * L, appLoanBt: true, odAllowed: false, notes: null },
  },
];

/** Category baselines: better categories get a higher FOIR and multiplier and a lower salary floor. */
const CATEGORY_POLICY: Record<CategoryName | 'none', { foir: number; multiplier: number; tierMin: number; tierMaxLoan: number }> = {
  'Super CAT A': { foir: 65, multiplier: 20, tierMin: 15_000, tierMaxLoan: 40 * L },
  'CAT A': { foir: 60, multiplier: 16, tierMin: 20_000, tierMaxLoan: 30 * L },
  'CAT B': { foir: 50, multiplier: 12, tierMin: 25_000, tierMaxLoan: 20 * L },
  'CAT C': { foir: 45, multiplier: 10, tierMin: 30_000, tierMaxLoan: 12 * L },
  none: { foir: 40, multiplier: 10, tierMin: 35_000, tierMaxLoan: 10 * L },
};

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

interface Pair {
  policy: BankPolicy;
  bankId: string;
  productId: string;
  product: ProductName;
}

/** Product-specific terms derived from the bank's personal-loan policy. */
function productTerms(p: BankPolicy, product: ProductName) {
  switch (product) {
    case 'Personal Loan':
      return {
        rate: p.rate,
        salaryMin: p.salaryMin,
        minLoan: 50_000,
        maxLoan: p.maxLoan,
        minTenure: 12,
        maxTenure: p.maxTenure,
        maxAge: p.maxAge,
        multiplierAdd: 0,
        foirAdd: 0,
      };
    case 'Business Loan':
      return {
        rate: round2(p.rate + 3),
        salaryMin: p.salaryMin + 10_000,
        minLoan: 1 * L,
        maxLoan: p.maxLoan + 10 * L,
        minTenure: 12,
        maxTenure: 60,
        maxAge: p.maxAge,
        multiplierAdd: 2,
        foirAdd: 5,
      };
    case 'Home Loan':
      return {
        rate: round2(8.4 + (p.rate - 10.75) / 2),
        salaryMin: p.salaryMin + 5_000,
        minLoan: 3 * L,
        maxLoan: 300 * L,
        minTenure: 24,
        maxTenure: 300,
        maxAge: Math.min(65, p.maxAge + 5),
        multiplierAdd: 40,
        foirAdd: 10,
      };
  }
}

function generalRow({ policy: p, bankId, productId, product }: Pair) {
  const t = productTerms(p, product);
  const salaryMin = p.salaryMinFor?.[product] ?? t.salaryMin;
  const highRate = p.noHighCibilRate?.includes(product) ? null : round2(t.rate - 0.5);
  return {
    bank_id: bankId,
    product_id: productId,
    min_age: p.minAge,
    max_age: t.maxAge,
    duration_at_present_residence: p.metroOnly ? 12 : 6,
    without_cibil_max_age: 45,
    salary_min: salaryMin,
    high_salary_threshold: 1 * L,
    high_salary_threshold_for_tenure: 75_000,
    non_listed_salary_min: salaryMin + 10_000,
    non_listed_tenure_months: Math.min(48, t.maxTenure),
    non_listed_max_loan_amount: Math.round(t.maxLoan / 3),
    min_loan_amount: t.minLoan,
    max_loan_amount: t.maxLoan,
    high_salary_max_loan_amount: Math.round(t.maxLoan * 1.25),
    min_tenure_months: t.minTenure,
    max_tenure_months: t.maxTenure,
    high_salary_max_tenure_months: product === 'Home Loan' ? 360 : t.maxTenure + 12,
    cibil_required: p.cibilRequired,
    cibil_min_score: p.cibilMinFor?.[product] ?? p.cibilMin,
    high_cibil_threshold: 780,
    interest_rate: t.rate,
    high_cibil_interest_rate: highRate,
    bachelor_allowed: p.bachelorAllowed,
    hostel_allowed: p.hostelAllowed,
    listed_company_only: p.listedOnlyFor?.includes(product) ?? false,
    metro_city_only: p.metroOnly,
    current_adress_proof_required: true,
    permanentadressproof_required: p.permanentProof,
    permanenthouseownedproof_required: false,
    allowed_company_types: null,
  };
}

type CategoryIds = Partial<Record<CategoryName, string>>;

/** Each category (and the category-less fallback) gets a band up to ₹50,000 and one above. */
function categoryKeys(categories: CategoryIds): { key: CategoryName | 'none'; id: string | null }[] {
  return [...CATEGORIES.filter((c) => categories[c]).map((c) => ({ key: c, id: categories[c]! })), { key: 'none' as const, id: null }];
}

function bandRows({ policy: p, bankId, productId, product }: Pair, categories: CategoryIds) {
  const t = productTerms(p, product);
  const multiplier = [];
  const foir = [];
  for (const { key, id } of categoryKeys(categories)) {
    const base = CATEGORY_POLICY[key];
    const foirLow = clamp(base.foir + p.foirShift + t.foirAdd, 35, 70);
    const foirHigh = clamp(foirLow + 5, 35, 75);
    const multLow = clamp(base.multiplier + p.multiplierShift, 10, 24) + t.multiplierAdd;
    const multHigh = clamp(multLow - t.multiplierAdd + 2, 10, 24) + t.multiplierAdd;
    const common = { bank_id: bankId, product_id: productId, category_id: id };
    multiplier.push(
      { ...common, salary_min: 0, salary_max: 50_000, multiplier: multLow },
      { ...common, salary_min: 50_000, salary_max: null, multiplier: multHigh },
    );
    foir.push(
      { ...common, salary_min: 0, salary_max: 50_000, foir_percent: foirLow, foir_percent_with_secured: clamp(foirLow + 5, 0, 75) },
      { ...common, salary_min: 50_000, salary_max: null, foir_percent: foirHigh, foir_percent_with_secured: clamp(foirHigh + 5, 0, 80) },
    );
  }
  return { multiplier, foir };
}

function bankSalaryRowsFor({ policy: p, bankId, productId, product }: Pair, categories: CategoryIds) {
  const t = productTerms(p, product);
  return categoryKeys(categories).map(({ key, id }) => {
    const base = CATEGORY_POLICY[key];
    const salaryMin = Math.max(base.tierMin, Math.round(p.salaryMin * 0.8));
    const maxLoan = product === 'Home Loan' ? base.tierMaxLoan * 5 : Math.min(base.tierMaxLoan, t.maxLoan);
    return {
      bank_id: bankId,
      product_id: productId,
      category_id: id,
      salary_min: salaryMin,
      conditional_min_salary: salaryMin - 5_000,
      max_age: t.maxAge,
      max_tenure_months: t.maxTenure,
      max_loan_amount: maxLoan,
      cibil_threshold_for_tenure: 750,
      tenure_for_cibil_threshold_cross: product === 'Home Loan' ? t.maxTenure : t.maxTenure + 12,
      null_cibil_max_loan_amount: product === 'Home Loan' ? 10 * L : 2 * L,
      null_cibil_max_tenure_months: product === 'Home Loan' ? 180 : 36,
      null_cibil_nth_threshold: 50_000,
      null_cibil_nth_max_loan_amount: product === 'Home Loan' ? 20 * L : 4 * L,
      null_cibil_nth_max_tenure_months: product === 'Home Loan' ? 240 : 48,
      remarks: key === 'none' ? 'Companies without a category' : `${key} employers`,
    };
  });
}

function registrationRowsFor({ policy: p, bankId, productId, product }: Pair) {
  const t = productTerms(p, product);
  const base = p.salaryMinFor?.[product] ?? t.salaryMin;
  return [
    { registration_type: 'GOVERNMENT', salary_min: Math.max(15_000, base - 5_000), max_age: Math.min(65, t.maxAge) },
    { registration_type: 'LLP', salary_min: base + 5_000, max_age: t.maxAge - 2 },
    { registration_type: 'PARTNERSHIP', salary_min: base + 10_000, max_age: t.maxAge - 3 },
    { registration_type: 'PROPRIETORSHIP', salary_min: base + 15_000, max_age: t.maxAge - 5 },
    // A one-person company is as small an employer as a proprietorship; a trust or society is judged like a partnership.
    { registration_type: 'ONE_PERSON_COMPANY', salary_min: base + 15_000, max_age: t.maxAge - 5 },
    { registration_type: 'TRUST_SOCIETY', salary_min: base + 10_000, max_age: t.maxAge - 3 },
  ].map((row) => ({ ...row, bank_id: bankId, product_id: productId }));
}

function singleRows({ policy: p, bankId, productId }: Pair) {
  const pair = { bank_id: bankId, product_id: productId };
  return {
    employment: { ...pair, present_employment_min_months: p.employment[0], total_employment_min_months: p.employment[1] },
    obligation: {
      ...pair,
      emis_pending: p.emisPendingClosing,
      hl_co_app_percentage_obligated_on_emi: 50,
      gl_sanction_percentage_obligated: 10,
      cc_sanction_amount_percentage_obligated: 5,
      cc_waive_off_percentrage_of_nth: p.cibilRequired ? 10 : 15,
    },
    enquiry: {
      ...pair,
      total_enquiries_last_7_days: p.enquiries[0],
      total_enquiries_last_30_days: p.enquiries[1],
      total_enquiries_last_90_days: p.enquiries[2],
      total_enquiries_last_180_days: p.enquiries[3],
      valid_from: '2024-04-01',
    },
  };
}

/**
 * Charges as Indian lenders publish them: personal and business loans a percentage processing fee
 * within a floor and a cap, home loans a small capped fee with legal and valuation charges; GST 18 %.
 */
function chargesRow({ policy: p, bankId, productId, product }: Pair) {
  const pair = { bank_id: bankId, product_id: productId };
  const spread = (p.rate - 10) / 10;
  const contingent = {
    penal_charges: '2% a month on the overdue instalment, for the days it is overdue',
    penal_rate_percent: 24,
    other_penal_charges: 'Cheque or mandate swap: ₹500 each',
    bounce_charge: 590,
    cooling_off_days: 3,
  };
  switch (product) {
    case 'Personal Loan':
      return {
        ...pair,
        ...contingent,
        processing_fee_percent: round2(clamp(1.5 + spread, 1, 3)),
        processing_fee_min: 1_999,
        processing_fee_max: 25_000,
        stamp_duty: 300,
        foreclosure_percent: 4,
        part_prepayment_percent: 2,
      };
    case 'Business Loan':
      return {
        ...pair,
        ...contingent,
        processing_fee_percent: round2(clamp(2 + spread, 1.5, 3.5)),
        processing_fee_min: 4_999,
        processing_fee_max: 75_000,
        stamp_duty: 500,
        foreclosure_percent: 4,
        part_prepayment_percent: 3,
      };
    case 'Home Loan':
      return {
        ...pair,
        ...contingent,
        processing_fee_percent: 0.5,
        processing_fee_min: 5_000,
        processing_fee_max: 15_000,
        valuation_fee: 3_000,
        legal_fee: 5_000,
        stamp_duty: 1_000,
        foreclosure_percent: 0,
        part_prepayment_percent: 0,
        switching_charges: '0.5% of the principal outstanding, at most ₹10,000',
      };
  }
}

export async function seedDemoRules(db: Database, log: FastifyBaseLogger, adminId: string) {
  const [existing] = await db.select({ n: count() }).from(generalEligibilityRules);
  if ((existing?.n ?? 0) > 0) return;

  const bankNames = BANKS.map((b) => b.name);
  const [bankRows, productRows, categoryRows, adminRows] = await Promise.all([
    db.select({ id: banks.id, name: banks.name }).from(banks).where(inArray(banks.name, bankNames)),
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.name, PRODUCTS)),
    db
      .select({ id: salaryCategories.id, name: salaryCategories.name })
      .from(salaryCategories)
      .where(inArray(salaryCategories.name, [...CATEGORIES])),
    db.select({ name: users.name }).from(users).where(eq(users.id, adminId)).limit(1),
  ]);
  const bankIds = new Map(bankRows.map((b) => [b.name, b.id]));
  const productIds = new Map(productRows.map((p) => [p.name, p.id]));
  const categories: CategoryIds = Object.fromEntries(categoryRows.map((c) => [c.name, c.id]));

  const missing = [...bankNames.filter((n) => !bankIds.has(n)), ...PRODUCTS.filter((n) => !productIds.has(n)), ...CATEGORIES.filter((n) => !categories[n])];
  if (missing.length) log.warn({ missing }, 'demo rules: some demo banks, products or categories are missing; skipping what needs them');

  const pairs: Pair[] = [];
  for (const policy of BANKS) {
    const bankId = bankIds.get(policy.name);
    if (!bankId) continue;
    for (const product of PRODUCTS) {
      const productId = productIds.get(product);
      if (productId) pairs.push({ policy, bankId, productId, product });
    }
  }
  if (pairs.length === 0) return;

  const bands = pairs.map((p) => bandRows(p, categories));
  const singles = pairs.map(singleRows);
  const btBanks = [...new Map(pairs.map((p) => [p.bankId, p.policy])).entries()];
  const adminName = adminRows[0]?.name ?? 'Administrator';
  const at = new Date();

  // The editor lists a pair's rows by creation time: a millisecond apart keeps the order written here.
  const stamped = <T extends object>(rows: T[]) => rows.map((row, i) => ({ ...row, created_at: new Date(at.getTime() + i), updated_at: at }));

  await db.transaction(async (tx) => {
    await tx.insert(generalEligibilityRules).values(pairs.map(generalRow));
    await tx.insert(multiplierRules).values(stamped(bands.flatMap((b) => b.multiplier)));
    await tx.insert(foirRules).values(stamped(bands.flatMap((b) => b.foir)));
    await tx.insert(employmentRules).values(singles.map((s) => s.employment));
    await tx.insert(obligationRules).values(singles.map((s) => s.obligation));
    await tx.insert(cibilEnquiryRules).values(singles.map((s) => s.enquiry));
    await tx.insert(registrationRules).values(stamped(pairs.flatMap(registrationRowsFor)));
    await tx.insert(bankSalaryRules).values(stamped(pairs.flatMap((p) => bankSalaryRowsFor(p, categories))));
    await tx.insert(chargesRules).values(pairs.map(chargesRow));
    await tx.insert(btRules).values(
      btBanks.map(([bankId, p]) => ({
        bank_id: bankId,
        min_emis_paid: p.bt.minEmisPaid,
        max_bt_count: p.bt.maxCount,
        min_bt_amount: p.bt.minAmount,
        max_bt_amount: p.bt.maxAmount,
        app_loan_bt: p.bt.appLoanBt,
        app_loan_bt_threshold: 1 * L,
        bt_of_od_allowed: p.bt.odAllowed,
        special_conditions: p.bt.notes ? { notes: p.bt.notes } : null,
      })),
    );
    await tx.insert(rulesInfo).values(
      pairs.map((p) => ({
        bank_id: p.bankId,
        product_id: p.productId,
        created_by: adminId,
        created_by_name: adminName,
        updated_by: adminId,
        updated_by_name: adminName,
        created_at: at,
        updated_at: at,
      })),
    );
  });
  log.info({ pairs: pairs.length }, 'demo rules seeded');
}
