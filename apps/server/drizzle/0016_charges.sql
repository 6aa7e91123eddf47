-- Charges per bank and product (the Charges rule group), versioned like every rule table, and
-- the Key Fact Statement's Part 2 facts on each bank (all optional).
CREATE TABLE "charges_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL REFERENCES "banks"("id") ON DELETE cascade,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"processing_fee_percent" double precision,
	"processing_fee_min" double precision,
	"processing_fee_max" double precision,
	"processing_fee_flat" double precision,
	"gst_percent" double precision,
	"insurance_amount" double precision,
	"insurance_percent" double precision,
	"valuation_fee" double precision,
	"legal_fee" double precision,
	"stamp_duty" double precision,
	"recurring_charges_monthly" double precision,
	"penal_charges" text,
	"penal_rate_percent" double precision,
	"other_penal_charges" text,
	"foreclosure_percent" double precision,
	"part_prepayment_percent" double precision,
	"switching_charges" text,
	"bounce_charge" double precision,
	"cooling_off_days" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "charges_rules_pair_idx" ON "charges_rules" ("bank_id", "product_id");
--> statement-breakpoint
CREATE TRIGGER "charges_rules_version_ins" AFTER INSERT ON "charges_rules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rule_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER "charges_rules_version_upd" AFTER UPDATE ON "charges_rules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rule_rows_updated();
--> statement-breakpoint
CREATE TRIGGER "charges_rules_version_del" AFTER DELETE ON "charges_rules" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rule_rows_deleted();
--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "grievance_officer_name" text;
--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "grievance_officer_phone" text;
--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "grievance_officer_email" text;
--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "uses_recovery_agents" boolean;
