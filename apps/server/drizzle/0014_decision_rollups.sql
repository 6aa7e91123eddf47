-- Decision analytics read these daily roll-ups of the stored applications' per-pair outcomes
-- instead of expanding every application's pairs on each request. A day is rolled up once, after
-- it has ended in India (plus a margin for transactions still committing), by whichever process
-- first needs it: the row in decision_days is the claim, so two processes never roll a day twice.
-- The day in progress is always read live from loan_applications.
CREATE TABLE "decision_days" (
	"day" date PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL,
	"eligible_applications" integer NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_daily" (
	"day" date NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"evaluated" integer NOT NULL,
	"eligible" integer NOT NULL,
	CONSTRAINT "decision_daily_pk" PRIMARY KEY ("day", "bank_id", "product_id")
);
--> statement-breakpoint
CREATE TABLE "decision_daily_failures" (
	"day" date NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "decision_daily_failures_pk" PRIMARY KEY ("day", "bank_id", "product_id", "code")
);
--> statement-breakpoint
CREATE TABLE "decision_daily_amounts" (
	"day" date NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "decision_daily_amounts_pk" PRIMARY KEY ("day", "bank_id", "product_id", "bucket")
);
