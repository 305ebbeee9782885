-- One payout pipeline: transfers (and the batch lines they come from) name the module whose payout they are and
-- what it pays, so payments applies each outcome through that module's handler in the settling transaction.
-- query_count spaces out the re-queries of undecided transfers.
ALTER TABLE "transfer_batch_lines" ADD COLUMN "owner_ref" text;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "owner_ref" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "query_count" integer DEFAULT 0 NOT NULL;