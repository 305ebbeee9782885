// Grouped settlement's reads and writes of transfers: the open ones of a set of references, locked in id order (so
// two groups never deadlock), and many marked settled in one statement.
import { type Executor, transfers } from '@paydesk/db';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { TransferRow } from '../transfers/transfers.queries.ts';

export async function lockOpenTransfers(tx: Executor, references: string[]): Promise<TransferRow[]> {
  if (references.length === 0) return [];
  return tx
    .select()
    .from(transfers)
    .where(and(inArray(transfers.reference, references), inArray(transfers.status, ['accepted', 'pending'])))
    .orderBy(asc(transfers.id))
    .for('update');
}

export async function markSettled(
  tx: Executor,
  companyId: string,
  rows: { id: string; settlementEntryId: string; sessionId: string | null; providerReference: string }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update transfers t set status = 'settled', settlement_entry_id = v.entry_id, session_id = v.session_id,
      provider_reference = v.provider_reference, settled_at = ${at.toISOString()}::timestamptz, updated_at = now()
    from unnest(${sql.param(rows.map((r) => r.id))}::uuid[], ${sql.param(rows.map((r) => r.settlementEntryId))}::uuid[],
                ${sql.param(rows.map((r) => r.sessionId))}::text[], ${sql.param(rows.map((r) => r.providerReference))}::text[])
      as v(id, entry_id, session_id, provider_reference)
    where t.company_id = ${companyId} and t.id = v.id`);
}
