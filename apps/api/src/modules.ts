// The modules of the API in the order their routes register, and the one context every part of them is built from
// (decision 0024). Both roles iterate MODULES: the app registers their routes, the server defines their jobs.
import type { Database } from '@paydesk/db';
import type { AppConfig } from './config.ts';
import {
  type ApprovalEngine,
  type ApprovalGate,
  type ApprovalRegistry,
  approvalsModule,
} from './modules/approvals/index.ts';
import { auditLogsModule } from './modules/audit-logs/index.ts';
import { authModule } from './modules/auth/index.ts';
import { banksModule } from './modules/banks/index.ts';
import { businessesModule } from './modules/businesses/index.ts';
import { complianceModule } from './modules/compliance/index.ts';
import { complianceCalendarModule } from './modules/compliance-calendar/index.ts';
import { devMailboxModule } from './modules/dev-mailbox/index.ts';
import { healthModule } from './modules/health/index.ts';
import { integrationsModule } from './modules/integrations/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { onDemandModule } from './modules/on-demand/index.ts';
import { opsModule } from './modules/ops/index.ts';
import { type PayoutRegistry, paymentsModule, type RailTransfer } from './modules/payments/index.ts';
import { payrollModule, type RecoveriesPort } from './modules/payroll/index.ts';
import { payrollSetupModule } from './modules/payroll-setup/index.ts';
import { peopleModule } from './modules/people/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { settlementsModule } from './modules/settlements/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { teamModule } from './modules/team/index.ts';
import { tradeModule } from './modules/trade/index.ts';
import { walletsModule } from './modules/wallets/index.ts';
import { webhooksModule } from './modules/webhooks/index.ts';
import type { AccessTokens } from './platform/access-tokens.ts';
import type { FilesStore } from './platform/files/files-store.ts';
import type { JobSender } from './platform/jobs/jobs.ts';
import type { Mailer } from './platform/mail/mail.service.ts';
import type { ModuleDefinition, ReportError } from './platform/modules/define-module.ts';
import type { NotificationHub } from './platform/notifications/notifications.hub.ts';
import type { BankingProvider, TransferRail } from './providers/banking/index.ts';
import type { FundingProvider } from './providers/funding/index.ts';
import type { KycProvider } from './providers/kyc/index.ts';

/** Everything a module may be built from: one of each per process. */
export interface ModuleContext {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  tokens: AccessTokens;
  /** Tokens of the staff app (their own audience). */
  staffTokens: AccessTokens;
  hub: NotificationHub;
  kyc: KycProvider;
  files: FilesStore;
  funding: FundingProvider;
  banking: BankingProvider;
  /** The rail transfers leave by. */
  rail: TransferRail;
  /** The payout pipeline's owners' handlers. */
  payouts: PayoutRegistry;
  /** The approvals engine; `gate` and `registry` are its seam, given flat to the modules that take them so. */
  approvals: ApprovalEngine;
  gate: ApprovalGate;
  registry: ApprovalRegistry;
  /** On-demand pay's recoveries for payroll. */
  recoveries: RecoveriesPort;
  /** Committed payouts of other modules reach the rail through payments only. */
  handOff: (transfers: RailTransfer[]) => void;
  /** Queues jobs on this process's runner. */
  jobs: JobSender;
  onEffectError: (error: unknown) => void;
  reportError: ReportError;
}

/** In the order their routes register. */
export const MODULES: readonly ModuleDefinition<ModuleContext>[] = [
  healthModule,
  authModule,
  notificationsModule,
  auditLogsModule,
  teamModule,
  businessesModule,
  complianceModule,
  opsModule,
  profileModule,
  settingsModule,
  walletsModule,
  banksModule,
  paymentsModule,
  settlementsModule,
  peopleModule,
  payrollSetupModule,
  payrollModule,
  integrationsModule,
  onDemandModule,
  staffModule,
  webhooksModule,
  tradeModule,
  complianceCalendarModule,
  approvalsModule,
  devMailboxModule,
];
