ALTER TABLE "payroll_remittances" DROP CONSTRAINT "payroll_remittances_kind";--> statement-breakpoint
ALTER TABLE "remittance_parties" DROP CONSTRAINT "remittance_parties_kind";--> statement-breakpoint
ALTER TABLE "payroll_remittances" ADD CONSTRAINT "payroll_remittances_kind" CHECK ("payroll_remittances"."kind" in ('paye', 'pension', 'nhf', 'nhia', 'nsitf', 'itf'));--> statement-breakpoint
ALTER TABLE "remittance_parties" ADD CONSTRAINT "remittance_parties_kind" CHECK ("remittance_parties"."kind" in ('state_irs', 'pfa', 'fmbn', 'hmo', 'nsitf', 'itf', 'custom'));