-- What each eligible offer of a stored decision costs (packages/eligibility/src/offer-terms.ts),
-- parallel to pair_ids like the other pair columns: NULL on NOT_ELIGIBLE pairs. Decisions stored
-- before this migration have none; they were made without charges (db/stored-outcome.ts).
ALTER TABLE "loan_applications" ADD COLUMN "pair_aprs" double precision[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_upfront" double precision[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_interest" double precision[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_payable" double precision[];
--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "pair_penal" text[];
--> statement-breakpoint
-- APRs of eligible pairs per day, bank and product, to the basis point (APR has two decimals), so
-- the median and spread per lender are exact from the roll-ups.
CREATE TABLE "decision_daily_aprs" (
	"day" date NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"apr_bp" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "decision_daily_aprs_pk" PRIMARY KEY ("day", "bank_id", "product_id", "apr_bp")
);
