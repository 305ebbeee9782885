ALTER TABLE "transfers" DROP CONSTRAINT "transfers_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_run_lines" DROP CONSTRAINT "payroll_run_lines_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_company_id_companies_id_fk";
