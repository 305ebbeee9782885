// What the approvals engine is built with: the database, config, the outbox mailer, the registry of executors,
// team's directory of approvers, a way to queue jobs, and where after-commit failures are reported.
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { Caller } from '../../http/route-kit.ts';
import type { JobSender, NoPayload } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { ApproverDirectory } from './approver-directory.ts';
import type { ApprovalRegistry } from './registry.ts';

export interface ApprovalsDeps {
  db: Database;
  config: Pick<AppConfig, 'APP_SECRET' | 'PUBLIC_URL' | 'APPROVAL_EXPIRY_HOURS' | 'PIN_LOCKOUT_THRESHOLD'>;
  mailer: Mailer;
  registry: ApprovalRegistry;
  /** Team's members and roles: who may decide a stage (team's `approverDirectory`, wired by module-context.ts). */
  approverDirectory: ApproverDirectory;
  jobs: () => JobSender | undefined;
  /** Checks a member's transaction PIN (the wallets module's check, handed over by app.ts). */
  verifyPin: (caller: Caller, pin: string) => Promise<void>;
  onEffectError?: (error: unknown) => void;
}

export const APPROVAL_JOBS = {
  /** Runs one approved request through the registry (exactly once). */
  execute: 'approvals.execute',
  /** Every minute: approved requests whose job was lost, and pending requests past their expiry. */
  sweep: 'approvals.sweep',
} as const;

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'approvals.execute': { companyId: string; id: string };
    'approvals.sweep': NoPayload;
  }
}
