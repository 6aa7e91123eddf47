import { sql, type SQL } from 'drizzle-orm';
import { FAILURE_CODES } from '@lbo/eligibility';

/*
 * SQL the roll-up chunk shares with the live reads. Segments (ADR 0014, amendment on segments): a
 * decision's pairs counted per cut of who applied. The applicant's segments come from the database
 * function decision_applicant_segments and a product's loan type from decision_product_loan_type
 * (migration 0036), which the chunk, the live reads and the migration's backfill all call.
 */

/** The failure codes in bit order: bit i of a pair's mask is FAILURE_CODES[i]. */
export const FAILURE_CODE_LIST = sql.raw(`ARRAY[${FAILURE_CODES.map((c) => `'${c}'`).join(',')}]::text[]`);

/** Each application of `apps` (id, partner_id, input, rule_version (-1 for none), pair arrays) with its applicant's segments. */
export const withApplicantSegments = (apps: SQL) => sql`
  SELECT a.*, s.cibil_band, s.salary_band, s.company_type, s.city FROM ${apps} a CROSS JOIN LATERAL decision_applicant_segments(a.input, a.rule_version) s`;

/** The loan type of every product at each rule version `apps` holds: asked once per version and product, not per pair. */
export const productTypesOf = (apps: SQL) => sql`
  SELECT v.rule_version, p.product_id, decision_product_loan_type(p.product_id, v.rule_version) AS loan_type
  FROM (SELECT DISTINCT rule_version FROM ${apps} x) v CROSS JOIN (SELECT DISTINCT product_id FROM decision_pairs) p`;

/** What a pair row of applicants `a` and product types `pt` adds for the segments. */
export const SEGMENT_PAIR_COLUMNS = sql`a.cibil_band, a.salary_band, a.company_type, a.city, pt.loan_type`;

const CUT_OF_SET = sql.raw(
  `CASE WHEN GROUPING(cibil_band) = 0 THEN 'cibilBand' WHEN GROUPING(salary_band) = 0 THEN 'salaryBand' WHEN GROUPING(company_type) = 0 THEN 'companyType' WHEN GROUPING(city) = 0 THEN 'city' ELSE 'loanType' END`,
);
const SEGMENT_OF_SET = sql.raw('coalesce(cibil_band, salary_band, company_type, city, loan_type)');
/** One pass over the pairs counts every cut: a set per cut (the keys are never null, so the set's own is the one not null). */
const CUT_SETS = sql.raw('GROUPING SETS ((cibil_band), (salary_band), (company_type), (city), (loan_type))');

/** Pairs evaluated and eligible per day, partner, cut, segment and bank, of pair rows with segment columns. */
export const segmentCounts = (pairs: SQL) => sql`
  SELECT day, partner_id, ${CUT_OF_SET} AS cut, ${SEGMENT_OF_SET} AS segment, bank_id, count(*)::int AS evaluated, (count(*) FILTER (WHERE eligible))::int AS eligible
  FROM ${pairs} p GROUP BY day, partner_id, bank_id, ${CUT_SETS}`;

/** How often each failure code stopped a pair per day, partner, cut, segment and bank: masks counted first, each split once. */
export const segmentFailureCounts = (pairs: SQL) => sql`
  SELECT m.day, m.partner_id, m.cut, m.segment, m.bank_id, fc.code, sum(m.n)::int AS count
  FROM (SELECT day, partner_id, bank_id, failures, ${CUT_OF_SET} AS cut, ${SEGMENT_OF_SET} AS segment, count(*) AS n
        FROM ${pairs} p WHERE failures <> 0 GROUP BY day, partner_id, bank_id, failures, ${CUT_SETS}) m
  CROSS JOIN LATERAL unnest(${FAILURE_CODE_LIST}) WITH ORDINALITY AS fc(code, bit)
  WHERE (m.failures >> (fc.bit::int - 1)) & 1 = 1
  GROUP BY 1, 2, 3, 4, 5, 6`;
