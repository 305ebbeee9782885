// What the rail makes of a transfer, applied exactly once: submitted (accepted → pending), settled (clearing → bank
// settlement, a session id, history lines successful) or failed (then reversed at once: one reversal entry back to
// the wallet, fee included, for the transfer's own share of its entry — the lines of a bulk chunk share one —,
// history lines 'reversed' plus a reversal line, and a notification). The transfer row is locked and only an open
// one changes, so a callback and a re-query reporting the same failure reverse it once (the ledger's unique reversal
// key, one per entry and reference, would refuse a second one anyway).
import type { Database, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import { transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import type { TransferOutcome, TransferRail } from '../../providers/banking/index.ts';
import { ensureSystemAccounts, reverse, settle as settleMovement } from '../ledger/index.ts';
import { getWallet } from '../wallets/index.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { recordTransfersSettled, transferEventData } from './transfer-events.ts';
import {
  lockTransferByReference,
  markPending,
  staleOpenTransfers,
  type TransferRow,
  touchQueried,
  updateTransfer,
} from './transfers.queries.ts';

export type OutcomeResult = 'pending' | 'settled' | 'reversed' | 'duplicate' | 'unknown';

const isOpen = (row: TransferRow) => row.status === 'accepted' || row.status === 'pending';

export async function applyTransferOutcome(db: Database, outcome: TransferOutcome): Promise<OutcomeResult> {
  return transact(db, (tx) => applyOutcomeIn(tx, outcome));
}

export async function applyOutcomeIn(tx: Tx, outcome: TransferOutcome): Promise<OutcomeResult> {
  const row = await lockTransferByReference(tx, outcome.reference);
  if (!row) return 'unknown';
  if (!isOpen(row)) return 'duplicate';
  if (outcome.status === 'pending') {
    if (row.status === 'accepted')
      await updateTransfer(tx, row, { status: 'pending', providerReference: outcome.providerReference });
    return 'pending';
  }
  if (outcome.status === 'settled') {
    await settle(tx, row, outcome);
    return 'settled';
  }
  await failAndReverse(tx, row, outcome.failureReason ?? 'The bank could not complete the transfer');
  return 'reversed';
}

async function settle(tx: Tx, row: TransferRow, outcome: TransferOutcome) {
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
  });
  await updateTransfer(tx, row, {
    status: 'settled',
    settlementEntryId,
    sessionId: outcome.sessionId,
    providerReference: outcome.providerReference,
    settledAt: new Date(),
  });
  await recordTransfersSettled(tx, row.companyId, [{ row, sessionId: outcome.sessionId }]);
}

async function failAndReverse(tx: Tx, row: TransferRow, reason: string) {
  const now = new Date();
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
    part: [
      { account: system.transfers_out_clearing, amount: row.amount },
      ...(row.fee > 0 ? [{ account: system.fees, amount: row.fee }] : []),
    ],
  });
  await updateTransfer(tx, row, { status: 'reversed', reversalEntryId, reversedAt: now });
  const wallet = await getWallet(tx, row.companyId, row.sourceWalletId);
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
  await notify(tx, {
    companyId: row.companyId,
    recipients: 'all-members',
    kind: 'payments.transfer.reversed',
    message: `Transfer of ${formatKobo(row.amount)} to ${row.accountName} failed: ${reason}. ${formatKobo(row.amount + row.fee)} was returned to ${wallet.name}.`,
  });
}

/** Hands bank transfers to the rail (after their money was committed); refusals fail and reverse at once. */
export async function submitToRail(db: Database, rail: TransferRail, rows: TransferRow[]): Promise<void> {
  const bank = rows.filter((r) => r.channel === 'bank' && r.status === 'accepted');
  if (bank.length === 0) return;
  const results = await rail.submitTransfers(
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
  await markPending(db, taken);
  for (const refused of results) {
    if (refused.accepted) continue;
    await applyTransferOutcome(db, {
      reference: refused.reference,
      providerReference: '',
      status: 'failed',
      sessionId: null,
      failureReason: refused.failureReason,
      occurredAt: new Date().toISOString(),
    });
  }
}

/**
 * Transfers open past the timeout: one the rail never received is submitted again (same reference, so at most
 * once); one it knows is settled or failed as it says; one still pending is asked about again later.
 */
export async function requeryOpenTransfers(
  db: Database,
  rail: TransferRail,
  afterSeconds: number,
): Promise<{ asked: number; resolved: number; resubmitted: number }> {
  const stale = await staleOpenTransfers(db, afterSeconds, 500);
  let resolved = 0;
  const resubmit: TransferRow[] = [];
  for (const row of stale) {
    const outcome = await rail.queryTransfer(row.reference);
    if (!outcome) {
      if (row.status === 'accepted') resubmit.push(row);
      continue;
    }
    const result = await applyTransferOutcome(db, outcome);
    if (result === 'settled' || result === 'reversed') resolved += 1;
  }
  await touchQueried(db, stale);
  await submitToRail(db, rail, resubmit);
  return { asked: stale.length, resolved, resubmitted: resubmit.length };
}
