// The gateable action 'settlement.sweep' (architecture rule 11): setting up a sweep rule moves money on every date
// it runs, so a workflow can hold it for approval; the payload is everything needed to make the rule later, as the
// member who asked.
import type { RecurringFrequency } from '@paydesk/contracts';

export interface SweepSetupPayload {
  memberId: string;
  walletId: string;
  settlementAccountId: string;
  floor: number;
  frequency: RecurringFrequency;
  day: number | null;
  startDate: string;
  /** The client's key of the gated call: the rule made from the approval keeps it, so it is made once. */
  idempotencyKey: string;
  /** For the approvers' list. */
  accountName: string;
  accountNumber: string;
}

declare module '../approvals/index.ts' {
  interface GateableActions {
    'settlement.sweep': SweepSetupPayload;
  }
}
