-- Key Fact Statements as issued: one per offer (application, bank, product), numbered, dated,
-- with both renderings kept so that every later download is the same, byte for byte.
CREATE SEQUENCE "kfs_proposal_seq";
--> statement-breakpoint
CREATE TABLE "kfs_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL REFERENCES "loan_applications"("id") ON DELETE cascade,
	"bank_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"proposal_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"html" text NOT NULL,
	"pdf" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kfs_documents_offer_uq" ON "kfs_documents" ("application_id", "bank_id", "product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "kfs_documents_proposal_uq" ON "kfs_documents" ("proposal_number");
