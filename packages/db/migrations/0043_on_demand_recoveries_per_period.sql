-- A payroll run records an employee's on-demand recovery as one row per pay period it settled, so the recovery's
-- reference is unique per employee and period.
DROP INDEX "on_demand_recoveries_reference_key";--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_recoveries_reference_key" ON "on_demand_recoveries" USING btree ("company_id","source","reference","employee_id","period");
