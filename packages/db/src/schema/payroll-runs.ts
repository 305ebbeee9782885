// Payroll runs: a run (period, who it pays, its status), one line per employee with the engine's payslip and the
// line's payment, what a re-run changed, the remittances grouped by party, and the scheduled payrolls. Lines keep a
// snapshot of the employee (a run in history does not change when the employee does), so they carry no foreign key
// to employees; every link inside the feature is a composite (company_id, …) key. The statutory items' columns and
// the remittance kinds come from the catalogue of `@paydesk/payroll` (docs/decisions/0021).
import { REMITTANCE_KINDS, STATUTORY_ITEMS, type StatutoryKey, statutoryKey } from '@paydesk/payroll';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { storedFiles } from './files.ts';
import { paySchedules } from './payroll-setup.ts';

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);
const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One column per statutory item, named by its code (`paye`, `pension_employee`, `nhf`, …; property `pensionEmployee`),
 * in the catalogue's order: a new item's column comes from `npm run db:generate` (ADD COLUMN … DEFAULT 0: no rewrite,
 * older lines read 0). Never drop an item from the catalogue: its column, and the history in it, would go with it.
 */
const statutoryColumns = Object.fromEntries(
  STATUTORY_ITEMS.map((item) => [statutoryKey(item.code), kobo(item.code)]),
) as Record<StatutoryKey, ReturnType<typeof kobo>>;

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    companyId: company(),
    id: id(),
    name: text('name').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The period end's month (1–12), kept by PostgreSQL: the annual return sorts a year's PAYE into months by it. */
    periodMonth: integer('period_month')
      .notNull()
      .generatedAlwaysAs(sql`extract(month from period_end)::int`),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    /** The schedule it was made for (no key: a run in history outlives a deleted schedule). */
    payScheduleId: uuid('pay_schedule_id'),
    everyone: boolean('everyone').notNull().default(false),
    payGroupIds: jsonb('pay_group_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('draft'),
    scheduled: boolean('scheduled').notNull().default(false),
    /**
     * 'regular' (the period's salaries; one a period per pay group) or 'off-cycle' (a bonus or a correction beside
     * it: never recovers on-demand pay, compared only with other off-cycle runs).
     */
    kind: text('kind').notNull().default('regular'),
    // the computation
    computeState: text('compute_state').notNull().default('not-started'),
    generation: integer('generation').notNull().default(0),
    computeTotal: integer('compute_total').notNull().default(0),
    computeProcessed: integer('compute_processed').notNull().default(0),
    computeFailure: text('compute_failure'),
    /**
     * The last id of the scope the computation finished (employees are computed in id order, chunk by chunk; the id
     * may be of an employee who left the scope meanwhile and has no line).
     */
    computeCursor: uuid('compute_cursor'),
    /** The next line number to give a new line. */
    nextLineNo: integer('next_line_no').notNull().default(1),
    computeStartedAt: at('compute_started_at'),
    computedAt: at('computed_at'),
    /** `{ changed, added, removed, unchanged }` against the previous computation. */
    changes: jsonb('changes'),
    /** PayrollTotals, refreshed after every computation and line edit. */
    totals: jsonb('totals'),
    // review and approval
    submissionComment: text('submission_comment'),
    submittedBy: uuid('submitted_by'),
    submittedAt: at('submitted_at'),
    approvalRequestId: text('approval_request_id'),
    approvedBy: uuid('approved_by'),
    approvedAt: at('approved_at'),
    rejectionReason: text('rejection_reason'),
    rejectedBy: uuid('rejected_by'),
    rejectedAt: at('rejected_at'),
    // payment
    sourceWalletId: uuid('source_wallet_id'),
    /** The payments batch the salaries go out in (its lines are keyed by the run's line numbers). */
    paymentBatchId: uuid('payment_batch_id'),
    payStartedAt: at('pay_started_at'),
    /**
     * Lines still to settle (not paid or skipped) once paying started: set by the pay request, less one as each salary
     * settles; the run completes at 0. A bank's answer reads it on the run row it locks anyway, instead of probing
     * the lines' index, whose entries for settled lines it would walk past more of at every answer (issue 31).
     */
    openLines: integer('open_lines').notNull().default(0),
    /** When the on-demand recoveries were recorded (once, at completion). */
    recoveriesRecordedAt: at('recoveries_recorded_at'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: at('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('payroll_runs_list_idx').on(t.companyId, t.status, t.createdAt),
    index('payroll_runs_period_idx').on(t.companyId, t.periodEnd),
    check(
      'payroll_runs_status',
      sql`${t.status} in ('draft', 'in-review', 'approved', 'rejected', 'processing', 'completed')`,
    ),
    check(
      'payroll_runs_compute_state',
      sql`${t.computeState} in ('not-started', 'queued', 'computing', 'completed', 'failed')`,
    ),
    check('payroll_runs_period', sql`${t.periodStart} <= ${t.periodEnd}`),
    check('payroll_runs_kind', sql`${t.kind} in ('regular', 'off-cycle')`),
    check('payroll_runs_progress', sql`${t.computeProcessed} between 0 and ${t.computeTotal}`),
  ],
);

/**
 * One employee in one run: the engine's figures, the edits, the issues found, and the salary's payment. Migration
 * 0063 sets `toast_tuple_target = 256` (drizzle cannot say it here): the json values live out of the row, so updating
 * the payment state does not write the ~4 KB payslip again. 0069 sets `fillfactor = 50`, and no index may hold a
 * column the pay request or a bank answer sets (the payment state and the columns beside it): those updates are then
 * HOT updates, with no index entry written (decision 0027).
 */
export const payrollRunLines = pgTable(
  'payroll_run_lines',
  {
    // Implied by the (company_id, run_id) key into payroll_runs (no second check per line).
    companyId: uuid('company_id').notNull(),
    runId: uuid('run_id').notNull(),
    id: id(),
    /** 1..n within the run: the payments batch line number (so one transfer per line, whatever is retried). */
    lineNo: integer('line_no').notNull(),
    employeeId: uuid('employee_id').notNull(),
    /** The run's computation that wrote the line (a line of an older one is removed when it ends). */
    generation: integer('generation').notNull(),
    payGroupId: uuid('pay_group_id'),
    payGroupName: text('pay_group_name'),
    /** `{ firstName, lastName, email, staffId, department, stateOfResidence, pfaId, pfaName, rsaPin, taxId }`. */
    employee: jsonb('employee').notNull(),
    /** The snapshot's state of residence ('' as null), kept by PostgreSQL for the return's narrow index (below). */
    stateOfResidence: text('state_of_residence').generatedAlwaysAs(
      sql`nullif(employee->>'stateOfResidence', '')`,
    ),
    /** sha256 of the engine's input: equal hashes give equal figures (the run is deterministic). */
    inputHash: text('input_hash').notNull(),
    /**
     * A digest of the inputs (gross, structure version, allowances, …) to say what changed on a re-run. `json`, not
     * `jsonb` (as `result`): stored as written, only read whole by the API; PostgreSQL does not build jsonb's binary
     * form on each of a 100,000-line run's writes (migration 0038).
     */
    inputDigest: json('input_digest').notNull(),
    /** The engine's PayslipResult (earnings, deductions, employer costs, tax working, YTD); `json` (above). */
    result: json('result').notNull(),
    grossPay: kobo('gross_pay'),
    benefitsInKind: kobo('benefits_in_kind'),
    taxableIncome: kobo('taxable_income'),
    ...statutoryColumns,
    otherDeductions: kobo('other_deductions'),
    onDemandRecovery: kobo('on_demand_recovery'),
    totalDeductions: kobo('total_deductions'),
    netPay: kobo('net_pay'),
    employerCost: kobo('employer_cost'),
    /**
     * The tax working's annual rent relief, CRA and total reliefs (codes `rent_relief`, `cra`, `reliefs`), copied
     * out of `result` when the line is written: the annual PAYE return adds a year of 100,000 employees' lines up
     * from these, without parsing each line's json (issue 28, migration 0061).
     */
    annualRentRelief: kobo('annual_rent_relief'),
    annualCra: kobo('annual_cra'),
    annualReliefs: kobo('annual_reliefs'),
    /**
     * What the review's minimum-wage check reads of the payslip: its tax regime, days paid of the period's days,
     * and the tax working's annual income and chargeable income (codes `annual_income`, `chargeable`), copied out of
     * `result` when the line is written. Read from the json, every submission and approval fetched and parsed each
     * line's payslip (migration 0071). Null regime and days: a line without a payslip (no structure).
     */
    regime: text('regime'),
    daysPaid: integer('days_paid'),
    daysInPeriod: integer('days_in_period'),
    annualIncome: kobo('annual_income'),
    annualChargeable: kobo('annual_chargeable'),
    /** One-off bonuses and deductions added in review: `{ id, kind, name, amountKobo, taxable, reason, … }`. */
    adjustments: jsonb('adjustments').notNull().default(sql`'[]'::jsonb`),
    /** Variance codes of this line (no-structure, no-bank-account, new-joiner, …). */
    issues: jsonb('issues').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    accountName: text('account_name'),
    paymentState: text('payment_state').notNull().default('unpaid'),
    /** The payments batch of the line's latest attempt (the first payment, or a retry). */
    paymentBatchId: uuid('payment_batch_id'),
    transferId: uuid('transfer_id'),
    transferReference: text('transfer_reference'),
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    fee: kobo('fee'),
    failureReason: text('failure_reason'),
    paidAt: at('paid_at'),
    payslipEmailedAt: at('payslip_emailed_at'),
    payslipEmailCount: integer('payslip_email_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.runId],
      foreignColumns: [payrollRuns.companyId, payrollRuns.id],
    }).onDelete('cascade'),
    uniqueIndex('payroll_run_lines_employee_key').on(t.companyId, t.runId, t.employeeId),
    uniqueIndex('payroll_run_lines_line_no_key').on(t.companyId, t.runId, t.lineNo),
    index('payroll_run_lines_employee_idx').on(t.companyId, t.employeeId),
    /**
     * Every column the annual PAYE return adds up, so it reads a year of lines index-only: ~150 bytes a line
     * instead of the ~4 KB heap row that carries the payslip's json (issue 28, bench/annual-return.ts).
     */
    index('payroll_run_lines_return_idx').on(
      t.companyId,
      t.runId,
      t.employeeId,
      t.stateOfResidence,
      t.grossPay,
      t.benefitsInKind,
      t.taxableIncome,
      t.paye,
      t.pensionEmployee,
      t.nhf,
      t.nhisEmployee,
      t.annualRentRelief,
      t.annualCra,
      t.annualReliefs,
    ),
    check(
      'payroll_run_lines_payment_state',
      sql`${t.paymentState} in ('unpaid', 'pending', 'paid', 'failed', 'reversed', 'skipped')`,
    ),
    check('payroll_run_lines_net', sql`${t.netPay} >= 0`),
  ],
);

