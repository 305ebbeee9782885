CREATE TABLE "allowances_and_bonuses" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"recurrence" text NOT NULL,
	"taxable" boolean NOT NULL,
	"amount" jsonb NOT NULL,
	"pay_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allowances_and_bonuses_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "allowances_and_bonuses_kind" CHECK ("allowances_and_bonuses"."kind" in ('allowance', 'bonus')),
	CONSTRAINT "allowances_and_bonuses_recurrence" CHECK ("allowances_and_bonuses"."recurrence" in ('one_off', 'recurring'))
);
--> statement-breakpoint
CREATE TABLE "benefits_in_kind" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"monthly_value" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefits_in_kind_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "benefits_in_kind_value" CHECK ("benefits_in_kind"."monthly_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pay_group_allowances" (
	"company_id" uuid NOT NULL,
	"pay_group_id" uuid NOT NULL,
	"allowance_and_bonus_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_group_allowances_company_id_pay_group_id_allowance_and_bonus_id_pk" PRIMARY KEY("company_id","pay_group_id","allowance_and_bonus_id")
);
--> statement-breakpoint
CREATE TABLE "pay_group_benefits" (
	"company_id" uuid NOT NULL,
	"pay_group_id" uuid NOT NULL,
	"benefit_in_kind_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_group_benefits_company_id_pay_group_id_benefit_in_kind_id_pk" PRIMARY KEY("company_id","pay_group_id","benefit_in_kind_id")
);
--> statement-breakpoint
CREATE TABLE "pay_group_employees" (
	"company_id" uuid NOT NULL,
	"pay_group_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_group_employees_company_id_employee_id_pk" PRIMARY KEY("company_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "pay_groups" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"pay_schedule_id" uuid,
	"pay_structure_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_groups_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "pay_schedules" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"pay_day_rule" text NOT NULL,
	"pay_day" integer,
	"cut_off_day" integer,
	"first_period_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_schedules_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_schedules_frequency" CHECK ("pay_schedules"."frequency" in ('monthly', 'bi-weekly', 'weekly')),
	CONSTRAINT "pay_schedules_pay_day_rule" CHECK ("pay_schedules"."pay_day_rule" in ('last_working_day', 'last_day', 'fixed_day')),
	CONSTRAINT "pay_schedules_days" CHECK (coalesce("pay_schedules"."pay_day", 1) between 1 and 28 and coalesce("pay_schedules"."cut_off_day", 1) between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "pay_structure_versions" (
	"company_id" uuid NOT NULL,
	"pay_structure_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"components" jsonb NOT NULL,
	"deductions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_structure_versions_company_id_pay_structure_id_effective_from_pk" PRIMARY KEY("company_id","pay_structure_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "pay_structures" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"components" jsonb NOT NULL,
	"deductions" jsonb NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_structures_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittance_parties" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"state" text,
	"pfa_id" integer,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittance_parties_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "remittance_parties_kind" CHECK ("remittance_parties"."kind" in ('state_irs', 'pfa', 'fmbn', 'nsitf', 'itf', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "allowances_and_bonuses" ADD CONSTRAINT "allowances_and_bonuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits_in_kind" ADD CONSTRAINT "benefits_in_kind_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_group_allowances" ADD CONSTRAINT "pay_group_allowances_company_id_pay_group_id_pay_groups_company_id_id_fk" FOREIGN KEY ("company_id","pay_group_id") REFERENCES "public"."pay_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_group_allowances" ADD CONSTRAINT "pay_group_allowances_company_id_allowance_and_bonus_id_allowances_and_bonuses_company_id_id_fk" FOREIGN KEY ("company_id","allowance_and_bonus_id") REFERENCES "public"."allowances_and_bonuses"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_group_benefits" ADD CONSTRAINT "pay_group_benefits_company_id_pay_group_id_pay_groups_company_id_id_fk" FOREIGN KEY ("company_id","pay_group_id") REFERENCES "public"."pay_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_group_benefits" ADD CONSTRAINT "pay_group_benefits_company_id_benefit_in_kind_id_benefits_in_kind_company_id_id_fk" FOREIGN KEY ("company_id","benefit_in_kind_id") REFERENCES "public"."benefits_in_kind"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_group_employees" ADD CONSTRAINT "pay_group_employees_company_id_pay_group_id_pay_groups_company_id_id_fk" FOREIGN KEY ("company_id","pay_group_id") REFERENCES "public"."pay_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_group_employees" ADD CONSTRAINT "pay_group_employees_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_groups" ADD CONSTRAINT "pay_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_groups" ADD CONSTRAINT "pay_groups_company_id_pay_schedule_id_pay_schedules_company_id_id_fk" FOREIGN KEY ("company_id","pay_schedule_id") REFERENCES "public"."pay_schedules"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_groups" ADD CONSTRAINT "pay_groups_company_id_pay_structure_id_pay_structures_company_id_id_fk" FOREIGN KEY ("company_id","pay_structure_id") REFERENCES "public"."pay_structures"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_schedules" ADD CONSTRAINT "pay_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_structure_versions" ADD CONSTRAINT "pay_structure_versions_company_id_pay_structure_id_pay_structures_company_id_id_fk" FOREIGN KEY ("company_id","pay_structure_id") REFERENCES "public"."pay_structures"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_structures" ADD CONSTRAINT "pay_structures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_parties" ADD CONSTRAINT "remittance_parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_parties" ADD CONSTRAINT "remittance_parties_pfa_id_pension_fund_administrators_id_fk" FOREIGN KEY ("pfa_id") REFERENCES "public"."pension_fund_administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allowances_and_bonuses_name_key" ON "allowances_and_bonuses" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "benefits_in_kind_name_key" ON "benefits_in_kind" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "pay_group_allowances_allowance_idx" ON "pay_group_allowances" USING btree ("company_id","allowance_and_bonus_id");--> statement-breakpoint
CREATE INDEX "pay_group_benefits_benefit_idx" ON "pay_group_benefits" USING btree ("company_id","benefit_in_kind_id");--> statement-breakpoint
CREATE INDEX "pay_group_employees_group_idx" ON "pay_group_employees" USING btree ("company_id","pay_group_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_groups_name_key" ON "pay_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "pay_groups_structure_idx" ON "pay_groups" USING btree ("company_id","pay_structure_id");--> statement-breakpoint
CREATE INDEX "pay_groups_schedule_idx" ON "pay_groups" USING btree ("company_id","pay_schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_schedules_name_key" ON "pay_schedules" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pay_structures_name_key" ON "pay_structures" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "remittance_parties_kind_idx" ON "remittance_parties" USING btree ("company_id","kind","name");