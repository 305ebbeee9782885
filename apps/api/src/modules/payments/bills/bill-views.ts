// Bills, bill batches and bill receipts as the contracts show them.
import type { BillBatch, BillBatchLine, BillCategory, BillListQuery, BillPayment } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { NotFound } from '../../../lib/errors.ts';
import { companyName, getWallet } from '../../wallets/index.ts';
import { type BillBatchRow, findBillBatch, linesWithBills } from './bill-batches.queries.ts';
import { type BillRow, findBill, listBills } from './bills.queries.ts';

export function toBill(row: BillRow, walletName: string): BillPayment {
  return {
    _id: row.id,
    reference: row.reference,
    category: row.category as BillCategory,
    billerCode: row.billerCode,
    billerName: row.billerName,
    productCode: row.productCode,
    productName: row.productName,
    addons: row.addons,
    customerNumber: row.customerNumber,
    customerName: row.customerName,
    customerAddress: row.customerAddress,
    amount: row.amount,
    fee: row.fee,
    status: row.status,
    error: row.status === 'failed',
    failureReason: row.failureReason,
    token: row.token,
    units: row.units,
    providerReference: row.providerReference,
    reversal: {
      state: row.reversalEntryId ? 'reversed' : 'none',
      reversedAt: row.reversedAt?.toISOString() ?? null,
    },
    sourceWalletId: row.sourceWalletId,
    sourceWalletName: walletName,
    batchId: row.batchId,
    lineNo: row.lineNo,
    initiatedBy: row.initiatedBy,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function billView(db: Executor, row: BillRow): Promise<BillPayment> {
  return toBill(row, (await getWallet(db, row.companyId, row.sourceWalletId)).name);
}

export async function getBillView(db: Executor, companyId: string, id: string): Promise<BillPayment> {
  const row = await findBill(db, companyId, id);
  if (!row) throw new NotFound('Bill payment');
  return billView(db, row);
}

export async function billPage(db: Executor, companyId: string, query: BillListQuery) {
  const { rows, totalDocs } = await listBills(db, companyId, query);
  const names = new Map<string, string>();
  for (const id of new Set(rows.map((r) => r.sourceWalletId)))
    names.set(id, (await getWallet(db, companyId, id)).name);
  return {
    docs: rows.map((r) => toBill(r, names.get(r.sourceWalletId) ?? '')),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

export async function billBatchView(db: Executor, batch: BillBatchRow): Promise<BillBatch> {
  const rows = await linesWithBills(db, batch.companyId, batch.id);
  const lines: BillBatchLine[] = rows.map(({ line, status, token, reversalEntryId, failureReason }) => ({
    lineNo: line.lineNo,
    billerCode: line.billerCode,
    billerName: line.billerName,
    productName: line.productName,
    customerNumber: line.customerNumber,
    customerName: line.customerName,
    amount: line.amount,
    fee: line.fee,
    status:
      line.state === 'waiting' ? 'waiting' : line.state === 'refused' ? 'refused' : (status ?? 'pending'),
    billId: line.billId,
    token,
    reversal: reversalEntryId ? 'reversed' : 'none',
    error: line.error ?? failureReason ?? null,
  }));
  const count = (s: BillBatchLine['status']) => lines.filter((l) => l.status === s).length;
  return {
    _id: batch.id,
    category: batch.category as BillCategory,
    status: batch.status,
    sourceWalletId: batch.sourceWalletId,
    fileName: batch.fileName,
    total: batch.total,
    processed: batch.processed,
    counts: {
      waiting: count('waiting'),
      refused: count('refused'),
      pending: count('pending'),
      successful: count('successful'),
      failed: count('failed'),
    },
    totalAmount: batch.totalAmount,
    totalFees: batch.totalFees,
    createdAt: batch.createdAt.toISOString(),
    completedAt: batch.completedAt?.toISOString() ?? null,
    lines,
  };
}

export async function getBillBatchView(db: Executor, companyId: string, id: string) {
  const batch = await findBillBatch(db, companyId, id);
  if (!batch) throw new NotFound('Bill batch');
  return billBatchView(db, batch);
}

/** What the bill receipt shows: the bill, who paid it from which wallet. */
export async function billReceiptOf(db: Executor, companyId: string, id: string) {
  const row = await findBill(db, companyId, id);
  if (!row) throw new NotFound('Bill payment');
  const wallet = await getWallet(db, companyId, row.sourceWalletId);
  return {
    bill: toBill(row, wallet.name),
    businessName: await companyName(db, companyId),
    walletAccountNumber: wallet.accountNumber,
  };
}
