ALTER TABLE "auth_sessions" DROP CONSTRAINT "auth_sessions_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "login_challenges" DROP CONSTRAINT "login_challenges_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_parent_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "support_links" DROP CONSTRAINT "support_links_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_fee_bands" DROP CONSTRAINT "transfer_fee_bands_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "phone_changes" DROP CONSTRAINT "phone_changes_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "admin_business_assignments" DROP CONSTRAINT "admin_business_assignments_assigned_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_pin_codes" DROP CONSTRAINT "transaction_pin_codes_company_id_companies_id_fk";
--> statement-breakpoint
DROP INDEX "staff_sessions_id_key";--> statement-breakpoint
DROP INDEX "bill_payments_reference_key";--> statement-breakpoint
DROP INDEX "api_keys_secret_hash_key";--> statement-breakpoint
DROP INDEX "ledger_accounts_number_key";--> statement-breakpoint
DROP INDEX "on_demand_payment_notes_number_key";--> statement-breakpoint
DROP INDEX "on_demand_requests_reference_key";--> statement-breakpoint
DROP INDEX "transfers_reference_key";--> statement-breakpoint
DROP INDEX "staff_invitations_token_key";--> statement-breakpoint
DROP INDEX "staff_refresh_tokens_hash_key";--> statement-breakpoint
DROP INDEX "trade_advances_reference_key";--> statement-breakpoint
DROP INDEX "trade_repayments_reference_key";--> statement-breakpoint
DROP INDEX "credit_requests_reference_key";--> statement-breakpoint
DROP INDEX "funding_requests_reference_key";--> statement-breakpoint
DROP INDEX "funding_requests_provider_reference_key";--> statement-breakpoint
CREATE INDEX "bill_payments_reference_idx" ON "bill_payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "api_keys_secret_hash_idx" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "ledger_accounts_number_idx" ON "ledger_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "transfers_reference_idx" ON "transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "staff_invitations_token_idx" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_refresh_tokens_hash_idx" ON "staff_refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_id_idx" ON "staff_sessions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "funding_requests_provider_reference_idx" ON "funding_requests" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_reference_key" ON "bill_payments" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys" USING btree ("company_id","secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_number_key" ON "ledger_accounts" USING btree ("company_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_payment_notes_number_key" ON "on_demand_payment_notes" USING btree ("company_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "on_demand_requests_reference_key" ON "on_demand_requests" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_reference_key" ON "transfers" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_key" ON "staff_invitations" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_refresh_tokens_hash_key" ON "staff_refresh_tokens" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_advances_reference_key" ON "trade_advances" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_repayments_reference_key" ON "trade_repayments" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_requests_reference_key" ON "credit_requests" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_requests_reference_key" ON "funding_requests" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_requests_provider_reference_key" ON "funding_requests" USING btree ("company_id","provider","provider_reference");