// Paying a bill batch: line by line, each line one transaction that locks the batch row, posts the line's bill (in
// a savepoint, so a refusal — funds, limits, a frozen wallet — marks the line refused and the batch goes on) and
// moves the line out of 'waiting'. A bill is unique per (batch, line) and a line leaves 'waiting' in the
// transaction that posts it, so a retried job, two workers or one killed mid-batch pay every line once. Each bill
// goes to the provider right after its line commits.
import type { BillCategory } from '@paydesk/contracts';
import type { Database, Tx } from '@paydesk/db';
import { DomainError } from '../../../lib/errors.ts';
import type { BillsProvider } from '../../../providers/bills/index.ts';
import { lockBillBatch, nextWaitingLine, settleLine, updateBillBatch } from './bill-batches.queries.ts';
import { vendBill } from './bill-outcome.ts';
import { postBill } from './bill-posting.ts';
import type { BillRow } from './bills.queries.ts';

type Step = { done: true } | { done: false; bill: BillRow | null };

async function payNextLine(tx: Tx, companyId: string, batchId: string): Promise<Step> {
  const batch = await lockBillBatch(tx, companyId, batchId);
  if (!batch || batch.status === 'completed') return { done: true };
  const line = await nextWaitingLine(tx, companyId, batchId);
  if (!line) {
    await updateBillBatch(tx, batch, { status: 'completed', completedAt: new Date() });
    return { done: true };
  }
  let bill: BillRow | null = null;
  try {
    bill = await tx.transaction((sp) =>
      postBill(sp as Tx, {
        companyId,
        memberId: batch.initiatedBy,
        sourceWalletId: batch.sourceWalletId,
        order: {
          category: batch.category as BillCategory,
          billerCode: line.billerCode,
          billerName: line.billerName,
          productCode: line.productCode,
          productName: line.productName,
          addons: line.addons,
          customerNumber: line.customerNumber,
          customerName: line.customerName,
          customerAddress: line.customerAddress,
          amount: line.amount,
          fee: line.fee,
        },
        batchId,
        lineNo: line.lineNo,
        approvalRequestId: batch.approvalRequestId,
      }),
    );
    await settleLine(tx, line, { state: 'sent', billId: bill.id, error: null });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await settleLine(tx, line, { state: 'refused', billId: null, error: error.message });
  }
  await updateBillBatch(tx, batch, { status: 'processing', processed: batch.processed + 1 });
  return { done: false, bill };
}

export async function processBillBatch(
  deps: { db: Database; bills: BillsProvider },
  target: { companyId: string; batchId: string },
): Promise<void> {
  for (;;) {
    const step = await deps.db.transaction((tx) => payNextLine(tx, target.companyId, target.batchId));
    if (step.done) return;
    if (step.bill) await vendBill(deps.db, deps.bills, step.bill);
  }
}
