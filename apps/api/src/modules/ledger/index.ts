// The ledger: the only door to money (architecture rules 6 and 17). Nothing outside this folder writes
// `journal_entries`, `postings` or wallet history lines (`wallet_transactions`, the ledger's table: others read a
// business's lines through historyLinesOf, below), and only postings change a cached balance on `ledger_accounts`
// (wallet rows' names, numbers and status are the wallets module's to decide: it reads and writes them through the
// Wallets functions below).
//
// Move       move(tx, movement): a balanced entry (legs sum to zero, whole non-zero kobo) in the caller's
//            transaction, whose wallet legs carry their history lines: each line is written with the wallet's
//            balance right after it. A wallet debit needs the money and an active wallet, else InsufficientFunds /
//            WalletUnavailable. walletDebit / walletCredit build the usual wallet legs (a fee gets its own line).
//            moveSystem(tx, companyId, movements): many movements between system accounts only, all or none.
// Settle     settle(tx, settlement) / settleMany(tx, companyId, settlements): a clearing account empties into its
//            settlement account and the action's pending lines become successful.
// Reverse    reverse(tx, reversal): the action's part of its entry mirrored by a new entry, its lines mirrored and
//            marked reversed; once per action, never more than it moved.
// Accounts   ensureSystemAccounts(tx, companyId) / systemAccountsOf(tx, companyId, afterCommit): the business's
//            clearing and system accounts by kind (typed SystemAccounts; the latter remembered once committed).
// Pools      POOLED_KINDS (transfers-out clearing, fees, settlement float, on-demand funding) are each a pool of
//            setLedgerPoolSize(n) sub-accounts (LEDGER_POOL_SIZE, default 16; decision 0023). SystemAccounts names
//            a pool's head; a posting to it lands on the sub-account its entry's reference picks. Balances read
//            through the ledger, reconciliation and reports take the pool as one account.
// Balance at closingBalance(db, companyId, accountId, lagosDay); totalWalletBalance(db, companyId).
// History    postingCount(db, companyId, accountId): whether anything has moved through an account.
// Lines      historyLinesOf(companyId, name?): a business's wallet history lines (typed HistoryLines, a line
//            HistoryLineRow), read-only, for the `from` of the reader's own Drizzle query (history pages,
//            statements, limits); historyLinesText(companyId), the same as SQL text with each line's xmin (the
//            wallet dashboard's statement).
// Wallets    walletAccountNames(db, companyId): a business's wallets by name, the main one first. For the wallets
//            module: walletAccounts, walletAccount (locked when asked), mainWalletAccount, walletAccountByNumber,
//            openWallets, walletNameClash, accountName, eligibleWalletBalance;
//            insertWalletAccount and updateWalletAccount (name, status); walletNameOf / walletAccountNumberOf, a
//            wallet's name and number as scalar subqueries in the caller's statement (history lines, statements);
//            walletsJsonText, walletRowsStampText, walletNameText, walletAccountNumberText: the same as SQL text
//            for a statement written as text (the wallet dashboard's).
// Reconcile  reconcileLedger(db, companyIds?) → cached balances that differ from their postings;
//            unbalancedEntryCount(db); runReconciliation(db, trigger, operatorId?) keeps a run;
//            recentReconciliations(db).

export { closingBalance, postingCount, totalWalletBalance } from './balances.ts';
export { BatchRefused } from './batch-posting.ts';
export type { HistoryLineRow } from './history-lines.ts';
export { type HistoryLines, historyLinesOf, historyLinesText } from './history-reads.ts';
export {
  actionReferences,
  feeReference,
  type Leg,
  type LineInput,
  type Moved,
  type Movement,
  move,
  moveSystem,
  walletCredit,
  walletDebit,
} from './movements.ts';
export {
  type BalanceMismatch,
  ensureSystemAccounts,
  reconcileLedger,
  SYSTEM_ACCOUNTS,
  systemAccountsOf,
} from './posting.ts';
export { recentReconciliations, runReconciliation, unbalancedEntryCount } from './reconciliation.ts';
export { type Reversal, reverse } from './reversal.ts';
export { type Settlement, settle, settleMany } from './settlement.ts';
export {
  ledgerPoolSize,
  POOLED_KINDS,
  type SystemAccountKind,
  type SystemAccounts,
  setLedgerPoolSize,
} from './system-accounts.ts';
export {
  accountName,
  eligibleWalletBalance,
  insertWalletAccount,
  mainWalletAccount,
  openWallets,
  updateWalletAccount,
  type WalletAccountRow,
  walletAccount,
  walletAccountByNumber,
  walletAccountNames,
  walletAccountNumberOf,
  walletAccountNumberText,
  walletAccounts,
  walletNameClash,
  walletNameOf,
  walletNameText,
  walletRowsStampText,
  walletsJsonText,
} from './wallet-accounts.ts';
