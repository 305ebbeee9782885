// Payments: beneficiaries, transfers out of a wallet (to banks through the rail, or to another Paydesk wallet),
// the batches that send many at once, the fee schedule, and the sandbox banking rail's own books. A transfer is
// posted once per (business, idempotency key) or per (batch, line); its money sits in transfers-out clearing until
// the rail settles it (then the bank settlement account) or fails it (then one reversal to the wallet).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { ledgerAccounts } from './ledger.ts';

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    type: text('type').notNull(),
    /** The name the bank (or biller) holds for the account. */
    accountName: text('account_name').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name'),
    accountNumber: text('account_number').notNull(),
    nickname: text('nickname'),
    isPaydeskWallet: boolean('is_paydesk_wallet').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('beneficiaries_account_key').on(t.companyId, t.type, t.bankCode, t.accountNumber),
    index('beneficiaries_list_idx').on(t.companyId, t.type, t.createdAt),
    check(
      'beneficiaries_type_check',
      sql`${t.type} in ('transfers', 'airtime-and-data', 'electricity', 'cable-tv')`,
    ),
  ],
);

/** One-time codes that confirm a bulk beneficiary upload (emailed; hashed; five tries each). */
export const paymentCodes = pgTable(
  'payment_codes',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('payment_codes_user_idx').on(t.companyId, t.userId, t.purpose, t.createdAt),
  ],
);

/** Many transfers sent as one: a multiple-transfer form or an uploaded file (draft until committed). */
export const transferBatches = pgTable(
  'transfer_batches',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    kind: text('kind').$type<'multiple' | 'upload'>().notNull(),
    status: text('status')
      .$type<'draft' | 'queued' | 'processing' | 'completed' | 'failed'>()
      .notNull()
      .default('draft'),
    sourceWalletId: uuid('source_wallet_id'),
    fileName: text('file_name'),
    /** Valid lines to send. */
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
    totalFees: bigint('total_fees', { mode: 'number' }).notNull().default(0),
    /** The committing request's key; the batch's lines are posted under (batch, line) keys. */
    idempotencyKey: text('idempotency_key'),
    approvalRequestId: text('approval_request_id'),
    /** The module whose payouts these are ('payroll.salary', …): its handler learns each line's outcome. */
    owner: text('owner'),
    createdBy: uuid('created_by'),
    /** The member the lines are sent as (their limits apply). */
    initiatedBy: uuid('initiated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    committedAt: at('committed_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.sourceWalletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    index('transfer_batches_status_idx').on(t.status),
    check('transfer_batches_progress_check', sql`${t.processed} between 0 and ${t.total}`),
  ],
);

/** A line of a batch: as read from the file or form, its check, and what became of it. */
export const transferBatchLines = pgTable(
  'transfer_batch_lines',
  {
    companyId: uuid('company_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    lineNo: integer('line_no').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    beneficiaryId: uuid('beneficiary_id'),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name'),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name'),
    channel: text('channel').$type<'bank' | 'wallet'>(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    narration: text('narration'),
    /** What the batch's owner pays with this line (a payroll line's id, …). */
    ownerRef: text('owner_ref'),
    /** Errors by column from the preview; a line with errors is skipped. */
    errors: jsonb('errors').$type<Record<string, string[]>>().notNull().default({}),
    /**
     * waiting → refused (why) | skipped (invalid in the preview). A posted line keeps 'waiting': its transfer (unique
     * per batch and line number, written in the same transaction) is the record that it was sent, and reads answer
     * 'sent' (apps/api/src/modules/payments/batches/transfer-batches.queries.ts). Lines posted before migration 0039 say 'sent'.
     */
    state: text('state').$type<'waiting' | 'sent' | 'refused' | 'skipped'>().notNull().default('waiting'),
    /** Set on lines posted before migration 0039; since then their transfer is found by (batch, line number). */
    transferId: uuid('transfer_id'),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.batchId, t.lineNo] }),
    foreignKey({
      columns: [t.companyId, t.batchId],
      foreignColumns: [transferBatches.companyId, transferBatches.id],
    }).onDelete('cascade'),
    // No index on state: the batch job reads the lines after its cursor by the primary key (a 'waiting' index would
    // hold every posted line too, and block a refusal's update from being HOT).
  ],
);

