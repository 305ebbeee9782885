// Reads and writes of transfer batches and their lines (always by company_id, except the sweep over every business
// for unfinished batches). The transfers themselves: transfers.queries.ts.
//
// A line's outcome is stored once: a posted line is the one whose transfer exists (transfers are unique per batch
// and line number, and written in the transaction that posts the line), so a posting writes nothing back to its
// lines; only a refusal is written ('refused' and why). A line still 'waiting' without a transfer is waiting; reads
// answer it as 'sent' once its transfer exists (lines of batches posted before this rule say 'sent' themselves).
import {
  connectionOf,
  type Executor,
  type Tx,
  transferBatches,
  transferBatchLines,
  transfers,
} from '@paydesk/db';
import { and, asc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import { copyRows } from '../../../lib/copy-rows.ts';
import type { TransferRow } from '../transfers/transfers.queries.ts';

export type BatchRow = typeof transferBatches.$inferSelect;
export type BatchLineRow = typeof transferBatchLines.$inferSelect;

export async function insertBatch(
  tx: Executor,
  values: typeof transferBatches.$inferInsert,
): Promise<BatchRow> {
  const [row] = await tx.insert(transferBatches).values(values).returning();
  return row!;
}

type BatchLineInsert = typeof transferBatchLines.$inferInsert;
const LINE_COLUMNS = [
  'company_id',
  'batch_id',
  'line_no',
  'values',
  'beneficiary_id',
  'bank_code',
  'bank_name',
  'account_number',
  'account_name',
  'channel',
  'amount',
  'fee',
  'narration',
  'errors',
  'state',
  'transfer_id',
  'error',
  'owner_ref',
] as const;
const lineValues = (r: BatchLineInsert) => [
  r.companyId,
  r.batchId,
  r.lineNo,
  r.values ?? {},
  r.beneficiaryId ?? null,
  r.bankCode,
  r.bankName ?? null,
  r.accountNumber,
  r.accountName ?? null,
  r.channel ?? null,
  r.amount ?? 0,
  r.fee ?? 0,
  r.narration ?? null,
  r.errors ?? {},
  r.state ?? 'waiting',
  r.transferId ?? null,
  r.error ?? null,
  r.ownerRef ?? null,
];

/**
 * Inserts a batch's lines by one COPY on the transaction's connection (a payroll's pay request writes one line a
 * salary: 10,000 lines by INSERT … SELECT FROM unnest(…) took 201 ms, by COPY 90–100 ms, bench/README.md).
 */
export async function insertBatchLines(tx: Tx, rows: BatchLineInsert[]) {
  await copyRows(connectionOf(tx), 'transfer_batch_lines', LINE_COLUMNS, rows, lineValues);
}

export async function findBatch(db: Executor, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(transferBatches)
    .where(and(eq(transferBatches.companyId, companyId), eq(transferBatches.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateBatch(
  tx: Executor,
  row: Pick<BatchRow, 'companyId' | 'id'>,
  patch: Partial<BatchRow>,
) {
  const [updated] = await tx
    .update(transferBatches)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(transferBatches.companyId, row.companyId), eq(transferBatches.id, row.id)))
    .returning();
  return updated!;
}

/** What posting a line needs: not its uploaded values or preview errors (JSON the posting never reads). */
const postingColumns = {
  lineNo: transferBatchLines.lineNo,
  beneficiaryId: transferBatchLines.beneficiaryId,
  bankCode: transferBatchLines.bankCode,
  bankName: transferBatchLines.bankName,
  accountNumber: transferBatchLines.accountNumber,
  accountName: transferBatchLines.accountName,
  channel: transferBatchLines.channel,
  amount: transferBatchLines.amount,
  fee: transferBatchLines.fee,
  narration: transferBatchLines.narration,
  ownerRef: transferBatchLines.ownerRef,
};
export type WaitingLine = Pick<BatchLineRow, keyof typeof postingColumns>;

/** The transfer of a batch line, joined by (company, batch, line number): its unique key. */
const lineTransfer = and(
  eq(transfers.companyId, transferBatchLines.companyId),
  eq(transfers.batchId, transferBatchLines.batchId),
  eq(transfers.lineNo, transferBatchLines.lineNo),
)!;

/** A line's state as read: 'sent' once its transfer exists. */
const lineState = sql<
  BatchLineRow['state']
>`case when ${transferBatchLines.state} = 'waiting' and ${transfers.id} is not null then 'sent' else ${transferBatchLines.state} end`;

/**
 * The next lines to post, in line order: waiting, without a transfer. `after`: a line number every line up to which
 * is known to be done (the batch job's cursor), so each chunk reads only its own lines by the primary key.
 */
export async function waitingLines(
  tx: Executor,
  companyId: string,
  batchId: string,
  limit: number,
  after = 0,
): Promise<WaitingLine[]> {
  return tx
    .select(postingColumns)
    .from(transferBatchLines)
    .where(
      and(
        eq(transferBatchLines.companyId, companyId),
        eq(transferBatchLines.batchId, batchId),
        gt(transferBatchLines.lineNo, after),
        eq(transferBatchLines.state, 'waiting'),
        // The cursor on the transfers' side too: without it the anti-join read every transfer the batch already
        // made, for each chunk (0.4 s a chunk at 100,000 salaries).
        notExists(
          tx
            .select({ one: sql`1` })
            .from(transfers)
            .where(and(lineTransfer, gt(transfers.lineNo, after))),
        ),
      ),
    )
    .orderBy(asc(transferBatchLines.lineNo))
    .limit(limit);
}

/** The lines of a batch to send that repeat an earlier one exactly (account, amount, narration). */
export async function duplicateLineCount(db: Executor, companyId: string, batchId: string): Promise<number> {
  const l = transferBatchLines;
  const [row] = await db
    .select({
      duplicates: sql<number>`(count(*) - count(distinct (${l.bankCode}, ${l.accountNumber}, ${l.amount}, coalesce(${l.narration}, ''))))::int`,
    })
    .from(l)
    .where(and(eq(l.companyId, companyId), eq(l.batchId, batchId), eq(l.state, 'waiting')));
  return row?.duplicates ?? 0;
}

/**
 * Records what became of lines: a refused line says so (and why); a sent one needs nothing written, its transfer is
 * the record (see the top of this file).
 */
export async function settleLines(
  tx: Executor,
  companyId: string,
  batchId: string,
  outcomes: { lineNo: number; state: 'sent' | 'refused'; transferId: string | null; error: string | null }[],
) {
  outcomes = outcomes.filter((o) => o.state === 'refused');
  if (outcomes.length === 0) return;
  await tx.execute(sql`
    update transfer_batch_lines l set state = v.state, transfer_id = v.transfer_id, error = v.error
    from unnest(${sql.param(outcomes.map((o) => o.lineNo))}::int[], ${sql.param(outcomes.map((o) => o.state))}::text[],
                ${sql.param(outcomes.map((o) => o.transferId))}::uuid[], ${sql.param(outcomes.map((o) => o.error))}::text[])
      as v(line_no, state, transfer_id, error)
    where l.company_id = ${companyId} and l.batch_id = ${batchId} and l.line_no = v.line_no`);
}

/** A page of a batch's lines with their transfers' current status. */
export async function batchLinePage(
  db: Executor,
  companyId: string,
  batchId: string,
  query: { page: number; limit: number },
) {
  const where = and(eq(transferBatchLines.companyId, companyId), eq(transferBatchLines.batchId, batchId));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(transferBatchLines).where(where);
  const rows = await db
    .select({
      line: transferBatchLines,
      state: lineState,
      transferId: transfers.id,
      transferStatus: transfers.status,
      transferFailure: transfers.failureReason,
    })
    .from(transferBatchLines)
    .leftJoin(transfers, lineTransfer)
    .where(where)
    .orderBy(asc(transferBatchLines.lineNo))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    rows: rows.map((r) => ({
      line: { ...r.line, state: r.state, transferId: r.transferId ?? r.line.transferId },
      transferStatus: r.transferStatus,
      transferFailure: r.transferFailure,
    })),
    totalDocs: count?.n ?? 0,
  };
}

/** Counts of a batch's transfers by status, and of its lines skipped or refused. */
export async function batchCounts(db: Executor, companyId: string, batchId: string) {
  const byStatus = await db
    .select({ status: transfers.status, n: sql<number>`count(*)::int` })
    .from(transfers)
    .where(and(eq(transfers.companyId, companyId), eq(transfers.batchId, batchId)))
    .groupBy(transfers.status);
  const [lines] = await db
    .select({
      skipped: sql<number>`count(*) filter (where ${transferBatchLines.state} in ('skipped', 'refused'))::int`,
    })
    .from(transferBatchLines)
    .where(and(eq(transferBatchLines.companyId, companyId), eq(transferBatchLines.batchId, batchId)));
  const of = (s: TransferRow['status']) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return {
    accepted: of('accepted'),
    pending: of('pending'),
    settled: of('settled'),
    failed: of('failed'),
    reversed: of('reversed'),
    skipped: lines?.skipped ?? 0,
  };
}

/** Batches committed but not finished (their job lost or its worker gone). */
export async function unfinishedBatches(db: Executor) {
  return db
    .select({ companyId: transferBatches.companyId, batchId: transferBatches.id })
    .from(transferBatches)
    .where(
      and(
        inArray(transferBatches.status, ['queued', 'processing']),
        lt(transferBatches.updatedAt, sql`now() - interval '30 seconds'`),
      ),
    )
    .limit(100);
}

/** A batch's lines or its transfers (both keyed by company, batch and line number), optionally only some lines. */
const ofBatch = (
  table: typeof transferBatchLines | typeof transfers,
  companyId: string,
  batchId: string,
  lineNos?: number[],
) =>
  and(
    eq(table.companyId, companyId),
    eq(table.batchId, batchId),
    lineNos ? inArray(table.lineNo, lineNos) : undefined,
  );

/** A payout batch's lines with their transfers (status, reference, fee, failure), optionally only some lines. */
export async function payoutLineOutcomes(
  db: Executor,
  companyId: string,
  batchId: string,
  lineNos?: number[],
) {
  // Two reads by key, matched here: read right after a payroll's batch was posted, before autovacuum has analyzed
  // the new rows, the join was planned as a loop over the transfers for each line (100,000 salaries: minutes).
  const lines = await db
    .select({
      lineNo: transferBatchLines.lineNo,
      state: transferBatchLines.state,
      error: transferBatchLines.error,
      fee: transferBatchLines.fee,
    })
    .from(transferBatchLines)
    .where(ofBatch(transferBatchLines, companyId, batchId, lineNos))
    .orderBy(asc(transferBatchLines.lineNo));
  const made = await db
    .select({
      lineNo: transfers.lineNo,
      id: transfers.id,
      reference: transfers.reference,
      status: transfers.status,
      failureReason: transfers.failureReason,
      settledAt: transfers.settledAt,
    })
    .from(transfers)
    .where(ofBatch(transfers, companyId, batchId, lineNos));
  const byLine = new Map(made.map((t) => [t.lineNo, t]));
  return lines.map((line) => {
    const transfer = byLine.get(line.lineNo);
    return {
      lineNo: line.lineNo,
      // 'sent' once its transfer exists (lineState).
      lineState: line.state === 'waiting' && transfer ? ('sent' as const) : line.state,
      error: line.error,
      transferId: transfer?.id ?? null,
      reference: transfer?.reference ?? null,
      status: transfer?.status ?? null,
      fee: line.fee,
      failureReason: transfer?.failureReason ?? null,
      settledAt: transfer?.settledAt ?? null,
    };
  });
}
