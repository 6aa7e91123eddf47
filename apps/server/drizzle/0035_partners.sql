CREATE TABLE "decision_daily_applications" (
	"day" date NOT NULL,
	"partner_id" uuid DEFAULT coalesce(nullif(current_setting('lbo.partner_id', true), '')::uuid, '00000000-0000-0000-0000-000000000000') NOT NULL,
	"applications" integer NOT NULL,
	"eligible_applications" integer NOT NULL,
	CONSTRAINT "decision_daily_applications_pk" PRIMARY KEY("day","partner_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"contact_email" text,
	"monthly_evaluation_quota" integer,
	"rate_limit_per_minute" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "customers_reference_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "decision_daily" ADD COLUMN "partner_id" uuid DEFAULT coalesce(nullif(current_setting('lbo.partner_id', true), '')::uuid, '00000000-0000-0000-0000-000000000000') NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_daily_amounts" ADD COLUMN "partner_id" uuid DEFAULT coalesce(nullif(current_setting('lbo.partner_id', true), '')::uuid, '00000000-0000-0000-0000-000000000000') NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_daily_aprs" ADD COLUMN "partner_id" uuid DEFAULT coalesce(nullif(current_setting('lbo.partner_id', true), '')::uuid, '00000000-0000-0000-0000-000000000000') NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_daily_failures" ADD COLUMN "partner_id" uuid DEFAULT coalesce(nullif(current_setting('lbo.partner_id', true), '')::uuid, '00000000-0000-0000-0000-000000000000') NOT NULL;--> statement-breakpoint
ALTER TABLE "kfs_documents" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "kfs_acknowledgements" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "partner_id" uuid DEFAULT nullif(current_setting('lbo.partner_id', true), '')::uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_uq" ON "partners" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kfs_documents" ADD CONSTRAINT "kfs_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kfs_acknowledgements" ADD CONSTRAINT "kfs_acknowledgements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_partner_reference_uq" ON "customers" USING btree (coalesce("partner_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("reference"));--> statement-breakpoint
CREATE INDEX "loan_applications_partner_idx" ON "loan_applications" USING btree ("partner_id","created_at") WHERE "loan_applications"."partner_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_daily" DROP CONSTRAINT "decision_daily_pk";
--> statement-breakpoint
ALTER TABLE "decision_daily" ADD CONSTRAINT "decision_daily_pk" PRIMARY KEY("day","bank_id","product_id","partner_id");--> statement-breakpoint
ALTER TABLE "decision_daily_amounts" DROP CONSTRAINT "decision_daily_amounts_pk";
--> statement-breakpoint
ALTER TABLE "decision_daily_amounts" ADD CONSTRAINT "decision_daily_amounts_pk" PRIMARY KEY("day","bank_id","product_id","partner_id","bucket");--> statement-breakpoint
ALTER TABLE "decision_daily_aprs" DROP CONSTRAINT "decision_daily_aprs_pk";
--> statement-breakpoint
ALTER TABLE "decision_daily_aprs" ADD CONSTRAINT "decision_daily_aprs_pk" PRIMARY KEY("day","bank_id","product_id","partner_id","apr_bp");--> statement-breakpoint
ALTER TABLE "decision_daily_failures" DROP CONSTRAINT "decision_daily_failures_pk";
--> statement-breakpoint
ALTER TABLE "decision_daily_failures" ADD CONSTRAINT "decision_daily_failures_pk" PRIMARY KEY("day","bank_id","product_id","partner_id","code");--> statement-breakpoint
-- Row-level security for channel partners (ADR 0044). A partner's request runs its statements under
-- the role lbo_partner with the transaction's `lbo.partner_id` set; the app's own connection (the
-- tables' owner, often a superuser) is not subject to these policies. The role is the cluster's:
-- several databases of one cluster (the tests') share it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lbo_partner') THEN
    CREATE ROLE lbo_partner NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO lbo_partner;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO lbo_partner;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO lbo_partner;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO lbo_partner;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO lbo_partner;
--> statement-breakpoint
-- A policy on the partitioned parent does not cover a query that names a partition: the role may
-- not name one at all (decision_partitions_ensure revokes the same on every partition it makes).
DO $$
DECLARE part regclass;
BEGIN
  FOR part IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'loan_applications'::regclass LOOP
    EXECUTE format('REVOKE ALL ON %s FROM lbo_partner', part);
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "customers" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "loan_applications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "loan_applications" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "kfs_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "kfs_documents" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "kfs_acknowledgements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "kfs_acknowledgements" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "consents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "consents" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "bulk_jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "bulk_jobs" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "idempotency_keys" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "webhook_endpoints" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "webhook_deliveries" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "api_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "api_keys" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "decision_daily" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "decision_daily" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "decision_daily_failures" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "decision_daily_failures" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "decision_daily_amounts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "decision_daily_amounts" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "decision_daily_aprs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "decision_daily_aprs" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "decision_daily_applications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "decision_daily_applications" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "bulk_job_rows" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "bulk_job_rows" USING (EXISTS (SELECT 1 FROM "bulk_jobs" j WHERE j."id" = "bulk_job_rows"."job_id"));
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "webhook_attempts" USING (EXISTS (SELECT 1 FROM "webhook_deliveries" d WHERE d."id" = "webhook_attempts"."delivery_id"));
--> statement-breakpoint
-- Partitions made from here on are closed to the partner role like those above.
CREATE OR REPLACE FUNCTION decision_partitions_ensure(first timestamptz, last timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
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
    -- Partners reach decisions through the parent only, where the row-level policy applies (0035).
    EXECUTE format('REVOKE ALL ON %I FROM lbo_partner', part);
    made := made + 1;
  END LOOP;
  RETURN made;
END
$$;
--> statement-breakpoint
-- Every application counted before partners existed was the marketplace's own.
INSERT INTO "decision_daily_applications" ("day", "partner_id", "applications", "eligible_applications")
SELECT "day", '00000000-0000-0000-0000-000000000000'::uuid, "applications", "eligible_applications" FROM "decision_days" WHERE "applications" > 0;
--> statement-breakpoint
-- Events go to the endpoints of the partner whose applicant they concern (NULL: the marketplace's
-- own endpoints), and each delivery carries that partner.
CREATE FUNCTION "webhook_enqueue_for"(event text, body jsonb, partner uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "webhook_deliveries" ("endpoint_id", "event_type", "payload", "partner_id")
  SELECT e."id", event, jsonb_build_object('type', event, 'timestamp', "webhook_time"(now()), 'data', body), e."partner_id"
  FROM "webhook_endpoints" e WHERE e."active" AND event = ANY (e."events") AND e."partner_id" IS NOT DISTINCT FROM partner
$$;
--> statement-breakpoint
-- An event of the transaction's partner (a partner's request, or work done for one).
CREATE OR REPLACE FUNCTION "webhook_enqueue"(event text, body jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT "webhook_enqueue_for"(event, body, nullif(current_setting('lbo.partner_id', true), '')::uuid)
$$;
--> statement-breakpoint
-- Rule versions are the marketplace's: never offered to a partner's endpoint.
CREATE OR REPLACE FUNCTION "webhook_rule_version_created"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v "rule_versions"%ROWTYPE;
BEGIN
  SELECT * INTO v FROM "rule_versions" WHERE "version" = NEW."version";
  IF FOUND THEN
    PERFORM "webhook_enqueue_for"('rule_version.created', jsonb_build_object(
      'version', v."version", 'createdAt', "webhook_time"(v."created_at"), 'createdBy', v."created_by", 'summary', v."summary", 'changes', v."changes"), NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_bulk_job_finished"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "webhook_enqueue_for"('bulk_job.' || NEW."state", jsonb_build_object(
    'jobId', NEW."id", 'state', NEW."state", 'total', NEW."total", 'done', NEW."done", 'eligibleRows', NEW."eligible_rows",
    'ruleVersion', NEW."rule_version", 'error', NEW."error", 'apiKeyId', NEW."api_key_id", 'finishedAt', "webhook_time"(NEW."finished_at")), NEW."partner_id");
  RETURN NULL;
END $$;
