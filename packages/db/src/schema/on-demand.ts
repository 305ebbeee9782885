// On-demand pay (earned wage access): the business's rules and per-group overrides, withdrawals and savings
// requests with their approval links, recoveries at payday (payroll deduction or a paid payment note), and the
// payment notes of the advanced funding mode with their payments. Money is kobo; the money itself moves only
// through the ledger (entry ids are kept here for the trail). Tenant tables are keyed (company_id, id) and link by
// composite foreign keys.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { employeeGroups, employees } from './people.ts';

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);
const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const onDemandRules = pgTable(
  'on_demand_rules',
  {
    companyId: company().primaryKey(),
    accessPercent: integer('access_percent').notNull(),
    cutOffDays: integer('cut_off_days').notNull(),
    payday: integer('payday').notNull(),
    minWithdrawal: kobo('min_withdrawal'),
    /** 0: no maximum beyond the available amount. */
    maxWithdrawal: kobo('max_withdrawal'),
    withdrawalsPerPeriod: integer('withdrawals_per_period').notNull(),
    feeType: text('fee_type').$type<'flat' | 'percent'>().notNull(),
    /** Kobo when flat; basis points when percent. */
    feeValue: kobo('fee_value'),
    feeBearer: text('fee_bearer').$type<'employee' | 'business'>().notNull(),
    approvalRequired: boolean('approval_required').notNull(),
    approverIds: uuid('approver_ids').array().notNull().default(sql`'{}'::uuid[]`),
    savingsEnabled: boolean('savings_enabled').notNull(),
    fundingMode: text('funding_mode').$type<'prefunded' | 'advanced'>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('on_demand_rules_percent', sql`${t.accessPercent} between 1 and 100`),
    check('on_demand_rules_payday', sql`${t.payday} between 1 and 31`),
    check('on_demand_rules_cut_off', sql`${t.cutOffDays} between 0 and 15`),
    check('on_demand_rules_fee_type', sql`${t.feeType} in ('flat', 'percent')`),
    check('on_demand_rules_fee_bearer', sql`${t.feeBearer} in ('employee', 'business')`),
    check('on_demand_rules_funding', sql`${t.fundingMode} in ('prefunded', 'advanced')`),
    check(
      'on_demand_rules_amounts',
      sql`${t.minWithdrawal} >= 0 and ${t.maxWithdrawal} >= 0 and ${t.feeValue} >= 0`,
    ),
  ],
);

/**
 * The business's on-demand settings outside its rules (a rules row exists only once the business sets them up): one
 * row once a setting differs from its default (issue 27: it left the companies row).
 */
export const onDemandSettings = pgTable('on_demand_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The employeeEva flag (spec §3 company info): the hidden /transaction-history link to the on-demand ledger. */
  employeeEva: boolean('employee_eva').notNull().default(false),
  updatedAt: updatedAt(),
});

/** A group's overrides; null fields follow the business rules. */
export const onDemandGroupRules = pgTable(
  'on_demand_group_rules',
  {
    companyId: uuid('company_id').notNull(),
    groupId: uuid('group_id').notNull(),
    accessPercent: integer('access_percent'),
    cutOffDays: integer('cut_off_days'),
    minWithdrawal: bigint('min_withdrawal', { mode: 'number' }),
    maxWithdrawal: bigint('max_withdrawal', { mode: 'number' }),
    withdrawalsPerPeriod: integer('withdrawals_per_period'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.groupId] }),
    foreignKey({
      columns: [t.companyId, t.groupId],
      foreignColumns: [employeeGroups.companyId, employeeGroups.id],
    }).onDelete('cascade'),
  ],
);

export const ON_DEMAND_REQUEST_STATUSES = [
  'pending-approval',
  'approved',
  'processing',
  'settled',
  'reversed',
  'rejected',
] as const;

