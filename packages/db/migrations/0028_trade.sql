CREATE TABLE "trade_advances" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_amount" bigint NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"document_id" uuid NOT NULL,
	"requested_amount" bigint NOT NULL,
	"approved_amount" bigint,
	"fee" bigint,
	"repaid_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"review_comment" text,
	"reviewed_by" uuid,
	"wallet_id" uuid,
	"disbursement_entry_id" uuid,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_started_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	"reminded_before_at" timestamp with time zone,
	"reminded_due_at" timestamp with time zone,
	"reminded_overdue_at" timestamp with time zone,
	CONSTRAINT "trade_advances_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "trade_advances_invoice_positive" CHECK ("trade_advances"."invoice_amount" > 0),
	CONSTRAINT "trade_advances_requested_positive" CHECK ("trade_advances"."requested_amount" > 0),
	CONSTRAINT "trade_advances_requested_share" CHECK ("trade_advances"."requested_amount" <= "trade_advances"."invoice_amount"),
	CONSTRAINT "trade_advances_approved_share" CHECK ("trade_advances"."approved_amount" is null or ("trade_advances"."approved_amount" > 0 and "trade_advances"."approved_amount" <= "trade_advances"."invoice_amount")),
	CONSTRAINT "trade_advances_repaid_range" CHECK ("trade_advances"."repaid_amount" >= 0 and "trade_advances"."repaid_amount" <= coalesce("trade_advances"."approved_amount", 0) + coalesce("trade_advances"."fee", 0)),
	CONSTRAINT "trade_advances_dates" CHECK ("trade_advances"."issue_date" <= "trade_advances"."due_date"),
	CONSTRAINT "trade_advances_status" CHECK ("trade_advances"."status" in ('submitted', 'under_review', 'approved', 'rejected', 'disbursed', 'repaid', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "trade_repayments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"advance_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"wallet_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_repayments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "trade_repayments_amount_positive" CHECK ("trade_repayments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "trade_advances" ADD CONSTRAINT "trade_advances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_advances" ADD CONSTRAINT "trade_advances_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_advances" ADD CONSTRAINT "trade_advances_company_id_document_id_stored_files_company_id_id_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_advances" ADD CONSTRAINT "trade_advances_company_id_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_repayments" ADD CONSTRAINT "trade_repayments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_repayments" ADD CONSTRAINT "trade_repayments_company_id_advance_id_trade_advances_company_id_id_fk" FOREIGN KEY ("company_id","advance_id") REFERENCES "public"."trade_advances"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_repayments" ADD CONSTRAINT "trade_repayments_company_id_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_advances_reference_key" ON "trade_advances" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_advances_document_key" ON "trade_advances" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_advances_invoice_key" ON "trade_advances" USING btree ("company_id","invoice_number") WHERE "trade_advances"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "trade_advances_status_idx" ON "trade_advances" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trade_advances_due_idx" ON "trade_advances" USING btree ("due_date") WHERE "trade_advances"."status" in ('disbursed', 'overdue');--> statement-breakpoint
CREATE UNIQUE INDEX "trade_repayments_reference_key" ON "trade_repayments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "trade_repayments_advance_idx" ON "trade_repayments" USING btree ("company_id","advance_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('wallet', 'funding_clearing', 'transfers_out_clearing', 'bills_clearing', 'fees', 'yield_expense', 'credit_disbursement', 'bank_settlement', 'on_demand_receivable', 'employee_payable', 'employee_savings', 'paydesk_advances', 'trade_advances'));
