// The ledger: the only door to journal entries and postings (architecture rule 6). Nothing outside this folder
// reads or writes `journal_entries` or `postings`, and only `postEntry` changes a cached balance on
// `ledger_accounts` (wallet rows' names, numbers and status belong to the wallets module).
//
// Post         postEntry(tx, entry) / postEntryDetailed(tx, entry): a balanced entry (postings sum to zero, at
//              least two, whole non-zero kobo) in the caller's transaction; a wallet debit needs the money and an
//              active wallet, else InsufficientFunds / WalletUnavailable. Detailed also answers balances after.
// Post many    postEntries(tx, companyId, entries): a chunk of entries with one guarded balance move per account,
//              all or none (BatchRefused); a bulk transfer's chunk.
// Reverse      reverseEntry(tx, companyId, entryId, description): a new entry mirroring the original's postings.
//              reverseEntryPart(tx, {companyId, entryId, reference, description, part}): one action's share of an
//              entry holding several (a failed line of a bulk chunk), once per reference, never more than it moved.
// Accounts     ensureSystemAccounts(tx, companyId): the business's clearing and system accounts, by kind;
//              systemAccountsOf(tx, companyId, afterCommit): the same, remembered per process once committed.
// Balance at   openingBalance / closingBalance(db, companyId, accountId, lagosDay); totalWalletBalance(db, companyId).
// History      postingCount(db, companyId, accountId): whether anything has moved through an account.
// Reconcile    reconcileLedger(db, companyIds?) → cached balances that differ from their postings;
//              unbalancedEntryCount(db); runReconciliation(db, trigger, operatorId?) keeps a run;
//              recentReconciliations(db).
// Payments, on-demand pay and payroll post only through this face.

export { closingBalance, openingBalance, postingCount, totalWalletBalance } from './balances.ts';
export { BatchRefused, postEntries } from './batch-posting.ts';
export { reverseEntryPart } from './part-reversal.ts';
export {
  type BalanceMismatch,
  type EntryInput,
  ensureSystemAccounts,
  type PostedEntry,
  type PostingInput,
  postEntry,
  postEntryDetailed,
  reconcileLedger,
  reverseEntry,
  SYSTEM_ACCOUNTS,
  systemAccountsOf,
} from './posting.ts';
export { recentReconciliations, runReconciliation, unbalancedEntryCount } from './reconciliation.ts';
