// The payments actions an approval workflow may gate (architecture rule 11), with the payload a request stores.
// Each payload is everything the executor needs to do the action later, as the member who asked.
import type { BeneficiaryType } from '@paydesk/contracts';

export interface SingleTransferPayload {
  memberId: string;
  userId: string;
  sourceWalletId: string;
  beneficiaryId: string | null;
  bankCode: string;
  bankName: string | null;
  accountNumber: string;
  accountName: string;
  amount: number;
  /** The fee quoted when asked: the executed transfer charges this. */
  fee: number;
  narration: string;
  /** The client's key of the gated call: the executed transfer keeps it, so it is posted once. */
  idempotencyKey: string;
}

export interface BulkTransferPayload {
  memberId: string;
  userId: string;
  batchId: string;
  sourceWalletId: string;
  total: number;
  totalAmount: number;
  totalFees: number;
}

export interface BeneficiaryPayload {
  memberId: string;
  type: BeneficiaryType;
  bankCode: string;
  bankName: string | null;
  accountNumber: string;
  accountName: string;
  nickname: string | null;
  isPaydeskWallet: boolean;
}

declare module '../approvals/index.ts' {
  interface GateableActions {
    'transfer.single': SingleTransferPayload;
    'transfer.bulk': BulkTransferPayload;
    'beneficiary.add': BeneficiaryPayload;
  }
}
