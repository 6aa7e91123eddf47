CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_change_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"kind" text NOT NULL,
	"rule_group" text,
	"bank_id" uuid,
	"product_id" uuid,
	"payload" jsonb NOT NULL,
	"base" jsonb NOT NULL,
	"summary" text NOT NULL,
	"reason" text NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"applied_version" integer
);
--> statement-breakpoint
CREATE INDEX "rule_change_proposals_state_idx" ON "rule_change_proposals" USING btree ("state","proposed_at");