-- A line's breakdown (`result`, ~2.5 KB) and input digest are stored as written (`json`), not parsed into jsonb's
-- binary form on each write: the API only reads them whole (and `->`/`->>` work on json). One statement: the table
-- is rewritten once.
ALTER TABLE "payroll_run_lines" ALTER COLUMN "input_digest" SET DATA TYPE json USING "input_digest"::json, ALTER COLUMN "result" SET DATA TYPE json USING "result"::json;