export const onDemandRequests = pgTable(
  'on_demand_requests',
  {
    companyId: company(),
    id: id(),
    employeeId: uuid('employee_id').notNull(),
    kind: text('kind').$type<'withdrawal' | 'saving'>().notNull(),
    status: text('status').$type<(typeof ON_DEMAND_REQUEST_STATUSES)[number]>().notNull(),
    /** The pay period (payday's month, YYYY-MM) the request draws on. */
    period: text('period').notNull(),
    amount: kobo('amount'),
    fee: kobo('fee'),
    feeBearer: text('fee_bearer').$type<'employee' | 'business'>().notNull(),
    /** What is deducted at payday: amount (+ fee when the employee bears it). */
    toDeduct: kobo('to_deduct'),
    fundingMode: text('funding_mode').$type<'prefunded' | 'advanced'>().notNull(),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The entry that moved the money (withdrawal: source → clearing + fee; saving: receivable ← savings). */
    entryId: uuid('entry_id'),
    settlementEntryId: uuid('settlement_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    providerReference: text('provider_reference'),
    sessionId: text('session_id'),
    failureReason: text('failure_reason'),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: at('decided_at'),
    submittedAt: at('submitted_at'),
    settledAt: at('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.employeeId], foreignColumns: [employees.companyId, employees.id] }),
    uniqueIndex('on_demand_requests_reference_key').on(t.companyId, t.reference),
    uniqueIndex('on_demand_requests_idempotency_key').on(t.companyId, t.employeeId, t.idempotencyKey),
    index('on_demand_requests_list_idx').on(t.companyId, t.createdAt, t.id),
    index('on_demand_requests_employee_idx').on(t.companyId, t.employeeId, t.period),
    index('on_demand_requests_period_idx').on(t.companyId, t.period, t.status),
    index('on_demand_requests_open_idx').on(t.status, t.submittedAt).where(sql`${t.status} = 'processing'`),
    check('on_demand_requests_kind', sql`${t.kind} in ('withdrawal', 'saving')`),
    check(
      'on_demand_requests_status',
      sql`${t.status} in ('pending-approval', 'approved', 'processing', 'settled', 'reversed', 'rejected')`,
    ),
    check('on_demand_requests_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.toDeduct} >= 0`),
  ],
);

/** The signed single-use link of an approval email (/setwithdrawals/{payload}); one per request and approver. */
export const onDemandApprovalLinks = pgTable(
  'on_demand_approval_links',
  {
    companyId: company(),
    id: id(),
    requestId: uuid('request_id').notNull(),
    approverId: uuid('approver_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.requestId],
      foreignColumns: [onDemandRequests.companyId, onDemandRequests.id],
    }).onDelete('cascade'),
    index('on_demand_approval_links_request_idx').on(t.companyId, t.requestId),
  ],
);

/** Money recovered for a period and employee: by payroll deduction or by a paid payment note. */
export const onDemandRecoveries = pgTable(
  'on_demand_recoveries',
  {
    companyId: company(),
    id: id(),
    employeeId: uuid('employee_id').notNull(),
    period: text('period').notNull(),
    source: text('source').$type<'payroll' | 'note'>().notNull(),
    amount: kobo('amount'),
    /**
     * The payroll run's (`payroll:<run id>`) or note payment's reference. A run records each employee's payslip
     * once: one row per pay period its deduction settled (its pay month first), so a row is unique per reference,
     * employee and period.
     */
    reference: text('reference').notNull(),
    entryId: uuid('entry_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.employeeId], foreignColumns: [employees.companyId, employees.id] }),
    uniqueIndex('on_demand_recoveries_reference_key').on(
      t.companyId,
      t.source,
      t.reference,
      t.employeeId,
      t.period,
    ),
    index('on_demand_recoveries_period_idx').on(t.companyId, t.period, t.employeeId),
    check('on_demand_recoveries_source', sql`${t.source} in ('payroll', 'note')`),
    check('on_demand_recoveries_amount', sql`${t.amount} > 0`),
  ],
);

/** Advanced mode: Paydesk's invoice to the business for a period's withdrawals and fees. */
export const onDemandPaymentNotes = pgTable(
  'on_demand_payment_notes',
  {
    companyId: company(),
    id: id(),
    invoiceNumber: text('invoice_number').notNull(),
    period: text('period').notNull(),
    status: text('status').$type<'open' | 'issued' | 'overdue' | 'paid'>().notNull().default('open'),
    amount: kobo('amount'),
    drawn: kobo('drawn'),
    fees: kobo('fees'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    issuedAt: at('issued_at'),
    paidAt: at('paid_at'),
    lastRemindedAt: at('last_reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('on_demand_payment_notes_period_key').on(t.companyId, t.period),
    uniqueIndex('on_demand_payment_notes_number_key').on(t.companyId, t.invoiceNumber),
    check('on_demand_payment_notes_status', sql`${t.status} in ('open', 'issued', 'overdue', 'paid')`),
  ],
);

export const onDemandNotePayments = pgTable(
  'on_demand_note_payments',
  {
    companyId: company(),
    id: id(),
    noteId: uuid('note_id').notNull(),
    amount: kobo('amount'),
    walletId: uuid('wallet_id').notNull(),
    reference: text('reference').notNull(),
    entryId: uuid('entry_id').notNull(),
    paidBy: uuid('paid_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.noteId],
      foreignColumns: [onDemandPaymentNotes.companyId, onDemandPaymentNotes.id],
    }),
    // A note is paid once.
    uniqueIndex('on_demand_note_payments_note_key').on(t.companyId, t.noteId),
    index('on_demand_note_payments_list_idx').on(t.companyId, t.createdAt),
  ],
);
