-- Stored decisions in monthly partitions (ADR 0028). A month is India's (+05:30, no daylight
-- saving), the calendar of evaluation_date and of the roll-ups, so a day's decisions sit in one
-- partition. The primary key must hold the partition key: (id, created_at). Rows that refer to a
-- decision (KFS documents, test cases) carry its created_at beside its id, under a foreign key.
ALTER TABLE "kfs_documents" DROP CONSTRAINT IF EXISTS "kfs_documents_application_id_fkey";
--> statement-breakpoint
ALTER TABLE "rule_test_cases" DROP CONSTRAINT IF EXISTS "rule_test_cases_application_id_fkey";
--> statement-breakpoint
ALTER TABLE "loan_applications" RENAME TO "loan_applications_unpartitioned";
--> statement-breakpoint
ALTER TABLE "loan_applications_unpartitioned" DROP CONSTRAINT IF EXISTS "loan_applications_customer_id_fkey";
--> statement-breakpoint
ALTER TABLE "loan_applications_unpartitioned" DROP CONSTRAINT IF EXISTS "loan_applications_pkey";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_applications_created_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_applications_customer_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "loan_applications_unmoved_idx";
--> statement-breakpoint
CREATE TABLE "loan_applications" (LIKE "loan_applications_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_id_created_at_pk" PRIMARY KEY ("id", "created_at");
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "loan_applications_created_idx" ON "loan_applications" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "loan_applications_customer_idx" ON "loan_applications" USING btree ("customer_id", "created_at");
--> statement-breakpoint
CREATE INDEX "loan_applications_unmoved_idx" ON "loan_applications" USING btree ("id") WHERE "pair_ids" IS NULL;
--> statement-breakpoint
-- Whatever no month partition takes: an insert never fails for want of a partition.
CREATE TABLE "loan_applications_default" PARTITION OF "loan_applications" DEFAULT;
--> statement-breakpoint
-- Month partitions for the months from `first` to `last` (both included); returns how many it
-- made. A month whose decisions already went to the default partition is left there: moving them
-- out would delete (cascade) the KFS documents and test cases that refer to them.
CREATE FUNCTION decision_partitions_ensure(first timestamptz, last timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  m_start timestamp := date_trunc('month', first AT TIME ZONE 'Asia/Kolkata');
  lower_bound timestamptz;
  upper_bound timestamptz;
  part text;
  made integer := 0;
BEGIN
  WHILE m_start <= last AT TIME ZONE 'Asia/Kolkata' LOOP
    lower_bound := m_start AT TIME ZONE 'Asia/Kolkata';
    upper_bound := (m_start + interval '1 month') AT TIME ZONE 'Asia/Kolkata';
    part := 'loan_applications_p' || to_char(m_start, 'YYYY_MM');
    m_start := m_start + interval '1 month';
    CONTINUE WHEN to_regclass(part) IS NOT NULL;
    CONTINUE WHEN EXISTS (SELECT 1 FROM loan_applications_default WHERE created_at >= lower_bound AND created_at < upper_bound);
    EXECUTE format('CREATE TABLE %I PARTITION OF loan_applications FOR VALUES FROM (%L) TO (%L)', part,
      to_char(lower_bound AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || '+00', to_char(upper_bound AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || '+00');
    made := made + 1;
  END LOOP;
  RETURN made;
END
$$;
--> statement-breakpoint
-- Retention: drops the month partitions that end at or before `cutoff` (a month's start) and deletes
-- older decisions from the default partition. The KFS documents and test cases of those decisions
-- go first (a partition with rows referring to it cannot be detached). Returns the partitions dropped.
CREATE FUNCTION decision_partitions_drop_before(cutoff timestamptz) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  part record;
  dropped text[] := '{}';
  upper_bound timestamptz;
BEGIN
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'loan_applications'::regclass AND c.relname ~ '^loan_applications_p[0-9]{4}_[0-9]{2}$'
    ORDER BY c.relname
  LOOP
    upper_bound := (to_date(substr(part.relname, 20), 'YYYY_MM') + interval '1 month')::timestamp AT TIME ZONE 'Asia/Kolkata';
    CONTINUE WHEN upper_bound > cutoff;
    EXECUTE format('DELETE FROM kfs_documents k USING %I a WHERE k.application_id = a.id AND k.application_created_at = a.created_at', part.relname);
    EXECUTE format('DELETE FROM rule_test_cases t USING %I a WHERE t.application_id = a.id AND t.application_created_at = a.created_at', part.relname);
    EXECUTE format('ALTER TABLE loan_applications DETACH PARTITION %I', part.relname);
    EXECUTE format('DROP TABLE %I', part.relname);
    dropped := dropped || part.relname::text;
  END LOOP;
  DELETE FROM loan_applications_default WHERE created_at < cutoff;
  RETURN dropped;
END
$$;
--> statement-breakpoint
-- The months that hold decisions (at most three years back; older ones stay in the default
-- partition) up to three months ahead, then the rows.
SELECT decision_partitions_ensure(
  greatest(coalesce((SELECT min(created_at) FROM loan_applications_unpartitioned), now()), now() - interval '36 months'),
  now() + interval '3 months');
--> statement-breakpoint
INSERT INTO "loan_applications" SELECT * FROM "loan_applications_unpartitioned";
--> statement-breakpoint
DROP TABLE "loan_applications_unpartitioned";
--> statement-breakpoint
ALTER TABLE "kfs_documents" ADD COLUMN "application_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "kfs_documents" AS k SET "application_created_at" = a."created_at" FROM "loan_applications" AS a WHERE a."id" = k."application_id";
--> statement-breakpoint
DELETE FROM "kfs_documents" WHERE "application_created_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "kfs_documents" ALTER COLUMN "application_created_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "kfs_documents" ADD CONSTRAINT "kfs_documents_application_fk" FOREIGN KEY ("application_id", "application_created_at") REFERENCES "loan_applications"("id", "created_at") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "rule_test_cases" ADD COLUMN "application_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "rule_test_cases" AS t SET "application_created_at" = a."created_at" FROM "loan_applications" AS a WHERE a."id" = t."application_id";
--> statement-breakpoint
DELETE FROM "rule_test_cases" WHERE "application_created_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "rule_test_cases" ADD CONSTRAINT "rule_test_cases_application_fk" FOREIGN KEY ("application_id", "application_created_at") REFERENCES "loan_applications"("id", "created_at") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "rule_test_cases" ALTER COLUMN "application_created_at" SET NOT NULL;
