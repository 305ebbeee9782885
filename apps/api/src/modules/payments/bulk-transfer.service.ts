// Many transfers at once ('transfer.bulk'): the multiple-transfer form (lines in one request, posted in it) and
// the uploaded file (previewed with name enquiry per row into a draft batch, then committed and posted by a job).
// Either way, under the Idempotency-Key: the PIN, the approvals gate for the batch's total, then the batch.
import {
  accountNumber as accountNumberSchema,
  institutionCode,
  type multipleTransferRequest,
  PAYMENTS_MESSAGES,
  PAYMENTS_PATHS,
  TRANSFER_UPLOAD_COLUMNS,
  TRANSFER_UPLOAD_MAX_ROWS,
  type TransferBatch,
  type TransferPreview,
  type transferUploadRequest,
} from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, DomainError, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { once, requestFingerprint } from '../../lib/idempotency.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import type { ExecutionContext } from '../approvals/index.ts';
import { getWallet, verifyTransactionPin } from '../wallets/index.ts';
import type { BulkTransferPayload } from './approval-actions.ts';
import { postLines } from './batch-processing.ts';
import { type FeeBand, feeBandsOf, transferFee } from './fees.ts';
import { readTable } from './payment-file.ts';
import { PAYMENTS_JOBS, type PaymentsDeps } from './payments-deps.ts';
import { destinationOf } from './single-transfer.service.ts';
import {
  type BatchRow,
  findBatch,
  insertBatch,
  insertBatchLines,
  updateBatch,
  waitingLines,
} from './transfer-batches.queries.ts';
import { submitToRail } from './transfer-outcome.ts';
import { batchView } from './transfer-views.ts';
import type { TransferRow } from './transfers.queries.ts';

type MultipleBody = z.output<typeof multipleTransferRequest>;
type Answer = { message: string; data: TransferBatch | { requestId: string; status: 'pending' } };

/** Runs `work` over items, `width` at a time, keeping order. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}

/**
 * Makes a committed batch go: multiple-transfer batches post here, in the caller's transaction; uploads are queued
 * for the job. The approval executor of 'transfer.bulk' and the ungated paths both come here.
 */
export async function startBatch(
  tx: Tx,
  deps: Pick<PaymentsDeps, 'config' | 'jobs'>,
  batch: BatchRow,
  approvalRequestId: string | null,
): Promise<{ batch: BatchRow; transfers: TransferRow[] }> {
  if (batch.status !== 'draft') throw new Conflict('This batch was already sent');
  const queued = await updateBatch(tx, batch, {
    status: 'queued',
    committedAt: new Date(),
    approvalRequestId: approvalRequestId ?? batch.approvalRequestId,
  });
  if (batch.kind === 'upload') {
    // The job may start before this commits: it then finds the batch still a draft and the sweep sends it again.
    await deps.jobs.send(PAYMENTS_JOBS.batch, { companyId: batch.companyId, batchId: batch.id });
    return { batch: queued, transfers: [] };
  }
  const lines = await waitingLines(tx, batch.companyId, batch.id, batch.total + 1);
  const { transfers } = await postLines(tx, deps, queued, lines);
  const done = await updateBatch(tx, queued, {
    status: 'completed',
    processed: batch.total,
    completedAt: new Date(),
  });
  return { batch: done, transfers };
}

/** The approval executor of 'transfer.bulk': the approved batch goes as the member who asked. */
export async function executeApprovedBatch(
  deps: Pick<PaymentsDeps, 'config' | 'jobs' | 'db' | 'rail' | 'onEffectError'>,
  context: ExecutionContext,
  payload: BulkTransferPayload,
) {
  const batch = await findBatch(context.tx, context.companyId, payload.batchId, true);
  if (!batch) throw new NotFound('Batch');
  const started = await startBatch(context.tx, deps, batch, context.requestId);
  // Bank transfers of an approved multiple batch reach the rail through the re-query sweep of accepted transfers.
  return { batchId: started.batch.id, status: started.batch.status };
}

