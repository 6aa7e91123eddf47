ALTER TABLE "rule_versions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "rule_versions" ADD COLUMN "kind" text DEFAULT 'edit' NOT NULL;--> statement-breakpoint
-- The counting function's parameter `kind` now shares its name with the column: the parameter is meant.
CREATE OR REPLACE FUNCTION rule_version_count(v integer, tbl text, kind text, n bigint) RETURNS void LANGUAGE plpgsql AS $$
#variable_conflict use_variable
BEGIN
  UPDATE "rule_versions"
    SET "changes" = jsonb_set("changes", ARRAY[tbl],
      coalesce("changes" -> tbl, '{}'::jsonb) || jsonb_build_object(kind, coalesce(("changes" -> tbl ->> kind)::bigint, 0) + n))
    WHERE "version" = v;
  -- Every process drops what it cached of this table; identical notices in one transaction are sent once.
  PERFORM pg_notify('rule_versions', v::text || ':' || tbl);
END;
$$;
--> statement-breakpoint
-- Versions made before kinds were recorded: restores and imports are known by their summaries.
UPDATE "rule_versions" SET "kind" = 'restore' WHERE "summary" LIKE 'Restored version %';--> statement-breakpoint
UPDATE "rule_versions" SET "kind" = 'import' WHERE "summary" LIKE '% imported from %';--> statement-breakpoint
-- The version of the current transaction also records why (lbo.reason) and how (lbo.kind) it was made.
CREATE OR REPLACE FUNCTION rule_version_for_change() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v integer := nullif(current_setting('lbo.rule_version', true), '')::integer;
BEGIN
  IF v IS NULL THEN
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'eligibility' RETURNING "version" INTO v;
    INSERT INTO "rule_versions" ("version", "created_by", "summary", "reason", "kind")
      VALUES (v, nullif(current_setting('lbo.actor', true), '')::uuid, coalesce(current_setting('lbo.summary', true), ''),
        nullif(current_setting('lbo.reason', true), ''), coalesce(nullif(current_setting('lbo.kind', true), ''), 'edit'));
    PERFORM set_config('lbo.rule_version', v::text, true);
  END IF;
  RETURN v;
END;
$$;
