ALTER TABLE "payroll_run_lines" DROP CONSTRAINT "payroll_run_lines_company_id_companies_id_fk";
--> statement-breakpoint
DROP INDEX "journal_entries_reversal_key";--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reversal_key" ON "journal_entries" USING btree ("company_id","reverses_entry_id",coalesce("reference", ''));