/** What the latest computation of a run changed against the one before, per employee. */
export const payrollRunChanges = pgTable(
  'payroll_run_changes',
  {
    companyId: company(),
    runId: uuid('run_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    employeeName: text('employee_name').notNull(),
    change: text('change').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    previousNetPay: bigint('previous_net_pay', { mode: 'number' }),
    netPay: bigint('net_pay', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.runId, t.employeeId] }),
    foreignKey({
      columns: [t.companyId, t.runId],
      foreignColumns: [payrollRuns.companyId, payrollRuns.id],
    }).onDelete('cascade'),
    check('payroll_run_changes_change', sql`${t.change} in ('added', 'removed', 'changed')`),
  ],
);

/**
 * A reviewer's acknowledgement of one warning of a run's variance check (issue 28: warnings, such as variance, are
 * acknowledged before approval). `key` names the warning (`<code>:<employee id>`), `fingerprint` what it said when
 * acknowledged: a computation that changes the warning changes its fingerprint, and the acknowledgement no longer
 * counts.
 */
export const payrollWarningAcknowledgements = pgTable(
  'payroll_warning_acknowledgements',
  {
    companyId: company(),
    runId: uuid('run_id').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    acknowledgedBy: uuid('acknowledged_by'),
    acknowledgedByName: text('acknowledged_by_name').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.runId, t.key] }),
    foreignKey({
      columns: [t.companyId, t.runId],
      foreignColumns: [payrollRuns.companyId, payrollRuns.id],
    }).onDelete('cascade'),
  ],
);

