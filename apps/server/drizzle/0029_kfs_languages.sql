DROP INDEX "kfs_documents_offer_uq";--> statement-breakpoint
DROP INDEX "kfs_documents_proposal_uq";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "kfs_documents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "kfs_documents_offer_language_uq" ON "kfs_documents" USING btree ("application_id","bank_id","product_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "kfs_documents_proposal_language_uq" ON "kfs_documents" USING btree ("proposal_number","language");