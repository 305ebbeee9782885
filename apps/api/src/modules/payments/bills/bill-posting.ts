// Posting a bill out of a wallet, the one place bills debit money (through modules/ledger): the wallet pays amount +
// fee; the amount waits in bills clearing until the biller answers, the fee goes to fees income, and the wallet's
// history shows a pending bill line and its fee's. Limits are checked in the same transaction; the wallet's guarded balance refuses an
// overdraft whatever runs in parallel.
import type { Tx } from '@paydesk/db';
import { newReference } from '../../../lib/references.ts';
import { ensureSystemAccounts, move, walletDebit } from '../../ledger/index.ts';
import { assertWithinLimits } from '../../wallets/index.ts';
import type { BillOrder } from './bill-order.ts';
import { type BillRow, insertBill } from './bills.queries.ts';

export interface BillPosting {
  companyId: string;
  memberId: string;
  sourceWalletId: string;
  order: BillOrder;
  idempotencyKey?: string | null;
  batchId?: string | null;
  lineNo?: number | null;
  approvalRequestId?: string | null;
  /** The demo's history only (its seed's clock): when it was paid. Real bills are posted now. */
  postedAt?: Date;
}

export const billNarration = (order: Pick<BillOrder, 'billerName' | 'productName' | 'customerNumber'>) =>
  `${order.productName ?? order.billerName} for ${order.customerNumber}`;

export async function postBill(tx: Tx, posting: BillPosting): Promise<BillRow> {
  const { order, companyId } = posting;
  await assertWithinLimits(tx, companyId, posting.memberId, order.amount);
  const system = await ensureSystemAccounts(tx, companyId);
  const reference = newReference('BIL', 12);
  const narration = billNarration(order);
  const posted = await move(tx, {
    companyId,
    kind: 'bill_payment',
    description: narration,
    reference,
    legs: [
      walletDebit(
        posting.sourceWalletId,
        order.amount,
        {
          type: 'bill_payment',
          narration,
          status: 'pending',
          counterparty: {
            name: order.customerName ?? order.billerName,
            account: order.customerNumber,
            bank: order.billerName,
          },
          initiatedBy: posting.memberId,
          channel: 'bills',
          metadata: { category: order.category, reversal: 'none' },
        },
        { amount: order.fee, narration: `Bill payment fee: ${reference}` },
      ),
      { account: system.bills_clearing, amount: order.amount },
      ...(order.fee > 0 ? [{ account: system.fees, amount: order.fee }] : []),
    ],
    ...(posting.postedAt ? { postedAt: posting.postedAt } : {}),
  });
  return insertBill(tx, {
    ...(posting.postedAt ? { createdAt: posting.postedAt, updatedAt: posting.postedAt } : {}),
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
}
