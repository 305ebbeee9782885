// Bill payments: airtime, data, electricity and cable TV bought from a wallet through the bills provider, one at a
// time or many in a batch. A bill is posted once per (business, idempotency key) or per (batch, line); its money sits
// in bills clearing until the biller answers: successful (then the bank settlement account, with a token for prepaid
// electricity) or failed (then one reversal to the wallet, fee included).
import { sql } from 'drizzle-orm';
import {
  bigint,
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

export interface BillAddonRecord {
  code: string;
  name: string;
  amount: number;
}

/** Many bills paid as one (a CSV or many lines), line by line by a job. */
export const billBatches = pgTable(
  'bill_batches',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    category: text('category').notNull(),
    status: text('status').$type<'queued' | 'processing' | 'completed'>().notNull().default('queued'),
    sourceWalletId: uuid('source_wallet_id').notNull(),
    fileName: text('file_name'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    totalFees: bigint('total_fees', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    approvalRequestId: text('approval_request_id'),
    /** The member the bills are paid as (their limits apply). */
    initiatedBy: uuid('initiated_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.sourceWalletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    index('bill_batches_status_idx').on(t.status),
    check('bill_batches_progress_check', sql`${t.processed} between 0 and ${t.total}`),
  ],
);

/** A line of a bill batch: what to buy, and what became of it (its bill, or why it was refused). */
export const billBatchLines = pgTable(
  'bill_batch_lines',
  {
    companyId: uuid('company_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    lineNo: integer('line_no').notNull(),
    billerCode: text('biller_code').notNull(),
    billerName: text('biller_name').notNull(),
    productCode: text('product_code'),
    productName: text('product_name'),
    addons: jsonb('addons').$type<BillAddonRecord[]>().notNull().default([]),
    customerNumber: text('customer_number').notNull(),
    customerName: text('customer_name'),
    customerAddress: text('customer_address'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    state: text('state').$type<'waiting' | 'sent' | 'refused'>().notNull().default('waiting'),
    billId: uuid('bill_id'),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.batchId, t.lineNo] }),
    foreignKey({
      columns: [t.companyId, t.batchId],
      foreignColumns: [billBatches.companyId, billBatches.id],
    }).onDelete('cascade'),
  ],
);

export const billPayments = pgTable(
  'bill_payments',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    /** Ours, unique across businesses: the provider's request reference and the history lines' reference. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key'),
    batchId: uuid('batch_id'),
    lineNo: integer('line_no'),
    sourceWalletId: uuid('source_wallet_id').notNull(),
    category: text('category').notNull(),
    billerCode: text('biller_code').notNull(),
    billerName: text('biller_name').notNull(),
    productCode: text('product_code'),
    productName: text('product_name'),
    addons: jsonb('addons').$type<BillAddonRecord[]>().notNull().default([]),
    customerNumber: text('customer_number').notNull(),
    customerName: text('customer_name'),
    customerAddress: text('customer_address'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'pending' | 'successful' | 'failed'>().notNull().default('pending'),
    /** Prepaid electricity: the 20-digit token and the units bought. */
    token: text('token'),
    units: text('units'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /** When the provider was first asked (null: committed, not yet sent, e.g. an approved request's). */
    submittedAt: at('submitted_at'),
    lastQueriedAt: at('last_queried_at'),
    /** The debit entry (wallet → bills clearing + fees), its settlement and its one reversal. */
    entryId: uuid('entry_id').notNull(),
    settlementEntryId: uuid('settlement_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    initiatedBy: uuid('initiated_by'),
    approvalRequestId: text('approval_request_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: at('completed_at'),
    reversedAt: at('reversed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('bill_payments_reference_key').on(t.companyId, t.reference),
    index('bill_payments_reference_idx').on(t.reference),
    uniqueIndex('bill_payments_idempotency_key').on(t.companyId, t.idempotencyKey),
    uniqueIndex('bill_payments_batch_line_key').on(t.companyId, t.batchId, t.lineNo),
    index('bill_payments_list_idx').on(t.companyId, t.createdAt),
    index('bill_payments_open_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    foreignKey({
      columns: [t.companyId, t.sourceWalletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    check('bill_payments_status_check', sql`${t.status} in ('pending', 'successful', 'failed')`),
    check('bill_payments_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    // A failed bill has its one reversal; a successful one its settlement.
    check(
      'bill_payments_entries_check',
      sql`(${t.status} <> 'failed' or ${t.reversalEntryId} is not null) and (${t.status} <> 'successful' or ${t.settlementEntryId} is not null)`,
    ),
  ],
);
