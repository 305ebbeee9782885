// Reads and writes of bill batches and their lines (always by company_id, except the sweep of unfinished batches).
import { billBatches, billBatchLines, billPayments, type Executor } from '@paydesk/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

export type BillBatchRow = typeof billBatches.$inferSelect;
export type BillBatchLineRow = typeof billBatchLines.$inferSelect;

export async function insertBillBatch(tx: Executor, row: typeof billBatches.$inferInsert) {
  const [inserted] = await tx.insert(billBatches).values(row).returning();
  return inserted!;
}

export async function insertBillBatchLines(tx: Executor, rows: (typeof billBatchLines.$inferInsert)[]) {
  if (rows.length) await tx.insert(billBatchLines).values(rows);
}

export async function findBillBatch(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(billBatches)
    .where(and(eq(billBatches.companyId, companyId), eq(billBatches.id, id)));
  return row;
}

/** The batch row locked: one processor at a time works a batch. */
export async function lockBillBatch(tx: Executor, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(billBatches)
    .where(and(eq(billBatches.companyId, companyId), eq(billBatches.id, id)))
    .for('update');
  return row;
}

export async function nextWaitingLine(tx: Executor, companyId: string, batchId: string) {
  const [row] = await tx
    .select()
    .from(billBatchLines)
    .where(
      and(
        eq(billBatchLines.companyId, companyId),
        eq(billBatchLines.batchId, batchId),
        eq(billBatchLines.state, 'waiting'),
      ),
    )
    .orderBy(asc(billBatchLines.lineNo))
    .limit(1);
  return row;
}

export async function settleLine(
  tx: Executor,
  line: Pick<BillBatchLineRow, 'companyId' | 'batchId' | 'lineNo'>,
  patch: { state: 'sent' | 'refused'; billId: string | null; error: string | null },
) {
  await tx
    .update(billBatchLines)
    .set(patch)
    .where(
      and(
        eq(billBatchLines.companyId, line.companyId),
        eq(billBatchLines.batchId, line.batchId),
        eq(billBatchLines.lineNo, line.lineNo),
      ),
    );
}

export async function updateBillBatch(
  tx: Executor,
  batch: Pick<BillBatchRow, 'companyId' | 'id'>,
  patch: Partial<typeof billBatches.$inferInsert>,
) {
  const [row] = await tx
    .update(billBatches)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(billBatches.companyId, batch.companyId), eq(billBatches.id, batch.id)))
    .returning();
  return row!;
}

/** Every line with its bill's status, token and reversal, in order. */
export async function linesWithBills(db: Executor, companyId: string, batchId: string) {
  return db
    .select({
      line: billBatchLines,
      status: billPayments.status,
      token: billPayments.token,
      reversalEntryId: billPayments.reversalEntryId,
      failureReason: billPayments.failureReason,
    })
    .from(billBatchLines)
    .leftJoin(
      billPayments,
      and(eq(billPayments.companyId, billBatchLines.companyId), eq(billPayments.id, billBatchLines.billId)),
    )
    .where(and(eq(billBatchLines.companyId, companyId), eq(billBatchLines.batchId, batchId)))
    .orderBy(asc(billBatchLines.lineNo));
}

/** Batches queued or processing (a lost job's): the sweep queues them again. */
export async function unfinishedBillBatches(db: Executor) {
  return db
    .select({ companyId: billBatches.companyId, batchId: billBatches.id })
    .from(billBatches)
    .where(
      and(
        inArray(billBatches.status, ['queued', 'processing']),
        sql`${billBatches.updatedAt} < now() - interval '30 seconds'`,
      ),
    )
    .limit(100);
}
