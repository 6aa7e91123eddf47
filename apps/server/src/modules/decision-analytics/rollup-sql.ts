import { sql, type SQL } from 'drizzle-orm';
import { FAILURE_CODES } from '@lbo/eligibility';

/*
 * SQL the roll-up chunk shares with the live reads. Segments (ADR 0014, amendment on segments): a
 * decision's pairs counted per cut of who applied. The applicant's segments come from the database
 * functions of migration 0038 (decision_applicant_segments, decision_company_type,
 * decision_product_loan_type), which the chunk, the live reads and the migration's backfill all call.
 */

/** The failure codes in bit order: bit i of a pair's mask is FAILURE_CODES[i]. */
export const FAILURE_CODE_LIST = sql.raw(`ARRAY[${FAILURE_CODES.map((c) => `'${c}'`).join(',')}]::text[]`);

/**
 * The applicant's segment keys, as columns of a decision `a` (loan_applications) joined with
 * APPLICANT_SEGMENTS: the function is inlined, so the keys cost a few expressions on the input.
 */
export const APPLICANT_SEGMENT_COLUMNS = sql`s.cibil_band, s.salary_band, s.company_id, s.city`;
export const APPLICANT_SEGMENTS = sql`CROSS JOIN LATERAL decision_applicant_segments(a.input) s`;

/**
 * The CTEs company_types and product_types of the decisions `apps` holds (a relation with
 * company_id, product ids through decision_pairs, rule_version -1 for none): each employer's
 * registration type and each product's loan type at each rule version, looked up once per
 * employer or product and version, not per decision or pair.
 */
export const segmentTypesOf = (apps: SQL) => sql`
  company_types AS MATERIALIZED (
    SELECT k.company_id, k.rule_version, t.company_type
    FROM (SELECT DISTINCT company_id, rule_version FROM ${apps} WHERE company_id IS NOT NULL) k
    CROSS JOIN LATERAL decision_company_type(k.company_id, k.rule_version) t
  ), product_types AS MATERIALIZED (
    SELECT v.rule_version, p.product_id, t.loan_type
    FROM (SELECT DISTINCT rule_version FROM ${apps}) v CROSS JOIN (SELECT DISTINCT product_id FROM decision_pairs) p
    CROSS JOIN LATERAL decision_product_loan_type(p.product_id, v.rule_version) t
  )`;

/** What a pair row of decision `a` and its pair `dp` carries for the segments, and the joins that give it. */
export const SEGMENT_PAIR_COLUMNS = sql`a.cibil_band, a.salary_band, coalesce(ct.company_type, 'unknown') AS company_type, a.city, pt.loan_type`;
export const SEGMENT_PAIR_JOINS = sql`
  LEFT JOIN company_types ct ON ct.company_id = a.company_id AND ct.rule_version = a.rule_version
  JOIN product_types pt ON pt.rule_version = a.rule_version AND pt.product_id = dp.product_id`;

export const CUT_OF_SET = sql.raw(
  `CASE WHEN GROUPING(cibil_band) = 0 THEN 'cibilBand' WHEN GROUPING(salary_band) = 0 THEN 'salaryBand' WHEN GROUPING(company_type) = 0 THEN 'companyType' WHEN GROUPING(city) = 0 THEN 'city' ELSE 'loanType' END`,
);
export const SEGMENT_OF_SET = sql.raw('coalesce(cibil_band, salary_band, company_type, city, loan_type)');
/** One pass over the pairs counts every cut: a set per cut (the keys are never null, so the set's own is the one not null). */
export const CUT_SETS = sql.raw('GROUPING SETS ((cibil_band), (salary_band), (company_type), (city), (loan_type))');

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
