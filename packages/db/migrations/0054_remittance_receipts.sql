CREATE TABLE "payroll_remittance_receipts" (
	"company_id" uuid NOT NULL,
	"remittance_id" uuid NOT NULL,
	"receipt_number" text,
	"file_id" uuid,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_remittance_receipts_company_id_remittance_id_pk" PRIMARY KEY("company_id","remittance_id"),
	CONSTRAINT "payroll_remittance_receipts_some" CHECK ("payroll_remittance_receipts"."receipt_number" is not null or "payroll_remittance_receipts"."file_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "payroll_remittance_receipts" ADD CONSTRAINT "payroll_remittance_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_remittance_receipts" ADD CONSTRAINT "payroll_remittance_receipts_company_id_remittance_id_payroll_remittances_company_id_id_fk" FOREIGN KEY ("company_id","remittance_id") REFERENCES "public"."payroll_remittances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_remittance_receipts" ADD CONSTRAINT "payroll_remittance_receipts_company_id_file_id_stored_files_company_id_id_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;