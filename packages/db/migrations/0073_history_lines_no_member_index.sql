-- Nothing reads history lines by member any more: the daily limits read wallet_daily_debits (0072). One index
-- fewer written by every history line (a payroll of 100,000 writes 200,000).
DROP INDEX "wallet_transactions_member_idx";
