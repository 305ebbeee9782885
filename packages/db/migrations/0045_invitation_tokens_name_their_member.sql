-- An invitation's token names its membership, so removing a pending member consumes that invitation's links (and
-- only those), and a withdrawn link says it was withdrawn instead of setting a password (issue 26).
ALTER TABLE "password_tokens" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "withdrawn_at" timestamp with time zone;