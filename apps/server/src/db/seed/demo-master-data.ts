import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';
import type { ProductLoanType, RegistrationType } from '@lbo/contracts/master-data';
import { bankCompanyCategories, banks, cities, companies, products, salaryCategories } from '../schema';
import { withKfsFacts } from './demo-bank-facts';

/** The rules seed looks these up by name: keep the names exactly. */
export const DEMO_BANKS = [
  'HDFC Bank',
  'ICICI Bank',
  'Axis Bank',
  'Kotak Mahindra Bank',
  'State Bank of India',
  'IDFC First Bank',
  'Bajaj Finserv',
  'Tata Capital',
] as const;
export const DEMO_PRODUCTS = ['Personal Loan', 'Business Loan', 'Home Loan'] as const;
/** Each demo product's loan type: the evaluator's purpose question and the rule checks read it. */
export const DEMO_PRODUCT_LOAN_TYPES: Record<(typeof DEMO_PRODUCTS)[number], ProductLoanType> = {
  'Personal Loan': 'PERSONAL_LOAN',
  'Business Loan': 'BUSINESS_LOAN',
  'Home Loan': 'HOME_LOAN',
};
export const DEMO_CATEGORIES = ['Super CAT A', 'CAT A', 'CAT B', 'CAT C'] as const;
const DEMO_COMPANY_COUNT = 200;

/** Tier is the index into DEMO_CATEGORIES most banks would give the employer. */
interface DemoCompany {
  name: string;
  listed: boolean;
  type: RegistrationType;
  tier: number;
}

/**
 * Listed companies are public limited companies, as is Capgemini's Indian company (unlisted, but
 * not private); listed public-sector undertakings count as GOVERNMENT employers.
 */
const WELL_KNOWN: DemoCompany[] = [
  { name: 'Tata Consultancy Services', listed: true, type: 'PUBLIC_LIMITED', tier: 0 },
  { name: 'Infosys', listed: true, type: 'PUBLIC_LIMITED', tier: 0 },
  { name: 'Wipro', listed: true, type: 'PUBLIC_LIMITED', tier: 0 },
  { name: 'HCLTech', listed: true, type: 'PUBLIC_LIMITED', tier: 0 },
  { name: 'Tech Mahindra', listed: true, type: 'PUBLIC_LIMITED', tier: 1 },
  { name: 'Reliance Industries', listed: true, type: 'PUBLIC_LIMITED', tier: 0 },
  { name: 'Larsen & Toubro', listed: true, type: 'PUBLIC_LIMITED', tier: 0 },
  { name: 'ITC Limited', listed: true, type: 'PUBLIC_LIMITED', tier: 0 },
  { name: 'Hindustan Unilever', listed: true, type: 'PUBLIC_LIMITED', tier: 0 },
  { name: 'Maruti Suzuki India', listed: true, type: 'PUBLIC_LIMITED', tier: 1 },
  { name: 'Bharti Airtel', listed: true, type: 'PUBLIC_LIMITED', tier: 1 },
  { name: 'Asian Paints', listed: true, type: 'PUBLIC_LIMITED', tier: 1 },
  { name: 'Sun Pharmaceutical Industries', listed: true, type: 'PUBLIC_LIMITED', tier: 1 },
  { name: 'Tata Motors', listed: true, type: 'PUBLIC_LIMITED', tier: 1 },
  { name: 'Mahindra & Mahindra', listed: true, type: 'PUBLIC_LIMITED', tier: 1 },
  { name: 'Bajaj Auto', listed: true, type: 'PUBLIC_LIMITED', tier: 1 },
  { name: 'Oil and Natural Gas Corporation', listed: true, type: 'GOVERNMENT', tier: 0 },
  { name: 'NTPC Limited', listed: true, type: 'GOVERNMENT', tier: 0 },
  { name: 'Coal India', listed: true, type: 'GOVERNMENT', tier: 1 },
  { name: 'Bharat Heavy Electricals', listed: true, type: 'GOVERNMENT', tier: 1 },
  { name: 'Indian Oil Corporation', listed: true, type: 'GOVERNMENT', tier: 0 },
  { name: 'Indian Railways', listed: false, type: 'GOVERNMENT', tier: 1 },
  { name: 'Indian Space Research Organisation', listed: false, type: 'GOVERNMENT', tier: 0 },
  { name: 'All India Institute of Medical Sciences', listed: false, type: 'GOVERNMENT', tier: 1 },
  { name: 'Flipkart Internet', listed: false, type: 'PRIVATE_LIMITED', tier: 1 },
  { name: 'Amazon Development Centre India', listed: false, type: 'PRIVATE_LIMITED', tier: 0 },
  { name: 'Google India', listed: false, type: 'PRIVATE_LIMITED', tier: 0 },
  { name: 'Microsoft Corporation India', listed: false, type: 'PRIVATE_LIMITED', tier: 0 },
  { name: 'Accenture Solutions', listed: false, type: 'PRIVATE_LIMITED', tier: 1 },
  { name: 'Cognizant Technology Solutions India', listed: false, type: 'PRIVATE_LIMITED', tier: 1 },
  { name: 'IBM India', listed: false, type: 'PRIVATE_LIMITED', tier: 1 },
  { name: 'Capgemini Technology Services India', listed: false, type: 'PUBLIC_LIMITED', tier: 1 },
  { name: 'Zoho Corporation', listed: false, type: 'PRIVATE_LIMITED', tier: 1 },
  { name: 'Deloitte Haskins & Sells LLP', listed: false, type: 'LLP', tier: 1 },
  { name: 'Ernst & Young LLP', listed: false, type: 'LLP', tier: 1 },
  { name: 'Grant Thornton Bharat LLP', listed: false, type: 'LLP', tier: 2 },
  { name: 'Gujarat Cooperative Milk Marketing Federation (Amul)', listed: false, type: 'COOPERATIVE', tier: 1 },
  { name: 'Indian Farmers Fertiliser Cooperative (IFFCO)', listed: false, type: 'COOPERATIVE', tier: 1 },
  { name: 'Cyril Amarchand Mangaldas', listed: false, type: 'PARTNERSHIP', tier: 2 },
  { name: 'Khaitan & Co', listed: false, type: 'PARTNERSHIP', tier: 2 },
];

