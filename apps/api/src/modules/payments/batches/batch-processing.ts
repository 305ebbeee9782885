// Posting a batch's lines: chunk by chunk, each chunk one transaction that locks the batch row, posts its waiting
// lines and marks them sent or refused. A line's transfer is unique per (batch, line), and a line leaves 'waiting'
// in the transaction that posts it, so a retried job or one whose worker died mid-batch posts every line once.
// A chunk is posted as a whole when it fits (one ledger batch); when the wallet or a limit refuses it, its lines
// are posted one by one, each in a savepoint, so the refused ones are reported and the others still go.
import type { Tx } from '@paydesk/db';
import { DomainError } from '../../../lib/errors.ts';
import { type AfterCommit, transact } from '../../../lib/transaction.ts';
import { BatchRefused } from '../../ledger/index.ts';
import { findWalletByAccountNumber } from '../../wallets/index.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import type { PayoutResult } from '../rail/payout-registry.ts';
import { payoutResult, submitToRail } from '../rail/transfer-outcome.ts';
import { postTransfer, postTransferChunk, type TransferOrder } from '../transfers/transfer-posting.ts';
import type { TransferRow } from '../transfers/transfers.queries.ts';
import {
  type BatchRow,
  findBatch,
  settleLines,
  updateBatch,
  type WaitingLine,
  waitingLines,
} from './transfer-batches.queries.ts';

type LineOutcome = {
  lineNo: number;
  state: 'sent' | 'refused';
  transferId: string | null;
  error: string | null;
};

async function orderOf(tx: Tx, batch: BatchRow, line: WaitingLine, postedAt?: Date): Promise<TransferOrder> {
  const receiving =
    line.channel === 'wallet' ? await findWalletByAccountNumber(tx, line.accountNumber) : null;
  return {
    companyId: batch.companyId,
    memberId: batch.initiatedBy!,
    sourceWalletId: batch.sourceWalletId!,
    account: {
      channel: line.channel ?? 'bank',
      bankCode: line.bankCode,
      bankName: line.bankName,
      accountNumber: line.accountNumber,
      accountName: line.accountName ?? '',
      ...(receiving ? { wallet: receiving.wallet } : {}),
    },
    amount: line.amount,
    fee: line.fee,
    narration: line.narration ?? `Transfer to ${line.accountName}`,
    beneficiaryId: line.beneficiaryId,
    batchId: batch.id,
    lineNo: line.lineNo,
    approvalRequestId: batch.approvalRequestId,
    owner: batch.owner,
    ownerRef: line.ownerRef,
    ...(postedAt ? { postedAt } : {}),
  };
}

const refusal = (error: unknown) => {
  if (error instanceof DomainError) return error.message;
  if (error instanceof BatchRefused) return 'Refused by the ledger';
  throw error;
};

/**
 * Posts lines inside the caller's transaction; answers what became of each and the transfers made. The batch's
 * owner learns at once of the lines the ledger refused and of those settled inside it (to a Paydesk wallet).
 */
