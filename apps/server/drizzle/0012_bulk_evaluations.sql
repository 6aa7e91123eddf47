-- Bulk evaluations: one job per uploaded file, one row per applicant. Rows are evaluated in
-- chunks, each chunk in one transaction that stores the applications and marks the rows, so a
-- job stopped anywhere resumes where it was and never holds half a chunk.
CREATE TABLE "bulk_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"state" text NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"eligible_rows" integer DEFAULT 0 NOT NULL,
	"rule_version" integer,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_jobs_state_ck" CHECK ("state" IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "bulk_jobs_done_ck" CHECK ("done" >= 0 AND "done" <= "total")
);
--> statement-breakpoint
CREATE INDEX "bulk_jobs_created_idx" ON "bulk_jobs" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "bulk_job_rows" (
	"job_id" uuid NOT NULL REFERENCES "bulk_jobs"("id") ON DELETE CASCADE,
	"row_number" integer NOT NULL,
	"applicant_ref" text NOT NULL,
	"input" jsonb NOT NULL,
	"application_id" uuid,
	"outcome" jsonb,
	CONSTRAINT "bulk_job_rows_pk" PRIMARY KEY ("job_id", "row_number")
);
