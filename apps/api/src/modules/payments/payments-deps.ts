// What the payments services are given: the database, config, the outbox mailer, the banking rail (name enquiry and
// transfers), a way to queue jobs, and the approvals seam (the gate asked before money moves, the registry that
// runs an approved action).
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { BankingProvider, TransferOutcome, TransferRail } from '../../providers/banking/index.ts';
import type { ApprovalGate, ApprovalRegistry } from '../approvals/index.ts';
import type { JobSender } from '../wallets/index.ts';

/**
 * Transfers another module sends on the same rail (on-demand payouts): their callbacks reach payments' callback
 * routes and are handed over by reference, applied by their owner exactly once.
 */
export interface OtherTransfers {
  owns(reference: string): boolean;
  apply(outcome: TransferOutcome): Promise<'pending' | 'settled' | 'reversed' | 'duplicate' | 'unknown'>;
  /** Many at once (a grouped callback), when the owner can apply them together; one by one otherwise. */
  applyMany?(
    outcomes: TransferOutcome[],
  ): Promise<Record<'pending' | 'settled' | 'reversed' | 'duplicate' | 'unknown', number>>;
}

export interface PaymentsDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  banking: BankingProvider;
  rail: TransferRail;
  jobs: JobSender;
  gate: ApprovalGate;
  registry: ApprovalRegistry;
  onEffectError?: (error: unknown) => void;
  /** Owners of other transfers on the rail, whose callbacks are handed over (wired by the composition root). */
  otherTransfers?: OtherTransfers;
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
