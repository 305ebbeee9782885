-- Per-feature settings leave the companies row (issue 27): the employeeEva flag is on-demand's own.
CREATE TABLE "on_demand_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"employee_eva" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "on_demand_settings" ADD CONSTRAINT "on_demand_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: each business's flag moves with it (a business on the default keeps no row).
INSERT INTO "on_demand_settings" ("company_id", "employee_eva")
SELECT "id", "employee_eva" FROM "companies" WHERE "employee_eva";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "employee_eva";