/** A run's remittance to one party (PAYE of a state, pension of a PFA, NHF, NSITF, ITF), paid once. */
export const payrollRemittances = pgTable(
  'payroll_remittances',
  {
    companyId: company(),
    runId: uuid('run_id').notNull(),
    id: id(),
    kind: text('kind').notNull(),
    /** 'paye:Lagos', 'pension:12', 'nhf', 'nhia', 'nsitf', 'itf': one remittance per party and run. */
    partyKey: text('party_key').notNull(),
    name: text('name').notNull(),
    state: text('state'),
    pfaId: integer('pfa_id'),
    employeeCount: integer('employee_count').notNull(),
    amount: kobo('amount'),
    status: text('status').notNull().default('unpaid'),
    remittancePartyId: uuid('remittance_party_id'),
    /** The payments batch of the latest payment attempt (one line). */
    paymentBatchId: uuid('payment_batch_id'),
    sourceWalletId: uuid('source_wallet_id'),
    transferId: uuid('transfer_id'),
    transferReference: text('transfer_reference'),
    failureReason: text('failure_reason'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.runId],
      foreignColumns: [payrollRuns.companyId, payrollRuns.id],
    }).onDelete('cascade'),
    uniqueIndex('payroll_remittances_party_key').on(t.companyId, t.runId, t.partyKey),
    check('payroll_remittances_kind', oneOf(sql`${t.kind}`, REMITTANCE_KINDS)),
    check('payroll_remittances_status', sql`${t.status} in ('unpaid', 'pending', 'paid', 'failed')`),
  ],
);

