// What the payments services are given: the database, config, the outbox mailer, the banking rail (name enquiry and
// transfers), a way to queue jobs, and the approvals seam (the gate asked before money moves, the registry that
// runs an approved action).
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { JobSender, NoPayload } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { BankingProvider, TransferRail } from '../../providers/banking/index.ts';
import type { ApprovalGate, ApprovalRegistry } from '../approvals/index.ts';
import type { PayoutRegistry } from './rail/payout-registry.ts';

export interface PaymentsDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  banking: BankingProvider;
  rail: TransferRail;
  jobs: JobSender;
  gate: ApprovalGate;
  registry: ApprovalRegistry;
  /** The owners' payout handlers (payroll, on-demand, settlements): outcomes of their payouts go to them. */
  payouts: PayoutRegistry;
  onEffectError?: (error: unknown) => void;
}

export const PAYMENTS_JOBS = {
  /** `{ companyId, batchId }`: posts a committed batch chunk by chunk. */
  batch: 'payments.transfer-batch',
  /** Every minute: batches queued or processing whose job was lost. */
  batchSweep: 'payments.transfer-batch-sweep',
  /** Transfers left accepted (never reached the rail) or pending past the timeout: ask the rail. */
  requery: 'payments.transfer-requery',
  /** The sandbox rail: settle due transfers and deliver their callbacks. */
  sandboxSettlement: 'payments.sandbox-bank-settlement',
} as const;

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'payments.transfer-batch': { companyId: string; batchId: string };
    'payments.transfer-batch-sweep': NoPayload;
    'payments.transfer-requery': NoPayload;
    'payments.sandbox-bank-settlement': NoPayload;
  }
}
