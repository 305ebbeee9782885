CREATE TABLE "wallet_monthly_rollups" (
	"company_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"month" text NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"line_count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_monthly_rollups_company_id_wallet_id_month_type_direction_status_pk" PRIMARY KEY("company_id","wallet_id","month","type","direction","status")
);
--> statement-breakpoint
DROP INDEX "wallet_transactions_company_idx";--> statement-breakpoint
ALTER TABLE "wallet_monthly_rollups" ADD CONSTRAINT "wallet_monthly_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_monthly_rollups" ADD CONSTRAINT "wallet_monthly_rollups_company_id_wallet_id_ledger_accounts_company_id_id_fk" FOREIGN KEY ("company_id","wallet_id") REFERENCES "public"."ledger_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_transactions_company_idx" ON "wallet_transactions" USING btree ("company_id","created_at","id");--> statement-breakpoint
-- The rollup follows the history lines in the transaction that writes or settles them: statement triggers sum each
-- statement's lines per key (a batch insert is one upsert), old lines counting negative and new ones positive.
-- (Each branch names only the transition tables its event has; PL/pgSQL plans a branch when it first runs it.)
CREATE FUNCTION wallet_rollup_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO wallet_monthly_rollups AS r (company_id, wallet_id, month, type, direction, status, line_count, amount)
    SELECT company_id, wallet_id, month, type, direction, status, sum(n), sum(amount) FROM (
    SELECT company_id, wallet_id, to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month, type,
           direction, status, 1 AS n, amount AS amount
    FROM wallet_rollup_new
    ) AS delta
    GROUP BY company_id, wallet_id, month, type, direction, status
    HAVING sum(n) <> 0 OR sum(amount) <> 0
    -- One lock order for every writer of a business's rollup rows.
    ORDER BY company_id, wallet_id, month, type, direction, status
    ON CONFLICT (company_id, wallet_id, month, type, direction, status) DO UPDATE
      SET line_count = r.line_count + excluded.line_count, amount = r.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO wallet_monthly_rollups AS r (company_id, wallet_id, month, type, direction, status, line_count, amount)
    SELECT company_id, wallet_id, month, type, direction, status, sum(n), sum(amount) FROM (
    SELECT company_id, wallet_id, to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month, type,
           direction, status, 1 AS n, amount AS amount
    FROM wallet_rollup_new
    UNION ALL
    SELECT company_id, wallet_id, to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month, type,
           direction, status, -1 AS n, -amount AS amount
    FROM wallet_rollup_old
    ) AS delta
    GROUP BY company_id, wallet_id, month, type, direction, status
    HAVING sum(n) <> 0 OR sum(amount) <> 0
    -- One lock order for every writer of a business's rollup rows.
    ORDER BY company_id, wallet_id, month, type, direction, status
    ON CONFLICT (company_id, wallet_id, month, type, direction, status) DO UPDATE
      SET line_count = r.line_count + excluded.line_count, amount = r.amount + excluded.amount;
  ELSE
    INSERT INTO wallet_monthly_rollups AS r (company_id, wallet_id, month, type, direction, status, line_count, amount)
    SELECT company_id, wallet_id, month, type, direction, status, sum(n), sum(amount) FROM (
    SELECT company_id, wallet_id, to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month, type,
           direction, status, -1 AS n, -amount AS amount
    FROM wallet_rollup_old
    ) AS delta
    GROUP BY company_id, wallet_id, month, type, direction, status
    HAVING sum(n) <> 0 OR sum(amount) <> 0
    -- One lock order for every writer of a business's rollup rows.
    ORDER BY company_id, wallet_id, month, type, direction, status
    ON CONFLICT (company_id, wallet_id, month, type, direction, status) DO UPDATE
      SET line_count = r.line_count + excluded.line_count, amount = r.amount + excluded.amount;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_rollup_insert AFTER INSERT ON wallet_transactions
  REFERENCING NEW TABLE AS wallet_rollup_new
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER wallet_rollup_update AFTER UPDATE ON wallet_transactions
  REFERENCING OLD TABLE AS wallet_rollup_old NEW TABLE AS wallet_rollup_new
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER wallet_rollup_delete AFTER DELETE ON wallet_transactions
  REFERENCING OLD TABLE AS wallet_rollup_old
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_rollup_apply();
--> statement-breakpoint
-- Backfill: the lines written before this migration.
INSERT INTO wallet_monthly_rollups (company_id, wallet_id, month, type, direction, status, line_count, amount)
SELECT company_id, wallet_id, to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM'), type, direction, status,
       count(*), sum(amount)
FROM wallet_transactions
GROUP BY 1, 2, 3, 4, 5, 6;
