-- The compliance calendar's reminders (issue 28): one row per obligation and reminder, so each goes out once.
CREATE TABLE "compliance_reminders" (
	"company_id" uuid NOT NULL,
	"obligation_id" text NOT NULL,
	"days_before" integer NOT NULL,
	"due_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_reminders_company_id_obligation_id_days_before_pk" PRIMARY KEY("company_id","obligation_id","days_before")
);
--> statement-breakpoint
ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;