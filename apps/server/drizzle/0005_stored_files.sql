-- Uploaded logos and import error files, where every server process sees them.
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
