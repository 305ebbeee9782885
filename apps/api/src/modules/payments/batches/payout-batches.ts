// Payouts other modules send through the batch machinery (payroll salaries, remittances): a batch of bank transfers
// built from lines the caller already checked, queued for the batch job like an upload; the owner's handler
// (payout-registry.ts) learns what became of each line in the transaction that decides it. Lines are numbered by the caller, so a line's transfer is unique per (batch, line) whatever is retried.
import type { Executor, Tx } from '@paydesk/db';
import { type AfterCommit, transact } from '../../../lib/transaction.ts';
import {
  nipSessionId,
  SANDBOX_DECLINED_REASON,
  type TransferOutcome,
} from '../../../providers/banking/index.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import type { PayoutOwner } from '../rail/payout-registry.ts';
import { applyOutcomeIn, type OutcomeDeps } from '../rail/transfer-outcome.ts';
import { feeBandsOf, transferFee } from '../transfers/fees.ts';
import { startBatch } from './bulk-transfer-start.service.ts';
import { insertBatch, insertBatchLines, payoutLineOutcomes } from './transfer-batches.queries.ts';

export interface PayoutLine {
  lineNo: number;
  /** What the owner pays with this line (its row's id): the handler is told by it. */
  ownerRef: string;
  bankCode: string;
  bankName: string | null;
  accountNumber: string;
  accountName: string;
  amount: number;
  narration: string;
}

export interface PayoutOrder {
  /** Whose payouts these are: that module's registered handler learns each line's outcome. */
  owner: PayoutOwner;
  companyId: string;
  /** The member the transfers go as (their limits apply). */
  memberId: string;
  sourceWalletId: string;
  /** Shown as the batch's file name in the transfers list ("Payroll March 2026"). */
  label: string;
  lines: PayoutLine[];
  approvalRequestId?: string | null;
}

/** Fees of bank transfers of these amounts (VAT included), in the business's fee schedule. */
export async function payoutFees(db: Executor, companyId: string, amounts: number[]): Promise<number[]> {
  const bands = await feeBandsOf(db, companyId);
  return amounts.map((amount) => transferFee(bands, 'bank', amount));
}

/** Inserts the batch and its lines in the caller's transaction, and queues it for the batch job once that commits. */
export async function startPayoutBatch(
  tx: Tx,
  deps: Pick<PaymentsDeps, 'config' | 'jobs' | 'payouts'>,
  order: PayoutOrder,
  afterCommit: AfterCommit,
): Promise<{ batchId: string; totalAmount: number; totalFees: number }> {
  const fees = await payoutFees(
    tx,
    order.companyId,
    order.lines.map((l) => l.amount),
  );
  const totalAmount = order.lines.reduce((s, l) => s + l.amount, 0);
  const totalFees = fees.reduce((s, f) => s + f, 0);
  const batch = await insertBatch(tx, {
    companyId: order.companyId,
    kind: 'upload',
    fileName: order.label,
    sourceWalletId: order.sourceWalletId,
    total: order.lines.length,
    totalAmount,
    totalFees,
    createdBy: order.memberId,
    initiatedBy: order.memberId,
    approvalRequestId: order.approvalRequestId ?? null,
    owner: order.owner,
  });
  await insertBatchLines(
    tx,
    order.lines.map((l, i) => ({
      companyId: order.companyId,
      batchId: batch.id,
      lineNo: l.lineNo,
      bankCode: l.bankCode,
      bankName: l.bankName,
      accountNumber: l.accountNumber,
      accountName: l.accountName,
      channel: 'bank' as const,
      amount: l.amount,
      fee: fees[i]!,
      narration: l.narration,
      ownerRef: l.ownerRef,
    })),
  );
  await startBatch(tx, deps, batch, order.approvalRequestId ?? null, afterCommit);
  return { batchId: batch.id, totalAmount, totalFees };
}

export type PayoutLineOutcome = Awaited<ReturnType<typeof payoutLineOutcomes>>[number];

/** Each line of a payout batch: waiting, refused (why) or sent, with its transfer's status and reference. */
export function payoutOutcomes(db: Executor, companyId: string, batchId: string, lineNos?: number[]) {
  return payoutLineOutcomes(db, companyId, batchId, lineNos);
}

/**
 * What the demo's bank answers for a transfer: settled (with a NIP session id when `bankCode` is given) or declined
 * with the sandbox's reason, at `at` (now by default).
 */
export function demoBankAnswer(
  reference: string,
  status: 'settled' | 'failed',
  { bankCode, at }: { bankCode?: string; at?: Date } = {},
): TransferOutcome {
  return {
    reference,
    providerReference: `demo_${reference}`,
    status,
    sessionId: status === 'settled' && bankCode ? nipSessionId(bankCode) : null,
    failureReason: status === 'failed' ? SANDBOX_DECLINED_REASON : null,
    occurredAt: (at ?? new Date()).toISOString(),
  };
}

/**
 * The demo's bank: settles every transfer of a posted batch still with the rail, as a callback would (each once,
 * through the owner's handler).
 */
export async function settleBatchAsTheBank(
  deps: OutcomeDeps & Pick<PaymentsDeps, 'config'>,
  companyId: string,
  batchId: string,
  /** The demo's history only: when the bank settled them (its seed's clock); now by default. */
  answeredAt?: Date,
) {
  for (const o of await payoutOutcomes(deps.db, companyId, batchId))
    if (o.reference && (o.status === 'accepted' || o.status === 'pending')) {
      const outcome = demoBankAnswer(o.reference, 'settled', {
        bankCode: deps.config.WALLET_BANK_CODE,
        ...(answeredAt ? { at: answeredAt } : {}),
      });
      await transact(deps.db, (tx, afterCommit) =>
        applyOutcomeIn(tx, deps.payouts, outcome, afterCommit, answeredAt),
      );
    }
}
