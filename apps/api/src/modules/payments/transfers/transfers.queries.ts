// Reads and writes of transfers (always by company_id, except the rail's lookups by our globally unique reference
// and the sweeps over every business). Batches and their lines: transfer-batches.queries.ts.
import type { Transfer } from '@paydesk/contracts';
import { connectionOf, type Executor, type Tx, transfers } from '@paydesk/db';
import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { copyRows } from '../../../lib/copy-rows.ts';
import { newIds } from '../../../lib/ids.ts';
import { escapeLike } from '../../../lib/sql-like.ts';

export type TransferRow = typeof transfers.$inferSelect;
export type NewTransfer = typeof transfers.$inferInsert;

export function toTransfer(
  row: TransferRow,
  walletName: string,
  initiatorName: string | null = null,
  approverNames: string[] = [],
): Transfer {
  return {
    _id: row.id,
    reference: row.reference,
    batchId: row.batchId,
    lineNo: row.lineNo,
    sourceWalletId: row.sourceWalletId,
    sourceWalletName: walletName,
    beneficiaryId: row.beneficiaryId,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    channel: row.channel,
    amount: row.amount,
    fee: row.fee,
    narration: row.narration,
    status: row.status,
    sessionId: row.sessionId,
    providerReference: row.providerReference,
    failureReason: row.failureReason,
    reversal: {
      state: row.status === 'reversed' ? 'reversed' : row.status === 'failed' ? 'pending' : 'none',
      reversedAt: row.reversedAt?.toISOString() ?? null,
    },
    initiatedBy: row.initiatedBy,
    initiatedByName: initiatorName,
    approvalRequestId: row.approvalRequestId,
    approvedByNames: approverNames,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
  };
}

/** Rows per insert statement (the batch lines are written in the same chunks). */
export const ROWS_PER_INSERT = 1_000;

export async function insertTransfers(tx: Executor, rows: NewTransfer[]): Promise<TransferRow[]> {
  const out: TransferRow[] = [];
  const ids = newIds(rows.length);
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    out.push(
      ...(await tx
        .insert(transfers)
        .values(rows.slice(i, i + ROWS_PER_INSERT).map((row, j) => ({ id: ids[i + j]!, ...row })))
        .returning()),
    );
  return out;
}

/** The fields a new transfer is given; the rest start as a new transfer's defaults. */
export type NewTransferSetRow = Omit<
  TransferRow,
  | 'id'
  | 'status'
  | 'sessionId'
  | 'providerReference'
  | 'failureReason'
  | 'settlementEntryId'
  | 'reversalEntryId'
  | 'lastQueriedAt'
  | 'queryCount'
  | 'createdAt'
  | 'updatedAt'
  | 'sentAt'
  | 'settledAt'
  | 'failedAt'
  | 'reversedAt'
> & {
  /** The demo's history only: when it was sent (real transfers are written now). */
  createdAt?: Date;
};

/** The columns a new transfer is written with. */
const SET_COLUMNS = [
  'company_id',
  'id',
  'reference',
  'idempotency_key',
  'batch_id',
  'line_no',
  'source_wallet_id',
  'beneficiary_id',
  'channel',
  'bank_code',
  'bank_name',
  'account_number',
  'account_name',
  'amount',
  'fee',
  'narration',
  'status',
  'entry_id',
  'initiated_by',
  'approval_request_id',
  'owner',
  'owner_ref',
  'created_at',
  'updated_at',
] as const;
const setValues = (r: TransferRow) => [
  r.companyId,
  r.id,
  r.reference,
  r.idempotencyKey,
  r.batchId,
  r.lineNo,
  r.sourceWalletId,
  r.beneficiaryId,
  r.channel,
  r.bankCode,
  r.bankName,
  r.accountNumber,
  r.accountName,
  r.amount,
  r.fee,
  r.narration,
  r.status,
  r.entryId,
  r.initiatedBy,
  r.approvalRequestId,
  r.owner,
  r.ownerRef,
  r.createdAt,
  r.updatedAt,
];

