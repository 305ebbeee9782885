// The bill payment an approval workflow may gate ('bill.payment', architecture rule 11), with the payload a request
// stores: a single bill or a bulk batch, each checked and priced when asked, executed as the member who asked.
import type { BillOrder } from './bill-order.ts';

export type BillPaymentPayload =
  | {
      kind: 'single';
      memberId: string;
      userId: string;
      sourceWalletId: string;
      order: BillOrder;
      saveBeneficiary: boolean;
      /** The client's key of the gated call: the executed bill keeps it, so it is posted once. */
      idempotencyKey: string;
    }
  | {
      kind: 'bulk';
      memberId: string;
      userId: string;
      sourceWalletId: string;
      fileName: string | null;
      orders: BillOrder[];
      totalAmount: number;
      totalFees: number;
      idempotencyKey: string;
    };

declare module '../../approvals/index.ts' {
  interface GateableActions {
    'bill.payment': BillPaymentPayload;
  }
}
