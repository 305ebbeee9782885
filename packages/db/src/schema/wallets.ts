// Business wallets around the ledger: the transaction history people read, funding (card checkouts and inbound
// transfers), transaction PINs and limits, statements, yield and credit. Money itself only ever moves through
// ledger.ts (journal entries and postings); these rows describe and gate it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies, companyMembers, users } from './companies.ts';
import { ledgerAccounts } from './ledger.ts';
import { operators } from './operators.ts';

/** The 9-digit serials of wallet account numbers (NUBAN); the check digit is computed in code. */
export const walletAccountSerial = pgSequence('wallet_account_serial_seq', {
  startWith: 100_000_001,
  minValue: 100_000_001,
  maxValue: 999_999_999,
});

export const WALLET_TRANSACTION_TYPES = [
  'funding',
  'bank_transfer_in',
  'move_in',
  'move_out',
  'yield',
  'credit_disbursement',
  'transfer_out',
  'bill_payment',
  'fee',
  'reversal',
  'trade_advance',
  'trade_repayment',
  'on_demand_payout',
  /** A business paying Paydesk's invoice for on-demand pay it advanced (a payment note), not a bill. */
  'payment_note',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export const WALLET_TRANSACTION_STATUSES = ['pending', 'successful', 'failed', 'reversed'] as const;
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];

/** One line of a wallet's history as a person reads it; an entry that touches two wallets makes two lines. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    // No foreign key of its own to companies: implied by (company_id, wallet_id) → ledger_accounts, whose
    // company_id references companies.
    companyId: uuid('company_id').notNull(),
    id: id(),
    walletId: uuid('wallet_id').notNull(),
    entryId: uuid('entry_id'),
    type: text('type').$type<WalletTransactionType>().notNull(),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    /** Kobo, always positive; the direction says which way. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<WalletTransactionStatus>().notNull(),
    /** Shared by the lines of one business action (e.g. both sides of a move). */
    reference: text('reference').notNull(),
    narration: text('narration').notNull(),
    counterpartyName: text('counterparty_name'),
    counterpartyAccount: text('counterparty_account'),
    counterpartyBank: text('counterparty_bank'),
    /** The wallet's balance right after this line's money moved (lines are written by ledger movements only). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** The member who started it; null for money that arrived or was paid by the platform. */
    initiatedBy: uuid('initiated_by'),
    channel: text('channel').notNull().default('web'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    // The moment the line's money moved: the clock when the row is written, which is after the posting statement
    // took the wallet's row lock, so a wallet's lines are in the order its balance moved (the transaction's start
    // time, now(), is not: a transaction that began earlier can post later).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** Order of writing (ties of created_at within one statement): a wallet's last line is its highest. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // (company_id, wallet_id) → ledger_accounts and (company_id, entry_id) → journal_entries are held by triggers
    // (migration 0037, decision 0015), not foreign keys: one set-based check per insert statement instead of two
    // row-by-row checks per line, and the referenced rows can never be deleted or re-keyed.
    uniqueIndex('wallet_transactions_reference_key').on(t.companyId, t.reference, t.walletId, t.direction),
    // The history's order (newest first, id breaking ties): its first page reads 20 index entries at any size.
    index('wallet_transactions_company_idx').on(t.companyId, t.createdAt, t.id),
    index('wallet_transactions_wallet_idx').on(t.companyId, t.walletId, t.createdAt),
    // No index by member: the daily limits read wallet_daily_debits, kept per member by triggers (migration 0072).
    check('wallet_transactions_amount_positive', sql`${t.amount} > 0`),
    check('wallet_transactions_direction', sql`${t.direction} in ('credit', 'debit')`),
    check('wallet_transactions_status', sql`${t.status} in ('pending', 'successful', 'failed', 'reversed')`),
  ],
);

/**
 * The history lines of a wallet summed per Lagos month, type, direction and status: what the dashboard (money in
 * and out by month, counts) and the history's totals read, so they cost the same at a million lines as at ten.
 * Kept by statement triggers on wallet_transactions (migration 0008) in the transaction that writes or settles the
 * lines, so it can never drift from them; the migration backfilled the lines that existed before.
 */
