ALTER TABLE "rule_change_proposals" ADD COLUMN "impact" jsonb;--> statement-breakpoint
ALTER TABLE "rule_change_proposals" ADD COLUMN "impact_version" integer;--> statement-breakpoint
ALTER TABLE "rule_change_proposals" ADD COLUMN "impact_at" timestamp with time zone;