CREATE TABLE "bill_batch_lines" (
	"company_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"biller_code" text NOT NULL,
	"biller_name" text NOT NULL,
	"product_code" text,
	"product_name" text,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_number" text NOT NULL,
	"customer_name" text,
	"customer_address" text,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"bill_id" uuid,
	"error" text,
	CONSTRAINT "bill_batch_lines_company_id_batch_id_line_no_pk" PRIMARY KEY("company_id","batch_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "bill_batches" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"source_wallet_id" uuid NOT NULL,
	"file_name" text,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"total_fees" bigint NOT NULL,
	"idempotency_key" text,
	"approval_request_id" text,
	"initiated_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bill_batches_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bill_batches_progress_check" CHECK ("bill_batches"."processed" between 0 and "bill_batches"."total")
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text,
	"batch_id" uuid,
	"line_no" integer,
	"source_wallet_id" uuid NOT NULL,
	"category" text NOT NULL,
	"biller_code" text NOT NULL,
	"biller_name" text NOT NULL,
	"product_code" text,
	"product_name" text,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_number" text NOT NULL,
	"customer_name" text,
	"customer_address" text,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token" text,
	"units" text,
	"provider_reference" text,
	"failure_reason" text,
	"submitted_at" timestamp with time zone,
	"last_queried_at" timestamp with time zone,
	"entry_id" uuid NOT NULL,
	"settlement_entry_id" uuid,
	"reversal_entry_id" uuid,
	"initiated_by" uuid,
	"approval_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "bill_payments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bill_payments_status_check" CHECK ("bill_payments"."status" in ('pending', 'successful', 'failed')),
	CONSTRAINT "bill_payments_amount_check" CHECK ("bill_payments"."amount" > 0 and "bill_payments"."fee" >= 0),
	CONSTRAINT "bill_payments_entries_check" CHECK (("bill_payments"."status" <> 'failed' or "bill_payments"."reversal_entry_id" is not null) and ("bill_payments"."status" <> 'successful' or "bill_payments"."settlement_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bill_batch_lines" ADD CONSTRAINT "bill_batch_lines_company_id_batch_id_bill_batches_company_id_id_fk" FOREIGN KEY ("company_id","batch_id") REFERENCES "public"."bill_batches"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_batches" ADD CONSTRAINT "bill_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_batches" ADD CONSTRAINT "bill_batches_company_id_source_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","source_wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_company_id_source_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","source_wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_batches_status_idx" ON "bill_batches" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_reference_key" ON "bill_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_idempotency_key" ON "bill_payments" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_batch_line_key" ON "bill_payments" USING btree ("company_id","batch_id","line_no");--> statement-breakpoint
CREATE INDEX "bill_payments_list_idx" ON "bill_payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_payments_open_idx" ON "bill_payments" USING btree ("created_at") WHERE "bill_payments"."status" = 'pending';