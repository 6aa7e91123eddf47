import { and, count, desc, eq, gt, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AcknowledgedOffer, ApplicantProfile, CustomerSortField, CustomersQuery } from '@lbo/contracts/customers';
import type { DbOrTx } from '../../db/client';
import { pagedRows } from '../../db/paged-rows';
import { likePattern } from '../../lib/db-errors';
import { customers, loanApplications } from '../../db/schema';
import { ELIGIBLE_BIT } from '../../db/stored-outcome';

/** A reference for a customer the user did not name: short, readable, unique enough to retry on a clash. */
function newReference(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = 'CUS-';
  for (let i = 0; i < 10; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

export interface EvaluationOfCustomer {
  reference?: string;
  name: string;
  eligibleCount: number;
  bestAmount: number;
  /** The language the borrower's documents default to, when the evaluation named one. */
  preferredLanguage?: string;
}

/**
 * Files evaluations under their customers, as one statement run before the decisions are copied
 * (decision-copy.ts): the customer with the
 * reference (case-insensitive) is counted, one is made where there is none, a new one for each
 * evaluation without a reference; its name follows the latest evaluation, its preferred language
 * the latest that named one. References are a partner's own: the row's partner is the transaction's
 * (`partnerColumn`), and the conflict is looked for within it. The statement returns
 * (id, key); `keys[i]` is the key of evaluation i.
 */
export function fileEvaluationsStatement(evaluations: readonly EvaluationOfCustomer[], now: Date): { statement: SQL; keys: string[] } {
  const references = evaluations.map((e) => e.reference ?? newReference());
  // One row per customer: the same reference twice in a statement cannot be upserted twice.
  const merged = new Map<string, { reference: string; name: string; count: number; lastEligible: number; best: number; language: string | null }>();
  evaluations.forEach((e, i) => {
    const key = references[i]!.toLowerCase();
    const seen = merged.get(key);
    const language = e.preferredLanguage ?? null;
    if (seen)
      Object.assign(seen, {
        name: e.name,
        count: seen.count + 1,
        lastEligible: e.eligibleCount,
        best: Math.max(seen.best, e.bestAmount),
        language: language ?? seen.language,
      });
    else merged.set(key, { reference: references[i]!, name: e.name, count: 1, lastEligible: e.eligibleCount, best: e.bestAmount, language });
  });
  const at = now.toISOString();
  // In key order: two chunks filing the same customers lock their rows in the same order, never in a cycle.
  const rows = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, m]) => m);
  const values = sql.join(
    rows.map(
      (m) =>
        sql`(${m.reference}, ${m.name}, ${at}::timestamptz, ${at}::timestamptz, ${m.count}::int, ${at}::timestamptz, ${m.lastEligible}::int, ${m.best}::bigint, ${m.language}::text)`,
    ),
    sql`, `,
  );
  const statement = sql`
    INSERT INTO customers (reference, name, created_at, updated_at, evaluations, last_evaluated_at, last_eligible_count, best_offer_amount, preferred_language)
    VALUES ${values}
    ON CONFLICT (coalesce(partner_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(reference)) DO UPDATE SET
      name = EXCLUDED.name, updated_at = EXCLUDED.updated_at, evaluations = customers.evaluations + EXCLUDED.evaluations,
      last_evaluated_at = EXCLUDED.last_evaluated_at, last_eligible_count = EXCLUDED.last_eligible_count,
      best_offer_amount = greatest(customers.best_offer_amount, EXCLUDED.best_offer_amount),
      preferred_language = coalesce(EXCLUDED.preferred_language, customers.preferred_language)
    RETURNING id, lower(reference) AS key`;
  return { statement, keys: references.map((r) => r.toLowerCase()) };
}

function filters(q: Omit<CustomersQuery, 'page' | 'limit'>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.q) where.push(or(ilike(customers.name, likePattern(q.q)), ilike(customers.reference, likePattern(q.q))));
  // Days are India's: a day starts at 00:00 IST.
  if (q.from) where.push(gte(customers.last_evaluated_at, sql`(${q.from}::date)::timestamp AT TIME ZONE 'Asia/Kolkata'`));
  if (q.to) where.push(lt(customers.last_evaluated_at, sql`((${q.to}::date + 1)::timestamp) AT TIME ZONE 'Asia/Kolkata'`));
  if (q.eligible === true) where.push(gt(customers.last_eligible_count, 0));
  if (q.eligible === false) where.push(eq(customers.last_eligible_count, 0));
  if (q.partnerId) where.push(eq(customers.partner_id, q.partnerId));
  return where.length > 0 ? and(...where) : undefined;
}

const columns = {
  id: customers.id,
  reference: customers.reference,
  name: customers.name,
  createdAt: customers.created_at,
  evaluations: customers.evaluations,
  lastEvaluatedAt: customers.last_evaluated_at,
  lastEligibleCount: customers.last_eligible_count,
  bestOfferAmount: customers.best_offer_amount,
};
export type CustomerRecord = {
  id: string;
  reference: string;
  name: string;
  createdAt: Date;
  evaluations: number;
  lastEvaluatedAt: Date | null;
  lastEligibleCount: number;
  bestOfferAmount: number;
};

