// The gateable action 'transfer.recurring.setup' (architecture rule 11): the payload its approval request stores is
// everything needed to set the schedule up later, as the member who asked.
import type { RecurringFrequency } from '@paydesk/contracts';

export interface RecurringSetupPayload {
  memberId: string;
  userId: string;
  sourceWalletId: string;
  beneficiaryId: string | null;
  destinationWalletId: string | null;
  channel: 'bank' | 'wallet';
  bankCode: string;
  bankName: string | null;
  accountNumber: string;
  accountName: string;
  amount: number;
  narration: string;
  frequency: RecurringFrequency;
  day: number | null;
  startDate: string;
  endDate: string | null;
  count: number | null;
  /** The client's key of the gated call: the schedule made from the approval keeps it, so it is made once. */
  idempotencyKey: string;
}

declare module '../../approvals/index.ts' {
  interface GateableActions {
    'transfer.recurring.setup': RecurringSetupPayload;
  }
}
