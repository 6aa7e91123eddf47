ALTER TABLE "bulk_jobs" DROP CONSTRAINT "bulk_jobs_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "kfs_documents" DROP CONSTRAINT "kfs_documents_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_applications" DROP CONSTRAINT "loan_applications_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "kfs_acknowledgements" DROP CONSTRAINT "kfs_acknowledgements_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_partner_id_partners_id_fk";
