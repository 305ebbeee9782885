// What the payroll-run services are given: the database, config, the outbox mailer, the job sender, the payout
// pipeline (salaries and remittances go out through payments, whose handlers registry tells payroll what became of
// them), the approvals seam, and the on-demand recoveries port.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { JobSender, NoPayload } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { ApprovalGate, ApprovalRegistry } from '../approvals/index.ts';
import type { PayoutRegistry } from '../payments/index.ts';
import type { ComputeJobData } from './compute/compute-job.ts';
import type { RecoveriesPort } from './compute/recoveries.ts';

export interface PayrollDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  payouts: PayoutRegistry;
  jobs: JobSender;
  gate: ApprovalGate;
  registry: ApprovalRegistry;
  recoveries: RecoveriesPort;
  /** Verifies the staff app's tokens (the employee's own payslips and receipts). */
  staffTokens: AccessTokens;
  /** Where the authorities' receipts of remittances are kept (uploaded by the employer). */
  files?: FilesStore;
  onEffectError?: (error: unknown) => void;
}

export const PAYROLL_JOBS = {
  /** `{ companyId, runId, generation }`: computes the run's employees chunk by chunk. */
  compute: 'payroll.compute',
  /** Every minute: computations whose job was lost. */
  sweep: 'payroll.sweep',
  /** `{ companyId, runId, resend?, since? }`: emails the run's payslips through the outbox, chunk by chunk. */
  payslips: 'payroll.payslips',
  /** Daily: scheduled payrolls due today create, run and submit their draft. */
  autoRuns: 'payroll.auto-runs',
} as const;

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'payroll.compute': ComputeJobData;
    'payroll.sweep': NoPayload;
    'payroll.payslips': { companyId: string; runId: string; resend?: boolean; since?: number };
    /** A Lagos date; the cron sends none: today. */
    'payroll.auto-runs': { today?: string };
  }
}

/** Employees computed per transaction. */
export const COMPUTE_CHUNK = 5_000;
