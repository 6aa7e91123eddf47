CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"claim_token" text NOT NULL,
	"status_code" smallint,
	"response" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" smallint,
	"latency_ms" integer,
	"response_excerpt" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_status_code" smallint,
	"last_latency_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"owner_id" uuid,
	"failing_since" timestamp with time zone,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "source" text DEFAULT 'console' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "bulk_job_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_owner_key_uq" ON "idempotency_keys" USING btree ("owner","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_attempts_delivery_uq" ON "webhook_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_active_idx" ON "webhook_endpoints" USING btree ("active");--> statement-breakpoint
-- Decisions stored before sources were recorded: a bulk job's rows name their decisions.
UPDATE "loan_applications" a SET "source" = 'bulk', "bulk_job_id" = r."job_id"
  FROM "bulk_job_rows" r WHERE r."application_id" = a."id";--> statement-breakpoint
-- The outbox: events become deliveries in the transaction that makes them, so a rolled-back
-- change sends nothing and a committed one is sent even if the process dies right after.
CREATE FUNCTION "webhook_enqueue"(event text, body jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "webhook_deliveries" ("endpoint_id", "event_type", "payload")
  SELECT e."id", event, jsonb_build_object('type', event, 'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', body)
  FROM "webhook_endpoints" e WHERE e."active" AND event = ANY (e."events")
$$;--> statement-breakpoint
-- Fires at commit, when the version's summary and counts are final.
CREATE FUNCTION "webhook_rule_version_created"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v "rule_versions"%ROWTYPE;
BEGIN
  SELECT * INTO v FROM "rule_versions" WHERE "version" = NEW."version";
  IF FOUND THEN
    PERFORM "webhook_enqueue"('rule_version.created', jsonb_build_object(
      'version', v."version", 'createdAt', v."created_at", 'createdBy', v."created_by", 'summary', v."summary", 'changes', v."changes"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rule_versions_webhook" AFTER INSERT ON "rule_versions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "webhook_rule_version_created"();--> statement-breakpoint
CREATE FUNCTION "webhook_bulk_job_finished"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "webhook_enqueue"('bulk_job.' || NEW."state", jsonb_build_object(
    'jobId', NEW."id", 'state', NEW."state", 'total', NEW."total", 'done', NEW."done", 'eligibleRows', NEW."eligible_rows",
    'ruleVersion', NEW."rule_version", 'error', NEW."error", 'apiKeyId', NEW."api_key_id", 'finishedAt', NEW."finished_at"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bulk_jobs_webhook" AFTER UPDATE OF "state" ON "bulk_jobs" FOR EACH ROW
  WHEN (NEW."state" IN ('completed', 'failed') AND OLD."state" IS DISTINCT FROM NEW."state")
  EXECUTE FUNCTION "webhook_bulk_job_finished"();--> statement-breakpoint
-- Dispatchers in every process hear of new deliveries when the transaction commits.
-- Only when rows went in: a decision's statement always runs the outbox insert, mostly inserting nothing.
CREATE FUNCTION "webhook_deliveries_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "inserted") THEN
    PERFORM pg_notify('webhook_deliveries', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_notify" AFTER INSERT ON "webhook_deliveries" REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "webhook_deliveries_notify"();