/** Newest evaluation first; customers never evaluated last. */
const SORT_COLUMNS = {
  name: sql`lower(${customers.name})`,
  reference: sql`lower(${customers.reference})`,
  evaluations: sql`${customers.evaluations}`,
  lastEvaluatedAt: sql`${customers.last_evaluated_at}`,
  lastEligibleCount: sql`${customers.last_eligible_count}`,
  bestOfferAmount: sql`${customers.best_offer_amount}`,
} satisfies Record<CustomerSortField, SQL>;

/** The chosen column in the chosen direction (never-evaluated last either way), then the newest evaluation. */
function orderOf(q: Pick<CustomersQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  const column = SORT_COLUMNS[q.sortBy ?? 'lastEvaluatedAt'];
  const direction = q.sortOrder === 'asc' ? sql`ASC NULLS LAST` : sql`DESC NULLS LAST`;
  const order = [sql`${column} ${direction}`];
  if (q.sortBy !== 'lastEvaluatedAt') order.push(sql`${customers.last_evaluated_at} DESC NULLS LAST`);
  return order;
}

export async function pageCustomers(db: DbOrTx, q: CustomersQuery, opts: { count?: boolean } = {}) {
  const where = filters(q);
  const { rows, total } = await pagedRows(
    db
      .select(columns)
      .from(customers)
      .where(where)
      .orderBy(...orderOf(q), customers.id),
    opts.count === false ? [{ total: 0 }] : db.select({ total: count() }).from(customers).where(where),
    q,
  );
  return { rows: rows as CustomerRecord[], total };
}

export async function findCustomer(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(customers).where(eq(customers.id, id)).limit(1);
  return (row as CustomerRecord | undefined) ?? null;
}

/** The largest offer as every screen and file names it: lender, product, amount, APR and rate. */
export interface LargestOfferRow {
  bankName: string | null;
  productName: string | null;
  amount: number;
  apr: number | null;
  rate: number | null;
}

/**
 * The eligible offers of the decisions `applications` selects (columns owner_id — whose offers
 * they are — and the pair arrays), with lender and product by name: rows (owner_id, bank_name,
 * product_name, amount, apr, rate).
 */
function eligibleOffers(applications: SQL) {
  return sql`(
    SELECT a.owner_id, b.name AS bank_name, pr.name AS product_name, p.amount, p.apr, p.rate
    FROM (${applications}) AS a
    CROSS JOIN LATERAL unnest(a.pair_ids, a.pair_meta, a.pair_amounts, a.pair_aprs, a.pair_rates) AS p(pair_id, meta, amount, apr, rate)
    JOIN decision_pairs dp ON dp.id = p.pair_id
    LEFT JOIN banks b ON b.id = dp.bank_id
    LEFT JOIN products pr ON pr.id = dp.product_id
    WHERE (p.meta & ${sql.raw(String(ELIGIBLE_BIT))}) <> 0)`;
}

/**
 * The one definition of the largest offer (ADR 0023): the largest eligible amount, then the lowest
 * APR (the rate where a decision predates APRs), then the lender's and the product's names.
 */
const LARGEST_FIRST = sql.raw(
  `amount DESC NULLS LAST, coalesce(apr, rate) ASC NULLS LAST, lower(bank_name) COLLATE "C" ASC NULLS LAST, lower(product_name) COLLATE "C" ASC NULLS LAST`,
);

