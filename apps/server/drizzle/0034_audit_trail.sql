CREATE TABLE "audit_chain_start" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_id" bigint NOT NULL,
	"last_hash" text NOT NULL,
	"last_at" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"occurred_at" timestamp (6) with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"api_key_id" uuid,
	"address" text,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"summary" text NOT NULL,
	"request_id" text,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_object_idx" ON "audit_events" USING btree ("object_id","id");--> statement-breakpoint
-- ===== Hand-written (issue 42, audit trail; docs/adr/0039-audit-trail.md) =====
-- The chain starts at 64 zeros.
INSERT INTO "audit_chain_start" ("one", "last_id", "last_hash", "last_at") VALUES (true, 0, repeat('0', 64), '1970-01-01T00:00:00Z');
--> statement-breakpoint
-- One field of the canonical form: NULL as \N, a backslash doubled, a line feed as \n.
CREATE FUNCTION audit_field(v text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v IS NULL THEN '\N' ELSE replace(replace(v, '\', '\\'), E'\n', '\n') END
$$;
--> statement-breakpoint
-- The canonical entry: its fields one a line in this order, the time in UTC to the microsecond.
CREATE FUNCTION audit_canonical(e audit_events) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(E'\n', e.id::text, to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    audit_field(e.actor_kind), audit_field(e.actor_user_id::text), audit_field(e.api_key_id::text), audit_field(e.address),
    audit_field(e.module), audit_field(e.action), audit_field(e.object_type), audit_field(e.object_id), audit_field(e.summary),
    audit_field(e.request_id))
$$;
--> statement-breakpoint
-- Seals each new entry. The transaction-level advisory lock (held to commit) puts every process's
-- entries in one order; the entry follows the last one (rows of the same statement included), or
-- `audit_chain_start` when the table is empty: the next id, a time no earlier than the last
-- entry's, and hash = sha256(previous hash, a line feed, the canonical entry) in lowercase hex.
CREATE FUNCTION audit_events_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev_id bigint;
  prev_hash text;
  prev_at timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(7313041);
  SELECT id, hash, occurred_at INTO prev_id, prev_hash, prev_at FROM audit_events ORDER BY id DESC LIMIT 1;
  IF prev_id IS NULL THEN
    SELECT last_id, last_hash, last_at INTO prev_id, prev_hash, prev_at FROM audit_chain_start;
  END IF;
  NEW.id := prev_id + 1;
  NEW.occurred_at := greatest(clock_timestamp(), prev_at);
  NEW.previous_hash := prev_hash;
  NEW.hash := encode(sha256(convert_to(prev_hash || E'\n' || audit_canonical(NEW), 'UTF8')), 'hex');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_seal BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_seal();
--> statement-breakpoint
-- Append-only: UPDATE and TRUNCATE are refused, DELETE too unless the retention (below) runs it.
CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('lbo.audit_retention', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE FUNCTION audit_chain_start_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('lbo.audit_retention', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_chain_start changes only with the retention: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_chain_start_kept BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_chain_start FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_start_refuse_change();
--> statement-breakpoint
-- Retention: removes the entries of the months (India's) before `cutoff`, a prefix of the chain as
-- entry times never go back, keeps the last removed entry in `audit_chain_start`, and records an
-- entry naming its id and hash, which the first kept entry's previous hash must equal (verify
-- checks it). Returns how many it removed.
CREATE FUNCTION audit_events_drop_before(cutoff timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  last_dropped audit_events;
  removed bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7313041);
  SELECT * INTO last_dropped FROM audit_events WHERE occurred_at < cutoff ORDER BY id DESC LIMIT 1;
  IF last_dropped.id IS NULL THEN
    RETURN 0;
  END IF;
  PERFORM set_config('lbo.audit_retention', 'on', true);
  UPDATE audit_chain_start SET last_id = last_dropped.id, last_hash = last_dropped.hash, last_at = last_dropped.occurred_at;
  DELETE FROM audit_events WHERE id <= last_dropped.id;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('lbo.audit_retention', 'off', true);
  INSERT INTO audit_events (actor_kind, module, action, object_type, object_id, summary)
  VALUES ('system', 'audit-trail', 'delete', 'audit-events', last_dropped.id::text,
    format('Retention removed %s entries from before %s, up to entry %s, whose hash was %s',
      removed, to_char(cutoff AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'), last_dropped.id, last_dropped.hash));
  RETURN removed;
END
$$;
