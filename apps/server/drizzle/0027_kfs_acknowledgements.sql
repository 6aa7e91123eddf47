-- The borrower's acknowledgement of an offer's Key Fact Statement (RBI's KFS directions): one per offer,
-- naming the KFS number, referring to the decision (it goes when the decision's partition goes).
CREATE TABLE "kfs_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"application_created_at" timestamp with time zone NOT NULL,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kfs_number" text NOT NULL,
	"method" text NOT NULL,
	"language" text NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	"acknowledged_by" uuid NOT NULL,
	"acknowledged_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kfs_acknowledgements" ADD CONSTRAINT "kfs_acknowledgements_application_fk" FOREIGN KEY ("application_id","application_created_at") REFERENCES "public"."loan_applications"("id","created_at") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kfs_acknowledgements_offer_uq" ON "kfs_acknowledgements" USING btree ("application_id","bank_id","product_id");--> statement-breakpoint
-- data: acknowledgements live as long as their decision. Retention deletes them with the KFS
-- documents and test cases of a dropped month (rows that refer to a partition stop it detaching).
CREATE OR REPLACE FUNCTION decision_partitions_drop_before(cutoff timestamptz) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  part record;
  dropped text[] := '{}';
  upper_bound timestamptz;
BEGIN
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'loan_applications'::regclass AND c.relname ~ '^loan_applications_p[0-9]{4}_[0-9]{2}$'
    ORDER BY c.relname
  LOOP
    upper_bound := (to_date(substr(part.relname, 20), 'YYYY_MM') + interval '1 month')::timestamp AT TIME ZONE 'Asia/Kolkata';
    CONTINUE WHEN upper_bound > cutoff;
    EXECUTE format('DELETE FROM kfs_acknowledgements k USING %I a WHERE k.application_id = a.id AND k.application_created_at = a.created_at', part.relname);
    EXECUTE format('DELETE FROM kfs_documents k USING %I a WHERE k.application_id = a.id AND k.application_created_at = a.created_at', part.relname);
    EXECUTE format('DELETE FROM rule_test_cases t USING %I a WHERE t.application_id = a.id AND t.application_created_at = a.created_at', part.relname);
    EXECUTE format('ALTER TABLE loan_applications DETACH PARTITION %I', part.relname);
    EXECUTE format('DROP TABLE %I', part.relname);
    dropped := dropped || part.relname::text;
  END LOOP;
  DELETE FROM loan_applications_default WHERE created_at < cutoff;
  RETURN dropped;
END
$$;
