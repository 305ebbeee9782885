-- Trigram search over employees (the list search of a 100,000-employee business).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "employee_group_members" (
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_group_members_company_id_group_id_employee_id_pk" PRIMARY KEY("company_id","group_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "employee_groups" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"policy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_groups_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"staff_id" text NOT NULL,
	"job_title" text,
	"department" text,
	"branch" text,
	"state_of_residence" text,
	"employment_date" date,
	"employment_type" text DEFAULT 'full-time' NOT NULL,
	"exit_date" date,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"name_check" text DEFAULT 'unverified' NOT NULL,
	"bvn" text,
	"gross_pay" bigint DEFAULT 0 NOT NULL,
	"pay_frequency" text DEFAULT 'monthly' NOT NULL,
	"pfa_id" integer,
	"rsa_pin" text,
	"nhf" boolean DEFAULT false NOT NULL,
	"tax_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"on_demand_state" text DEFAULT 'not-invited' NOT NULL,
	"invited_at" timestamp with time zone,
	"earnings_stopped" boolean DEFAULT false NOT NULL,
	"withdrawals_paused" boolean DEFAULT false NOT NULL,
	"has_been_paid" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name || ' ' || email || ' ' || staff_id || ' ' || phone_number)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employees_status" CHECK ("employees"."status" in ('active', 'disabled', 'archived')),
	CONSTRAINT "employees_on_demand_state" CHECK ("employees"."on_demand_state" in ('not-invited', 'invited', 'accepted')),
	CONSTRAINT "employees_name_check" CHECK ("employees"."name_check" in ('matched', 'mismatch', 'unverified')),
	CONSTRAINT "employees_gross_pay" CHECK ("employees"."gross_pay" >= 0)
);
--> statement-breakpoint
ALTER TABLE "employee_group_members" ADD CONSTRAINT "employee_group_members_company_id_group_id_employee_groups_company_id_id_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."employee_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_group_members" ADD CONSTRAINT "employee_group_members_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_groups" ADD CONSTRAINT "employee_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_pfa_id_pension_fund_administrators_id_fk" FOREIGN KEY ("pfa_id") REFERENCES "public"."pension_fund_administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_group_members_employee_idx" ON "employee_group_members" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_groups_name_key" ON "employee_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_staff_id_key" ON "employees" USING btree ("company_id","staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_key" ON "employees" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_created_idx" ON "employees" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("company_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "employees_employment_date_idx" ON "employees" USING btree ("company_id","employment_date","id");--> statement-breakpoint
CREATE INDEX "employees_gross_pay_idx" ON "employees" USING btree ("company_id","gross_pay","id");--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("company_id","department","created_at","id");--> statement-breakpoint
CREATE INDEX "employees_on_demand_idx" ON "employees" USING btree ("company_id","on_demand_state","created_at","id");