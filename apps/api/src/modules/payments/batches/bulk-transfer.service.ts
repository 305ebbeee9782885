// Many transfers at once ('transfer.bulk'): the multiple-transfer form (lines in one request, posted in it) and
// the commit of an uploaded file previewed into a draft batch (bulk-transfer-preview.service.ts), then posted by a
// job. Either way, under the Idempotency-Key: the PIN, the approvals gate for the batch's total, then the batch
// (bulk-transfer-start.service.ts).
import {
  duplicateTransfers,
  type multipleTransferRequest,
  PAYMENTS_PATHS,
  type transferUploadRequest,
  unconfirmedDuplicatesMessage,
} from '@paydesk/contracts';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, DomainError, NotFound, ValidationFailed } from '../../../lib/errors.ts';
import { once, requestFingerprint } from '../../../lib/idempotency.ts';
import { getWallet, verifyTransactionPin } from '../../wallets/index.ts';
import type { PaymentsDeps } from '../payments-deps.ts';
import { feeBandsOf, transferFee } from '../transfers/fees.ts';
import { destinationOf } from '../transfers/single-transfer.service.ts';
import { type BatchAnswer, gateAndStart } from './bulk-transfer-start.service.ts';
import { inParallel } from './in-parallel.ts';
import {
  duplicateLineCount,
  findBatch,
  insertBatch,
  insertBatchLines,
  updateBatch,
} from './transfer-batches.queries.ts';

type MultipleBody = z.output<typeof multipleTransferRequest>;

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
  const duplicates = duplicateTransfers(lines).filter((first) => first !== null).length;
  refuseUnconfirmedDuplicates(duplicates, request.confirmDuplicates);
  return once<BatchAnswer>(
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
  return once<BatchAnswer>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      const draft = await findBatch(tx, companyId, request.uploadId, true);
      if (draft?.kind !== 'upload') throw new NotFound('Upload');
      if (draft.status !== 'draft' || draft.approvalRequestId)
        throw new Conflict('This upload was already sent');
      if (draft.total === 0) throw new ValidationFailed({ uploadId: ['The file has no valid rows to send'] });
      const duplicates = await duplicateLineCount(tx, companyId, draft.id);
      refuseUnconfirmedDuplicates(duplicates, request.confirmDuplicates);
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

/** Repeats (same account, amount and narration as an earlier line) go out only when the member confirmed them. */
function refuseUnconfirmedDuplicates(count: number, confirmed: boolean | undefined) {
  if (count > 0 && !confirmed)
    throw new ValidationFailed({ confirmDuplicates: [unconfirmedDuplicatesMessage(count)] });
}
