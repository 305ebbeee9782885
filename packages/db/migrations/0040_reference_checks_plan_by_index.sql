-- Hand-written: the statement-level reference checks of migration 0037 (decision 0015) look up each distinct
-- referenced wallet or entry by its primary key. Planned on a table whose statistics are stale (a million journal
-- entries written in the same transaction, before autovacuum has analyzed them: 63 rows estimated over 14,307
-- pages), PostgreSQL chose to materialize a sequential scan of journal_entries and compare every inserted line with
-- every entry, a million by a million (the wallet bench's seed ran for over ten minutes in one insert). Without
-- materialize, the same estimate plans an index probe per distinct reference, and a hash anti join when the
-- estimates say so: neither grows with the product of the two sizes.
ALTER FUNCTION transfers_wallets_exist() SET enable_material = off;
--> statement-breakpoint
ALTER FUNCTION wallet_transactions_references_exist() SET enable_material = off;