const FAMILY_NAMES = [
  'Sharma',
  'Agarwal',
  'Patel',
  'Reddy',
  'Iyer',
  'Mehta',
  'Gupta',
  'Nair',
  'Banerjee',
  'Joshi',
  'Kapoor',
  'Rao',
  'Desai',
  'Malhotra',
  'Chatterjee',
  'Verma',
];
const BRAND_WORDS = [
  'Sunrise',
  'Vertex',
  'Kaveri',
  'Shree Ganesh',
  'Himalaya',
  'Trident',
  'Lotus',
  'Indus',
  'Sahyadri',
  'Ganga',
  'Nilgiri',
  'Aravali',
  'Saffron',
  'Peacock',
  'Narmada',
  'Deccan',
];
const SECTORS = [
  'Technologies',
  'Textiles',
  'Logistics',
  'Pharma',
  'Foods',
  'Infrastructure',
  'Motors',
  'Electronics',
  'Chemicals',
  'Packaging',
  'Software',
  'Steel',
];
const STATES_FOR_GOVT = ['Maharashtra', 'Karnataka', 'Tamil Nadu', 'Gujarat', 'Rajasthan', 'Kerala', 'Punjab', 'Telangana', 'West Bengal', 'Odisha'];
const GOVT_BODIES = ['State Electricity Board', 'State Road Transport Corporation', 'Public Works Department', 'State Water Supply Board'];

/** A deterministic pseudo-random sequence, so every install gets the same demo data. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

/** The types generated companies cycle through: the first six, so the generated list stays what it was before later types. */
const GENERATED_TYPES = ['LLP', 'PRIVATE_LIMITED', 'PROPRIETORSHIP', 'PARTNERSHIP', 'GOVERNMENT', 'COOPERATIVE'] as const;

/**
 * Employers of the types added later, placed last: every other company keeps its position and so
 * its banks' categories (demoCategoryIndex goes by position), and like the rest of the last ten
 * no bank has classified them yet.
 */
const LATER_TYPES: DemoCompany[] = [
  { name: 'Nilgiri Design Studio (OPC) Private Limited', listed: false, type: 'ONE_PERSON_COMPANY', tier: 3 },
  { name: 'Kaveri Analytics (OPC) Private Limited', listed: false, type: 'ONE_PERSON_COMPANY', tier: 3 },
  { name: 'The Akshaya Patra Foundation', listed: false, type: 'TRUST_SOCIETY', tier: 2 },
  { name: 'Christian Medical College Vellore Association', listed: false, type: 'TRUST_SOCIETY', tier: 1 },
];