export async function postLines(
  tx: Tx,
  deps: Pick<PaymentsDeps, 'config' | 'payouts'>,
  batch: BatchRow,
  lines: WaitingLine[],
  afterCommit: AfterCommit,
  /** The demo's history only (its seed's clock): when the lines were sent. Real batches are posted now. */
  postedAt?: Date,
): Promise<{ outcomes: LineOutcome[]; transfers: TransferRow[] }> {
  const outcomes: LineOutcome[] = [];
  const made: TransferRow[] = [];
  const options = { sessionInstitution: deps.config.WALLET_BANK_CODE };
  // One after the other: a transaction's client runs one query at a time (only wallet lines query at all).
  const orders: TransferOrder[] = [];
  for (const line of lines) orders.push(await orderOf(tx, batch, line, postedAt));
  const bank = orders.filter((o) => o.account.channel === 'bank');
  const oneByOne = orders.filter((o) => o.account.channel === 'wallet');
  if (bank.length) {
    try {
      const rows = await tx.transaction((sp) => postTransferChunk(sp as Tx, bank));
      made.push(...rows);
      for (const row of rows)
        outcomes.push({ lineNo: row.lineNo!, state: 'sent', transferId: row.id, error: null });
    } catch (error) {
      refusal(error);
      oneByOne.push(...bank);
    }
  }
  const refused: PayoutResult[] = [];
  const at = postedAt ?? new Date();
  for (const order of oneByOne.sort((a, b) => a.lineNo! - b.lineNo!)) {
    try {
      const row = await tx.transaction((sp) => postTransfer(sp as Tx, order, options));
      made.push(row);
      outcomes.push({ lineNo: order.lineNo!, state: 'sent', transferId: row.id, error: null });
    } catch (error) {
      const reason = refusal(error);
      outcomes.push({ lineNo: order.lineNo!, state: 'refused', transferId: null, error: reason });
      refused.push({
        ownerRef: order.ownerRef ?? '',
        transferId: null,
        entryId: null,
        reference: null,
        amount: order.amount,
        fee: order.fee,
        sessionId: null,
        reason,
        at,
      });
    }
  }
  await settleLines(tx, batch.companyId, batch.id, outcomes);
  if (batch.owner) {
    const owned = (result: PayoutResult) => ({ owner: batch.owner, companyId: batch.companyId, result });
    await deps.payouts.apply(tx, 'failed', refused.map(owned), afterCommit);
    const settled = made.filter((row) => row.status === 'settled');
    await deps.payouts.apply(
      tx,
      'settled',
      settled.map((row) =>
        owned(
          payoutResult(row, {
            entryId: row.settlementEntryId!,
            sessionId: row.sessionId,
            at,
            backdated: !!postedAt,
          }),
        ),
      ),
      afterCommit,
    );
  }
  return { outcomes, transfers: made };
}

/**
 * Runs a committed batch to the end, chunk by chunk (the job's work). Each chunk's transfers go to the rail after
 * its commit, on another connection while the next chunk posts (one hand-off in flight; all done before this
 * answers). Answers the batch as it ends.
 */
export async function processBatch(
  deps: Pick<PaymentsDeps, 'db' | 'config' | 'rail' | 'payouts' | 'onEffectError'>,
  target: { companyId: string; batchId: string },
  options: {
    chunk?: number;
    afterChunk?: (processed: number) => Promise<void> | void;
    /** The demo's history only (its seed's clock): when the batch was sent. Real batches are posted now. */
    postedAt?: Date;
  } = {},
): Promise<BatchRow | undefined> {
  const chunk = options.chunk ?? deps.config.TRANSFER_BATCH_CHUNK;
  let handOff: Promise<void> = Promise.resolve();
  // Every line up to this number is done (posted or refused): the next chunk reads only the lines after it.
  let after = 0;
  try {
    for (;;) {
      const step = await runChunk(deps, target, chunk, after, options.postedAt);
      if (!step) return await findBatch(deps.db, target.companyId, target.batchId);
      after = step.lastLineNo;
      await handOff;
      handOff = submitToRail(deps, step.transfers).catch(deps.onEffectError ?? (() => {}));
      if (step.done) return step.batch;
      await options.afterChunk?.(step.batch.processed);
    }
  } finally {
    await handOff;
  }
}

async function runChunk(
  deps: Pick<PaymentsDeps, 'db' | 'config' | 'payouts' | 'onEffectError'>,
  target: { companyId: string; batchId: string },
  chunk: number,
  after: number,
  postedAt?: Date,
) {
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      // One worker at a time per batch: a second one waits here, then finds the lines already sent.
      const batch = await findBatch(tx, target.companyId, target.batchId, true);
      if (!batch || (batch.status !== 'queued' && batch.status !== 'processing')) return null;
      const lines = await waitingLines(tx, batch.companyId, batch.id, chunk, after);
      if (lines.length === 0) {
        const done = await updateBatch(tx, batch, {
          status: 'completed',
          completedAt: postedAt ?? new Date(),
        });
        return { batch: done, transfers: [] as TransferRow[], done: true, lastLineNo: after };
      }
      const { transfers } = await postLines(tx, deps, batch, lines, afterCommit, postedAt);
      const next = await updateBatch(tx, batch, {
        status: 'processing',
        processed: Math.min(batch.total, batch.processed + lines.length),
      });
      return { batch: next, transfers, done: false, lastLineNo: lines[lines.length - 1]!.lineNo };
    },
    deps.onEffectError,
  );
}
