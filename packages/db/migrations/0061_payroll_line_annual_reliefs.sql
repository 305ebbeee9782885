ALTER TABLE "payroll_run_lines" ADD COLUMN "annual_rent_relief" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD COLUMN "annual_cra" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD COLUMN "annual_reliefs" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines written before: the three figures copied once out of their tax working (what the annual return read each time).
UPDATE "payroll_run_lines" SET
  "annual_rent_relief" = coalesce((SELECT (w->>'amountKobo')::bigint FROM json_array_elements("result"->'taxWorking') w WHERE w->>'code' = 'rent_relief' LIMIT 1), 0),
  "annual_cra" = coalesce((SELECT (w->>'amountKobo')::bigint FROM json_array_elements("result"->'taxWorking') w WHERE w->>'code' = 'cra' LIMIT 1), 0),
  "annual_reliefs" = coalesce((SELECT (w->>'amountKobo')::bigint FROM json_array_elements("result"->'taxWorking') w WHERE w->>'code' = 'reliefs' LIMIT 1), 0)
WHERE json_typeof("result"->'taxWorking') = 'array';
