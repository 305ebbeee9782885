ALTER TABLE "payroll_run_lines" ADD COLUMN "state_of_residence" text GENERATED ALWAYS AS (nullif(employee->>'stateOfResidence', '')) STORED;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "period_month" integer GENERATED ALWAYS AS (extract(month from period_end)::int) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "payroll_run_lines_return_idx" ON "payroll_run_lines" USING btree ("company_id","run_id","employee_id","state_of_residence","gross_pay","benefits_in_kind","taxable_income","paye","pension_employee","nhf","nhis_employee","annual_rent_relief","annual_cra","annual_reliefs");--> statement-breakpoint
-- A sum of kobo that stays a bigint: its state is the running total itself (passed by value, no allocation per
-- group, as numeric `sum(bigint)` needs), and int8pl raises on overflow instead of rounding. The annual PAYE return
-- keeps 22 sums for each of 100,000 employees.
CREATE AGGREGATE "kobo_sum"(bigint) (SFUNC = int8pl, STYPE = bigint, COMBINEFUNC = int8pl, PARALLEL = SAFE);
