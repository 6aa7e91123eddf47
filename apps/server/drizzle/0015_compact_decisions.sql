-- Stored decisions in one compact shape: per pair of the answer, in the answer's order, a small
-- integer naming the bank and product (decision_pairs, never renumbered), the status, binding cap
-- and granted tenure packed in one integer, the failure codes as a bit mask (in the order of
-- FAILURE_CODES, which only grows at its end), and the amount, rate and EMI. About 38 bytes a
-- pair where the old JSON summary took ~260. Decisions made before rule versions keep their
-- explanations, as they were given then, in frozen_explanations. The old columns are emptied by
-- the data step that runs after the migrations (db/data-steps.ts) and dropped in a later release.
CREATE TABLE "decision_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "decision_pairs_pair_uq" ON "decision_pairs" ("bank_id", "product_id");
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_ids" integer[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_meta" integer[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_failures" bigint[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_amounts" double precision[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_rates" double precision[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_emis" double precision[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "frozen_explanations" jsonb;
--> statement-breakpoint
ALTER TABLE "loan_applications" ALTER COLUMN "result" DROP NOT NULL;
--> statement-breakpoint
CREATE INDEX "loan_applications_unmoved_idx" ON "loan_applications" ("id") WHERE "pair_ids" IS NULL;
