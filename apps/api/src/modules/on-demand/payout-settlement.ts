// Many payout outcomes at once (the rail's grouped callback). Failures and pendings go one by one
// (applyPayoutOutcome: each failure reversed once). Settlements go in groups, one transaction each: the group's
// requests locked, the open ones marked settled with their entries, each period's payment note recounted once,
// and the settlement entries posted last, one ledger batch per business (postEntries). The business's clearing row,
// which every withdrawal's commit also moves, is then taken once per group rather than once per payout. A request
// no longer processing (settled or reversed already) is left alone: a callback delivered twice settles once.
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '@paydesk/db';
import { transact } from '../../lib/transaction.ts';
import type { TransferOutcome } from '../../providers/banking/index.ts';
import { ensureSystemAccounts, settleMany } from '../ledger/index.ts';
import * as q from './on-demand.queries.ts';
import { refreshNote } from './payment-notes.service.ts';
import { applyPayoutOutcome, type PayoutResult } from './payout.ts';

const GROUP = 500;

export async function applyPayoutOutcomes(
  db: Database,
  outcomes: TransferOutcome[],
): Promise<Record<PayoutResult, number>> {
  const counts: Record<PayoutResult, number> = {
    pending: 0,
    settled: 0,
    reversed: 0,
    duplicate: 0,
    unknown: 0,
  };
  for (const outcome of outcomes.filter((o) => o.status !== 'settled'))
    counts[await applyPayoutOutcome(db, outcome)] += 1;
  const settled = outcomes.filter((o) => o.status === 'settled');
  for (let i = 0; i < settled.length; i += GROUP) {
    const group = new Map(settled.slice(i, i + GROUP).map((o) => [o.reference, o]));
    const done = await transact(db, (tx) => settleGroup(tx, group));
    counts.settled += done.settled;
    counts.duplicate += done.duplicate;
    counts.unknown += group.size - done.settled - done.duplicate;
  }
  return counts;
}

async function settleGroup(tx: Tx, outcomes: Map<string, TransferOutcome>) {
  const found = await q.lockRequestsByReference(tx, [...outcomes.keys()]);
  const open = found.filter((r) => r.status === 'processing');
  const entryIds = new Map(open.map((r) => [r.id, randomUUID()]));
  if (open.length > 0)
    await q.markRequestsSettled(
      tx,
      open.map((r) => {
        const outcome = outcomes.get(r.reference)!;
        return {
          companyId: r.companyId,
          id: r.id,
          entryId: entryIds.get(r.id)!,
          sessionId: outcome.sessionId,
          providerReference: outcome.providerReference || null,
        };
      }),
    );
  // Advanced mode: each period's payment note counts these withdrawals from now on.
  const notes = new Set(
    open.filter((r) => r.fundingMode === 'advanced').map((r) => `${r.companyId} ${r.period}`),
  );
  for (const note of [...notes].sort()) {
    const [companyId, period] = note.split(' ') as [string, string];
    await refreshNote(tx, companyId, period);
  }
  const byCompany = new Map<string, q.RequestRow[]>();
  for (const row of open) byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row]);
  for (const [companyId, rows] of [...byCompany].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const system = await ensureSystemAccounts(tx, companyId);
    await settleMany(
      tx,
      companyId,
      rows.map((row) => ({
        id: entryIds.get(row.id)!,
        companyId,
        kind: 'on_demand.withdrawal.settlement',
        description: `Settled: ${row.reference}`,
        reference: row.reference,
        from: system.transfers_out_clearing,
        to: system.bank_settlement,
        amount: row.amount,
        metadata: { sessionId: outcomes.get(row.reference)!.sessionId },
      })),
    );
  }
  return { settled: open.length, duplicate: found.length - open.length };
}

/**
 * Payouts' bank callbacks: the rail's callbacks reach payments' callback routes (one or grouped), which hand the
 * outcomes of on-demand references (ODW-…) here; each is applied once like a transfer's.
 */
export function payoutCallbacks(db: Database) {
  return {
    owns: (reference: string) => reference.startsWith('ODW-'),
    apply: (outcome: TransferOutcome) => applyPayoutOutcome(db, outcome),
    applyMany: (outcomes: TransferOutcome[]) => applyPayoutOutcomes(db, outcomes),
  };
}