export const transfers = pgTable(
  'transfers',
  {
    // No foreign key of its own to companies: implied by (company_id, source_wallet_id) → ledger_accounts, whose
    // company_id references companies.
    companyId: uuid('company_id').notNull(),
    id: id(),
    /** Ours, unique across businesses: the rail's merchant reference and the history lines' reference. */
    reference: text('reference').notNull(),
    /** The client's Idempotency-Key of a single transfer (batches key their lines by batch and line). */
    idempotencyKey: text('idempotency_key'),
    batchId: uuid('batch_id'),
    lineNo: integer('line_no'),
    /** The account the money left: a wallet, or for an advance Paydesk funds, the business's advances account. */
    sourceWalletId: uuid('source_wallet_id').notNull(),
    beneficiaryId: uuid('beneficiary_id'),
    channel: text('channel').$type<'bank' | 'wallet'>().notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name'),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    narration: text('narration').notNull(),
    status: text('status')
      .$type<'accepted' | 'pending' | 'settled' | 'failed' | 'reversed'>()
      .notNull()
      .default('accepted'),
    /** NIP session id (30 digits) once settled. */
    sessionId: text('session_id'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /** The debit entry (wallet → clearing + fees), its settlement and its one reversal. */
    entryId: uuid('entry_id').notNull(),
    settlementEntryId: uuid('settlement_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    initiatedBy: uuid('initiated_by'),
    approvalRequestId: text('approval_request_id'),
    /**
     * A payout of another module ('payroll.salary', 'payroll.remittance', 'on-demand.withdrawal') and what it pays
     * (its row's id): the owner's handler applies the outcome in the transaction that settles or reverses the
     * transfer. Null for payments' own transfers (a settlement sweep's among them).
     */
    owner: text('owner'),
    ownerRef: text('owner_ref'),
    lastQueriedAt: at('last_queried_at'),
    /** How many times the rail was asked about it: the next question waits longer each time (backoff). */
    queryCount: integer('query_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the rail took it (accepted → pending): the payout timeline's "sent to the bank". */
    sentAt: at('sent_at'),
    settledAt: at('settled_at'),
    failedAt: at('failed_at'),
    reversedAt: at('reversed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('transfers_reference_key').on(t.companyId, t.reference),
    index('transfers_reference_idx').on(t.reference),
    // Only single transfers carry a key: a bulk chunk's thousands of transfers (and the rail hand-off's rewrite of
    // each) add no entry here.
    uniqueIndex('transfers_idempotency_key')
      .on(t.companyId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('transfers_batch_line_key').on(t.companyId, t.batchId, t.lineNo),
    index('transfers_list_idx').on(t.companyId, t.createdAt),
    // No index holds `status`, `provider_reference` or `sent_at`, so the rail hand-off's accepted → pending (every
    // transfer of a payroll, migration 0070) is a HOT update: a new row version beside the old (fillfactor 50), no
    // index entry. The open and the failed transfers are found by the entries and times a decision sets instead;
    // their readers ask for the same conditions beside the status.
    // Open (accepted or pending, and refused ones not yet reversed): no settlement or reversal entry yet.
    index('transfers_open_idx')
      .on(t.createdAt)
      .where(sql`${t.settlementEntryId} is null and ${t.reversalEntryId} is null`),
    // The dashboard's week: refused payouts whose money is not back yet (a failed row is reversed in the same
    // transaction as a rule, so this index holds next to nothing).
    index('transfers_failed_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.failedAt} is not null and ${t.reversalEntryId} is null`),
    // (company_id, source_wallet_id) → ledger_accounts is held by triggers (migration 0037, decision 0015), not a
    // foreign key: one set-based check per insert statement instead of one row-by-row check per transfer.
    check(
      'transfers_status_check',
      sql`${t.status} in ('accepted', 'pending', 'settled', 'failed', 'reversed')`,
    ),
    check('transfers_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    // A reversed transfer has its reversal entry; a settled one its settlement entry.
    check(
      'transfers_entries_check',
      sql`(${t.status} <> 'reversed' or ${t.reversalEntryId} is not null) and (${t.status} <> 'settled' or ${t.settlementEntryId} is not null)`,
    ),
  ],
);

/**
 * The fee schedule of bank transfers: bands of amount (kobo, inclusive upper bound; null = above every band) and
 * their fee. Rows with a company override the platform's (company_id null) for that business.
 */
export const transferFeeBands = pgTable(
  'transfer_fee_bands',
  {
    id: id().primaryKey(),
    companyId: uuid('company_id'),
    upTo: bigint('up_to', { mode: 'number' }),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** VAT on the fee in basis points (750 = 7.5%). */
    vatBps: integer('vat_bps').notNull().default(750),
    createdAt: createdAt(),
  },
  (t) => [index('transfer_fee_bands_company_idx').on(t.companyId)],
);

/** The sandbox banking rail's own books: the transfers it accepted and the signed callbacks it owes. */
export const sandboxBankTransfers = pgTable(
  'sandbox_bank_transfers',
  {
    providerReference: text('provider_reference').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'settled' | 'failed'>().notNull().default('pending'),
    /** What the test account makes of it: settle, fail after pending, or stay pending until re-queried. */
    plan: text('plan').$type<'settle' | 'fail' | 'stuck'>().notNull(),
    settleDueAt: at('settle_due_at').notNull(),
    sessionId: text('session_id'),
    failureReason: text('failure_reason'),
    decidedAt: at('decided_at'),
    callbackDueAt: at('callback_due_at'),
    callbackDeliveredAt: at('callback_delivered_at'),
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_bank_transfers_merchant_key').on(t.merchantReference),
    index('sandbox_bank_transfers_due_idx').on(t.settleDueAt).where(sql`${t.status} = 'pending'`),
    index('sandbox_bank_transfers_callback_idx')
      .on(t.callbackDueAt)
      .where(sql`${t.callbackDeliveredAt} is null`),
  ],
);
