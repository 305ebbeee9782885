CREATE TABLE "on_demand_approval_links" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"approver_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_demand_approval_links_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "on_demand_group_rules" (
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"access_percent" integer,
	"cut_off_days" integer,
	"min_withdrawal" bigint,
	"max_withdrawal" bigint,
	"withdrawals_per_period" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_demand_group_rules_company_id_group_id_pk" PRIMARY KEY("company_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "on_demand_note_payments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"wallet_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_demand_note_payments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "on_demand_payment_notes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"drawn" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_demand_payment_notes_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "on_demand_payment_notes_status" CHECK ("on_demand_payment_notes"."status" in ('open', 'issued', 'overdue', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "on_demand_recoveries" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"period" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_demand_recoveries_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "on_demand_recoveries_source" CHECK ("on_demand_recoveries"."source" in ('payroll', 'note')),
	CONSTRAINT "on_demand_recoveries_amount" CHECK ("on_demand_recoveries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "on_demand_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"fee_bearer" text NOT NULL,
	"to_deduct" bigint DEFAULT 0 NOT NULL,
	"funding_mode" text NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"account_number" text,
	"account_name" text,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"entry_id" uuid,
	"settlement_entry_id" uuid,
	"reversal_entry_id" uuid,
	"provider_reference" text,
	"session_id" text,
	"failure_reason" text,
	"rejection_reason" text,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_demand_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "on_demand_requests_kind" CHECK ("on_demand_requests"."kind" in ('withdrawal', 'saving')),
	CONSTRAINT "on_demand_requests_status" CHECK ("on_demand_requests"."status" in ('pending-approval', 'approved', 'processing', 'settled', 'reversed', 'rejected')),
	CONSTRAINT "on_demand_requests_amounts" CHECK ("on_demand_requests"."amount" > 0 and "on_demand_requests"."fee" >= 0 and "on_demand_requests"."to_deduct" >= 0)
);
--> statement-breakpoint
CREATE TABLE "on_demand_rules" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"access_percent" integer NOT NULL,
	"cut_off_days" integer NOT NULL,
	"payday" integer NOT NULL,
	"min_withdrawal" bigint DEFAULT 0 NOT NULL,
	"max_withdrawal" bigint DEFAULT 0 NOT NULL,
	"withdrawals_per_period" integer NOT NULL,
	"fee_type" text NOT NULL,
	"fee_value" bigint DEFAULT 0 NOT NULL,
	"fee_bearer" text NOT NULL,
	"approval_required" boolean NOT NULL,
	"approver_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"savings_enabled" boolean NOT NULL,
	"funding_mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_demand_rules_percent" CHECK ("on_demand_rules"."access_percent" between 1 and 100),
	CONSTRAINT "on_demand_rules_payday" CHECK ("on_demand_rules"."payday" between 1 and 31),
	CONSTRAINT "on_demand_rules_cut_off" CHECK ("on_demand_rules"."cut_off_days" between 0 and 15),
	CONSTRAINT "on_demand_rules_fee_type" CHECK ("on_demand_rules"."fee_type" in ('flat', 'percent')),
	CONSTRAINT "on_demand_rules_fee_bearer" CHECK ("on_demand_rules"."fee_bearer" in ('employee', 'business')),
	CONSTRAINT "on_demand_rules_funding" CHECK ("on_demand_rules"."funding_mode" in ('prefunded', 'advanced')),
	CONSTRAINT "on_demand_rules_amounts" CHECK ("on_demand_rules"."min_withdrawal" >= 0 and "on_demand_rules"."max_withdrawal" >= 0 and "on_demand_rules"."fee_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "on_demand_approval_links" ADD CONSTRAINT "on_demand_approval_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_approval_links" ADD CONSTRAINT "on_demand_approval_links_company_id_request_id_on_demand_requests_company_id_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."on_demand_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_group_rules" ADD CONSTRAINT "on_demand_group_rules_company_id_group_id_employee_groups_company_id_id_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."employee_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_note_payments" ADD CONSTRAINT "on_demand_note_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_note_payments" ADD CONSTRAINT "on_demand_note_payments_company_id_note_id_on_demand_payment_notes_company_id_id_fk" FOREIGN KEY ("company_id","note_id") REFERENCES "public"."on_demand_payment_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_payment_notes" ADD CONSTRAINT "on_demand_payment_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_recoveries" ADD CONSTRAINT "on_demand_recoveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_recoveries" ADD CONSTRAINT "on_demand_recoveries_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_requests" ADD CONSTRAINT "on_demand_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_requests" ADD CONSTRAINT "on_demand_requests_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_demand_rules" ADD CONSTRAINT "on_demand_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "on_demand_approval_links_request_idx" ON "on_demand_approval_links" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_note_payments_note_key" ON "on_demand_note_payments" USING btree ("company_id","note_id");--> statement-breakpoint
CREATE INDEX "on_demand_note_payments_list_idx" ON "on_demand_note_payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_payment_notes_period_key" ON "on_demand_payment_notes" USING btree ("company_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_payment_notes_number_key" ON "on_demand_payment_notes" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_recoveries_reference_key" ON "on_demand_recoveries" USING btree ("company_id","source","reference","employee_id");--> statement-breakpoint
CREATE INDEX "on_demand_recoveries_period_idx" ON "on_demand_recoveries" USING btree ("company_id","period","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_requests_reference_key" ON "on_demand_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_requests_idempotency_key" ON "on_demand_requests" USING btree ("company_id","employee_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "on_demand_requests_list_idx" ON "on_demand_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "on_demand_requests_employee_idx" ON "on_demand_requests" USING btree ("company_id","employee_id","period");--> statement-breakpoint
CREATE INDEX "on_demand_requests_period_idx" ON "on_demand_requests" USING btree ("company_id","period","status");--> statement-breakpoint
CREATE INDEX "on_demand_requests_open_idx" ON "on_demand_requests" USING btree ("status","submitted_at") WHERE "on_demand_requests"."status" = 'processing';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('wallet', 'funding_clearing', 'transfers_out_clearing', 'bills_clearing', 'fees', 'yield_expense', 'credit_disbursement', 'bank_settlement', 'on_demand_receivable', 'employee_payable', 'employee_savings', 'paydesk_advances'));