CREATE TABLE "settlement_accounts" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"added_by" uuid NOT NULL,
	"confirmed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_accounts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "settlement_accounts_status_check" CHECK ("settlement_accounts"."status" in ('pending', 'active', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "sweep_rules" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"wallet_id" uuid NOT NULL,
	"settlement_account_id" uuid NOT NULL,
	"floor" bigint NOT NULL,
	"frequency" text NOT NULL,
	"day" integer,
	"start_date" date NOT NULL,
	"next_run_date" date,
	"last_run_date" date,
	"created_by" uuid NOT NULL,
	"approval_request_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sweep_rules_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "sweep_rules_status_check" CHECK ("sweep_rules"."status" in ('active', 'paused', 'deleted')),
	CONSTRAINT "sweep_rules_frequency_check" CHECK ("sweep_rules"."frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "sweep_rules_floor_check" CHECK ("sweep_rules"."floor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sweeps" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sweep_rule_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"status" text NOT NULL,
	"balance_before" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"transfer_id" uuid,
	"reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sweeps_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "sweeps_status_check" CHECK ("sweeps"."status" in ('moved', 'nothing', 'failed')),
	CONSTRAINT "sweeps_outcome_check" CHECK (("sweeps"."status" = 'moved') = ("sweeps"."transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "settlement_accounts" ADD CONSTRAINT "settlement_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sweep_rules" ADD CONSTRAINT "sweep_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sweep_rules" ADD CONSTRAINT "sweep_rules_company_id_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sweep_rules" ADD CONSTRAINT "sweep_rules_company_id_settlement_account_id_settlement_accounts_company_id_id_fk" FOREIGN KEY ("company_id","settlement_account_id") REFERENCES "public"."settlement_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sweeps" ADD CONSTRAINT "sweeps_company_id_sweep_rule_id_sweep_rules_company_id_id_fk" FOREIGN KEY ("company_id","sweep_rule_id") REFERENCES "public"."sweep_rules"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_accounts_list_idx" ON "settlement_accounts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_accounts_number_key" ON "settlement_accounts" USING btree ("company_id","bank_code","account_number") WHERE "settlement_accounts"."status" <> 'removed';--> statement-breakpoint
CREATE UNIQUE INDEX "sweep_rules_idempotency_key" ON "sweep_rules" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sweep_rules_list_idx" ON "sweep_rules" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sweep_rules_due_idx" ON "sweep_rules" USING btree ("next_run_date") WHERE "sweep_rules"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "sweeps_date_key" ON "sweeps" USING btree ("company_id","sweep_rule_id","run_date");
