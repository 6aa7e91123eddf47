CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_name" text NOT NULL,
	"role_access" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role_id" uuid,
	"status" text DEFAULT 'Active' NOT NULL,
	"first_name" text,
	"last_name" text,
	"company" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_company_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_name" text NOT NULL,
	"state" text NOT NULL,
	"is_metro" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"is_listed" boolean DEFAULT false NOT NULL,
	"registration_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_salary_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid,
	"salary_min" double precision,
	"conditional_min_salary" double precision,
	"max_age" double precision,
	"max_tenure_months" double precision,
	"max_loan_amount" double precision,
	"cibil_threshold_for_tenure" double precision,
	"tenure_for_cibil_threshold_cross" double precision,
	"null_cibil_max_loan_amount" double precision,
	"null_cibil_max_tenure_months" double precision,
	"null_cibil_nth_threshold" double precision,
	"null_cibil_nth_max_loan_amount" double precision,
	"null_cibil_nth_max_tenure_months" double precision,
	"remarks" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bt_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"min_emis_paid" double precision,
	"max_bt_count" double precision,
	"min_bt_amount" double precision,
	"max_bt_amount" double precision,
	"app_loan_bt" boolean,
	"app_loan_bt_threshold" double precision,
	"bt_of_od_allowed" boolean,
	"special_conditions" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cibil_enquiry_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"total_enquiries_last_7_days" double precision,
	"total_enquiries_last_30_days" double precision,
	"total_enquiries_last_90_days" double precision,
	"total_enquiries_last_180_days" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"present_employment_min_months" double precision NOT NULL,
	"total_employment_min_months" double precision NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foir_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid,
	"salary_min" double precision,
	"salary_max" double precision,
	"foir_percent" double precision NOT NULL,
	"foir_percent_with_secured" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "general_eligibility_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"min_age" double precision,
	"max_age" double precision,
	"duration_at_present_residence" double precision,
	"without_cibil_max_age" double precision,
	"salary_min" double precision,
	"high_salary_threshold" double precision,
	"high_salary_threshold_for_tenure" double precision,
	"non_listed_salary_min" double precision,
	"non_listed_tenure_months" double precision,
	"non_listed_max_loan_amount" double precision,
	"min_loan_amount" double precision,
	"max_loan_amount" double precision,
	"high_salary_max_loan_amount" double precision,
	"min_tenure_months" double precision,
	"max_tenure_months" double precision,
	"high_salary_max_tenure_months" double precision,
	"cibil_required" boolean,
	"cibil_min_score" double precision,
	"high_cibil_threshold" double precision,
	"interest_rate" double precision,
	"high_cibil_interest_rate" double precision,
	"bachelor_allowed" boolean,
	"hostel_allowed" boolean,
	"listed_company_only" boolean,
	"metro_city_only" boolean,
	"current_adress_proof_required" boolean,
	"permanentadressproof_required" boolean,
	"permanenthouseownedproof_required" boolean,
	"allowed_company_types" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multiplier_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid,
	"salary_min" double precision,
	"salary_max" double precision,
	"multiplier" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obligation_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"emis_pending" double precision,
	"hl_co_app_percentage_obligated_on_emi" double precision,
	"gl_sanction_percentage_obligated" double precision,
	"cc_sanction_amount_percentage_obligated" double precision,
	"cc_waive_off_percentrage_of_nth" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"registration_type" text NOT NULL,
	"salary_min" double precision,
	"max_age" double precision,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid,
	"rule_group" text NOT NULL,
	"rule_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_by" uuid,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"updated_by" uuid,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text,
	"created_by" uuid,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"total_banks_checked" integer NOT NULL,
	"eligible_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"business_id" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"quota" integer NOT NULL,
	"quota_window_days" integer NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"window_count" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"short_url_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country" text DEFAULT 'unknown' NOT NULL,
	"referrer" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "short_urls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_id" text NOT NULL,
	"destination" text NOT NULL,
	"owner_id" uuid,
	"api_key_id" uuid,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"campaign_id" text,
	"clicks" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"ttl_seconds" integer,
	"preferred_length" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_company_categories" ADD CONSTRAINT "bank_company_categories_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_company_categories" ADD CONSTRAINT "bank_company_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_company_categories" ADD CONSTRAINT "bank_company_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_company_categories" ADD CONSTRAINT "bank_company_categories_category_id_salary_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salary_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_salary_rules" ADD CONSTRAINT "bank_salary_rules_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_salary_rules" ADD CONSTRAINT "bank_salary_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_salary_rules" ADD CONSTRAINT "bank_salary_rules_category_id_salary_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salary_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bt_rules" ADD CONSTRAINT "bt_rules_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cibil_enquiry_rules" ADD CONSTRAINT "cibil_enquiry_rules_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cibil_enquiry_rules" ADD CONSTRAINT "cibil_enquiry_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_rules" ADD CONSTRAINT "employment_rules_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_rules" ADD CONSTRAINT "employment_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foir_rules" ADD CONSTRAINT "foir_rules_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foir_rules" ADD CONSTRAINT "foir_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foir_rules" ADD CONSTRAINT "foir_rules_category_id_salary_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salary_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_eligibility_rules" ADD CONSTRAINT "general_eligibility_rules_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_eligibility_rules" ADD CONSTRAINT "general_eligibility_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiplier_rules" ADD CONSTRAINT "multiplier_rules_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiplier_rules" ADD CONSTRAINT "multiplier_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multiplier_rules" ADD CONSTRAINT "multiplier_rules_category_id_salary_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."salary_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_rules" ADD CONSTRAINT "obligation_rules_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_rules" ADD CONSTRAINT "obligation_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_rules" ADD CONSTRAINT "registration_rules_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_rules" ADD CONSTRAINT "registration_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules_info" ADD CONSTRAINT "rules_info_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules_info" ADD CONSTRAINT "rules_info_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_short_url_id_short_urls_id_fk" FOREIGN KEY ("short_url_id") REFERENCES "public"."short_urls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_challenges_user_idx" ON "login_challenges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_hash_uq" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower_uq" ON "roles" USING btree (lower("role_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bcc_bank_product_company_uq" ON "bank_company_categories" USING btree ("bank_id","product_id","company_id");--> statement-breakpoint
