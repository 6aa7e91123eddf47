CREATE TABLE "decision_daily_segment_failures" (
	"cut" text NOT NULL,
	"day" date NOT NULL,
	"partner_id" uuid DEFAULT coalesce(nullif(current_setting('lbo.partner_id', true), '')::uuid, '00000000-0000-0000-0000-000000000000') NOT NULL,
	"segment" text NOT NULL,
	"bank_id" uuid NOT NULL,
	"code" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "decision_daily_segment_failures_pk" PRIMARY KEY("cut","day","partner_id","segment","bank_id","code")
);
--> statement-breakpoint
CREATE TABLE "decision_daily_segments" (
	"cut" text NOT NULL,
	"day" date NOT NULL,
	"partner_id" uuid DEFAULT coalesce(nullif(current_setting('lbo.partner_id', true), '')::uuid, '00000000-0000-0000-0000-000000000000') NOT NULL,
	"segment" text NOT NULL,
	"bank_id" uuid NOT NULL,
	"evaluated" integer NOT NULL,
	"eligible" integer NOT NULL,
	CONSTRAINT "decision_daily_segments_pk" PRIMARY KEY("cut","day","partner_id","segment","bank_id")
);--> statement-breakpoint
ALTER TABLE "decision_daily_segments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "decision_daily_segments" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "decision_daily_segment_failures" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "decision_daily_segment_failures" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
-- Who a stored decision's applicant is, for the segments (ADR 0014, amendment on segments), read
-- from the stored input alone: the credit score's band (no score, 0 or -1: no history), the net
-- monthly salary's band, the employer's id and the city's id ('unknown' when the input names
-- none: an erased applicant's input keeps no employer or city). The keys are the contracts'
-- (decision-segments.ts). Inlined into the statements that call it: the roll-up chunk, the live
-- reads and the backfill below.
CREATE FUNCTION "decision_applicant_segments"(stored jsonb)
RETURNS TABLE (cibil_band text, salary_band text, company_id uuid, city text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    CASE WHEN f.score >= 300 THEN (ARRAY['under-650', '650-699', '700-749', '750-799', '800-plus'])[width_bucket(f.score, ARRAY[650, 700, 750, 800]::numeric[]) + 1]
         ELSE 'no-history' END,
    CASE WHEN f.salary IS NULL THEN 'unknown'
         ELSE (ARRAY['under-25k', '25k-50k', '50k-1l', '1l-2l', '2l-plus'])[width_bucket(f.salary, ARRAY[25000, 50000, 100000, 200000]::numeric[]) + 1] END,
    CASE WHEN f.company ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN f.company::uuid END,
    CASE WHEN f.city ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN lower(f.city) ELSE 'unknown' END
  FROM (SELECT
    CASE jsonb_typeof(stored -> 'cibilScore') WHEN 'number' THEN (stored ->> 'cibilScore')::numeric
      WHEN 'string' THEN CASE WHEN stored ->> 'cibilScore' ~ '^\s*[+-]?[0-9]+(\.[0-9]+)?\s*$' THEN trim(stored ->> 'cibilScore')::numeric END END AS score,
    CASE jsonb_typeof(stored -> 'salary') WHEN 'number' THEN (stored ->> 'salary')::numeric
      WHEN 'string' THEN CASE WHEN stored ->> 'salary' ~ '^\s*[+-]?[0-9]+(\.[0-9]+)?\s*$' THEN trim(stored ->> 'salary')::numeric END END AS salary,
    coalesce(stored ->> 'companyId', stored ->> 'companyid') AS company,
    stored ->> 'cityId' AS city
  ) f
$$;
--> statement-breakpoint
-- The employer's registration type as a rule version knew it (the row history keeps every
-- version of a company: one probe of its index), else as the company is now (decisions from
-- before rule versions); 'not-recorded' for a company without one, 'unknown' for one that is
-- gone. Asked once per employer and version of a chunk, not per decision; a one-row table so
-- that it is inlined into the calling statement (a SQL function called per row costs a call each).
CREATE FUNCTION "decision_company_type"(company uuid, at_version integer)
RETURNS TABLE (company_type text) LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT coalesce(c.registration_type, 'not-recorded') FROM (
    SELECT h.registration_type FROM (
      SELECT r.data ->> 'registration_type' AS registration_type, r.valid_to FROM rule_set_rows r
      WHERE r.tbl = 'companies' AND r.lookup_key IS NOT NULL AND r.lookup_key = company AND r.valid_from <= at_version
      ORDER BY r.valid_from DESC LIMIT 1) h
    WHERE h.valid_to IS NULL OR h.valid_to > at_version
    UNION ALL
    SELECT co.registration_type FROM companies co WHERE co.id = company
    LIMIT 1) c), 'unknown')
