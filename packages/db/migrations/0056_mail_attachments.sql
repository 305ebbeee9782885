ALTER TABLE "dev_mailbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;