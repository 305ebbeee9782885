// Many rail outcomes at once (a grouped callback): failures and pendings go one by one through applyOutcomeIn (each
// failure is reversed once); settlements are applied in groups — the open transfers of the group locked, one ledger
// batch per business (settleMany: one guarded balance update per account), one update of the transfers and one of
// their history lines, and the payouts among them handed to their owners' handlers in the same transaction. A
// transfer no longer open (already settled or reversed) is left alone, so a callback delivered twice, or a re-query
// racing it, settles each transfer exactly once.
import type { Tx } from '@paydesk/db';
import { type AfterCommit, transact } from '../../../lib/transaction.ts';
import type { TransferOutcome } from '../../../providers/banking/index.ts';
import { ensureSystemAccounts, settleMany } from '../../ledger/index.ts';
import { recordTransfersSettled } from '../transfers/transfer-events.ts';
import type { TransferRow } from '../transfers/transfers.queries.ts';
import type { PayoutRegistry } from './payout-registry.ts';
import { lockOpenTransfers, markSettled } from './settlement.queries.ts';
import {
  applyTransferOutcome,
  type OutcomeDeps,
  type OutcomeResult,
  payoutResult,
} from './transfer-outcome.ts';

const GROUP = 500;

export async function applyTransferOutcomes(
  deps: OutcomeDeps,
  outcomes: TransferOutcome[],
): Promise<Record<OutcomeResult, number>> {
  const counts: Record<OutcomeResult, number> = {
    pending: 0,
    settled: 0,
    reversed: 0,
    duplicate: 0,
    unknown: 0,
  };
  for (const outcome of outcomes.filter((o) => o.status !== 'settled'))
    counts[await applyTransferOutcome(deps, outcome)] += 1;
  const settled = outcomes.filter((o) => o.status === 'settled');
  for (let i = 0; i < settled.length; i += GROUP) {
    const group = new Map(settled.slice(i, i + GROUP).map((o) => [o.reference, o]));
    const done = await transact(deps.db, (tx, afterCommit) =>
      settleGroup(tx, deps.payouts, group, afterCommit),
    );
    counts.settled += done;
    counts.duplicate += group.size - done;
  }
  return counts;
}

async function settleGroup(
  tx: Tx,
  payouts: PayoutRegistry,
  outcomes: Map<string, TransferOutcome>,
  afterCommit: AfterCommit,
): Promise<number> {
  const open = await lockOpenTransfers(tx, [...outcomes.keys()]);
  const byCompany = new Map<string, TransferRow[]>();
  for (const row of open) byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row]);
  const now = new Date();
  for (const [companyId, rows] of [...byCompany.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const system = await ensureSystemAccounts(tx, companyId);
    const entryIds = await settleMany(
      tx,
      companyId,
      rows.map((row) => ({
        companyId,
        kind: 'transfer_out.settlement',
        description: `Settled: ${row.reference}`,
        reference: row.reference,
        from: system.transfers_out_clearing,
        to: system.bank_settlement,
        amount: row.amount,
        metadata: { transferId: row.id, sessionId: outcomes.get(row.reference)!.sessionId },
      })),
    );
    await markSettled(
      tx,
      companyId,
      rows.map((row, i) => {
        const outcome = outcomes.get(row.reference)!;
        return {
          id: row.id,
          settlementEntryId: entryIds[i]!,
          sessionId: outcome.sessionId,
          providerReference: outcome.providerReference,
        };
      }),
      now,
    );
    await recordTransfersSettled(
      tx,
      companyId,
      rows.map((row) => ({ row, sessionId: outcomes.get(row.reference)!.sessionId })),
    );
    await payouts.apply(
      tx,
      'settled',
      rows.map((row, i) => ({
        owner: row.owner,
        companyId,
        result: payoutResult(row, {
          entryId: entryIds[i]!,
          sessionId: outcomes.get(row.reference)!.sessionId,
          at: now,
        }),
      })),
      afterCommit,
    );
  }
  return open.length;
}
