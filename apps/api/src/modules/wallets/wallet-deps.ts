// What the wallet services are given: the database, config, the outbox mailer, the files store, the funding
// provider and a way to queue jobs.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { SendOptions } from '../../platform/jobs/job-runner.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { FundingProvider } from '../../providers/funding/index.ts';
import type { ApprovalsSeam } from '../approvals/index.ts';

export interface JobSender {
  send(name: string, data?: object, options?: SendOptions): Promise<void>;
}

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
