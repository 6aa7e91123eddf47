CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"application_id" uuid,
	"application_created_at" timestamp with time zone,
	"notice_version" text NOT NULL,
	"purposes" text[] NOT NULL,
	"obtained_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"reference" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawal_reason" text,
	"withdrawn_by" uuid,
	"withdrawn_by_name" text
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_customer_idx" ON "consents" USING btree ("customer_id","recorded_at");--> statement-breakpoint
CREATE INDEX "consents_application_idx" ON "consents" USING btree ("application_id");