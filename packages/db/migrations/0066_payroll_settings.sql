-- Per-feature settings leave the companies row (issue 27): the payslip password mode is payroll's own.
CREATE TABLE "payroll_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"payslip_password" text DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_settings_payslip_password" CHECK ("payroll_settings"."payslip_password" in ('none', 'phone', 'employee'))
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_payslip_password";--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: each business's payslip protection moves with it (a business on the default keeps no row).
INSERT INTO "payroll_settings" ("company_id", "payslip_password")
SELECT "id", "payslip_password" FROM "companies" WHERE "payslip_password" <> 'none';--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "payslip_password";