$$;
--> statement-breakpoint
-- A product's loan type at a rule version (products' rows recorded before 0028 have none: the
-- product's own then); 'unknown' for a product that is gone. Asked once per product and version
-- of a chunk; a one-row table, inlined as the one above.
CREATE FUNCTION "decision_product_loan_type"(product uuid, at_version integer)
RETURNS TABLE (loan_type text) LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT t.loan_type FROM (
    SELECT r.data ->> 'loan_type' AS loan_type FROM rule_set_rows r
    WHERE r.tbl = 'products' AND r.row_id = product AND r.valid_from <= at_version AND (r.valid_to IS NULL OR r.valid_to > at_version) AND r.data ->> 'loan_type' IS NOT NULL
    UNION ALL
    SELECT p.loan_type FROM products p WHERE p.id = product
    LIMIT 1) t), 'unknown')
$$;
--> statement-breakpoint
-- The days already counted, from their stored decisions: days rolled up whole, and a pending
-- day's decisions up to its cursor (its later chunks add theirs). A day at a time, so that no
-- statement holds more than one day's pairs. The same statements as the roll-up chunk's
-- (decision-rollups.repository.ts, rollup-sql.ts).
DO $$
DECLARE d record;
BEGIN
  FOR d IN SELECT day, rolled_at IS NOT NULL AS whole, counted_through_at, counted_through_id FROM decision_days
           WHERE rolled_at IS NOT NULL OR counted_through_at IS NOT NULL ORDER BY day LOOP
    WITH chunk AS MATERIALIZED (
      SELECT a.id, coalesce(a.partner_id, '00000000-0000-0000-0000-000000000000'::uuid) AS partner_id, coalesce(a.rule_version, -1) AS rule_version,
             a.pair_ids, a.pair_meta, a.pair_failures, s.cibil_band, s.salary_band, s.company_id, s.city
      FROM loan_applications a CROSS JOIN LATERAL decision_applicant_segments(a.input) s
      WHERE a.created_at >= (d.day::timestamp AT TIME ZONE 'Asia/Kolkata') AND a.created_at < ((d.day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
        AND (d.whole OR (a.created_at, a.id) <= (d.counted_through_at, d.counted_through_id))
    ), company_types AS MATERIALIZED (
      SELECT k.company_id, k.rule_version, t.company_type
      FROM (SELECT DISTINCT company_id, rule_version FROM chunk WHERE company_id IS NOT NULL) k CROSS JOIN LATERAL decision_company_type(k.company_id, k.rule_version) t
    ), product_types AS MATERIALIZED (
      SELECT v.rule_version, p.product_id, t.loan_type
      FROM (SELECT DISTINCT rule_version FROM chunk) v CROSS JOIN (SELECT DISTINCT product_id FROM decision_pairs) p
      CROSS JOIN LATERAL decision_product_loan_type(p.product_id, v.rule_version) t
    ), pairs AS MATERIALIZED (
      SELECT d.day AS day, dp.bank_id, a.partner_id, (p.meta & 65536) <> 0 AS eligible, p.failures,
             a.cibil_band, a.salary_band, coalesce(ct.company_type, 'unknown') AS company_type, a.city, pt.loan_type
      FROM chunk a
      CROSS JOIN LATERAL unnest(a.pair_ids, a.pair_meta, a.pair_failures) AS p(pair_id, meta, failures)
      JOIN decision_pairs dp ON dp.id = p.pair_id
      LEFT JOIN company_types ct ON ct.company_id = a.company_id AND ct.rule_version = a.rule_version
      JOIN product_types pt ON pt.rule_version = a.rule_version AND pt.product_id = dp.product_id
    ), counted AS (
      INSERT INTO decision_daily_segments (day, partner_id, cut, segment, bank_id, evaluated, eligible)
      SELECT day, partner_id, CASE WHEN GROUPING(cibil_band) = 0 THEN 'cibilBand' WHEN GROUPING(salary_band) = 0 THEN 'salaryBand' WHEN GROUPING(company_type) = 0 THEN 'companyType' WHEN GROUPING(city) = 0 THEN 'city' ELSE 'loanType' END,
             coalesce(cibil_band, salary_band, company_type, city, loan_type), bank_id, count(*)::int, (count(*) FILTER (WHERE eligible))::int
      FROM pairs GROUP BY day, partner_id, bank_id, GROUPING SETS ((cibil_band), (salary_band), (company_type), (city), (loan_type))
    )
    INSERT INTO decision_daily_segment_failures (day, partner_id, cut, segment, bank_id, code, count)
    SELECT m.day, m.partner_id, m.cut, m.segment, m.bank_id, fc.code, sum(m.n)::int
    FROM (
      SELECT day, partner_id, bank_id, failures,
             CASE WHEN GROUPING(cibil_band) = 0 THEN 'cibilBand' WHEN GROUPING(salary_band) = 0 THEN 'salaryBand' WHEN GROUPING(company_type) = 0 THEN 'companyType' WHEN GROUPING(city) = 0 THEN 'city' ELSE 'loanType' END AS cut,
             coalesce(cibil_band, salary_band, company_type, city, loan_type) AS segment, count(*) AS n
      FROM pairs WHERE failures <> 0
      GROUP BY day, partner_id, bank_id, failures, GROUPING SETS ((cibil_band), (salary_band), (company_type), (city), (loan_type))
    ) m
    CROSS JOIN LATERAL unnest(ARRAY['AGE_BELOW_MIN', 'AGE_ABOVE_MAX', 'AGE_ABOVE_MAX_WITHOUT_CIBIL', 'RESIDENCE_TOO_SHORT', 'SALARY_BELOW_MIN', 'NON_LISTED_SALARY_BELOW_MIN',
      'CIBIL_REQUIRED', 'CIBIL_BELOW_MIN', 'BACHELOR_NOT_ALLOWED', 'HOSTEL_NOT_ALLOWED', 'NON_METRO_CITY', 'COMPANY_NOT_LISTED', 'COMPANY_TYPE_NOT_ALLOWED',
      'CURRENT_ADDRESS_PROOF_REQUIRED', 'PERMANENT_ADDRESS_PROOF_REQUIRED', 'HOUSE_OWNED_PROOF_REQUIRED', 'LOAN_AMOUNT_BELOW_MIN', 'TENURE_BELOW_MIN',
      'INTEREST_RATE_NOT_CONFIGURED', 'PRESENT_EMPLOYMENT_TOO_SHORT', 'TOTAL_EMPLOYMENT_TOO_SHORT', 'ENQUIRIES_7D_EXCEEDED', 'ENQUIRIES_30D_EXCEEDED',
      'ENQUIRIES_90D_EXCEEDED', 'ENQUIRIES_180D_EXCEEDED', 'REGISTRATION_SALARY_BELOW_MIN', 'REGISTRATION_AGE_ABOVE_MAX', 'CATEGORY_SALARY_BELOW_MIN',
      'CATEGORY_AGE_ABOVE_MAX', 'FOIR_EXCEEDED', 'ELIGIBLE_AMOUNT_BELOW_MIN', 'BT_NOT_COVERED', 'UPFRONT_CHARGES_REACH_AMOUNT']::text[]) WITH ORDINALITY AS fc(code, bit)
    WHERE (m.failures >> (fc.bit::int - 1)) & 1 = 1
    GROUP BY 1, 2, 3, 4, 5, 6;
  END LOOP;
END
$$;
