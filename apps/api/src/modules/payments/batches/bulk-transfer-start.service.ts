// How a committed batch of transfers goes ('transfer.bulk'): the approvals gate for its total, then either an approval
// request or the batch started (multiple transfers posted in the caller's transaction, uploads queued for the job);
// the approval executor starts an approved batch the same way.
import { PAYMENTS_MESSAGES, type TransferBatch } from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import type { AfterCommit } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { type ExecutionContext, gateOrRun, pendingRequest } from '../../approvals/index.ts';
import type { BulkTransferPayload } from '../approval-actions.ts';
import { PAYMENTS_JOBS, type PaymentsDeps } from '../payments-deps.ts';
import { submitToRail } from '../rail/transfer-outcome.ts';
import { batchView } from '../transfers/transfer-views.ts';
import type { TransferRow } from '../transfers/transfers.queries.ts';
import { postLines } from './batch-processing.ts';
import { type BatchRow, findBatch, updateBatch, waitingLines } from './transfer-batches.queries.ts';

export type BatchAnswer = { message: string; data: TransferBatch | { requestId: string; status: 'pending' } };

/**
 * Makes a committed batch go: multiple-transfer batches post here, in the caller's transaction; uploads are queued
 * for the job once that transaction commits (a job that started first would find no batch and leave it to the
 * minute sweep of unfinished batches). The approval executor of 'transfer.bulk' and the ungated paths both come here.
 */
export async function startBatch(
  tx: Tx,
  deps: Pick<PaymentsDeps, 'config' | 'jobs' | 'payouts'>,
  batch: BatchRow,
  approvalRequestId: string | null,
  afterCommit: AfterCommit,
): Promise<{ batch: BatchRow; transfers: TransferRow[] }> {
  if (batch.status !== 'draft') throw new Conflict('This batch was already sent');
  const queued = await updateBatch(tx, batch, {
    status: 'queued',
    committedAt: new Date(),
    approvalRequestId: approvalRequestId ?? batch.approvalRequestId,
  });
  if (batch.kind === 'upload') {
    afterCommit(() => deps.jobs.send(PAYMENTS_JOBS.batch, { companyId: batch.companyId, batchId: batch.id }));
    return { batch: queued, transfers: [] };
  }
  const lines = await waitingLines(tx, batch.companyId, batch.id, batch.total + 1);
  const { transfers } = await postLines(tx, deps, queued, lines, afterCommit);
  const done = await updateBatch(tx, queued, {
    status: 'completed',
    processed: batch.total,
    completedAt: new Date(),
  });
  return { batch: done, transfers };
}

/** The approval executor of 'transfer.bulk': the approved batch goes as the member who asked. */
export async function executeApprovedBatch(
  deps: Pick<PaymentsDeps, 'config' | 'jobs' | 'db' | 'rail' | 'payouts' | 'onEffectError'>,
  context: ExecutionContext,
  payload: BulkTransferPayload,
) {
  const batch = await findBatch(context.tx, context.companyId, payload.batchId, true);
  if (!batch) throw new NotFound('Batch');
  const started = await startBatch(context.tx, deps, batch, context.requestId, context.afterCommit);
  // Bank transfers of an approved multiple batch reach the rail through the re-query sweep of accepted transfers.
  return { batchId: started.batch.id, status: started.batch.status };
}

/** The approvals gate for the batch's total, then the batch starts or waits for approval (called inside `once`). */
export async function gateAndStart(
  tx: Tx,
  deps: PaymentsDeps,
  caller: Caller,
  batch: BatchRow,
  idempotencyKey: string,
  afterCommit: AfterCommit,
): Promise<{ status: number; body: BatchAnswer }> {
  const { memberId, userId } = caller.auth;
  const payload: BulkTransferPayload = {
    memberId,
    userId,
    batchId: batch.id,
    sourceWalletId: batch.sourceWalletId!,
    total: batch.total,
    totalAmount: batch.totalAmount,
    totalFees: batch.totalFees,
  };
  const outcome = await gateOrRun(
    tx,
    {
      gate: deps.gate,
      caller,
      action: 'transfer.bulk',
      idempotencyKey,
      amountKobo: batch.totalAmount, // the lines as typed: workflow ranges never count fees
      sourceWalletId: batch.sourceWalletId!,
      payload,
      afterCommit,
      requested: {
        action: 'payments.transfer-batch.requested',
        metadata: { batchId: batch.id, total: batch.total, totalAmount: batch.totalAmount },
      },
    },
    async () => {
      const started = await startBatch(tx, deps, batch, null, afterCommit);
      await recordCallerAudit(tx, caller, {
        action: 'payments.transfer-batch.create',
        target: { type: 'transfer-batch', id: batch.id },
        outcome: 'success',
        metadata: {
          kind: batch.kind,
          total: batch.total,
          totalAmount: batch.totalAmount,
          totalFees: batch.totalFees,
        },
      });
      afterCommit(() => submitToRail(deps, started.transfers));
      return batchView(tx, started.batch);
    },
  );
  if (outcome.gated) {
    await updateBatch(tx, batch, { approvalRequestId: outcome.requestId });
    return {
      status: 202,
      body: { message: PAYMENTS_MESSAGES.approvalPending, data: pendingRequest(outcome.requestId) },
    };
  }
  return {
    status: 201,
    body: {
      message: batch.kind === 'upload' ? PAYMENTS_MESSAGES.batchQueued : PAYMENTS_MESSAGES.transfersAccepted,
      data: outcome.result,
    },
  };
}
