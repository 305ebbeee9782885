CREATE TABLE "approval_comments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_comments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "approval_decisions" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"stage_position" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_decisions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "approval_decisions_decision_check" CHECK ("approval_decisions"."decision" in ('approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "approval_links" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_links_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workflow_id" uuid NOT NULL,
	"workflow_snapshot" jsonb NOT NULL,
	"action" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"amount_kobo" bigint,
	"source_wallet_id" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_stage" integer,
	"initiator_member_id" uuid NOT NULL,
	"initiator_user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"rejection_reason" text,
	"outcome" jsonb,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	CONSTRAINT "approval_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'executing', 'executed', 'failed', 'rejected', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "approval_workflow_stages" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workflow_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text,
	"approvers" jsonb NOT NULL,
	"rule" text NOT NULL,
	"n" integer,
	CONSTRAINT "approval_workflow_stages_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "approval_workflow_stages_rule_check" CHECK ("approval_workflow_stages"."rule" in ('any', 'all', 'n'))
);
--> statement-breakpoint
CREATE TABLE "approval_workflows" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"action" text NOT NULL,
	"min_amount_kobo" bigint,
	"max_amount_kobo" bigint,
	"source_wallet_id" uuid,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_workflows_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "approval_workflows_range_check" CHECK ("approval_workflows"."min_amount_kobo" is null or "approval_workflows"."max_amount_kobo" is null or "approval_workflows"."min_amount_kobo" <= "approval_workflows"."max_amount_kobo")
);
--> statement-breakpoint
ALTER TABLE "approval_comments" ADD CONSTRAINT "approval_comments_company_id_request_id_approval_requests_company_id_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."approval_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_comments" ADD CONSTRAINT "approval_comments_company_id_member_id_company_members_company_id_id_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_company_id_request_id_approval_requests_company_id_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."approval_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_company_id_member_id_company_members_company_id_id_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_company_id_request_id_approval_requests_company_id_id_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."approval_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_company_id_member_id_company_members_company_id_id_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_initiator_member_id_company_members_company_id_id_fk" FOREIGN KEY ("company_id","initiator_member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflow_stages" ADD CONSTRAINT "approval_workflow_stages_company_id_workflow_id_approval_workflows_company_id_id_fk" FOREIGN KEY ("company_id","workflow_id") REFERENCES "public"."approval_workflows"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_comments_request_idx" ON "approval_comments" USING btree ("company_id","request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_decisions_member_key" ON "approval_decisions" USING btree ("company_id","request_id","stage_position","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_idempotency_key" ON "approval_requests" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_expiry_idx" ON "approval_requests" USING btree ("expires_at") WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "approval_workflow_stages_position_key" ON "approval_workflow_stages" USING btree ("company_id","workflow_id","position");--> statement-breakpoint
CREATE INDEX "approval_workflows_action_idx" ON "approval_workflows" USING btree ("company_id","action");