CREATE TABLE "beneficiaries" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text,
	"account_number" text NOT NULL,
	"nickname" text,
	"is_paydesk_wallet" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiaries_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "beneficiaries_type_check" CHECK ("beneficiaries"."type" in ('transfers', 'airtime-and-data', 'electricity', 'cable-tv'))
);
--> statement-breakpoint
CREATE TABLE "payment_codes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_codes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_transfers" (
	"provider_reference" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"plan" text NOT NULL,
	"settle_due_at" timestamp with time zone NOT NULL,
	"session_id" text,
	"failure_reason" text,
	"decided_at" timestamp with time zone,
	"callback_due_at" timestamp with time zone,
	"callback_delivered_at" timestamp with time zone,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_batch_lines" (
	"company_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"beneficiary_id" uuid,
	"bank_code" text NOT NULL,
	"bank_name" text,
	"account_number" text NOT NULL,
	"account_name" text,
	"channel" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"narration" text,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"transfer_id" uuid,
	"error" text,
	CONSTRAINT "transfer_batch_lines_company_id_batch_id_line_no_pk" PRIMARY KEY("company_id","batch_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "transfer_batches" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"source_wallet_id" uuid,
	"file_name" text,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"total_fees" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"approval_request_id" text,
	"created_by" uuid,
	"initiated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "transfer_batches_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "transfer_batches_progress_check" CHECK ("transfer_batches"."processed" between 0 and "transfer_batches"."total")
);
--> statement-breakpoint
CREATE TABLE "transfer_fee_bands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"up_to" bigint,
	"fee" bigint NOT NULL,
	"vat_bps" integer DEFAULT 750 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text,
	"batch_id" uuid,
	"line_no" integer,
	"source_wallet_id" uuid NOT NULL,
	"beneficiary_id" uuid,
	"channel" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"narration" text NOT NULL,
	"status" text DEFAULT 'accepted' NOT NULL,
	"session_id" text,
	"provider_reference" text,
	"failure_reason" text,
	"entry_id" uuid NOT NULL,
	"settlement_entry_id" uuid,
	"reversal_entry_id" uuid,
	"initiated_by" uuid,
	"approval_request_id" text,
	"last_queried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "transfers_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('accepted', 'pending', 'settled', 'failed', 'reversed')),
	CONSTRAINT "transfers_amount_check" CHECK ("transfers"."amount" > 0 and "transfers"."fee" >= 0),
	CONSTRAINT "transfers_entries_check" CHECK (("transfers"."status" <> 'reversed' or "transfers"."reversal_entry_id" is not null) and ("transfers"."status" <> 'settled' or "transfers"."settlement_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_codes" ADD CONSTRAINT "payment_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batch_lines" ADD CONSTRAINT "transfer_batch_lines_company_id_batch_id_transfer_batches_company_id_id_fk" FOREIGN KEY ("company_id","batch_id") REFERENCES "public"."transfer_batches"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_company_id_source_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","source_wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_fee_bands" ADD CONSTRAINT "transfer_fee_bands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_source_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","source_wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_account_key" ON "beneficiaries" USING btree ("company_id","type","bank_code","account_number");--> statement-breakpoint
CREATE INDEX "beneficiaries_list_idx" ON "beneficiaries" USING btree ("company_id","type","created_at");--> statement-breakpoint
CREATE INDEX "payment_codes_user_idx" ON "payment_codes" USING btree ("company_id","user_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bank_transfers_merchant_key" ON "sandbox_bank_transfers" USING btree ("merchant_reference");--> statement-breakpoint
CREATE INDEX "sandbox_bank_transfers_due_idx" ON "sandbox_bank_transfers" USING btree ("settle_due_at") WHERE "sandbox_bank_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_bank_transfers_callback_idx" ON "sandbox_bank_transfers" USING btree ("callback_due_at") WHERE "sandbox_bank_transfers"."callback_delivered_at" is null;--> statement-breakpoint
CREATE INDEX "transfer_batch_lines_waiting_idx" ON "transfer_batch_lines" USING btree ("company_id","batch_id","line_no") WHERE "transfer_batch_lines"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "transfer_batches_status_idx" ON "transfer_batches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "transfer_fee_bands_company_idx" ON "transfer_fee_bands" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_reference_key" ON "transfers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_idempotency_key" ON "transfers" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_batch_line_key" ON "transfers" USING btree ("company_id","batch_id","line_no");--> statement-breakpoint
CREATE INDEX "transfers_list_idx" ON "transfers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_open_idx" ON "transfers" USING btree ("status","created_at") WHERE "transfers"."status" in ('accepted', 'pending');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('wallet', 'funding_clearing', 'transfers_out_clearing', 'bills_clearing', 'fees', 'yield_expense', 'credit_disbursement', 'bank_settlement'));--> statement-breakpoint
-- The default NIP fee bands (kobo): ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above; 7.5% VAT on the fee, so a
-- business pays ₦10.75, ₦26.88 or ₦53.75 (docs/decisions/0008-transfers-and-fees.md).
INSERT INTO "transfer_fee_bands" ("company_id", "up_to", "fee", "vat_bps") VALUES
  (NULL, 500000, 1000, 750),
  (NULL, 5000000, 2500, 750),
  (NULL, NULL, 5000, 750);
