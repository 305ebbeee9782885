// One bill (POST …/bills/purchase): the PIN, the line checked (catalogue, amount, customer validation), Paydesk's
// fee, then under the Idempotency-Key in one transaction: the approvals gate ('bill.payment') and, when not gated,
// the debit into bills clearing. After commit the provider is asked at once, so the answer carries the outcome
// (successful with a token, failed and reversed, or pending until the re-query); a replay answers the bill as it is now.
import {
  type ApprovalPending,
  BILL_CATEGORY,
  BILLS_MESSAGES,
  BILLS_PATHS,
  type BillPayment,
  type billPurchaseRequest,
} from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { once, requestFingerprint, type StoredResponse } from '../../../lib/idempotency.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { gateOrRun, pendingRequest } from '../../approvals/index.ts';
import { getWallet, verifyTransactionPin } from '../../wallets/index.ts';
import { insertBeneficiaries } from '../beneficiaries/beneficiaries.queries.ts';
import type { BillPaymentPayload } from './bill-approval.ts';
import { orderOf } from './bill-order.ts';
import { vendBill } from './bill-outcome.ts';
import { postBill } from './bill-posting.ts';
import { billView, getBillView } from './bill-views.ts';
import { type BillRow, findBill } from './bills.queries.ts';
import type { BillsDeps } from './bills-deps.ts';

type PurchaseBody = z.output<typeof billPurchaseRequest>;
type SinglePayload = Extract<BillPaymentPayload, { kind: 'single' }>;
type Answer = { message: string; data: BillPayment | ApprovalPending };

/** Posts a single bill from its payload: the ungated path and the approval executor both come here. */
export async function executeSingleBill(
  tx: Tx,
  companyId: string,
  payload: SinglePayload,
  approvalRequestId: string | null,
): Promise<BillRow> {
  const bill = await postBill(tx, {
    companyId,
    memberId: payload.memberId,
    sourceWalletId: payload.sourceWalletId,
    order: payload.order,
    idempotencyKey: payload.idempotencyKey,
    approvalRequestId,
  });
  if (payload.saveBeneficiary) {
    const { order } = payload;
    await insertBeneficiaries(tx, [
      {
        companyId,
        type: BILL_CATEGORY[order.category].beneficiaryType,
        bankCode: order.billerCode,
        bankName: order.billerName,
        accountNumber: order.customerNumber,
        accountName: order.customerName ?? order.customerNumber,
        createdBy: payload.memberId,
      },
    ]);
  }
  return bill;
}

const messageOf = (bill: BillPayment) =>
  bill.status === 'failed'
    ? (bill.failureReason ?? BILLS_MESSAGES.purchaseFailed)
    : bill.status === 'successful'
      ? BILLS_MESSAGES.purchased
      : 'Bill payment pending';

export async function purchaseBill(
  deps: BillsDeps,
  caller: Caller,
  body: PurchaseBody,
  idempotencyKey: string,
): Promise<StoredResponse<Answer>> {
  const { companyId, memberId, userId } = caller.auth;
  const { pin, ...request } = body;
  const fingerprint = requestFingerprint('POST', BILLS_PATHS.purchase, request);
  await verifyTransactionPin(deps, caller, pin);
  // Customer validation asks the biller: it runs before the money transaction.
  const order = await orderOf(deps.bills, request.category, request);
  const payload: SinglePayload = {
    kind: 'single',
    memberId,
    userId,
    sourceWalletId: request.sourceWalletId,
    order,
    saveBeneficiary: request.saveBeneficiary ?? false,
    idempotencyKey,
  };
  const stored = await once<Answer>(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      await getWallet(tx, companyId, request.sourceWalletId);
      const outcome = await gateOrRun(
        tx,
        {
          gate: deps.gate,
          caller,
          action: 'bill.payment',
          idempotencyKey,
          amountKobo: order.amount, // what the member typed: workflow ranges never count the fee
          sourceWalletId: request.sourceWalletId,
          payload,
          afterCommit,
          requested: {
            action: 'payments.bill.requested',
            metadata: { category: order.category, biller: order.billerCode, amount: order.amount },
          },
        },
        async () => {
          const bill = await executeSingleBill(tx, companyId, payload, null);
          await recordCallerAudit(tx, caller, {
            action: 'payments.bill.create',
            target: { type: 'bill-payment', id: bill.id },
            outcome: 'success',
            metadata: {
              reference: bill.reference,
              category: bill.category,
              biller: bill.billerCode,
              customerNumber: bill.customerNumber,
              amount: bill.amount,
              fee: bill.fee,
            },
          });
          return billView(tx, bill);
        },
      );
      return outcome.gated
        ? {
            status: 202,
            body: { message: BILLS_MESSAGES.approvalPending, data: pendingRequest(outcome.requestId) },
          }
        : { status: 201, body: { message: 'Bill payment pending', data: outcome.result } };
    },
    deps.onEffectError,
  );
  if (stored.status !== 201) return stored;
  const id = (stored.body.data as BillPayment)._id;
  if (!stored.replayed) {
    const row = await findBill(deps.db, companyId, id);
    if (row) await vendBill(deps.db, deps.bills, row);
  }
  const bill = await getBillView(deps.db, companyId, id);
  return { ...stored, body: { message: messageOf(bill), data: bill } };
}
