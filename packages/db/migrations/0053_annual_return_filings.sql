CREATE TABLE "payroll_annual_return_filings" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"state" text NOT NULL,
	"filed_by" uuid,
	"filed_by_name" text NOT NULL,
	"totals" jsonb NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_annual_return_filings_company_id_year_state_pk" PRIMARY KEY("company_id","year","state")
);
--> statement-breakpoint
ALTER TABLE "payroll_annual_return_filings" ADD CONSTRAINT "payroll_annual_return_filings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;