-- Rule-set versions: every transaction that writes a table the evaluator reads
-- makes one new, immutable version. Row history (rule_set_rows) keeps each row's
-- content with the versions it was valid for, so unchanged rows are shared by
-- every version and any version can be loaded again.
CREATE TABLE "rule_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"summary" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_set_rows" (
	"tbl" text NOT NULL,
	"row_id" uuid NOT NULL,
	"lookup_key" uuid,
	"valid_from" integer NOT NULL,
	"valid_to" integer,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rule_set_rows_open_uq" ON "rule_set_rows" ("tbl", "row_id") WHERE "valid_to" IS NULL;
--> statement-breakpoint
CREATE INDEX "rule_set_rows_version_idx" ON "rule_set_rows" ("tbl", "valid_from");
--> statement-breakpoint
CREATE INDEX "rule_set_rows_lookup_idx" ON "rule_set_rows" ("tbl", "lookup_key", "valid_from") WHERE "lookup_key" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "rule_version" integer;
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "evaluation_date" text;
--> statement-breakpoint
CREATE INDEX "loan_applications_created_idx" ON "loan_applications" ("created_at");
--> statement-breakpoint
-- The version of the current transaction: made on its first change, with the
-- author and summary the application set for it (lbo.actor, lbo.summary).
CREATE OR REPLACE FUNCTION rule_version_for_change() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v integer := nullif(current_setting('lbo.rule_version', true), '')::integer;
BEGIN
  IF v IS NULL THEN
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'eligibility' RETURNING "version" INTO v;
    INSERT INTO "rule_versions" ("version", "created_by", "summary")
      VALUES (v, nullif(current_setting('lbo.actor', true), '')::uuid, coalesce(current_setting('lbo.summary', true), ''));
    PERFORM set_config('lbo.rule_version', v::text, true);
  END IF;
  RETURN v;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_version_count(v integer, tbl text, kind text, n bigint) RETURNS void LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION rule_rows_lookup_key(tbl text, row_data jsonb) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tbl WHEN 'companies' THEN (row_data ->> 'id')::uuid WHEN 'cities' THEN (row_data ->> 'id')::uuid WHEN 'bank_company_categories' THEN (row_data ->> 'company_id')::uuid ELSE NULL END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v integer; n bigint;
BEGIN
  SELECT count(*) INTO n FROM new_rows;
  IF n = 0 THEN RETURN NULL; END IF;
  v := rule_version_for_change();
  INSERT INTO "rule_set_rows" ("tbl", "row_id", "lookup_key", "valid_from", "data")
    SELECT TG_TABLE_NAME, (j ->> 'id')::uuid, rule_rows_lookup_key(TG_TABLE_NAME, j), v, j
    FROM (SELECT to_jsonb(r) AS j FROM new_rows r) s;
  PERFORM rule_version_count(v, TG_TABLE_NAME, 'added', n);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v integer; n bigint;
BEGIN
  SELECT count(*) INTO n FROM new_rows;
  IF n = 0 THEN RETURN NULL; END IF;
  v := rule_version_for_change();
  -- A row written twice in one version keeps only its last content.
  DELETE FROM "rule_set_rows" h USING old_rows o
    WHERE h."tbl" = TG_TABLE_NAME AND h."row_id" = o."id" AND h."valid_to" IS NULL AND h."valid_from" = v;
  UPDATE "rule_set_rows" h SET "valid_to" = v FROM old_rows o
    WHERE h."tbl" = TG_TABLE_NAME AND h."row_id" = o."id" AND h."valid_to" IS NULL;
  INSERT INTO "rule_set_rows" ("tbl", "row_id", "lookup_key", "valid_from", "data")
    SELECT TG_TABLE_NAME, (j ->> 'id')::uuid, rule_rows_lookup_key(TG_TABLE_NAME, j), v, j
    FROM (SELECT to_jsonb(r) AS j FROM new_rows r) s;
  PERFORM rule_version_count(v, TG_TABLE_NAME, 'changed', n);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v integer; n bigint;
BEGIN
  SELECT count(*) INTO n FROM old_rows;
  IF n = 0 THEN RETURN NULL; END IF;
  v := rule_version_for_change();
  DELETE FROM "rule_set_rows" h USING old_rows o
    WHERE h."tbl" = TG_TABLE_NAME AND h."row_id" = o."id" AND h."valid_to" IS NULL AND h."valid_from" = v;
  UPDATE "rule_set_rows" h SET "valid_to" = v FROM old_rows o
    WHERE h."tbl" = TG_TABLE_NAME AND h."row_id" = o."id" AND h."valid_to" IS NULL;
  PERFORM rule_version_count(v, TG_TABLE_NAME, 'removed', n);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The version in force now, with every existing row in it; then the triggers
-- that replace the statement-level version bump of 0001.
DO $$
DECLARE
  t text;
  v integer;
  versioned text[] := ARRAY['banks', 'products', 'companies', 'cities', 'salary_categories', 'bank_company_categories',
    'general_eligibility_rules', 'multiplier_rules', 'foir_rules', 'employment_rules', 'bt_rules', 'obligation_rules',
    'cibil_enquiry_rules', 'registration_rules', 'bank_salary_rules'];
BEGIN
  SELECT "version" INTO v FROM "data_versions" WHERE "name" = 'eligibility';
  INSERT INTO "rule_versions" ("version", "summary") VALUES (v, 'Rule set as it stood when versions began') ON CONFLICT DO NOTHING;
  FOREACH t IN ARRAY versioned LOOP
    EXECUTE format('INSERT INTO "rule_set_rows" ("tbl", "row_id", "lookup_key", "valid_from", "data")
      SELECT %L, (j ->> ''id'')::uuid, rule_rows_lookup_key(%L, j), %s, j FROM (SELECT to_jsonb(r) AS j FROM %I r) s', t, t, v, t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_bump_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rule_rows_inserted()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rule_rows_updated()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rule_rows_deleted()', t || '_version_del', t);
  END LOOP;
END;
$$;
