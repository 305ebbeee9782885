// Writing many history lines at once (a bulk transfer chunk writes thousands): one COPY in a transaction, else one
// INSERT … SELECT FROM unnest(…).
import { randomUUID } from 'node:crypto';
import { type Executor, transactionConnection } from '@paydesk/db';
import { sql } from 'drizzle-orm';
import { copyRows } from '../../../lib/copy-rows.ts';
import type { TransactionLine } from './transactions.queries.ts';

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
const values = (l: TransactionLine) => [
  l.companyId,
  l.id ?? randomUUID(),
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
export const LINES_PER_INSERT = 5_000;

/**
 * One statement, so the statement triggers (references, rollup) run once. By COPY in a transaction (created_at the
 * column's default, the transaction's time, unless a line sets its own); else a parameter per column.
 */
export async function insertLineSet(tx: Executor, lines: TransactionLine[]) {
  if (lines.length === 0) return;
  const connection = transactionConnection(tx);
  if (connection && lines.every((l) => !l.createdAt)) {
    await copyRows(connection, 'wallet_transactions', COLUMNS, lines.map(values));
    return;
  }
  const col = <T>(pick: (l: TransactionLine) => T) => sql.param(lines.map(pick));
  const time = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  await tx.execute(sql`
    insert into wallet_transactions (company_id, id, wallet_id, entry_id, type, direction, amount, status, reference,
      narration, counterparty_name, counterparty_account, counterparty_bank, balance_after, initiated_by, channel,
      metadata, created_at, completed_at)
    select v.company_id, coalesce(v.id, gen_random_uuid()), v.wallet_id, v.entry_id, v.type, v.direction, v.amount,
      v.status, v.reference, v.narration, v.counterparty_name, v.counterparty_account, v.counterparty_bank,
      v.balance_after, v.initiated_by, coalesce(v.channel, 'web'), coalesce(v.metadata, '{}'::jsonb),
      coalesce(v.created_at, now()), v.completed_at
    from unnest(${col((l) => l.companyId)}::uuid[], ${col((l) => l.id ?? null)}::uuid[], ${col((l) => l.walletId)}::uuid[],
      ${col((l) => l.entryId ?? null)}::uuid[], ${col((l) => l.type)}::text[], ${col((l) => l.direction)}::text[],
      ${col((l) => l.amount)}::bigint[], ${col((l) => l.status)}::text[], ${col((l) => l.reference)}::text[],
      ${col((l) => l.narration)}::text[], ${col((l) => l.counterpartyName ?? null)}::text[],
      ${col((l) => l.counterpartyAccount ?? null)}::text[], ${col((l) => l.counterpartyBank ?? null)}::text[],
      ${col((l) => l.balanceAfter ?? null)}::bigint[], ${col((l) => l.initiatedBy ?? null)}::uuid[],
      ${col((l) => l.channel ?? null)}::text[], ${col((l) => (l.metadata ? JSON.stringify(l.metadata) : null))}::jsonb[],
      ${col((l) => time(l.createdAt))}::timestamptz[], ${col((l) => time(l.completedAt))}::timestamptz[])
      as v(company_id, id, wallet_id, entry_id, type, direction, amount, status, reference, narration,
           counterparty_name, counterparty_account, counterparty_bank, balance_after, initiated_by, channel, metadata,
           created_at, completed_at)`);
}
