CREATE TABLE "unversioned_rule_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid,
	"rule_group" text NOT NULL,
	"rule_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_by" uuid,
	"changed_by_name" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unversioned_rule_changes_pair_idx" ON "unversioned_rule_changes" USING btree ("bank_id","product_id","changed_at");--> statement-breakpoint
-- One record of rule edits (ADR 0032): the save calls stop writing rule_changes beside the versioned rows.
-- A rule_changes row is already in the versioned rows when an edit or approval version (not the
-- first version, which holds the rule set as it stood when versions began) has the same event of
-- the same row: its content added (create), replaced (update) or ended (delete). Events are counted
-- per row and action, the newest changes matched first; only changes left over (made before
-- versions began) are carried over, as they were.
INSERT INTO "unversioned_rule_changes" ("id", "bank_id", "product_id", "rule_group", "rule_id", "action", "before", "after", "changed_by", "changed_by_name", "changed_at")
WITH group_tables(rule_group, tbl) AS (VALUES
  ('generalEligibility', 'general_eligibility_rules'), ('multiplier', 'multiplier_rules'), ('foir', 'foir_rules'),
  ('employment', 'employment_rules'), ('bankTransfer', 'bt_rules'), ('obligationType', 'obligation_rules'),
  ('cibilEnquiry', 'cibil_enquiry_rules'), ('registrationType', 'registration_rules'), ('bankSalary', 'bank_salary_rules'),
  ('charges', 'charges_rules')
), app_versions AS (
  SELECT "version" FROM "rule_versions" WHERE "kind" IN ('edit', 'approval') AND "version" > (SELECT min("version") FROM "rule_versions")
), events AS (
  SELECT n."tbl", n."row_id", CASE WHEN o."row_id" IS NULL THEN 'create' ELSE 'update' END AS action
  FROM "rule_set_rows" n
  LEFT JOIN "rule_set_rows" o ON o."tbl" = n."tbl" AND o."row_id" = n."row_id" AND o."valid_to" = n."valid_from"
  WHERE n."valid_from" IN (SELECT "version" FROM app_versions)
  UNION ALL
  SELECT o."tbl", o."row_id", 'delete' FROM "rule_set_rows" o
  WHERE o."valid_to" IN (SELECT "version" FROM app_versions)
    AND NOT EXISTS (SELECT 1 FROM "rule_set_rows" n WHERE n."tbl" = o."tbl" AND n."row_id" = o."row_id" AND n."valid_from" = o."valid_to")
), event_counts AS (
  SELECT "tbl", "row_id", action, count(*) AS n FROM events GROUP BY "tbl", "row_id", action
), ranked AS (
  SELECT c.*, row_number() OVER (PARTITION BY c."rule_group", c."rule_id", c."action" ORDER BY c."changed_at" DESC, c."id" DESC) AS newest
  FROM "rule_changes" c
)
SELECT r."id", r."bank_id", r."product_id", r."rule_group", r."rule_id", r."action", r."before", r."after", r."changed_by", r."changed_by_name", r."changed_at"
FROM ranked r
LEFT JOIN group_tables g ON g.rule_group = r."rule_group"
LEFT JOIN event_counts e ON e."tbl" = g.tbl AND e."row_id" = r."rule_id" AND e.action = r."action"
WHERE r.newest > coalesce(e.n, 0);
--> statement-breakpoint
DROP TABLE "rule_changes" CASCADE;
