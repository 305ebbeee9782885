CREATE SEQUENCE "public"."wallet_account_serial_seq" INCREMENT BY 1 MINVALUE 100000001 MAXVALUE 999999999 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"tenor_months" integer NOT NULL,
	"purpose" text NOT NULL,
	"wallet_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_amount" bigint,
	"interest_rate_bps" integer,
	"review_comment" text,
	"reviewed_by" uuid,
	"entry_id" uuid,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "credit_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "credit_requests_amount_positive" CHECK ("credit_requests"."amount" > 0),
	CONSTRAINT "credit_requests_status" CHECK ("credit_requests"."status" in ('pending', 'in_review', 'rejected', 'disbursed'))
);
--> statement-breakpoint
CREATE TABLE "funding_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"channel" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"checkout_url" text,
	"sender_name" text,
	"sender_bank" text,
	"sender_account" text,
	"narration" text,
	"failure_reason" text,
	"entry_id" uuid,
	"initiated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "funding_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "funding_requests_amount_positive" CHECK ("funding_requests"."amount" > 0),
	CONSTRAINT "funding_requests_status" CHECK ("funding_requests"."status" in ('pending', 'successful', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"accounts_checked" integer NOT NULL,
	"mismatch_count" integer NOT NULL,
	"unbalanced_entries" integer DEFAULT 0 NOT NULL,
	"mismatches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_funding_payments" (
	"provider_reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"merchant_reference" text,
	"account_number" text,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payer_label" text,
	"sender_name" text,
	"sender_bank" text,
	"sender_account" text,
	"narration" text,
	"decided_at" timestamp with time zone,
	"callback_due_at" timestamp with time zone,
	"callback_delivered_at" timestamp with time zone,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"pdf_file_id" uuid,
	"csv_file_id" uuid,
	"requested_by" uuid,
	"email" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "statement_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "statement_requests_range" CHECK ("statement_requests"."from_date" <= "statement_requests"."to_date")
);
--> statement-breakpoint
CREATE TABLE "transaction_limits" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"member_id" uuid,
	"single_limit" bigint,
	"daily_limit" bigint,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_limits_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "transaction_limits_scope" CHECK (("transaction_limits"."scope" = 'member') = ("transaction_limits"."member_id" is not null) and "transaction_limits"."scope" in ('business', 'default', 'member')),
	CONSTRAINT "transaction_limits_single_positive" CHECK ("transaction_limits"."single_limit" is null or "transaction_limits"."single_limit" > 0),
	CONSTRAINT "transaction_limits_daily_positive" CHECK ("transaction_limits"."daily_limit" is null or "transaction_limits"."daily_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_pin_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_pins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"entry_id" uuid,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"narration" text NOT NULL,
	"counterparty_name" text,
	"counterparty_account" text,
	"counterparty_bank" text,
	"balance_after" bigint,
	"initiated_by" uuid,
	"channel" text DEFAULT 'web' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "wallet_transactions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount" > 0),
	CONSTRAINT "wallet_transactions_direction" CHECK ("wallet_transactions"."direction" in ('credit', 'debit')),
	CONSTRAINT "wallet_transactions_status" CHECK ("wallet_transactions"."status" in ('pending', 'successful', 'failed', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "yield_accruals" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"accrual_date" date NOT NULL,
	"closing_balance" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yield_accruals_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "yield_enrolments" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"opted_in" boolean DEFAULT false NOT NULL,
	"terms_version" text,
	"accepted_terms_at" timestamp with time zone,
	"accepted_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_company_id_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_requests" ADD CONSTRAINT "funding_requests_company_id_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_requests" ADD CONSTRAINT "statement_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_requests" ADD CONSTRAINT "statement_requests_company_id_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_limits" ADD CONSTRAINT "transaction_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_limits" ADD CONSTRAINT "transaction_limits_company_id_member_id_company_members_company_id_id_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_pin_codes" ADD CONSTRAINT "transaction_pin_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_pin_codes" ADD CONSTRAINT "transaction_pin_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_pins" ADD CONSTRAINT "transaction_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_company_id_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_company_id_entry_id_journal_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."journal_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yield_accruals" ADD CONSTRAINT "yield_accruals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yield_accruals" ADD CONSTRAINT "yield_accruals_company_id_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yield_enrolments" ADD CONSTRAINT "yield_enrolments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_requests_reference_key" ON "credit_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "credit_requests_status_idx" ON "credit_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_requests_reference_key" ON "funding_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_requests_provider_reference_key" ON "funding_requests" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "sandbox_funding_payments_due_idx" ON "sandbox_funding_payments" USING btree ("callback_due_at") WHERE callback_delivered_at is null;--> statement-breakpoint
CREATE INDEX "statement_requests_status_idx" ON "statement_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_limits_scope_key" ON "transaction_limits" USING btree ("company_id","scope") WHERE member_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_limits_member_key" ON "transaction_limits" USING btree ("company_id","member_id") WHERE member_id is not null;--> statement-breakpoint
CREATE INDEX "transaction_pin_codes_user_idx" ON "transaction_pin_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reference_key" ON "wallet_transactions" USING btree ("company_id","reference","wallet_id","direction");--> statement-breakpoint
CREATE INDEX "wallet_transactions_company_idx" ON "wallet_transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_wallet_idx" ON "wallet_transactions" USING btree ("company_id","wallet_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_member_idx" ON "wallet_transactions" USING btree ("company_id","initiated_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "yield_accruals_day_key" ON "yield_accruals" USING btree ("company_id","wallet_id","accrual_date");--> statement-breakpoint
CREATE INDEX "yield_accruals_date_idx" ON "yield_accruals" USING btree ("company_id","accrual_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_main_wallet_key" ON "ledger_accounts" USING btree ("company_id") WHERE "ledger_accounts"."purpose" = 'main';