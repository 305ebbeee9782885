CREATE TABLE "payroll_auto_runs" (
	"company_id" uuid NOT NULL,
	"pay_schedule_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"days_before" integer NOT NULL,
	"everyone" boolean DEFAULT false NOT NULL,
	"pay_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_period_end" date,
	"last_run_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_auto_runs_company_id_pay_schedule_id_pk" PRIMARY KEY("company_id","pay_schedule_id"),
	CONSTRAINT "payroll_auto_runs_days" CHECK ("payroll_auto_runs"."days_before" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "payroll_remittances" (
	"company_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"party_key" text NOT NULL,
	"name" text NOT NULL,
	"state" text,
	"pfa_id" integer,
	"employee_count" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"remittance_party_id" uuid,
	"payment_batch_id" uuid,
	"source_wallet_id" uuid,
	"transfer_id" uuid,
	"transfer_reference" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_remittances_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_remittances_kind" CHECK ("payroll_remittances"."kind" in ('paye', 'pension', 'nhf', 'nsitf', 'itf')),
	CONSTRAINT "payroll_remittances_status" CHECK ("payroll_remittances"."status" in ('unpaid', 'pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payroll_run_changes" (
	"company_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"employee_name" text NOT NULL,
	"change" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"previous_net_pay" bigint,
	"net_pay" bigint,
	CONSTRAINT "payroll_run_changes_company_id_run_id_employee_id_pk" PRIMARY KEY("company_id","run_id","employee_id"),
	CONSTRAINT "payroll_run_changes_change" CHECK ("payroll_run_changes"."change" in ('added', 'removed', 'changed'))
);
--> statement-breakpoint
CREATE TABLE "payroll_run_lines" (
	"company_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"line_no" integer NOT NULL,
	"employee_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"pay_group_id" uuid,
	"pay_group_name" text,
	"employee" jsonb NOT NULL,
	"input_hash" text NOT NULL,
	"input_digest" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"gross_pay" bigint DEFAULT 0 NOT NULL,
	"benefits_in_kind" bigint DEFAULT 0 NOT NULL,
	"taxable_income" bigint DEFAULT 0 NOT NULL,
	"paye" bigint DEFAULT 0 NOT NULL,
	"pension_employee" bigint DEFAULT 0 NOT NULL,
	"pension_employer" bigint DEFAULT 0 NOT NULL,
	"nhf" bigint DEFAULT 0 NOT NULL,
	"nhis_employee" bigint DEFAULT 0 NOT NULL,
	"nhis_employer" bigint DEFAULT 0 NOT NULL,
	"nsitf" bigint DEFAULT 0 NOT NULL,
	"itf" bigint DEFAULT 0 NOT NULL,
	"other_deductions" bigint DEFAULT 0 NOT NULL,
	"on_demand_recovery" bigint DEFAULT 0 NOT NULL,
	"total_deductions" bigint DEFAULT 0 NOT NULL,
	"net_pay" bigint DEFAULT 0 NOT NULL,
	"employer_cost" bigint DEFAULT 0 NOT NULL,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"account_number" text,
	"account_name" text,
	"payment_state" text DEFAULT 'unpaid' NOT NULL,
	"payment_batch_id" uuid,
	"transfer_id" uuid,
	"transfer_reference" text,
	"payment_attempts" integer DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"payslip_emailed_at" timestamp with time zone,
	"payslip_email_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_run_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_run_lines_payment_state" CHECK ("payroll_run_lines"."payment_state" in ('unpaid', 'pending', 'paid', 'failed', 'reversed', 'skipped')),
	CONSTRAINT "payroll_run_lines_net" CHECK ("payroll_run_lines"."net_pay" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"pay_schedule_id" uuid,
	"everyone" boolean DEFAULT false NOT NULL,
	"pay_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled" boolean DEFAULT false NOT NULL,
	"compute_state" text DEFAULT 'not-started' NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"compute_total" integer DEFAULT 0 NOT NULL,
	"compute_processed" integer DEFAULT 0 NOT NULL,
	"compute_failure" text,
	"compute_cursor" uuid,
	"next_line_no" integer DEFAULT 1 NOT NULL,
	"compute_started_at" timestamp with time zone,
	"computed_at" timestamp with time zone,
	"changes" jsonb,
	"totals" jsonb,
	"submission_comment" text,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"approval_request_id" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"rejection_reason" text,
	"rejected_by" uuid,
	"rejected_at" timestamp with time zone,
	"source_wallet_id" uuid,
	"payment_batch_id" uuid,
	"pay_started_at" timestamp with time zone,
	"recoveries_recorded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payroll_runs_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payroll_runs_status" CHECK ("payroll_runs"."status" in ('draft', 'in-review', 'approved', 'rejected', 'processing', 'completed')),
	CONSTRAINT "payroll_runs_compute_state" CHECK ("payroll_runs"."compute_state" in ('not-started', 'queued', 'computing', 'completed', 'failed')),
	CONSTRAINT "payroll_runs_period" CHECK ("payroll_runs"."period_start" <= "payroll_runs"."period_end"),
	CONSTRAINT "payroll_runs_progress" CHECK ("payroll_runs"."compute_processed" between 0 and "payroll_runs"."compute_total")
);
--> statement-breakpoint
ALTER TABLE "payroll_auto_runs" ADD CONSTRAINT "payroll_auto_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_auto_runs" ADD CONSTRAINT "payroll_auto_runs_company_id_pay_schedule_id_pay_schedules_company_id_id_fk" FOREIGN KEY ("company_id","pay_schedule_id") REFERENCES "public"."pay_schedules"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_remittances" ADD CONSTRAINT "payroll_remittances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_remittances" ADD CONSTRAINT "payroll_remittances_company_id_run_id_payroll_runs_company_id_id_fk" FOREIGN KEY ("company_id","run_id") REFERENCES "public"."payroll_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_changes" ADD CONSTRAINT "payroll_run_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_changes" ADD CONSTRAINT "payroll_run_changes_company_id_run_id_payroll_runs_company_id_id_fk" FOREIGN KEY ("company_id","run_id") REFERENCES "public"."payroll_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD CONSTRAINT "payroll_run_lines_company_id_run_id_payroll_runs_company_id_id_fk" FOREIGN KEY ("company_id","run_id") REFERENCES "public"."payroll_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_remittances_party_key" ON "payroll_remittances" USING btree ("company_id","run_id","party_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_lines_employee_key" ON "payroll_run_lines" USING btree ("company_id","run_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_lines_line_no_key" ON "payroll_run_lines" USING btree ("company_id","run_id","line_no");--> statement-breakpoint
CREATE INDEX "payroll_run_lines_employee_idx" ON "payroll_run_lines" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_run_lines_payment_idx" ON "payroll_run_lines" USING btree ("company_id","run_id","payment_state");--> statement-breakpoint
CREATE INDEX "payroll_runs_list_idx" ON "payroll_runs" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payroll_runs_period_idx" ON "payroll_runs" USING btree ("company_id","period_end");