/**
 * The authority's receipt of a paid remittance (issue 28, proof per employee), recorded by the employer: the receipt
 * number the authority or PFA issued and/or its uploaded file (a stored file). One per remittance; a new one replaces
 * it (the old file stays on record, the replacement is audited).
 */
export const payrollRemittanceReceipts = pgTable(
  'payroll_remittance_receipts',
  {
    companyId: company(),
    remittanceId: uuid('remittance_id').notNull(),
    receiptNumber: text('receipt_number'),
    fileId: uuid('file_id'),
    recordedBy: uuid('recorded_by'),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.remittanceId] }),
    foreignKey({
      columns: [t.companyId, t.remittanceId],
      foreignColumns: [payrollRemittances.companyId, payrollRemittances.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.id],
    }),
    check('payroll_remittance_receipts_some', sql`${t.receiptNumber} is not null or ${t.fileId} is not null`),
  ],
);

/** A pay schedule that creates, runs and submits its draft N days before pay day (never pays by itself). */
export const payrollAutoRuns = pgTable(
  'payroll_auto_runs',
  {
    companyId: company(),
    payScheduleId: uuid('pay_schedule_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    daysBefore: integer('days_before').notNull(),
    everyone: boolean('everyone').notNull().default(false),
    payGroupIds: jsonb('pay_group_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The last period end a draft was created for (one draft per period). */
    lastPeriodEnd: date('last_period_end', { mode: 'string' }),
    lastRunId: uuid('last_run_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payScheduleId] }),
    foreignKey({
      columns: [t.companyId, t.payScheduleId],
      foreignColumns: [paySchedules.companyId, paySchedules.id],
    }).onDelete('cascade'),
    check('payroll_auto_runs_days', sql`${t.daysBefore} between 1 and 20`),
  ],
);

/**
 * A state's annual PAYE return of a tax year marked as filed (issue 28): who said so and when. The return itself is
 * built from the lines at each read; only the filing is stored.
 */
export const payrollAnnualReturnFilings = pgTable(
  'payroll_annual_return_filings',
  {
    companyId: company(),
    year: integer('year').notNull(),
    state: text('state').notNull(),
    filedBy: uuid('filed_by'),
    filedByName: text('filed_by_name').notNull(),
    /** The return's figures when it was filed: `{ employeeCount, payeKobo, grossEmolumentsKobo }`. */
    totals: jsonb('totals').notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year, t.state] })],
);
