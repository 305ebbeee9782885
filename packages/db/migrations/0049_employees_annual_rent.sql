ALTER TABLE "employees" ADD COLUMN "annual_rent" bigint;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "rent_document_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_annual_rent" CHECK ("employees"."annual_rent" >= 0);