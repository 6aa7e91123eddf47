-- Decision roll-ups in chunks (ADR 0014, amended). A breakdown request no longer rolls its window's
-- days up itself: it inserts a row per wanted day (the claim, rolled_at null = pending) and the
-- process's roll-up loop counts the day's applications a chunk at a time, each chunk a short
-- transaction that adds to the counts and moves the cursor (counted_through_at, counted_through_id),
-- so any process can take a day up where another left it. Readers take only days with rolled_at.
-- Rows already here were rolled whole and keep their rolled_at.
ALTER TABLE "decision_days" ALTER COLUMN "applications" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "decision_days" ALTER COLUMN "eligible_applications" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "decision_days" ALTER COLUMN "rolled_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "decision_days" ALTER COLUMN "rolled_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_days" ADD COLUMN "counted_through_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decision_days" ADD COLUMN "counted_through_id" uuid;