/**
 * Many new transfers at once (a bulk chunk), by one COPY on the transaction's connection. No read-back: the rows
 * answered are the ones written (ids and times made here).
 */
export async function insertTransferSet(tx: Tx, values: NewTransferSetRow[]): Promise<TransferRow[]> {
  if (values.length === 0) return [];
  const now = new Date();
  const ids = newIds(values.length);
  // Written out field by field (no spread): a bulk chunk builds thousands of these.
  const rows: TransferRow[] = values.map((v, i) => ({
    companyId: v.companyId,
    id: ids[i]!,
    reference: v.reference,
    idempotencyKey: v.idempotencyKey,
    batchId: v.batchId,
    lineNo: v.lineNo,
    sourceWalletId: v.sourceWalletId,
    beneficiaryId: v.beneficiaryId,
    channel: v.channel,
    bankCode: v.bankCode,
    bankName: v.bankName,
    accountNumber: v.accountNumber,
    accountName: v.accountName,
    amount: v.amount,
    fee: v.fee,
    narration: v.narration,
    status: 'accepted',
    sessionId: null,
    providerReference: null,
    failureReason: null,
    entryId: v.entryId,
    settlementEntryId: null,
    reversalEntryId: null,
    initiatedBy: v.initiatedBy,
    approvalRequestId: v.approvalRequestId,
    owner: v.owner,
    ownerRef: v.ownerRef,
    lastQueriedAt: null,
    queryCount: 0,
    createdAt: v.createdAt ?? now,
    updatedAt: v.createdAt ?? now,
    sentAt: null,
    settledAt: null,
    failedAt: null,
    reversedAt: null,
  }));
  await copyRows(connectionOf(tx), 'transfers', SET_COLUMNS, rows, setValues);
  return rows;
}

export async function findTransfer(
  db: Executor,
  companyId: string,
  id: string,
): Promise<TransferRow | undefined> {
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.companyId, companyId), eq(transfers.id, id)));
  return row;
}

/** The transfer behind a rail reference, locked until the transaction ends (outcomes apply one at a time). */
export async function lockTransferByReference(
  tx: Executor,
  reference: string,
): Promise<TransferRow | undefined> {
  const [row] = await tx.select().from(transfers).where(eq(transfers.reference, reference)).for('update');
  return row;
}

export async function updateTransfer(
  tx: Executor,
  row: Pick<TransferRow, 'companyId' | 'id'>,
  patch: Partial<NewTransfer>,
): Promise<TransferRow> {
  const [updated] = await tx
    .update(transfers)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(transfers.companyId, row.companyId), eq(transfers.id, row.id)))
    .returning();
  return updated!;
}

/** Marks transfers the rail took as pending with its reference (only those still accepted). */
export async function markPending(tx: Executor, taken: { reference: string; providerReference: string }[]) {
  if (taken.length === 0) return;
  await tx.execute(sql`
    update transfers t set status = 'pending', provider_reference = v.provider_reference, sent_at = now(),
      updated_at = now()
    from unnest(${sql.param(taken.map((x) => x.reference))}::text[], ${sql.param(taken.map((x) => x.providerReference))}::text[])
      as v(reference, provider_reference)
    where t.reference = v.reference and t.status = 'accepted'`);
}

/**
 * What `transfers_open_idx` holds (migration 0070): no settlement or reversal entry yet. Said beside the status so
 * the planner reads that index (an open transfer has neither entry: transfers_entries_check and the outcomes).
 */
const openTransfer = sql`${transfers.settlementEntryId} is null and ${transfers.reversalEntryId} is null`;

/**
 * Open transfers (accepted or pending) older than `seconds` whose next question is due: the re-query's work. The
 * wait after each question doubles (seconds/2, seconds, 2×seconds …, at most 64× seconds/2; none at 0 s), so a transfer the rail
 * keeps undecided is asked less and less often, never forgotten.
 */