CREATE INDEX "bcc_company_idx" ON "bank_company_categories" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bcc_category_idx" ON "bank_company_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_lower_uq" ON "banks" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "banks_name_trgm" ON "banks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_state_lower_uq" ON "cities" USING btree (lower("city_name"),lower("state"));--> statement-breakpoint
CREATE INDEX "cities_name_trgm" ON "cities" USING gin ("city_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_uq" ON "companies" USING btree (lower("company_name"));--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_lower_uq" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "salary_categories_name_lower_uq" ON "salary_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "salary_categories_name_trgm" ON "salary_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_salary_rules_pair_idx" ON "bank_salary_rules" USING btree ("bank_id","product_id");--> statement-breakpoint
CREATE INDEX "bt_rules_bank_idx" ON "bt_rules" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "cibil_enquiry_rules_pair_idx" ON "cibil_enquiry_rules" USING btree ("bank_id","product_id");--> statement-breakpoint
CREATE INDEX "employment_rules_pair_idx" ON "employment_rules" USING btree ("bank_id","product_id");--> statement-breakpoint
CREATE INDEX "foir_rules_pair_idx" ON "foir_rules" USING btree ("bank_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "general_rules_pair_uq" ON "general_eligibility_rules" USING btree ("bank_id","product_id");--> statement-breakpoint
CREATE INDEX "multiplier_rules_pair_idx" ON "multiplier_rules" USING btree ("bank_id","product_id");--> statement-breakpoint
CREATE INDEX "obligation_rules_pair_idx" ON "obligation_rules" USING btree ("bank_id","product_id");--> statement-breakpoint
CREATE INDEX "registration_rules_pair_idx" ON "registration_rules" USING btree ("bank_id","product_id");--> statement-breakpoint
CREATE INDEX "rule_changes_pair_idx" ON "rule_changes" USING btree ("bank_id","product_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rules_info_pair_uq" ON "rules_info" USING btree ("bank_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_owner_idx" ON "api_keys" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "clicks_url_time_idx" ON "clicks" USING btree ("short_url_id","clicked_at");--> statement-breakpoint
CREATE INDEX "clicks_time_idx" ON "clicks" USING btree ("clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "short_urls_short_id_uq" ON "short_urls" USING btree ("short_id");--> statement-breakpoint
CREATE INDEX "short_urls_owner_idx" ON "short_urls" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "short_urls_destination_trgm" ON "short_urls" USING gin ("destination" gin_trgm_ops);