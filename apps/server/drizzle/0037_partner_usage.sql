CREATE TABLE "partner_usage" (
	"partner_id" uuid NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "partner_usage_partner_id_period_pk" PRIMARY KEY("partner_id","period"),
	CONSTRAINT "partner_usage_period_ck" CHECK ("partner_usage"."period" in ('minute', 'month'))
);
--> statement-breakpoint
ALTER TABLE "partner_usage" ADD CONSTRAINT "partner_usage_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Limits are counted on the app's own connection: a partner's role may read its own usage, never change it.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "partner_usage" FROM lbo_partner;
--> statement-breakpoint
ALTER TABLE "partner_usage" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "partner_isolation" ON "partner_usage" USING ("partner_id" = nullif(current_setting('lbo.partner_id', true), '')::uuid);
