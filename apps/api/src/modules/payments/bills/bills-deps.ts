// What the bills services are given: everything payments services get, plus the bills provider.
import type { NoPayload } from '../../../platform/jobs/jobs.ts';
import type { BillsProvider } from '../../../providers/bills/index.ts';
import type { PaymentsDeps } from '../payments-deps.ts';

export interface BillsDeps extends PaymentsDeps {
  bills: BillsProvider;
}

export const BILLS_JOBS = {
  /** `{ companyId, batchId }`: pays a bill batch line by line. */
  batch: 'payments.bill-batch',
  /** Every minute: bills never sent or pending past the re-query age, and batches whose job was lost. */
  sweep: 'payments.bill-sweep',
} as const;

declare module '../../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'payments.bill-batch': { companyId: string; batchId: string };
    'payments.bill-sweep': NoPayload;
  }
}

/** Seconds a pending bill waits before the provider is asked about it again. */
export const BILL_REQUERY_SECONDS = 60;
