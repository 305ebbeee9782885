// Posting a bill out of a wallet, the one place bills debit money (through modules/ledger): the wallet pays amount +
// fee; the amount waits in bills clearing until the biller answers, the fee goes to fees income as its own posting
// and its own history line. Limits are checked in the same transaction; the wallet's guarded balance refuses an
// overdraft whatever runs in parallel.
import type { Tx } from '@paydesk/db';
import { newReference } from '../../../lib/references.ts';
import { ensureSystemAccounts, postEntryDetailed } from '../../ledger/index.ts';
import { assertWithinLimits, insertLines, type TransactionLine } from '../../wallets/index.ts';
import type { BillOrder } from './bill-order.ts';
import { type BillRow, insertBill } from './bills.queries.ts';

/** The fee's history line has its own reference (one debit line per reference and wallet). */
export const billFeeReference = (reference: string) => `${reference}-FEE`;

export interface BillPosting {
  companyId: string;
  memberId: string;
  sourceWalletId: string;
  order: BillOrder;
  idempotencyKey?: string | null;
  batchId?: string | null;
  lineNo?: number | null;
  approvalRequestId?: string | null;
}

export const billNarration = (order: Pick<BillOrder, 'billerName' | 'productName' | 'customerNumber'>) =>
  `${order.productName ?? order.billerName} for ${order.customerNumber}`;

export async function postBill(tx: Tx, posting: BillPosting): Promise<BillRow> {
  const { order, companyId } = posting;
  await assertWithinLimits(tx, companyId, posting.memberId, order.amount);
  const system = await ensureSystemAccounts(tx, companyId);
  const reference = newReference('BIL', 12);
  const narration = billNarration(order);
  const posted = await postEntryDetailed(tx, {
    companyId,
    kind: 'bill_payment',
    description: narration,
    reference,
    postings: [
      { accountId: posting.sourceWalletId, amount: -(order.amount + order.fee) },
      { accountId: system.bills_clearing!, amount: order.amount },
      ...(order.fee > 0 ? [{ accountId: system.fees!, amount: order.fee }] : []),
    ],
  });
  const bill = await insertBill(tx, {
    companyId,
    reference,
    idempotencyKey: posting.idempotencyKey ?? null,
    batchId: posting.batchId ?? null,
    lineNo: posting.lineNo ?? null,
    sourceWalletId: posting.sourceWalletId,
    category: order.category,
    billerCode: order.billerCode,
    billerName: order.billerName,
    productCode: order.productCode,
    productName: order.productName,
    addons: order.addons,
    customerNumber: order.customerNumber,
    customerName: order.customerName,
    customerAddress: order.customerAddress,
    amount: order.amount,
    fee: order.fee,
    entryId: posted.entryId,
    initiatedBy: posting.memberId,
    approvalRequestId: posting.approvalRequestId ?? null,
  });
  const after = posted.balances.get(posting.sourceWalletId) ?? null;
  const common = {
    companyId,
    walletId: posting.sourceWalletId,
    entryId: posted.entryId,
    direction: 'debit' as const,
    status: 'pending' as const,
    counterpartyName: order.customerName ?? order.billerName,
    counterpartyAccount: order.customerNumber,
    counterpartyBank: order.billerName,
    initiatedBy: posting.memberId,
    channel: 'bills',
    metadata: { billId: bill.id, category: order.category, reversal: 'none' },
  };
  const lines: TransactionLine[] = [
    {
      ...common,
      type: 'bill_payment',
      amount: order.amount,
      reference,
      narration,
      balanceAfter: after === null ? null : after + order.fee,
    },
  ];
  if (order.fee > 0)
    lines.push({
      ...common,
      type: 'fee',
      amount: order.fee,
      reference: billFeeReference(reference),
      narration: `Bill payment fee: ${reference}`,
      balanceAfter: after,
    });
  await insertLines(tx, lines);
  return bill;
}
