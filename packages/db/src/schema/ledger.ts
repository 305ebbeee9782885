// The double-entry ledger (architecture rule 6). Every account belongs to one business: its wallets and its own
// clearing accounts, so a journal entry never spans two tenants. Postings are append-only and each entry sums
// to zero (a deferred constraint trigger checks it at commit); wallet balances are cached on the account row,
// changed only in the postings' transaction, and can never go below zero.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'funding_clearing',
  'transfers_out_clearing',
  'bills_clearing',
  'fees',
  'yield_expense',
  'credit_disbursement',
  'bank_settlement',
  'on_demand_receivable',
  'employee_payable',
  'employee_savings',
  'paydesk_advances',
  'trade_advances',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    name: text('name').notNull(),
    /** Wallets only: main, expense or collection. */
    purpose: text('purpose'),
    /** Wallets only: the virtual account number (NUBAN) money can be sent to. */
    accountNumber: text('account_number'),
    status: text('status').notNull().default('active'),
    /**
     * System accounts only: which sub-account of the business's pool of this kind (0, the pool's head, named by the
     * ledger's SystemAccounts; 1… the others, decision 0023). Wallets are always 0.
     */
    poolSlot: smallint('pool_slot').notNull().default(0),
    /** Kobo; for wallets the sum of their postings, never negative. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Unique per business (Citus); unique everywhere by wallet_account_serial_seq (decision 0025).
    uniqueIndex('ledger_accounts_number_key').on(t.companyId, t.accountNumber),
    index('ledger_accounts_number_idx').on(t.accountNumber),
    uniqueIndex('ledger_accounts_system_key')
      .on(t.companyId, t.kind, t.poolSlot)
      .where(sql`${t.kind} <> 'wallet'`),
    // One main wallet per business, even when two first visits race to open it.
    uniqueIndex('ledger_accounts_main_wallet_key').on(t.companyId).where(sql`${t.purpose} = 'main'`),
    check('ledger_accounts_wallet_not_negative', sql`${t.kind} <> 'wallet' or ${t.balance} >= 0`),
    check(
      'ledger_accounts_pool_slot',
      sql`${t.poolSlot} >= 0 and (${t.kind} <> 'wallet' or ${t.poolSlot} = 0)`,
    ),
    check('ledger_accounts_status', sql`${t.status} in ('active', 'frozen', 'closed')`),
    check(
      'ledger_accounts_kind',
      sql`${t.kind} in ('wallet', 'funding_clearing', 'transfers_out_clearing', 'bills_clearing', 'fees', 'yield_expense', 'credit_disbursement', 'bank_settlement', 'on_demand_receivable', 'employee_payable', 'employee_savings', 'paydesk_advances', 'trade_advances')`,
    ),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** The business action behind the entry, e.g. a transfer's id. */
    reference: text('reference'),
    reversesEntryId: uuid('reverses_entry_id'),
    /**
     * The cached balances of its system (non-wallet) accounts are moved at commit, by the deferred trigger of
     * migration 0032, not while the transaction runs: a business's busy system rows stay locked only during the commit.
     */
    deferredBalances: boolean('deferred_balances').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.reversesEntryId], foreignColumns: [t.companyId, t.id] }),
    // An entry is reversed at most once per reference: once as a whole, or once per business action for an entry
    // that holds several (a bulk transfer chunk's entry, a failed line giving back its share).
    uniqueIndex('journal_entries_reversal_key').on(
      t.companyId,
      t.reversesEntryId,
      sql`coalesce(${t.reference}, '')`,
    ),
    index('journal_entries_reference_idx').on(t.companyId, t.reference),
  ],
);

export const postings = pgTable(
  'postings',
  {
    companyId: uuid('company_id').notNull(),
    id: id(),
    entryId: uuid('entry_id').notNull(),
    accountId: uuid('account_id').notNull(),
    /** Kobo: positive adds to the account's balance, negative takes from it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.entryId],
      foreignColumns: [journalEntries.companyId, journalEntries.id],
    }),
    foreignKey({
      columns: [t.companyId, t.accountId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    check('postings_amount_not_zero', sql`${t.amount} <> 0`),
    index('postings_account_idx').on(t.companyId, t.accountId, t.createdAt),
    index('postings_entry_idx').on(t.companyId, t.entryId),
  ],
);
