CREATE TABLE "recurring_transfer_runs" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recurring_transfer_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"transfer_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_transfer_runs_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "recurring_transfer_runs_status_check" CHECK ("recurring_transfer_runs"."status" in ('paid', 'failed')),
	CONSTRAINT "recurring_transfer_runs_outcome_check" CHECK (("recurring_transfer_runs"."status" = 'paid') = ("recurring_transfer_runs"."transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "recurring_transfers" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source_wallet_id" uuid NOT NULL,
	"beneficiary_id" uuid,
	"destination_wallet_id" uuid,
	"channel" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"narration" text NOT NULL,
	"frequency" text NOT NULL,
	"day" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"count" integer,
	"runs_made" integer DEFAULT 0 NOT NULL,
	"runs_failed" integer DEFAULT 0 NOT NULL,
	"next_run_date" date,
	"last_run_date" date,
	"created_by" uuid NOT NULL,
	"approval_request_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "recurring_transfers_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "recurring_transfers_status_check" CHECK ("recurring_transfers"."status" in ('active', 'paused', 'cancelled', 'completed')),
	CONSTRAINT "recurring_transfers_frequency_check" CHECK ("recurring_transfers"."frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "recurring_transfers_amount_check" CHECK ("recurring_transfers"."amount" > 0),
	CONSTRAINT "recurring_transfers_destination_check" CHECK (("recurring_transfers"."beneficiary_id" is null) <> ("recurring_transfers"."destination_wallet_id" is null))
);
--> statement-breakpoint
ALTER TABLE "recurring_transfer_runs" ADD CONSTRAINT "recurring_transfer_runs_company_id_recurring_transfer_id_recurring_transfers_company_id_id_fk" FOREIGN KEY ("company_id","recurring_transfer_id") REFERENCES "public"."recurring_transfers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_transfers" ADD CONSTRAINT "recurring_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_transfers" ADD CONSTRAINT "recurring_transfers_company_id_source_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","source_wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_transfer_runs_date_key" ON "recurring_transfer_runs" USING btree ("company_id","recurring_transfer_id","run_date");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_transfers_idempotency_key" ON "recurring_transfers" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "recurring_transfers_list_idx" ON "recurring_transfers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_transfers_due_idx" ON "recurring_transfers" USING btree ("next_run_date") WHERE "recurring_transfers"."status" = 'active';