export async function staleOpenTransfers(db: Executor, seconds: number, limit: number) {
  return db
    .select()
    .from(transfers)
    .where(
      and(
        inArray(transfers.status, ['accepted', 'pending']),
        openTransfer,
        eq(transfers.channel, 'bank'),
        lt(transfers.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        or(
          sql`${transfers.lastQueriedAt} is null`,
          lt(
            transfers.lastQueriedAt,
            sql`now() - make_interval(secs => ${seconds / 2} * power(2, least(${transfers.queryCount}, 6)))`,
          ),
        ),
      ),
    )
    .orderBy(asc(transfers.createdAt))
    .limit(limit);
}

export async function touchQueried(db: Executor, ids: { companyId: string; id: string }[]) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update transfers t set last_queried_at = now(), query_count = t.query_count + 1
    from unnest(${sql.param(ids.map((x) => x.companyId))}::uuid[], ${sql.param(ids.map((x) => x.id))}::uuid[]) as v(company_id, id)
    where t.company_id = v.company_id and t.id = v.id`);
}

export async function listTransfers(
  db: Executor,
  companyId: string,
  query: { page: number; limit: number; status?: TransferRow['status']; batchId?: string; search?: string },
) {
  const conditions: (SQL | undefined)[] = [eq(transfers.companyId, companyId)];
  if (query.status) conditions.push(eq(transfers.status, query.status));
  if (query.batchId) conditions.push(eq(transfers.batchId, query.batchId));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(transfers.reference, like),
        ilike(transfers.accountName, like),
        ilike(transfers.accountNumber, like),
      ),
    );
  }
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(transfers).where(where);
  const rows = await db
    .select()
    .from(transfers)
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, totalDocs: count?.n ?? 0 };
}

/** Bank transfers committed but not handed to the rail yet (an approved request's, or a crash after commit). */
export async function unsubmittedTransfers(db: Executor, olderThanSeconds: number, limit: number) {
  return db
    .select()
    .from(transfers)
    .where(
      and(
        eq(transfers.status, 'accepted'),
        openTransfer,
        eq(transfers.channel, 'bank'),
        lt(transfers.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .orderBy(asc(transfers.createdAt))
    .limit(limit);
}

/** The NIP session ids of settled transfers of the business, by transfer id (for receipts other modules show). */
export async function transferSessionIds(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: transfers.id, sessionId: transfers.sessionId })
    .from(transfers)
    .where(and(eq(transfers.companyId, companyId), inArray(transfers.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.sessionId]));
}

/** What proves transfers went out: their reference, NIP session id and the ledger entry that debited the wallet. */
export async function transferTraces(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, { reference: string; sessionId: string | null; entryId: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: transfers.id,
      reference: transfers.reference,
      sessionId: transfers.sessionId,
      entryId: transfers.entryId,
    })
    .from(transfers)
    .where(and(eq(transfers.companyId, companyId), inArray(transfers.id, [...ids])));
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/**
 * FACE for the dashboard's week: payouts the bank refused whose money is not back yet (failed, not reversed), in one
 * statement: how many, what is to come back (amount + fee) and the newest `limit`.
 */
export async function failedAwaitingReturn(db: Executor, companyId: string, limit: number) {
  const result = await db.execute<{
    count: number;
    amount: string;
    items: {
      _id: string;
      reference: string;
      accountName: string;
      amountKobo: number;
      failedAt: string | null;
    }[];
  }>(sql`
    with failed as (
      select id, reference, account_name, amount, fee, failed_at, created_at from transfers
      where company_id = ${companyId} and status = 'failed'
        and failed_at is not null and reversal_entry_id is null -- transfers_failed_idx (migration 0070)
    )
    select (select count(*)::int from failed) as count,
      (select coalesce(sum(amount + fee), 0)::bigint from failed) as amount,
      (select coalesce(json_agg(json_build_object('_id', f.id, 'reference', f.reference,
                'accountName', f.account_name, 'amountKobo', f.amount + f.fee,
                'failedAt', to_char(f.failed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
              order by f.created_at desc, f.id desc), '[]')
         from (select * from failed order by created_at desc, id desc limit ${limit}) f) as items`);
  const row = result.rows[0]!;
  return { count: row.count, amountKobo: Number(row.amount), items: row.items };
}