async function gateAndStart(
  tx: Tx,
  deps: PaymentsDeps,
  caller: Caller,
  batch: BatchRow,
  idempotencyKey: string,
  afterCommit: (effect: () => unknown) => void,
): Promise<{ status: number; body: Answer }> {
  const { companyId, memberId, userId } = caller.auth;
  const payload: BulkTransferPayload = {
    memberId,
    userId,
    batchId: batch.id,
    sourceWalletId: batch.sourceWalletId!,
    total: batch.total,
    totalAmount: batch.totalAmount,
    totalFees: batch.totalFees,
  };
  const gate = await deps.gate.check(tx, {
    action: 'transfer.bulk',
    companyId,
    requestedBy: { userId, memberId },
    idempotencyKey,
    amountKobo: batch.totalAmount + batch.totalFees,
    sourceWalletId: batch.sourceWalletId!,
    payload,
  });
  if (gate.gated) {
    await updateBatch(tx, batch, { approvalRequestId: gate.requestId });
    await recordCallerAudit(tx, caller, {
      action: 'payments.transfer-batch.requested',
      target: { type: 'approval-request', id: gate.requestId },
      outcome: 'success',
      metadata: { batchId: batch.id, total: batch.total, totalAmount: batch.totalAmount },
    });
    return {
      status: 202,
      body: {
        message: PAYMENTS_MESSAGES.approvalPending,
        data: { requestId: gate.requestId, status: 'pending' },
      },
    };
  }
  const started = await startBatch(tx, deps, batch, null);
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
  afterCommit(() => submitToRail(deps.db, deps.rail, started.transfers));
  return {
    status: 201,
    body: {
      message: batch.kind === 'upload' ? PAYMENTS_MESSAGES.batchQueued : PAYMENTS_MESSAGES.transfersAccepted,
      data: await batchView(tx, started.batch),
    },
  };
}

export async function sendMultipleTransfers(
  deps: PaymentsDeps,
  caller: Caller,
  body: MultipleBody,
  idempotencyKey: string,
) {
  const { companyId, memberId } = caller.auth;
  const { pin, ...request } = body;
  const fingerprint = requestFingerprint('POST', PAYMENTS_PATHS.transferMultiple, request);
  await verifyTransactionPin(deps, caller, pin);
  const bands = await feeBandsOf(deps.db, companyId);
  const errors: Record<string, string[]> = {};
  const accounts = await inParallel(request.lines, 8, async (line, i) => {
    try {
      return await destinationOf(deps, companyId, line);
    } catch (error) {
      if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
      for (const [field, messages] of Object.entries(error.errors ?? { accountNumber: [error.message] }))
        errors[`lines.${i}.${field}`] = messages;
      return null;
    }
  });
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  const lines = request.lines.map((line, i) => {
    const account = accounts[i]!;
    return {
      companyId,
      lineNo: i + 1,
      values: {},
      beneficiaryId: account.beneficiaryId,
      bankCode: account.bankCode,
      bankName: account.bankName,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      channel: account.channel,
      amount: line.amount,
      fee: transferFee(bands, account.channel, line.amount),
      narration: line.narration ?? request.narration ?? `Transfer to ${account.accountName}`,
    };
  });
  return once<Answer>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      await getWallet(tx, companyId, request.sourceWalletId);
      const batch = await insertBatch(tx, {
        companyId,
        kind: 'multiple',
        sourceWalletId: request.sourceWalletId,
        total: lines.length,
        totalAmount: lines.reduce((s, l) => s + l.amount, 0),
        totalFees: lines.reduce((s, l) => s + l.fee, 0),
        idempotencyKey,
        createdBy: memberId,
        initiatedBy: memberId,
      });
      await insertBatchLines(
        tx,
        lines.map((l) => ({ ...l, batchId: batch.id })),
      );
      return gateAndStart(tx, deps, caller, batch, idempotencyKey, afterCommit);
    },
    deps.onEffectError,
  );
}

// ── Uploads ──────────────────────────────────────────────────────────────────────────────────────────────────

const NAIRA = /^\d{1,13}(\.\d{1,2})?$/;