export const walletMonthlyRollups = pgTable(
  'wallet_monthly_rollups',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    walletId: uuid('wallet_id').notNull(),
    /** YYYY-MM in Africa/Lagos. */
    month: text('month').notNull(),
    type: text('type').$type<WalletTransactionType>().notNull(),
    direction: text('direction').$type<'credit' | 'debit'>().notNull(),
    status: text('status').$type<WalletTransactionStatus>().notNull(),
    lineCount: bigint('line_count', { mode: 'number' }).notNull().default(0),
    /** Kobo, the sum of the lines' (positive) amounts. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.walletId, t.month, t.type, t.direction, t.status] }),
    foreignKey({
      columns: [t.companyId, t.walletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
  ],
);

/** Money coming in: a card checkout the business started, or a bank transfer to a wallet's account number. */
export const fundingRequests = pgTable(
  'funding_requests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    walletId: uuid('wallet_id').notNull(),
    /** Ours: what the checkout page and the verify call name. Unique across businesses. */
    reference: text('reference').notNull(),
    channel: text('channel').$type<'card' | 'bank_transfer'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'successful' | 'failed'>().notNull().default('pending'),
    provider: text('provider').notNull(),
    /** The provider's id of the payment; one credit per provider payment. */
    providerReference: text('provider_reference').notNull(),
    checkoutUrl: text('checkout_url'),
    senderName: text('sender_name'),
    senderBank: text('sender_bank'),
    senderAccount: text('sender_account'),
    narration: text('narration'),
    failureReason: text('failure_reason'),
    entryId: uuid('entry_id'),
    initiatedBy: uuid('initiated_by'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.walletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    uniqueIndex('funding_requests_reference_key').on(t.companyId, t.reference),
    uniqueIndex('funding_requests_provider_reference_key').on(t.companyId, t.provider, t.providerReference),
    index('funding_requests_provider_reference_idx').on(t.provider, t.providerReference),
    check('funding_requests_amount_positive', sql`${t.amount} > 0`),
    check('funding_requests_status', sql`${t.status} in ('pending', 'successful', 'failed')`),
  ],
);

/**
 * The sandbox funding provider's own books: checkouts it hosts and inbound transfers it received, and the signed
 * callback it owes us for each. A row whose callback is due and undelivered is sent again (an outbox).
 */
export const sandboxFundingPayments = pgTable(
  'sandbox_funding_payments',
  {
    providerReference: text('provider_reference').primaryKey(),
    kind: text('kind').$type<'checkout' | 'inbound_transfer'>().notNull(),
    merchantReference: text('merchant_reference'),
    accountNumber: text('account_number'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'open' | 'successful' | 'failed'>().notNull().default('open'),
    payerLabel: text('payer_label'),
    senderName: text('sender_name'),
    senderBank: text('sender_bank'),
    senderAccount: text('sender_account'),
    narration: text('narration'),
    decidedAt: at('decided_at'),
    callbackDueAt: at('callback_due_at'),
    callbackDeliveredAt: at('callback_delivered_at'),
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_funding_payments_due_idx').on(t.callbackDueAt).where(sql`callback_delivered_at is null`),
  ],
);

/** A person's transaction PIN (one per sign-in, across their businesses), argon2-hashed, with its lockout. */
export const transactionPins = pgTable('transaction_pins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  pinHash: text('pin_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: at('locked_until'),
  setAt: at('set_at').notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** Emailed codes that allow creating or resetting a transaction PIN. */
export const transactionPinCodes = pgTable(
  'transaction_pin_codes',
  {
    id: id().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id'),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('transaction_pin_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The money sent each Lagos day, per member who sent it (the nil uuid for lines no member started) and wallet: what
 * the daily limits compare (limits.queries.ts). Counted as the limits count: debit lines that are not a move between
 * the business's own wallets or a fee, pending or successful. Kept by statement triggers on wallet_transactions
 * (migration 0072) in the transaction that writes or settles the lines, as the monthly rollups are. A limit check
 * reads a few rows instead of summing the day's lines: a payroll of 100,000 posted chunk by chunk read every line
 * sent that day at each chunk.
 */
export const walletDailyDebits = pgTable(
  'wallet_daily_debits',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The Lagos day of the lines' created_at. */
    day: date('day', { mode: 'string' }).notNull(),
    memberKey: uuid('member_key').notNull(),
    /** Per wallet too: a wallet's debits already take turns on its balance, so they add no other wait. */
    walletId: uuid('wallet_id').notNull(),
    /** Kobo, the sum of the counted lines' amounts. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.memberKey, t.walletId] }),
    foreignKey({
      columns: [t.companyId, t.walletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
  ],
);

/** Single and daily limits: the business's own, the default for members, and a member's own. Null = no limit. */
export const transactionLimits = pgTable(
  'transaction_limits',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    scope: text('scope').$type<'business' | 'default' | 'member'>().notNull(),
    memberId: uuid('member_id'),
    singleLimit: bigint('single_limit', { mode: 'number' }),
    dailyLimit: bigint('daily_limit', { mode: 'number' }),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.memberId],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }).onDelete('cascade'),
    uniqueIndex('transaction_limits_scope_key').on(t.companyId, t.scope).where(sql`member_id is null`),
    uniqueIndex('transaction_limits_member_key')
      .on(t.companyId, t.memberId)
      .where(sql`member_id is not null`),
    check(
      'transaction_limits_scope',
      sql`(${t.scope} = 'member') = (${t.memberId} is not null) and ${t.scope} in ('business', 'default', 'member')`,
    ),
    check('transaction_limits_single_positive', sql`${t.singleLimit} is null or ${t.singleLimit} > 0`),
    check('transaction_limits_daily_positive', sql`${t.dailyLimit} is null or ${t.dailyLimit} > 0`),
  ],
);

/** A statement asked for: made by a job (PDF and CSV into the files store) with progress people can watch. */
export const statementRequests = pgTable(
  'statement_requests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    walletId: uuid('wallet_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    status: text('status').$type<'queued' | 'running' | 'ready' | 'failed'>().notNull().default('queued'),
    /** 0 to 100. */
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    pdfFileId: uuid('pdf_file_id'),
    csvFileId: uuid('csv_file_id'),
    requestedBy: uuid('requested_by'),
    email: text('email'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.walletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    index('statement_requests_status_idx').on(t.status, t.createdAt),
    check('statement_requests_range', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

/** Whether a business earns yield, and the terms it accepted. */
export const yieldEnrolments = pgTable('yield_enrolments', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  optedIn: boolean('opted_in').notNull().default(false),
  termsVersion: text('terms_version'),
  acceptedTermsAt: at('accepted_terms_at'),
  acceptedBy: uuid('accepted_by'),
  updatedAt: updatedAt(),
});

/** One day's yield on one wallet: unique per day, so the daily job can run again and post nothing new. */
export const yieldAccruals = pgTable(
  'yield_accruals',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    walletId: uuid('wallet_id').notNull(),
    /** The Lagos calendar day the yield is for. */
    accrualDate: date('accrual_date').notNull(),
    closingBalance: bigint('closing_balance', { mode: 'number' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    entryId: uuid('entry_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.walletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    uniqueIndex('yield_accruals_day_key').on(t.companyId, t.walletId, t.accrualDate),
    index('yield_accruals_date_idx').on(t.companyId, t.accrualDate),
  ],
);

export const CREDIT_STATUSES = ['pending', 'in_review', 'rejected', 'disbursed'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

/** A business's request for credit; operators review it, and an approved one is disbursed through the ledger. */
export const creditRequests = pgTable(
  'credit_requests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tenorMonths: integer('tenor_months').notNull(),
    purpose: text('purpose').notNull(),
    walletId: uuid('wallet_id').notNull(),
    status: text('status').$type<CreditStatus>().notNull().default('pending'),
    approvedAmount: bigint('approved_amount', { mode: 'number' }),
    interestRateBps: integer('interest_rate_bps'),
    reviewComment: text('review_comment'),
    reviewedBy: uuid('reviewed_by').references(() => operators.id),
    entryId: uuid('entry_id'),
    requestedBy: uuid('requested_by'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.walletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    uniqueIndex('credit_requests_reference_key').on(t.companyId, t.reference),
    index('credit_requests_status_idx').on(t.status, t.createdAt),
    check('credit_requests_amount_positive', sql`${t.amount} > 0`),
    check('credit_requests_status', sql`${t.status} in ('pending', 'in_review', 'rejected', 'disbursed')`),
  ],
);

/** Each run of the reconciliation check (the daily job or an operator), with what differed. */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: id().primaryKey(),
  trigger: text('trigger').$type<'job' | 'operator' | 'test'>().notNull(),
  accountsChecked: integer('accounts_checked').notNull(),
  mismatchCount: integer('mismatch_count').notNull(),
  unbalancedEntries: integer('unbalanced_entries').notNull().default(0),
  mismatches: jsonb('mismatches').$type<unknown[]>().notNull().default([]),
  operatorId: uuid('operator_id'),
  createdAt: createdAt(),
});
