// Transfers, batches and receipts as the contracts show them.
import type { BatchLine, Transfer, TransferBatch, TransferReceipt } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { NotFound } from '../../../lib/errors.ts';
import { approvingMemberIds } from '../../approvals/index.ts';
import { memberName } from '../../team/index.ts';
import { companyName, getWallet } from '../../wallets/index.ts';
import {
  type BatchLineRow,
  type BatchRow,
  batchCounts,
  batchLinePage,
  findBatch,
} from '../batches/transfer-batches.queries.ts';
import { findTransfer, listTransfers, type TransferRow, toTransfer } from './transfers.queries.ts';

/** Wallet names by id, read once each through the wallets module. */
async function walletNames(db: Executor, companyId: string, ids: string[]) {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) names.set(id, (await getWallet(db, companyId, id)).name);
  return names;
}

export async function transferView(db: Executor, row: TransferRow): Promise<Transfer> {
  const wallet = await getWallet(db, row.companyId, row.sourceWalletId);
  const initiator = row.initiatedBy ? await memberName(db, row.companyId, row.initiatedBy) : null;
  const approvers: string[] = [];
  if (row.approvalRequestId)
    for (const id of await approvingMemberIds(db, row.companyId, row.approvalRequestId)) {
      const name = await memberName(db, row.companyId, id);
      if (name) approvers.push(name);
    }
  return toTransfer(row, wallet.name, initiator, approvers);
}

export async function getTransferView(db: Executor, companyId: string, id: string): Promise<Transfer> {
  const row = await findTransfer(db, companyId, id);
  if (!row) throw new NotFound('Transfer');
  return transferView(db, row);
}

export async function transferPage(
  db: Executor,
  companyId: string,
  query: Parameters<typeof listTransfers>[2],
) {
  const { rows, totalDocs } = await listTransfers(db, companyId, query);
  const names = await walletNames(
    db,
    companyId,
    rows.map((r) => r.sourceWalletId),
  );
  return {
    docs: rows.map((r) => toTransfer(r, names.get(r.sourceWalletId) ?? '')),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

/** A batch line as people read it: a refused line says why, a line the bank failed says the bank's reason. */
function lineView(
  line: BatchLineRow,
  transferStatus: TransferRow['status'] | null,
  transferFailure: string | null,
): BatchLine {
  const status: BatchLine['status'] =
    line.state === 'waiting' ? 'waiting' : line.state === 'sent' ? (transferStatus ?? 'accepted') : 'skipped';
  const firstError = Object.values(line.errors ?? {}).flat()[0] ?? null;
  return {
    lineNo: line.lineNo,
    bankCode: line.bankCode,
    accountNumber: line.accountNumber,
    accountName: line.accountName,
    amount: line.amount,
    fee: line.fee,
    status,
    transferId: line.transferId,
    reversal: status === 'reversed' ? 'reversed' : status === 'failed' ? 'pending' : 'none',
    error: line.error ?? firstError ?? transferFailure,
  };
}

export async function batchLinesView(
  db: Executor,
  companyId: string,
  batchId: string,
  query: { page: number; limit: number },
) {
  if (!(await findBatch(db, companyId, batchId))) throw new NotFound('Batch');
  const { rows, totalDocs } = await batchLinePage(db, companyId, batchId, query);
  return {
    docs: rows.map((r) => lineView(r.line, r.transferStatus, r.transferFailure)),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

export async function batchView(db: Executor, batch: BatchRow, linesShown = 100): Promise<TransferBatch> {
  const counts = await batchCounts(db, batch.companyId, batch.id);
  const { rows } = await batchLinePage(db, batch.companyId, batch.id, { page: 1, limit: linesShown });
  return {
    _id: batch.id,
    kind: batch.kind,
    status: batch.status,
    sourceWalletId: batch.sourceWalletId,
    fileName: batch.fileName,
    total: batch.total,
    processed: batch.processed,
    counts,
    totalAmount: batch.totalAmount,
    totalFees: batch.totalFees,
    createdAt: batch.createdAt.toISOString(),
    completedAt: batch.completedAt?.toISOString() ?? null,
    lines: rows.map((r) => lineView(r.line, r.transferStatus, r.transferFailure)),
  };
}

export async function getBatchView(db: Executor, companyId: string, id: string) {
  const batch = await findBatch(db, companyId, id);
  if (!batch) throw new NotFound('Batch');
  return batchView(db, batch);
}

export async function receiptOf(db: Executor, companyId: string, id: string): Promise<TransferReceipt> {
  const row = await findTransfer(db, companyId, id);
  if (!row) throw new NotFound('Transfer');
  const wallet = await getWallet(db, companyId, row.sourceWalletId);
  return {
    reference: row.reference,
    sessionId: row.sessionId,
    status: row.status,
    amount: row.amount,
    fee: row.fee,
    sender: {
      businessName: await companyName(db, companyId),
      walletName: wallet.name,
      accountNumber: wallet.accountNumber,
    },
    beneficiary: { name: row.accountName, bankName: row.bankName, accountNumber: row.accountNumber },
    narration: row.narration,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
