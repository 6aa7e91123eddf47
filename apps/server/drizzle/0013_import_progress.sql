-- How far a running spreadsheet import has got, for the uploader's progress bar. The import's
-- own transaction cannot show it (its rows are invisible until commit), so the importing process
-- writes it here on a connection of its own; any process answers the uploader's poll from it, to
-- the session that uploaded (session_hash: SHA-256 of its token) and to no other.
CREATE TABLE "import_progress" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid NOT NULL,
	"session_hash" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"rows_processed" integer DEFAULT 0 NOT NULL,
	"fraction" real DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_progress_state_ck" CHECK ("state" IN ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "import_progress_updated_idx" ON "import_progress" USING btree ("updated_at");
