CREATE TABLE "employee_payslip_passwords" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_payslip_passwords_company_id_employee_id_pk" PRIMARY KEY("company_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payslip_password" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_payslip_passwords" ADD CONSTRAINT "employee_payslip_passwords_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_payslip_password" CHECK ("companies"."payslip_password" in ('none', 'phone', 'employee'));