/** Each customer's largest offer across every evaluation filed under them. */
export async function largestOffersOf(db: DbOrTx, customerIds: readonly string[]): Promise<Map<string, LargestOfferRow>> {
  if (customerIds.length === 0) return new Map();
  const ids = sql.join(
    customerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT DISTINCT ON (o.owner_id) o.owner_id AS customer_id, o.bank_name, o.product_name, o.amount, o.apr, o.rate
    FROM ${eligibleOffers(sql`SELECT customer_id AS owner_id, pair_ids, pair_meta, pair_amounts, pair_aprs, pair_rates FROM loan_applications WHERE customer_id IN (${ids})`)} AS o
    ORDER BY o.owner_id, ${LARGEST_FIRST}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return new Map(
    rows.map((r) => [
      String(r.customer_id),
      {
        bankName: (r.bank_name as string | null) ?? null,
        productName: (r.product_name as string | null) ?? null,
        amount: Number(r.amount),
        apr: r.apr === null ? null : Number(r.apr),
        rate: r.rate === null ? null : Number(r.rate),
      },
    ]),
  );
}

const input = loanApplications.input;
/** An id from the stored input, as a uuid only when it is one (older inputs may hold anything). */
const idIn = (key: string) =>
  sql`CASE WHEN ${input}->>${key} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (${input}->>${key})::uuid END`;
/** A number from the stored input, or null where it holds none. */
const numberIn = (key: string) => sql`CASE WHEN jsonb_typeof(${input}->${key}) = 'number' THEN (${input}->>${key})::float8 END`;

/** The applicant as the evaluation saw them, with the company and city by name (null where deleted). */
const applicantProfile = sql<ApplicantProfile | null>`CASE WHEN jsonb_typeof(${input}) = 'object' THEN json_build_object(
  'salary', ${numberIn('salary')},
  'age', ${numberIn('age')},
  'cibilScore', ${numberIn('cibilScore')},
  'companyName', (SELECT c.company_name FROM companies c WHERE c.id = ${idIn('companyId')}),
  'cityName', (SELECT ci.city_name FROM cities ci WHERE ci.id = ${idIn('cityId')}),
  'requestedLoanAmount', ${numberIn('requestedLoanAmount')},
  'requestedTenureMonths', ${numberIn('requestedTenureMonths')},
  'existingEmi', (
    SELECT coalesce(sum(CASE WHEN jsonb_typeof(l->'emi_amount') = 'number' THEN (l->>'emi_amount')::float8 ELSE 0 END), 0)
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${input}->'CIBIL_REPORT_PARAMETERS'->'Loans') = 'array' THEN ${input}->'CIBIL_REPORT_PARAMETERS'->'Loans' ELSE '[]'::jsonb END) AS l),
  'currentEmploymentMonths', ${numberIn('currentEmploymentMonths')}
) END`;

/** An acknowledged Key Fact Statement as read (lender and product null once deleted; the time as JSON writes a timestamptz). */
export type AcknowledgedOfferRow = Omit<AcknowledgedOffer, 'bankName' | 'productName'> & { bankName: string | null; productName: string | null };

/**
 * The customer's evaluations, newest first (`limit` from `offset`), each with its largest eligible
 * offer (the lowest APR among equal amounts, then the answer's order).
 */
export async function customerApplications(db: DbOrTx, customerId: string, limit: number, offset = 0) {
  return (
    db
      .select({
        id: loanApplications.id,
        createdAt: loanApplications.created_at,
        ruleVersion: loanApplications.rule_version,
        totalBanksChecked: loanApplications.total_banks_checked,
        eligibleCount: loanApplications.eligible_count,
        source: loanApplications.source,
        apiKeyId: loanApplications.api_key_id,
        bulkJobId: loanApplications.bulk_job_id,
        // Who asked, by the names a user recognises: the user, the key's label, the file's name.
        userName: sql<string | null>`(SELECT u.name FROM users u WHERE u.id = ${loanApplications.created_by})`,
        apiKeyLabel: sql<string | null>`(SELECT k.label FROM api_keys k WHERE k.id = ${loanApplications.api_key_id})`,
        fileName: sql<string | null>`(SELECT j.file_name FROM bulk_jobs j WHERE j.id = ${loanApplications.bulk_job_id})`,
        // The largest eligible offer of the evaluation, read from its compact outcome (db/stored-outcome.ts).
        best: sql<LargestOfferRow | null>`(
        SELECT json_build_object('bankName', o.bank_name, 'productName', o.product_name, 'amount', o.amount, 'apr', o.apr, 'rate', o.rate)
        FROM ${eligibleOffers(sql`SELECT ${loanApplications.id} AS owner_id, ${loanApplications.pair_ids} AS pair_ids, ${loanApplications.pair_meta} AS pair_meta, ${loanApplications.pair_amounts} AS pair_amounts, ${loanApplications.pair_aprs} AS pair_aprs, ${loanApplications.pair_rates} AS pair_rates`)} AS o
        ORDER BY ${LARGEST_FIRST} LIMIT 1)`,
        applicant: applicantProfile,
        // The Key Fact Statements acknowledged for its offers, lender and product by name.
        acknowledgements: sql<AcknowledgedOfferRow[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'bankId', k.bank_id, 'productId', k.product_id, 'bankName', b.name, 'productName', p.name, 'kfsNumber', k.kfs_number,
          'acknowledgedAt', k.acknowledged_at, 'method', k.method, 'language', k.language,
          'acknowledgedBy', json_build_object('id', k.acknowledged_by, 'name', k.acknowledged_by_name)
        ) ORDER BY k.acknowledged_at), '[]'::json)
        FROM kfs_acknowledgements k LEFT JOIN banks b ON b.id = k.bank_id LEFT JOIN products p ON p.id = k.product_id
        WHERE k.application_id = loan_applications.id AND k.application_created_at = loan_applications.created_at)`,
      })
      .from(loanApplications)
      .where(eq(loanApplications.customer_id, customerId))
      // The id settles evaluations of the same instant (a bulk file's), so pages neither repeat nor skip one.
      .orderBy(desc(loanApplications.created_at), desc(loanApplications.id))
      .limit(limit)
      .offset(offset)
  );
}

export type CustomerApplication = Awaited<ReturnType<typeof customerApplications>>[number];
