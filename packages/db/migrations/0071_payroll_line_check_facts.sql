ALTER TABLE "payroll_run_lines" ADD COLUMN "regime" text;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD COLUMN "days_paid" integer;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD COLUMN "days_in_period" integer;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD COLUMN "annual_income" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD COLUMN "annual_chargeable" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines written before: the five facts copied once out of their payslip (what the review's check read each time).
UPDATE "payroll_run_lines" l SET
  "regime" = p.regime,
  "days_paid" = p."daysPaid",
  "days_in_period" = p."daysInPeriod",
  "annual_income" = coalesce((SELECT (w->>'amountKobo')::bigint FROM json_array_elements(p."taxWorking") w WHERE w->>'code' = 'annual_income' LIMIT 1), 0),
  "annual_chargeable" = coalesce((SELECT (w->>'amountKobo')::bigint FROM json_array_elements(p."taxWorking") w WHERE w->>'code' = 'chargeable' LIMIT 1), 0)
FROM (SELECT id, company_id, x.* FROM "payroll_run_lines",
        json_to_record("result") AS x(regime text, "daysPaid" integer, "daysInPeriod" integer, "taxWorking" json)
      WHERE json_typeof("result") = 'object' AND "result"->>'regime' IS NOT NULL) p
WHERE l.company_id = p.company_id AND l.id = p.id;
