CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"evaluations" integer DEFAULT 0 NOT NULL,
	"last_evaluated_at" timestamp with time zone,
	"last_eligible_count" integer DEFAULT 0 NOT NULL,
	"best_offer_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_reference_uq" ON "customers" USING btree (lower("reference"));
--> statement-breakpoint
CREATE INDEX "customers_last_evaluated_idx" ON "customers" USING btree ("last_evaluated_at");
--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "customer_id" uuid REFERENCES "customers"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "loan_applications_customer_idx" ON "loan_applications" USING btree ("customer_id", "created_at");
--> statement-breakpoint
-- Applications stored before customers existed: one customer per applicant name.
INSERT INTO "customers" ("reference", "name", "created_at", "updated_at")
  SELECT 'CUS-' || upper(substr(md5(lower(trim(user_name))), 1, 10)), min(trim(user_name)), min(created_at), max(created_at)
  FROM "loan_applications" WHERE user_name IS NOT NULL AND trim(user_name) <> ''
  GROUP BY lower(trim(user_name));
--> statement-breakpoint
UPDATE "loan_applications" a SET "customer_id" = c."id"
  FROM "customers" c WHERE c."reference" = 'CUS-' || upper(substr(md5(lower(trim(a.user_name))), 1, 10));
--> statement-breakpoint
UPDATE "customers" c SET
  "evaluations" = s.n, "last_evaluated_at" = s.last_at, "last_eligible_count" = s.last_eligible, "best_offer_amount" = s.best
  FROM (
    SELECT customer_id, count(*)::int AS n, max(created_at) AS last_at,
      (array_agg(eligible_count ORDER BY created_at DESC))[1] AS last_eligible,
      coalesce(max((SELECT max((p ->> 'eligibleAmount')::bigint) FROM jsonb_array_elements(result -> 'pairs') p WHERE p ->> 'eligibilityStatus' = 'ELIGIBLE')), 0) AS best
    FROM "loan_applications" WHERE customer_id IS NOT NULL GROUP BY customer_id
  ) s WHERE c."id" = s.customer_id;
--> statement-breakpoint
-- Roles get the new module with the rights they hold on the Loan Evaluator, whose applicants these are.
UPDATE "roles" r SET "role_access" = r."role_access" || jsonb_build_array(
    jsonb_set(e, '{module_id}', '"customer-master"'))
  FROM (SELECT id, elem AS e FROM "roles", jsonb_array_elements("role_access") elem WHERE elem ->> 'module_id' = 'loan-evaluator') le
  WHERE r.id = le.id AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(r."role_access") x WHERE x ->> 'module_id' = 'customer-master');
