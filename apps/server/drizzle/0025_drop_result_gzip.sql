-- The gzip-compressed answers kept beside a summary before 0015. The data step that runs after the
-- migrations at every start (db/data-steps.ts) has moved each into the compact shape and emptied
-- this column since 0015; it no longer reads the column. A database whose decisions were never
-- moved (one that skips from before 0015 straight to here) would lose explanations: it stops here,
-- and is started once with a release between 0015 and 0024 first.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "loan_applications" WHERE "result_gzip" IS NOT NULL) THEN
    RAISE EXCEPTION 'loan_applications.result_gzip holds decisions not yet moved to the compact shape: start a release between 0015 and 0024 once, then this one';
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "loan_applications" DROP COLUMN "result_gzip";