function generatedCompany(i: number, random: () => number): DemoCompany {
  const type = GENERATED_TYPES[i % GENERATED_TYPES.length]!;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sector = pick(SECTORS);
  switch (type) {
    case 'PRIVATE_LIMITED': {
      // A listed company is a public one: '… Limited', PUBLIC_LIMITED (the draws stay in their order).
      const brand = pick(BRAND_WORDS);
      const listed = random() < 0.3;
      const tier = 1 + Math.floor(random() * 2);
      return listed
        ? { name: `${brand} ${sector} Limited`, listed, type: 'PUBLIC_LIMITED', tier }
        : { name: `${brand} ${sector} Private Limited`, listed, type, tier };
    }
    case 'LLP':
      return { name: `${pick(FAMILY_NAMES)} ${pick(FAMILY_NAMES)} ${sector} LLP`, listed: false, type, tier: 2 };
    case 'PARTNERSHIP':
      return { name: `${pick(FAMILY_NAMES)} & ${pick(FAMILY_NAMES)} ${sector} Associates`, listed: false, type, tier: 2 + Math.floor(random() * 2) };
    case 'PROPRIETORSHIP':
      return { name: `${pick(FAMILY_NAMES)} ${sector} Enterprises`, listed: false, type, tier: 3 };
    case 'GOVERNMENT':
      return { name: `${pick(STATES_FOR_GOVT)} ${pick(GOVT_BODIES)}`, listed: false, type, tier: 1 };
    case 'COOPERATIVE':
      return { name: `${pick(BRAND_WORDS)} ${sector} Co-operative Society`, listed: false, type, tier: 2 };
  }
}

function demoCompanies(): DemoCompany[] {
  const random = seeded(42);
  const list = [...WELL_KNOWN];
  const seen = new Set([...list, ...LATER_TYPES].map((c) => c.name.toLowerCase()));
  for (let i = 0; list.length < DEMO_COMPANY_COUNT - LATER_TYPES.length; i++) {
    const company = generatedCompany(i, random);
    if (seen.has(company.name.toLowerCase())) continue;
    seen.add(company.name.toLowerCase());
    list.push(company);
  }
  return [...list, ...LATER_TYPES];
}

