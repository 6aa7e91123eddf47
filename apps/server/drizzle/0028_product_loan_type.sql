ALTER TABLE "products" ADD COLUMN "loan_type" text DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
-- data: existing products' loan types from their names, by the patterns the rule checks read them
-- with until now (first match wins; else OTHER). The row history gets them too, so every version,
-- the old ones included, says what its products were and can be restored; the live rows then take
-- their open history row's type without making a version, as the rule set is what it was.
UPDATE "rule_set_rows" SET "data" = "data" || jsonb_build_object('loan_type', CASE
    WHEN "data" ->> 'name' ~* '\y(home|housing|mortgage)\y' THEN 'HOME_LOAN'
    WHEN "data" ->> 'name' ~* 'against property|\ylap\y' THEN 'LOAN_AGAINST_PROPERTY'
    WHEN "data" ->> 'name' ~* '\ypersonal\y' THEN 'PERSONAL_LOAN'
    WHEN "data" ->> 'name' ~* '\ybusiness\y' THEN 'BUSINESS_LOAN'
    ELSE 'OTHER' END)
  WHERE "tbl" = 'products' AND NOT ("data" ? 'loan_type');--> statement-breakpoint
ALTER TABLE "products" DISABLE TRIGGER "products_version_upd";--> statement-breakpoint
UPDATE "products" p SET "loan_type" = h."data" ->> 'loan_type'
  FROM "rule_set_rows" h
  WHERE h."tbl" = 'products' AND h."row_id" = p."id" AND h."valid_to" IS NULL AND p."loan_type" IS DISTINCT FROM h."data" ->> 'loan_type';--> statement-breakpoint
ALTER TABLE "products" ENABLE TRIGGER "products_version_upd";
