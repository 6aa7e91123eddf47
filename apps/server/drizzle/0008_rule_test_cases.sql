CREATE TABLE "rule_test_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"application_id" uuid NOT NULL REFERENCES "loan_applications"("id") ON DELETE CASCADE,
	"expectations" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_result" jsonb
);
--> statement-breakpoint
CREATE INDEX "rule_test_cases_created_idx" ON "rule_test_cases" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "rule_set_rows_valid_to_idx" ON "rule_set_rows" USING btree ("valid_to") WHERE "valid_to" IS NOT NULL;