const METROS: [string, string][] = [
  ['Mumbai', 'Maharashtra'],
  ['Delhi', 'Delhi'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Kolkata', 'West Bengal'],
  ['Hyderabad', 'Telangana'],
  ['Pune', 'Maharashtra'],
  ['Ahmedabad', 'Gujarat'],
];
const OTHER_CITIES: [string, string][] = [
  ['Jaipur', 'Rajasthan'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Kanpur', 'Uttar Pradesh'],
  ['Nagpur', 'Maharashtra'],
  ['Indore', 'Madhya Pradesh'],
  ['Bhopal', 'Madhya Pradesh'],
  ['Thane', 'Maharashtra'],
  ['Visakhapatnam', 'Andhra Pradesh'],
  ['Patna', 'Bihar'],
  ['Vadodara', 'Gujarat'],
  ['Surat', 'Gujarat'],
  ['Ghaziabad', 'Uttar Pradesh'],
  ['Ludhiana', 'Punjab'],
  ['Agra', 'Uttar Pradesh'],
  ['Nashik', 'Maharashtra'],
  ['Faridabad', 'Haryana'],
  ['Rajkot', 'Gujarat'],
  ['Varanasi', 'Uttar Pradesh'],
  ['Srinagar', 'Jammu and Kashmir'],
  ['Amritsar', 'Punjab'],
  ['Coimbatore', 'Tamil Nadu'],
  ['Madurai', 'Tamil Nadu'],
  ['Kochi', 'Kerala'],
  ['Thiruvananthapuram', 'Kerala'],
  ['Chandigarh', 'Chandigarh'],
  ['Gurugram', 'Haryana'],
  ['Noida', 'Uttar Pradesh'],
  ['Mysuru', 'Karnataka'],
  ['Mangaluru', 'Karnataka'],
  ['Guwahati', 'Assam'],
  ['Bhubaneswar', 'Odisha'],
  ['Raipur', 'Chhattisgarh'],
  ['Ranchi', 'Jharkhand'],
  ['Dehradun', 'Uttarakhand'],
  ['Jodhpur', 'Rajasthan'],
  ['Vijayawada', 'Andhra Pradesh'],
  ['Panaji', 'Goa'],
  ['Shimla', 'Himachal Pradesh'],
  ['Jammu', 'Jammu and Kashmir'],
  ['Udaipur', 'Rajasthan'],
  ['Tiruchirappalli', 'Tamil Nadu'],
  ['Hubballi', 'Karnataka'],
];

const DEMO_CITIES = [
  ...METROS.map(([city_name, state]) => ({ city_name, state, is_metro: true })),
  ...OTHER_CITIES.map(([city_name, state]) => ({ city_name, state, is_metro: false })),
];

/** A stable number in [0, 1) for a pair of indexes, so banks disagree the same way on every install. */
function mix(a: number, b: number, c: number): number {
  let h = (a * 73856093) ^ (b * 19349663) ^ (c * 83492791);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return ((h ^ (h >>> 16)) >>> 0) / 0x100000000;
}

/**
 * Category of each (bank, product, company), or null when the bank has not
 * classified the company for that product. Each bank is stricter or kinder
 * than the consensus tier for some companies, and the last ten companies are
 * classified by nobody.
 */
function demoCategoryIndex(bank: number, product: number, company: number, tier: number): number | null {
  if (company >= DEMO_COMPANY_COUNT - 10) return null;
  if (mix(bank, product + 7, company) < 0.1) return null;
  const shift = mix(bank, 0, company);
  const adjusted = shift < 0.15 ? tier - 1 : shift > 0.8 ? tier + 1 : tier;
  return Math.min(DEMO_CATEGORIES.length - 1, Math.max(0, adjusted));
}

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Banks, products, categories, 200 companies, 50 cities and mappings: only into an empty database. */
export async function seedDemoMasterData(db: Database, log: FastifyBaseLogger) {
  const [existing] = await db.select({ n: count() }).from(banks);
  if ((existing?.n ?? 0) > 0) return;

  await db.transaction(async (tx) => {
    // Rows made from a list of names (banks and products start active, their columns' default),
    // put back in the list's order: RETURNING order is not promised.
    const insertNamed = async <T extends { name: string }>(names: readonly string[], insert: (values: { name: string }[]) => Promise<T[]>) => {
      const rows = await insert(names.map((name) => ({ name })));
      return names.map((n) => rows.find((r) => r.name === n)!);
    };
    const bankRows = await insertNamed(DEMO_BANKS, (values) =>
      tx
        .insert(banks)
        .values(values.map((v) => withKfsFacts(v.name)))
        .returning(),
    );
    const productRows = await insertNamed(DEMO_PRODUCTS, (values) =>
      tx
        .insert(products)
        .values(values.map((v) => ({ ...v, loan_type: DEMO_PRODUCT_LOAN_TYPES[v.name as (typeof DEMO_PRODUCTS)[number]] })))
        .returning(),
    );
    const categoryRows = await insertNamed(DEMO_CATEGORIES, (values) => tx.insert(salaryCategories).values(values).returning());
    const companyList = demoCompanies();
    const companyRows = await tx
      .insert(companies)
      .values(companyList.map((c) => ({ company_name: c.name, is_listed: c.listed, registration_type: c.type })))
      .returning();
    await tx.insert(cities).values(DEMO_CITIES);

    const companyIds = new Map(companyRows.map((r) => [r.company_name, r.id]));
    const categoryIds = categoryRows.map((r) => r.id);
    const mappings: (typeof bankCompanyCategories.$inferInsert)[] = [];
    bankRows.forEach((bank, b) => {
      productRows.forEach((product, p) => {
        companyList.forEach((company, c) => {
          const category = demoCategoryIndex(b, p, c, company.tier);
          if (category === null) return;
          mappings.push({ bank_id: bank.id, product_id: product.id, company_id: companyIds.get(company.name)!, category_id: categoryIds[category]! });
        });
      });
    });
    await insertInChunks(mappings, 1000, (chunk) => tx.insert(bankCompanyCategories).values(chunk));
    log.info(
      { banks: bankRows.length, products: productRows.length, companies: companyRows.length, cities: DEMO_CITIES.length, mappings: mappings.length },
      'demo master data seeded',
    );
  });
}
