CREATE TABLE "employee_uploads" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"file_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"rows" jsonb NOT NULL,
	"error_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_uploads_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employee_uploads_status_check" CHECK ("employee_uploads"."status" in ('queued', 'processing', 'completed', 'failed')),
	CONSTRAINT "employee_uploads_progress_check" CHECK ("employee_uploads"."processed" between 0 and "employee_uploads"."total")
);
--> statement-breakpoint
ALTER TABLE "employee_uploads" ADD CONSTRAINT "employee_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_uploads_file_key" ON "employee_uploads" USING btree ("company_id","file_hash");