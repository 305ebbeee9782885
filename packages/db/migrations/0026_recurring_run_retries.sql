ALTER TABLE "recurring_transfers" ADD COLUMN "retry_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_transfers" ADD COLUMN "retry_at" timestamp with time zone;