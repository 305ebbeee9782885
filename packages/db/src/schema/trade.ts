// Trade finance: advances against a business's receivable invoices, and their repayments. The invoice document is
// a stored file of the business; the money moves only through the ledger (entry ids are kept here for the trail):
// disbursement from the business's trade-advances system account to its main wallet, repayments back.
// Reminder columns record each reminder once (3 days before the due date, on the day, overdue).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { storedFiles } from './files.ts';
import { ledgerAccounts } from './ledger.ts';
import { operators } from './operators.ts';

export const TRADE_ADVANCE_STATUSES = [
  'submitted',
  'under_review',
  'approved',
  'rejected',
  'disbursed',
  'repaid',
  'overdue',
] as const;
export type TradeAdvanceStatus = (typeof TRADE_ADVANCE_STATUSES)[number];

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

export const tradeAdvances = pgTable(
  'trade_advances',
  {
    companyId: company(),
    id: id(),
    reference: text('reference').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceAmount: bigint('invoice_amount', { mode: 'number' }).notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    documentId: uuid('document_id').notNull(),
    requestedAmount: bigint('requested_amount', { mode: 'number' }).notNull(),
    approvedAmount: bigint('approved_amount', { mode: 'number' }),
    fee: bigint('fee', { mode: 'number' }),
    repaidAmount: bigint('repaid_amount', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<TradeAdvanceStatus>().notNull().default('submitted'),
    rejectionReason: text('rejection_reason'),
    reviewComment: text('review_comment'),
    reviewedBy: uuid('reviewed_by').references(() => operators.id),
    /** The wallet the advance was paid into (the main wallet at approval). */
    walletId: uuid('wallet_id'),
    disbursementEntryId: uuid('disbursement_entry_id'),
    requestedBy: uuid('requested_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reviewStartedAt: at('review_started_at'),
    approvedAt: at('approved_at'),
    rejectedAt: at('rejected_at'),
    disbursedAt: at('disbursed_at'),
    overdueAt: at('overdue_at'),
    repaidAt: at('repaid_at'),
    remindedBeforeAt: at('reminded_before_at'),
    remindedDueAt: at('reminded_due_at'),
    remindedOverdueAt: at('reminded_overdue_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.documentId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    foreignKey({
      columns: [t.companyId, t.walletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    uniqueIndex('trade_advances_reference_key').on(t.companyId, t.reference),
    // One document backs one request.
    uniqueIndex('trade_advances_document_key').on(t.companyId, t.documentId),
    // An invoice is advanced against once, unless it was rejected.
    uniqueIndex('trade_advances_invoice_key')
      .on(t.companyId, t.invoiceNumber)
      .where(sql`${t.status} <> 'rejected'`),
    index('trade_advances_status_idx').on(t.status, t.createdAt),
    index('trade_advances_due_idx').on(t.dueDate).where(sql`${t.status} in ('disbursed', 'overdue')`),
    check('trade_advances_invoice_positive', sql`${t.invoiceAmount} > 0`),
    check('trade_advances_requested_positive', sql`${t.requestedAmount} > 0`),
    check('trade_advances_requested_share', sql`${t.requestedAmount} <= ${t.invoiceAmount}`),
    check(
      'trade_advances_approved_share',
      sql`${t.approvedAmount} is null or (${t.approvedAmount} > 0 and ${t.approvedAmount} <= ${t.invoiceAmount})`,
    ),
    check(
      'trade_advances_repaid_range',
      sql`${t.repaidAmount} >= 0 and ${t.repaidAmount} <= coalesce(${t.approvedAmount}, 0) + coalesce(${t.fee}, 0)`,
    ),
    check('trade_advances_dates', sql`${t.issueDate} <= ${t.dueDate}`),
    check(
      'trade_advances_status',
      sql`${t.status} in ('submitted', 'under_review', 'approved', 'rejected', 'disbursed', 'repaid', 'overdue')`,
    ),
  ],
);

export const tradeRepayments = pgTable(
  'trade_repayments',
  {
    companyId: company(),
    id: id(),
    advanceId: uuid('advance_id').notNull(),
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    walletId: uuid('wallet_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    paidBy: uuid('paid_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.advanceId],
      foreignColumns: [tradeAdvances.companyId, tradeAdvances.id],
    }),
    foreignKey({
      columns: [t.companyId, t.walletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    uniqueIndex('trade_repayments_reference_key').on(t.companyId, t.reference),
    index('trade_repayments_advance_idx').on(t.companyId, t.advanceId),
    check('trade_repayments_amount_positive', sql`${t.amount} > 0`),
  ],
);
