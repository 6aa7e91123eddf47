ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
-- Every event time in one format, as JavaScript writes it (`…T…Z`, milliseconds): a timestamptz
-- turned into JSON reads `+00:00` and the session's precision otherwise.
CREATE FUNCTION "webhook_time"(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_enqueue"(event text, body jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "webhook_deliveries" ("endpoint_id", "event_type", "payload")
  SELECT e."id", event, jsonb_build_object('type', event, 'timestamp', "webhook_time"(now()), 'data', body)
  FROM "webhook_endpoints" e WHERE e."active" AND event = ANY (e."events")
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_rule_version_created"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v "rule_versions"%ROWTYPE;
BEGIN
  SELECT * INTO v FROM "rule_versions" WHERE "version" = NEW."version";
  IF FOUND THEN
    PERFORM "webhook_enqueue"('rule_version.created', jsonb_build_object(
      'version', v."version", 'createdAt', "webhook_time"(v."created_at"), 'createdBy', v."created_by", 'summary', v."summary", 'changes', v."changes"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "webhook_bulk_job_finished"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "webhook_enqueue"('bulk_job.' || NEW."state", jsonb_build_object(
    'jobId', NEW."id", 'state', NEW."state", 'total', NEW."total", 'done', NEW."done", 'eligibleRows', NEW."eligible_rows",
    'ruleVersion', NEW."rule_version", 'error', NEW."error", 'apiKeyId', NEW."api_key_id", 'finishedAt', "webhook_time"(NEW."finished_at")));
  RETURN NULL;
END $$;
