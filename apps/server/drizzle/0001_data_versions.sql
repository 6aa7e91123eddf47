CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('eligibility', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_eligibility_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'eligibility';
  PERFORM pg_notify('eligibility_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "banks_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "banks" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "products_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "companies_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "cities_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "salary_categories_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "salary_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "bank_company_categories_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "bank_company_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "general_eligibility_rules_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "general_eligibility_rules" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "multiplier_rules_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "multiplier_rules" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "foir_rules_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "foir_rules" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "employment_rules_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "employment_rules" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "bt_rules_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "bt_rules" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "obligation_rules_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "obligation_rules" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "cibil_enquiry_rules_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "cibil_enquiry_rules" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "registration_rules_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "registration_rules" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
--> statement-breakpoint
CREATE TRIGGER "bank_salary_rules_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "bank_salary_rules" FOR EACH STATEMENT EXECUTE FUNCTION bump_eligibility_version();
