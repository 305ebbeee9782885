// What the wallet services are given: the database, config, the outbox mailer, the files store, the funding
// provider and a way to queue jobs.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { JobSender, NoPayload } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { FundingProvider } from '../../providers/funding/index.ts';
import type { ApprovalsSeam } from '../approvals/index.ts';

export interface WalletDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  files: FilesStore;
  funding: FundingProvider;
  jobs: JobSender;
  /** The approvals gate and registry: a move covered by a workflow becomes a request. */
  approvals?: ApprovalsSeam;
  onEffectError?: (error: unknown) => void;
}

export const WALLET_JOBS = {
  fundingCallbacks: 'wallets.funding-callbacks',
  checkoutExpiry: 'wallets.checkout-expiry',
  statement: 'wallets.statement',
  statementSweep: 'wallets.statement-sweep',
  yieldAccrual: 'wallets.yield-accrual',
  reconciliation: 'wallets.reconciliation',
} as const;

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'wallets.funding-callbacks': NoPayload;
    'wallets.statement': { companyId: string; id: string };
    'wallets.statement-sweep': NoPayload;
    'wallets.checkout-expiry': NoPayload;
    /** A Lagos date; the cron sends none: yesterday. */
    'wallets.yield-accrual': { day?: string };
    'wallets.reconciliation': NoPayload;
  }
}
