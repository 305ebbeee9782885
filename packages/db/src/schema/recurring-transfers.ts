// Recurring transfers: a schedule (daily, weekly on a weekday, monthly on a day; dates in Africa/Lagos) that pays a
// beneficiary or another wallet of the business, and one row per run. A run is unique per (schedule, date), and
// its transfer carries the idempotency key derived from the same pair, so a doubled or retried job pays once.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { ledgerAccounts } from './ledger.ts';

export const recurringTransfers = pgTable(
  'recurring_transfers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    status: text('status')
      .$type<'active' | 'paused' | 'cancelled' | 'completed'>()
      .notNull()
      .default('active'),
    sourceWalletId: uuid('source_wallet_id').notNull(),
    beneficiaryId: uuid('beneficiary_id'),
    destinationWalletId: uuid('destination_wallet_id'),
    /** The account as checked when the schedule was made (a beneficiary's, or the wallet's own number). */
    channel: text('channel').$type<'bank' | 'wallet'>().notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name'),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    narration: text('narration').notNull(),
    frequency: text('frequency').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    /** Weekly: ISO weekday 1–7; monthly: day of the month 1–31 (the last day of a shorter month). */
    day: integer('day'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** How many runs to make, instead of an end date. */
    count: integer('count'),
    runsMade: integer('runs_made').notNull().default(0),
    runsFailed: integer('runs_failed').notNull().default(0),
    nextRunDate: date('next_run_date', { mode: 'string' }),
    lastRunDate: date('last_run_date', { mode: 'string' }),
    /** Refused attempts of the next run so far, and when the next attempt is due (the retry policy's state). */
    retryAttempts: integer('retry_attempts').notNull().default(0),
    retryAt: at('retry_at'),
    /** The member who set it up: runs are sent as theirs (their limits apply). */
    createdBy: uuid('created_by').notNull(),
    approvalRequestId: text('approval_request_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.sourceWalletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    uniqueIndex('recurring_transfers_idempotency_key').on(t.companyId, t.idempotencyKey),
    index('recurring_transfers_list_idx').on(t.companyId, t.createdAt),
    index('recurring_transfers_due_idx').on(t.nextRunDate).where(sql`${t.status} = 'active'`),
    check(
      'recurring_transfers_status_check',
      sql`${t.status} in ('active', 'paused', 'cancelled', 'completed')`,
    ),
    check('recurring_transfers_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
    check('recurring_transfers_amount_check', sql`${t.amount} > 0`),
    check(
      'recurring_transfers_destination_check',
      sql`(${t.beneficiaryId} is null) <> (${t.destinationWalletId} is null)`,
    ),
  ],
);

export const recurringTransferRuns = pgTable(
  'recurring_transfer_runs',
  {
    companyId: uuid('company_id').notNull(),
    id: id(),
    recurringTransferId: uuid('recurring_transfer_id').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'paid' | 'failed'>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    transferId: uuid('transfer_id'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.recurringTransferId],
      foreignColumns: [recurringTransfers.companyId, recurringTransfers.id],
    }),
    uniqueIndex('recurring_transfer_runs_date_key').on(t.companyId, t.recurringTransferId, t.runDate),
    check('recurring_transfer_runs_status_check', sql`${t.status} in ('paid', 'failed')`),
    check(
      'recurring_transfer_runs_outcome_check',
      sql`(${t.status} = 'paid') = (${t.transferId} is not null)`,
    ),
  ],
);
