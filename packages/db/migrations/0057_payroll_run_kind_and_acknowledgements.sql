CREATE TABLE "payroll_warning_acknowledgements" (
	"company_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_by_name" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_warning_acknowledgements_company_id_run_id_key_pk" PRIMARY KEY("company_id","run_id","key")
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "kind" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_warning_acknowledgements" ADD CONSTRAINT "payroll_warning_acknowledgements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_warning_acknowledgements" ADD CONSTRAINT "payroll_warning_acknowledgements_company_id_run_id_payroll_runs_company_id_id_fk" FOREIGN KEY ("company_id","run_id") REFERENCES "public"."payroll_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_kind" CHECK ("payroll_runs"."kind" in ('regular', 'off-cycle'));