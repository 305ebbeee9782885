// Writing the wallet history lines people read. Only movements (movements.ts, reversal.ts, settlement.ts) call
// these: a line is written with the money it describes, in the same transaction, and later only its status moves
// (pending → successful when the rail settles, → reversed when its money comes back). Many lines go by one COPY in a
// transaction (a bulk transfer chunk writes thousands), else one INSERT … SELECT FROM unnest(…).
import { type Executor, type Tx, transactionConnection, type walletTransactions } from '@paydesk/db';
import { sql } from 'drizzle-orm';
import { copyRows } from '../../lib/copy-rows.ts';
import { newIds } from '../../lib/ids.ts';

export type HistoryLine = typeof walletTransactions.$inferInsert;
export type HistoryLineRow = typeof walletTransactions.$inferSelect;

const COLUMNS = [
  'company_id',
  'id',
  'wallet_id',
  'entry_id',
  'type',
  'direction',
  'amount',
  'status',
  'reference',
  'narration',
  'counterparty_name',
  'counterparty_account',
  'counterparty_bank',
  'balance_after',
  'initiated_by',
  'channel',
  'metadata',
  'completed_at',
] as const;
const values = (l: HistoryLine, id: string) => [
  l.companyId,
  l.id ?? id,
  l.walletId,
  l.entryId ?? null,
  l.type,
  l.direction,
  l.amount,
  l.status,
  l.reference,
  l.narration,
  l.counterpartyName ?? null,
  l.counterpartyAccount ?? null,
  l.counterpartyBank ?? null,
  l.balanceAfter ?? null,
  l.initiatedBy ?? null,
  l.channel ?? 'web',
  l.metadata ?? {},
  l.completedAt ?? null,
];

/** Lines per statement: a bulk chunk's history goes in one or a few. */
const LINES_PER_INSERT = 5_000;

/** Writes the lines (any number), in statements of LINES_PER_INSERT. */
export async function insertHistoryLines(tx: Executor, lines: HistoryLine[]): Promise<void> {
  for (let i = 0; i < lines.length; i += LINES_PER_INSERT)
    await insertLineSet(tx, lines.slice(i, i + LINES_PER_INSERT));
}

/**
 * One statement, so the statement triggers (references, rollup) run once. By COPY in a transaction (created_at the
 * column's default, the clock as each row is written, unless a line sets its own); else a parameter per column.
 */
async function insertLineSet(tx: Executor, lines: HistoryLine[]) {
  if (lines.length === 0) return;
  const ids = newIds(lines.length);
  const connection = transactionConnection(tx);
  if (connection && lines.length > 1 && lines.every((l) => !l.createdAt)) {
    let n = 0;
    await copyRows(connection, 'wallet_transactions', COLUMNS, lines, (l) => values(l, ids[n++]!));
    return;
  }
  const col = <T>(pick: (l: HistoryLine, i: number) => T) => sql.param(lines.map(pick));
  const time = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  await tx.execute(sql`
    insert into wallet_transactions (company_id, id, wallet_id, entry_id, type, direction, amount, status, reference,
      narration, counterparty_name, counterparty_account, counterparty_bank, balance_after, initiated_by, channel,
      metadata, created_at, completed_at)
    select v.company_id, v.id, v.wallet_id, v.entry_id, v.type, v.direction, v.amount,
      v.status, v.reference, v.narration, v.counterparty_name, v.counterparty_account, v.counterparty_bank,
      v.balance_after, v.initiated_by, coalesce(v.channel, 'web'), coalesce(v.metadata, '{}'::jsonb),
      coalesce(v.created_at, clock_timestamp()), v.completed_at
    from unnest(${col((l) => l.companyId)}::uuid[], ${col((l, i) => l.id ?? ids[i]!)}::uuid[], ${col((l) => l.walletId)}::uuid[],
      ${col((l) => l.entryId ?? null)}::uuid[], ${col((l) => l.type)}::text[], ${col((l) => l.direction)}::text[],
      ${col((l) => l.amount)}::bigint[], ${col((l) => l.status)}::text[], ${col((l) => l.reference)}::text[],
      ${col((l) => l.narration)}::text[], ${col((l) => l.counterpartyName ?? null)}::text[],
      ${col((l) => l.counterpartyAccount ?? null)}::text[], ${col((l) => l.counterpartyBank ?? null)}::text[],
      ${col((l) => l.balanceAfter ?? null)}::bigint[], ${col((l) => l.initiatedBy ?? null)}::uuid[],
      ${col((l) => l.channel ?? null)}::text[], ${col((l) => (l.metadata ? JSON.stringify(l.metadata) : null))}::jsonb[],
      ${col((l) => time(l.createdAt))}::timestamptz[], ${col((l) => time(l.completedAt))}::timestamptz[])
      with ordinality as v(company_id, id, wallet_id, entry_id, type, direction, amount, status, reference, narration,
           counterparty_name, counterparty_account, counterparty_bank, balance_after, initiated_by, channel, metadata,
           created_at, completed_at, n)
    order by v.n`);
}

