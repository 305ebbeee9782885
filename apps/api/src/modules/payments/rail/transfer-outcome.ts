// What the rail makes of a transfer, applied exactly once: submitted (accepted → pending), settled (clearing → bank
// settlement, a session id, history lines successful) or failed (then reversed at once: the transfer's own share of
// its entry — the lines of a bulk chunk share one — goes back, the history lines are marked reversed beside their
// reversal line, and a notification). A payout of another module (transfers.owner) is handed to its owner's handler
// in the same transaction, so the owner's rows move with the ledger. The transfer row is locked and only an open one
// changes, so a callback and a re-query reporting the same failure reverse it once (the ledger's unique reversal
// key, one per entry and reference, would refuse a second one anyway).
import type { Database, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import { type AfterCommit, transact } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import type { TransferOutcome, TransferRail } from '../../../providers/banking/index.ts';
import { ensureSystemAccounts, reverse, settle as settleMovement } from '../../ledger/index.ts';
import { getWallet } from '../../wallets/index.ts';
import { recordWebhookEvent } from '../../webhooks/index.ts';
import { recordTransfersSettled, transferEventData } from '../transfers/transfer-events.ts';
import {
  lockTransferByReference,
  markPending,
  staleOpenTransfers,
  type TransferRow,
  touchQueried,
  updateTransfer,
} from '../transfers/transfers.queries.ts';
import type { PayoutRegistry, PayoutResult } from './payout-registry.ts';

export type OutcomeResult = 'pending' | 'settled' | 'reversed' | 'duplicate' | 'unknown';

/** What applying outcomes needs: the database and the owners' payout handlers. */
export interface OutcomeDeps {
  db: Database;
  payouts: PayoutRegistry;
}

const isOpen = (row: TransferRow) => row.status === 'accepted' || row.status === 'pending';

/** A decided transfer as its owner's handler reads it. */
export const payoutResult = (
  row: TransferRow,
  decided: {
    entryId: string;
    sessionId?: string | null;
    reason?: string | null;
    at: Date;
    backdated?: boolean;
  },
): PayoutResult => ({
  ownerRef: row.ownerRef ?? '',
  transferId: row.id,
  entryId: decided.entryId,
  reference: row.reference,
  amount: row.amount,
  fee: row.fee,
  sessionId: decided.sessionId ?? null,
  reason: decided.reason ?? null,
  at: decided.at,
  ...(decided.backdated ? { backdated: true } : {}),
});

export async function applyTransferOutcome(
  deps: OutcomeDeps,
  outcome: TransferOutcome,
): Promise<OutcomeResult> {
  return transact(deps.db, (tx, afterCommit) => applyOutcomeIn(tx, deps.payouts, outcome, afterCommit));
}

export async function applyOutcomeIn(
  tx: Tx,
  payouts: PayoutRegistry,
  outcome: TransferOutcome,
  afterCommit: AfterCommit,
  /** The demo's history only (its seed's clock): when the bank answered. Real outcomes are applied now. */
  answeredAt?: Date,
): Promise<OutcomeResult> {
  const row = await lockTransferByReference(tx, outcome.reference);
  if (!row) return 'unknown';
  if (!isOpen(row)) return 'duplicate';
  if (outcome.status === 'pending') {
    if (row.status === 'accepted')
      await updateTransfer(tx, row, {
        status: 'pending',
        providerReference: outcome.providerReference,
        sentAt: answeredAt ?? new Date(),
      });
    return 'pending';
  }
  const at = answeredAt ?? new Date();
  if (outcome.status === 'settled') {
    const entryId = await settle(tx, row, outcome, answeredAt);
    const result = payoutResult(row, { entryId, sessionId: outcome.sessionId, at, backdated: !!answeredAt });
    await payouts.apply(tx, 'settled', [{ owner: row.owner, companyId: row.companyId, result }], afterCommit);
    return 'settled';
  }
  const reason = outcome.failureReason ?? 'The bank could not complete the transfer';
  const entryId = await failAndReverse(tx, row, reason, answeredAt);
  const result = payoutResult(row, { entryId, reason, at, backdated: !!answeredAt });
  await payouts.apply(tx, 'failed', [{ owner: row.owner, companyId: row.companyId, result }], afterCommit);
  return 'reversed';
}

async function settle(tx: Tx, row: TransferRow, outcome: TransferOutcome, postedAt?: Date): Promise<string> {
  const system = await ensureSystemAccounts(tx, row.companyId);
  const settlementEntryId = await settleMovement(tx, {
    companyId: row.companyId,
    kind: 'transfer_out.settlement',
    description: `Settled: ${row.reference}`,
    reference: row.reference,
    from: system.transfers_out_clearing,
    to: system.bank_settlement,
    amount: row.amount,
    metadata: { transferId: row.id, sessionId: outcome.sessionId },
    ...(postedAt ? { postedAt } : {}),
  });
  await updateTransfer(tx, row, {
    status: 'settled',
    settlementEntryId,
    sessionId: outcome.sessionId,
    providerReference: outcome.providerReference,
    settledAt: postedAt ?? new Date(),
    // The demo's history: handed to the rail (now) for a transfer it dates in the past, sent when it was made.
    ...(postedAt && (!row.sentAt || row.sentAt > postedAt) ? { sentAt: row.createdAt } : {}),
  });
  await recordTransfersSettled(tx, row.companyId, [{ row, sessionId: outcome.sessionId }]);
  return settlementEntryId;
}

async function failAndReverse(tx: Tx, row: TransferRow, reason: string, postedAt?: Date): Promise<string> {
  const now = postedAt ?? new Date();
  await updateTransfer(tx, row, { status: 'failed', failureReason: reason, failedAt: now });
  // The transfer's own share of its entry (the whole entry for a single transfer, one line of a bulk chunk's).
  const system = await ensureSystemAccounts(tx, row.companyId);
  const reversalEntryId = await reverse(tx, {
    companyId: row.companyId,
    entryId: row.entryId,
    reference: row.reference,
    description: `Reversal: ${row.reference}`,
    narration: `Reversal of transfer to ${row.accountName}: ${reason}`,
    reason,
    metadata: { transferId: row.id },
    ...(postedAt ? { postedAt } : {}),
    part: [
      { account: system.transfers_out_clearing, amount: row.amount },
      ...(row.fee > 0 ? [{ account: system.fees, amount: row.fee }] : []),
    ],
  });
  await updateTransfer(tx, row, { status: 'reversed', reversalEntryId, reversedAt: now });
  await recordAudit(tx, {
    companyId: row.companyId,
    actor: { type: 'system', label: 'Banking rail' },
    action: 'payments.transfer.reversed',
    target: { type: 'transfer', id: row.id },
    outcome: 'failure',
    metadata: { reference: row.reference, amount: row.amount, fee: row.fee, reason },
  });
  await recordWebhookEvent(tx, row.companyId, 'transfer.failed', {
    ...transferEventData(row),
    status: 'reversed',
    failureReason: reason,
  });
  // An on-demand payout may be funded by Paydesk's advance (no wallet): its owner tells the business.
  if (row.owner === 'on-demand.withdrawal') return reversalEntryId;
  const wallet = await getWallet(tx, row.companyId, row.sourceWalletId);
  await notify(tx, {
    companyId: row.companyId,
    recipients: 'all-members',
    kind: 'payments.transfer.reversed',
    message: `Transfer of ${formatKobo(row.amount)} to ${row.accountName} failed: ${reason}. ${formatKobo(row.amount + row.fee)} was returned to ${wallet.name}.`,
  });
  return reversalEntryId;
}

/** What the rail is handed of a transfer. */
export type RailTransfer = Pick<
  TransferRow,
  'reference' | 'bankCode' | 'accountNumber' | 'accountName' | 'amount' | 'narration' | 'channel' | 'status'
>;

/** Hands bank transfers to the rail (after their money was committed); refusals fail and reverse at once. */
export async function submitToRail(
  deps: OutcomeDeps & { rail: TransferRail },
  rows: RailTransfer[],
): Promise<void> {
  const bank = rows.filter((r) => r.channel === 'bank' && r.status === 'accepted');
  if (bank.length === 0) return;
  const results = await deps.rail.submitTransfers(
    bank.map((r) => ({
      reference: r.reference,
      bankCode: r.bankCode,
      accountNumber: r.accountNumber,
      accountName: r.accountName,
      amount: r.amount,
      narration: r.narration,
    })),
  );
  const taken = results.flatMap((r) =>
    r.accepted ? [{ reference: r.reference, providerReference: r.providerReference }] : [],
  );
  await markPending(deps.db, taken);
  for (const refused of results) {
    if (refused.accepted) continue;
    await applyTransferOutcome(deps, {
      reference: refused.reference,
      providerReference: '',
      status: 'failed',
      sessionId: null,
      failureReason: refused.failureReason,
      occurredAt: new Date().toISOString(),
    });
  }
}

const handOffs = new WeakMap<TransferRail, (rows: RailTransfer[]) => void>();

/**
 * Hands committed transfers to the rail after their commit, gathering those that commit while a hand-off is under
 * way into the next one: a busy moment (employees' withdrawals) makes one rail call for many, not one each. A
 * process that stops with transfers gathered leaves them accepted, and the re-query hands them over (the rail does
 * not know them).
 */
export function handOffToRail(
  deps: OutcomeDeps & { rail: TransferRail; onEffectError?: ((error: unknown) => void) | undefined },
  rows: RailTransfer[],
) {
  let handOff = handOffs.get(deps.rail);
  if (!handOff) {
    let waiting: RailTransfer[] = [];
    let running = false;
    const drain = async () => {
      running = true;
      while (waiting.length > 0) {
        const next = waiting;
        waiting = [];
        await submitToRail(deps, next).catch(deps.onEffectError ?? (() => {}));
      }
      running = false;
    };
    handOff = (next) => {
      waiting.push(...next);
      if (!running) void drain();
    };
    handOffs.set(deps.rail, handOff);
  }
  handOff(rows);
}

/**
 * Transfers open past the timeout whose next question is due (backoff, staleOpenTransfers): one the rail never
 * received is submitted again (same reference, so at most once); one it knows is settled or failed as it says; one
 * still pending is asked about again later.
 */
export async function requeryOpenTransfers(
  deps: OutcomeDeps & { rail: TransferRail },
  afterSeconds: number,
): Promise<{ asked: number; resolved: number; resubmitted: number }> {
  const stale = await staleOpenTransfers(deps.db, afterSeconds, 500);
  let resolved = 0;
  const resubmit: TransferRow[] = [];
  for (const row of stale) {
    const outcome = await deps.rail.queryTransfer(row.reference);
    if (!outcome) {
      if (row.status === 'accepted') resubmit.push(row);
      continue;
    }
    const result = await applyTransferOutcome(deps, outcome);
    if (result === 'settled' || result === 'reversed') resolved += 1;
  }
  await touchQueried(deps.db, stale);
  await submitToRail(deps, resubmit);
  return { asked: stale.length, resolved, resubmitted: resubmit.length };
}
