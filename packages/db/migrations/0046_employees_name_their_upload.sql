-- An employee added by a bulk upload names it, so a restarted upload job skips only the rows its own earlier attempt
-- added and reports every other taken staff ID as an error row (issue 26). Nullable, no default: no table rewrite.
ALTER TABLE "employees" ADD COLUMN "upload_id" uuid;