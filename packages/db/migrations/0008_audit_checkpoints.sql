CREATE TABLE "audit_chain_checkpoints" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"verified_seq" bigint NOT NULL,
	"verified_hash" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