/** The lines of an entry, of one business action when `references` are given (an action's line and its fee's). */
export async function linesOfEntry(
  tx: Tx,
  companyId: string,
  entryId: string,
  references?: string[],
): Promise<HistoryLineRow[]> {
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    select * from wallet_transactions
    where company_id = ${companyId} and entry_id = ${entryId}
      ${references ? sql`and reference = any(${sql.param(references)}::text[])` : sql``}
    order by created_at, seq`);
  return rows.map(fromRow);
}

const fromRow = (r: Record<string, unknown>): HistoryLineRow => ({
  companyId: r.company_id as string,
  id: r.id as string,
  walletId: r.wallet_id as string,
  entryId: r.entry_id as string | null,
  type: r.type as HistoryLineRow['type'],
  direction: r.direction as HistoryLineRow['direction'],
  amount: Number(r.amount),
  status: r.status as HistoryLineRow['status'],
  reference: r.reference as string,
  narration: r.narration as string,
  counterpartyName: r.counterparty_name as string | null,
  counterpartyAccount: r.counterparty_account as string | null,
  counterpartyBank: r.counterparty_bank as string | null,
  balanceAfter: r.balance_after === null ? null : Number(r.balance_after),
  initiatedBy: r.initiated_by as string | null,
  channel: r.channel as string,
  metadata: r.metadata as Record<string, unknown>,
  createdAt: new Date(r.created_at as string),
  seq: Number(r.seq),
  completedAt: r.completed_at ? new Date(r.completed_at as string) : null,
});

/**
 * Moves the still-open lines of business actions (by reference) to their outcome: each reference may carry its own
 * metadata, merged into the line's. One statement for any number of references. Answers how many lines changed.
 */
export async function closeLines(
  tx: Executor,
  companyId: string,
  changes: { reference: string; metadata?: Record<string, unknown> }[],
  outcome: { status: 'successful' | 'reversed'; at: Date; from?: ('pending' | 'successful')[] },
): Promise<number> {
  if (changes.length === 0) return 0;
  const from = outcome.from ?? ['pending'];
  const result = await tx.execute(sql`
    update wallet_transactions w set status = ${outcome.status},
      completed_at = ${outcome.at.toISOString()}::timestamptz, metadata = w.metadata || c.metadata
    from unnest(${sql.param(changes.map((c) => c.reference))}::text[],
                ${sql.param(changes.map((c) => JSON.stringify(c.metadata ?? {})))}::jsonb[]) as c(reference, metadata)
    where w.company_id = ${companyId} and w.reference = c.reference
      and w.status = any(${sql.param(from)}::text[]) and w.type <> 'reversal'
    returning w.id`);
  return result.rows.length;
}
