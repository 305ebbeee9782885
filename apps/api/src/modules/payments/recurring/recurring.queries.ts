// Reads and writes of recurring transfers and their runs (always by company_id, except the sweep of due schedules
// over every business). The transfers a run made are read through the payments queries.
import type { RecurringRun, RecurringTransfer } from '@paydesk/contracts';
import { type Executor, recurringTransferRuns, recurringTransfers, transfers } from '@paydesk/db';
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';

export type RecurringRow = typeof recurringTransfers.$inferSelect;
export type NewRecurring = typeof recurringTransfers.$inferInsert;

export function toRecurring(row: RecurringRow, walletName: string): RecurringTransfer {
  return {
    _id: row.id,
    status: row.status,
    sourceWalletId: row.sourceWalletId,
    sourceWalletName: walletName,
    beneficiaryId: row.beneficiaryId,
    destinationWalletId: row.destinationWalletId,
    channel: row.channel,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    amount: row.amount,
    narration: row.narration,
    frequency: row.frequency,
    day: row.day,
    startDate: row.startDate,
    endDate: row.endDate,
    count: row.count,
    runsMade: row.runsMade,
    runsFailed: row.runsFailed,
    nextRunDate: row.status === 'active' ? row.nextRunDate : null,
    lastRunDate: row.lastRunDate,
    pendingRetry:
      row.status === 'active' && row.retryAt
        ? { at: row.retryAt.toISOString(), refusals: row.retryAttempts }
        : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertRecurring(tx: Executor, values: NewRecurring): Promise<RecurringRow> {
  const [row] = await tx.insert(recurringTransfers).values(values).returning();
  return row!;
}

export async function findRecurring(
  db: Executor,
  companyId: string,
  id: string,
  lock = false,
): Promise<RecurringRow | undefined> {
  const query = db
    .select()
    .from(recurringTransfers)
    .where(and(eq(recurringTransfers.companyId, companyId), eq(recurringTransfers.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findRecurringByKey(db: Executor, companyId: string, key: string) {
  const [row] = await db
    .select()
    .from(recurringTransfers)
    .where(and(eq(recurringTransfers.companyId, companyId), eq(recurringTransfers.idempotencyKey, key)));
  return row;
}

export async function updateRecurring(
  tx: Executor,
  row: Pick<RecurringRow, 'companyId' | 'id'>,
  values: Partial<NewRecurring>,
): Promise<RecurringRow> {
  const [updated] = await tx
    .update(recurringTransfers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(recurringTransfers.companyId, row.companyId), eq(recurringTransfers.id, row.id)))
    .returning();
  return updated!;
}

export async function listRecurring(
  db: Executor,
  companyId: string,
  query: { page: number; limit: number; status?: RecurringRow['status'] | undefined },
) {
  const where = and(
    eq(recurringTransfers.companyId, companyId),
    query.status ? eq(recurringTransfers.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recurringTransfers)
      .where(where)
      .orderBy(desc(recurringTransfers.createdAt), desc(recurringTransfers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(recurringTransfers).where(where),
  ]);
  return { rows, totalDocs: total?.n ?? 0 };
}

/**
 * Active schedules whose next run is due on or before the Lagos day, and whose retry (if one waits) is due by
 * `now` (every business: the sweep's work).
 */
export async function dueRecurring(db: Executor, day: string, limit: number, now = new Date()) {
  return db
    .select({
      companyId: recurringTransfers.companyId,
      recurringTransferId: recurringTransfers.id,
      runDate: recurringTransfers.nextRunDate,
    })
    .from(recurringTransfers)
    .where(
      and(
        eq(recurringTransfers.status, 'active'),
        lte(recurringTransfers.nextRunDate, day),
        or(isNull(recurringTransfers.retryAt), lte(recurringTransfers.retryAt, now)),
      ),
    )
    .orderBy(asc(recurringTransfers.nextRunDate))
    .limit(limit);
}

export async function findRun(db: Executor, companyId: string, recurringTransferId: string, runDate: string) {
  const [row] = await db
    .select()
    .from(recurringTransferRuns)
    .where(
      and(
        eq(recurringTransferRuns.companyId, companyId),
        eq(recurringTransferRuns.recurringTransferId, recurringTransferId),
        eq(recurringTransferRuns.runDate, runDate),
      ),
    );
  return row;
}

export async function insertRun(tx: Executor, values: typeof recurringTransferRuns.$inferInsert) {
  const [row] = await tx.insert(recurringTransferRuns).values(values).returning();
  return row!;
}

/** A schedule's runs, newest first, with the reference and status of the transfer each paid. */
export async function runPage(
  db: Executor,
  companyId: string,
  recurringTransferId: string,
  query: { page: number; limit: number },
): Promise<{ docs: RecurringRun[]; totalDocs: number }> {
  const where = and(
    eq(recurringTransferRuns.companyId, companyId),
    eq(recurringTransferRuns.recurringTransferId, recurringTransferId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        run: recurringTransferRuns,
        reference: transfers.reference,
        transferStatus: transfers.status,
      })
      .from(recurringTransferRuns)
      .leftJoin(
        transfers,
        and(
          eq(transfers.companyId, recurringTransferRuns.companyId),
          eq(transfers.id, recurringTransferRuns.transferId),
        ),
      )
      .where(where)
      .orderBy(desc(recurringTransferRuns.runDate))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(recurringTransferRuns).where(where),
  ]);
  return {
    totalDocs: total?.n ?? 0,
    docs: rows.map(({ run, reference, transferStatus }) => ({
      _id: run.id,
      runDate: run.runDate,
      status: run.status,
      amount: run.amount,
      fee: run.fee,
      transferId: run.transferId,
      reference: reference ?? null,
      transferStatus: transferStatus ?? null,
      failureReason: run.failureReason,
      createdAt: run.createdAt.toISOString(),
    })),
  };
}