function parseNaira(text: string): number | null {
  const clean = text.replace(/[₦,\s]/g, '');
  if (!NAIRA.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Checks every row of a file (name enquiry per account, once per distinct account) and stores a draft batch. */
export async function previewUpload(
  deps: PaymentsDeps,
  caller: Caller,
  file: { bytes: Buffer; fileName: string },
): Promise<TransferPreview> {
  const { companyId, memberId } = caller.auth;
  const rows = await readTable(file, TRANSFER_UPLOAD_COLUMNS, {
    maxRows: TRANSFER_UPLOAD_MAX_ROWS,
    what: 'transfer',
  });
  const bands: FeeBand[] = await feeBandsOf(deps.db, companyId);
  const enquiries = new Map<string, Promise<Awaited<ReturnType<typeof destinationOf>>>>();
  const checked = await inParallel(rows, 32, async ({ row, values }) => {
    const errors: Record<string, string[]> = {};
    const bank = institutionCode.safeParse(values.bankCode);
    const number = accountNumberSchema.safeParse(values.accountNumber);
    const amount = parseNaira(values.amount ?? '');
    if (!bank.success) errors.bankCode = [bank.error.issues[0]!.message];
    if (!number.success) errors.accountNumber = [number.error.issues[0]!.message];
    if (amount === null) errors.amount = ['Enter the amount in naira, e.g. 15000 or 15000.50'];
    else if (amount <= 0) errors.amount = ['Amount must be more than zero'];
    if ((values.narration ?? '').length > 100) errors.narration = ['Keep the narration under 100 characters'];
    let account: Awaited<ReturnType<typeof destinationOf>> | null = null;
    if (bank.success && number.success) {
      const key = `${bank.data}:${number.data}`;
      if (!enquiries.has(key))
        enquiries.set(
          key,
          destinationOf(deps, companyId, { bankCode: bank.data, accountNumber: number.data }),
        );
      try {
        account = await enquiries.get(key)!;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        Object.assign(errors, error.errors ?? { accountNumber: [error.message] });
      }
    }
    const fee = account && amount ? transferFee(bands, account.channel, amount) : null;
    return { row, values, errors, account, amount, fee };
  });
  const valid = checked.filter((c) => Object.keys(c.errors).length === 0);
  const totalAmount = valid.reduce((s, c) => s + c.amount!, 0);
  const totalFees = valid.reduce((s, c) => s + c.fee!, 0);
  const batch = await deps.db.transaction(async (tx) => {
    const created = await insertBatch(tx, {
      companyId,
      kind: 'upload',
      fileName: file.fileName.slice(0, 200),
      total: valid.length,
      totalAmount,
      totalFees,
      createdBy: memberId,
    });
    await insertBatchLines(
      tx,
      checked.map((c) => ({
        companyId,
        batchId: created.id,
        lineNo: c.row,
        values: c.values,
        bankCode: c.values.bankCode ?? '',
        bankName: c.account?.bankName ?? null,
        accountNumber: c.values.accountNumber ?? '',
        accountName: c.account?.accountName ?? null,
        channel: c.account?.channel ?? null,
        amount: c.amount ?? 0,
        fee: c.fee ?? 0,
        narration: c.values.narration || null,
        errors: c.errors,
        state: Object.keys(c.errors).length ? ('skipped' as const) : ('waiting' as const),
      })),
    );
    return created;
  });
  return {
    uploadId: batch.id,
    fileName: batch.fileName ?? '',
    total: checked.length,
    validCount: valid.length,
    invalidCount: checked.length - valid.length,
    totalAmount,
    totalFees,
    rows: checked.map((c) => ({
      row: c.row,
      values: c.values,
      accountName: c.account?.accountName ?? null,
      amount: c.amount,
      fee: c.fee,
      channel: c.account?.channel ?? null,
      errors: c.errors,
    })),
  };
}

/** Sends a previewed upload from a wallet: the draft becomes a queued batch (or an approval request). */
export async function commitUpload(
  deps: PaymentsDeps,
  caller: Caller,
  body: z.output<typeof transferUploadRequest>,
  idempotencyKey: string,
) {
  const { companyId, memberId } = caller.auth;
  const { pin, ...request } = body;
  const fingerprint = requestFingerprint('POST', PAYMENTS_PATHS.transferUploads, request);
  await verifyTransactionPin(deps, caller, pin);
  return once<Answer>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      const draft = await findBatch(tx, companyId, request.uploadId, true);
      if (draft?.kind !== 'upload') throw new NotFound('Upload');
      if (draft.status !== 'draft' || draft.approvalRequestId)
        throw new Conflict('This upload was already sent');
      if (draft.total === 0) throw new ValidationFailed({ uploadId: ['The file has no valid rows to send'] });
      await getWallet(tx, companyId, request.sourceWalletId);
      const batch = await updateBatch(tx, draft, {
        sourceWalletId: request.sourceWalletId,
        initiatedBy: memberId,
        idempotencyKey,
      });
      return gateAndStart(tx, deps, caller, batch, idempotencyKey, afterCommit);
    },
    deps.onEffectError,
  );
}
