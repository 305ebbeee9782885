// Settlements (/settings/settlements): the business's own bank accounts money is settled to, each confirmed with a
// code emailed to the member who added it, and sweep rules that move a wallet's balance above a floor to one of them
// on a schedule (Africa/Lagos dates). A sweep is unique per (rule, date) and its transfer carries the idempotency key
// derived from the same pair, so a doubled or retried job moves money once.
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

export const settlementAccounts = pgTable(
  'settlement_accounts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    /** pending until the emailed code comes back; removed accounts keep their row for the sweeps' history. */
    status: text('status').$type<'pending' | 'active' | 'removed'>().notNull().default('pending'),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name'),
    accountNumber: text('account_number').notNull(),
    /** As the bank's name enquiry answered it. */
    accountName: text('account_name').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    addedBy: uuid('added_by').notNull(),
    confirmedAt: at('confirmed_at'),
    removedAt: at('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('settlement_accounts_list_idx').on(t.companyId, t.createdAt),
    uniqueIndex('settlement_accounts_number_key')
      .on(t.companyId, t.bankCode, t.accountNumber)
      .where(sql`${t.status} <> 'removed'`),
    check('settlement_accounts_status_check', sql`${t.status} in ('pending', 'active', 'removed')`),
  ],
);

export const sweepRules = pgTable(
  'sweep_rules',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    status: text('status').$type<'active' | 'paused' | 'deleted'>().notNull().default('active'),
    walletId: uuid('wallet_id').notNull(),
    settlementAccountId: uuid('settlement_account_id').notNull(),
    /** What stays in the wallet (kobo); the balance above it moves, less the transfer fee. */
    floor: bigint('floor', { mode: 'number' }).notNull(),
    frequency: text('frequency').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    /** Weekly: ISO weekday 1–7; monthly: day of the month 1–31 (the last day of a shorter month). */
    day: integer('day'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    nextRunDate: date('next_run_date', { mode: 'string' }),
    lastRunDate: date('last_run_date', { mode: 'string' }),
    /** The member who set it up: sweeps are sent as theirs (their limits apply). */
    createdBy: uuid('created_by').notNull(),
    approvalRequestId: text('approval_request_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.walletId],
      foreignColumns: [ledgerAccounts.companyId, ledgerAccounts.id],
    }),
    foreignKey({
      columns: [t.companyId, t.settlementAccountId],
      foreignColumns: [settlementAccounts.companyId, settlementAccounts.id],
    }),
    uniqueIndex('sweep_rules_idempotency_key').on(t.companyId, t.idempotencyKey),
    index('sweep_rules_list_idx').on(t.companyId, t.createdAt),
    index('sweep_rules_due_idx').on(t.nextRunDate).where(sql`${t.status} = 'active'`),
    check('sweep_rules_status_check', sql`${t.status} in ('active', 'paused', 'deleted')`),
    check('sweep_rules_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
    check('sweep_rules_floor_check', sql`${t.floor} >= 0`),
  ],
);

export const sweeps = pgTable(
  'sweeps',
  {
    companyId: uuid('company_id').notNull(),
    id: id(),
    sweepRuleId: uuid('sweep_rule_id').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    /** moved: a transfer was posted; nothing: the balance was at or under the floor; failed: refused (reason). */
    status: text('status').$type<'moved' | 'nothing' | 'failed'>().notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    transferId: uuid('transfer_id'),
    reference: text('reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.sweepRuleId],
      foreignColumns: [sweepRules.companyId, sweepRules.id],
    }),
    uniqueIndex('sweeps_date_key').on(t.companyId, t.sweepRuleId, t.runDate),
    check('sweeps_status_check', sql`${t.status} in ('moved', 'nothing', 'failed')`),
    check('sweeps_outcome_check', sql`(${t.status} = 'moved') = (${t.transferId} is not null)`),
  ],
);
