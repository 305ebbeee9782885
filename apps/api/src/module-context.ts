// The one context every module part is built from (decision 0024), and its building: once per process, by
// server.ts, before any route or job exists.
import type { RailsMode } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import {
  type ApprovalEngine,
  type ApprovalGate,
  type ApprovalRegistry,
  type ApproverDirectory,
  createApprovalEngine,
} from './modules/approvals/index.ts';
import {
  type MembershipDirectory,
  readSessionSettings,
  type SessionAccessOf,
  type SessionSettingsOf,
} from './modules/auth/index.ts';
import { businessDirectory, membershipDirectory } from './modules/businesses/index.ts';
import { employeeEvaOf, onDemandRecoveries } from './modules/on-demand/index.ts';
import {
  createPayoutRegistry,
  createTransferRail,
  handOffToRail,
  type PayoutRegistry,
  type RailTransfer,
} from './modules/payments/index.ts';
import type { RecoveriesPort } from './modules/payroll/index.ts';
import type { StaffInvitationLinks } from './modules/people/index.ts';
import { issueStaffInvitationLink, STAFF_ACCESS_TOKEN_SECONDS } from './modules/staff/index.ts';
import {
  approverDirectory,
  type BusinessDirectory,
  loadSessionAccess,
  memberContacts,
} from './modules/team/index.ts';
import {
  createFundingProvider,
  createWalletFiles,
  earnsYieldOf,
  verifyTransactionPin,
} from './modules/wallets/index.ts';
import type { OwnerContacts } from './modules/webhooks/index.ts';
import { type AccessTokens, createAccessTokens, STAFF_AUDIENCE } from './platform/access-tokens.ts';
import type { FilesStore } from './platform/files/files-store.ts';
import type { JobSender } from './platform/jobs/jobs.ts';
import { createMailer, MAIL_DELIVER_JOB, type Mailer } from './platform/mail/mail.service.ts';
import type { ReportError } from './platform/modules/define-module.ts';
import { type NotificationHub, startNotificationHub } from './platform/notifications/notifications.hub.ts';
import {
  type BankingProvider,
  createBankingProvider,
  railsModeOf,
  type TransferRail,
} from './providers/banking/index.ts';
import type { CallbackTransport, FundingProvider } from './providers/funding/index.ts';
import { createKycProvider, type KycProvider } from './providers/kyc/index.ts';

/** Everything a module may be built from: one of each per process. */
export interface ModuleContext {
  db: Database;
  /** Where LISTEN connections open. */
  databaseUrl: string;
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
  /** Whether that rail is the sandbox's or a live one (API keys are pdk_test_ or pdk_live_ by it). */
  rails: RailsMode;
  /** The payout pipeline's owners' handlers. */
  payouts: PayoutRegistry;
  /** The approvals engine; `gate` and `registry` are its seam, given flat to the modules that take them so. */
  approvals: ApprovalEngine;
  gate: ApprovalGate;
  registry: ApprovalRegistry;
  /** On-demand pay's recoveries for payroll. */
  recoveries: RecoveriesPort;
  /** Team's active owners of a business, for webhooks (below team, it cannot import team's face). */
  ownerContacts: OwnerContacts;
  /** Staff's invitation links, for people's on-demand invites (staff reads employees through people's face). */
  staffInvitationLink: StaffInvitationLinks;
  /** Team's reading of what a member may do in a session, for auth's login (auth sits below team). */
  sessionAccess: SessionAccessOf;
  /** Team's members and roles as approvals reads them: who may decide a stage (approvals sits below team). */
  approverDirectory: ApproverDirectory;
  /** Businesses' reads of the business row as team reads them (team sits below businesses). */
  businessDirectory: BusinessDirectory;
  /**
   * Team's memberships with businesses' rows as sign-up, login, passwords and refresh read and write them (auth sits
   * below both).
   */
  membershipDirectory: MembershipDirectory;
  /** The settings of wallets and on-demand a session shows, in their owners' SQL, for the session builders. */
  sessionSettings: SessionSettingsOf;
  /** Committed payouts of other modules reach the rail through payments only. */
  handOff: (transfers: RailTransfer[]) => void;
  /** Queues jobs on this process's runner. */
  jobs: JobSender;
  onEffectError: (error: unknown) => void;
  reportError: ReportError;
}

/** What the demo data is seeded with (seed/demo.ts): nothing is queued and no bank calls back. */
export type DemoSeedDeps = Pick<
  ModuleContext,
  | 'db'
  | 'config'
  | 'files'
  | 'mailer'
  | 'rail'
  | 'rails'
  | 'payouts'
  | 'recoveries'
  | 'registry'
  | 'approverDirectory'
>;

export interface ContextOptions {
  /** A test's own approvals engine; built here otherwise. */
  approvals?: ApprovalEngine;
  /** On-demand pay's recoveries for payroll (on-demand pay's own when not given; tests may pass another). */
  recoveries?: RecoveriesPort;
}

/** The context, and where the sandbox rails' callbacks go: into the app through inject, once it is built. */
export async function createModuleContext(
  base: Pick<ModuleContext, 'db' | 'databaseUrl' | 'config' | 'jobs' | 'reportError'>,
  options: ContextOptions = {},
): Promise<{ context: ModuleContext; serveCallbacks: (app: FastifyInstance) => void }> {
  const { db, databaseUrl, config, jobs, reportError } = base;
  let serveCallbacks: (app: FastifyInstance) => void = () => {};
  const appReady = new Promise<FastifyInstance>((resolve) => {
    serveCallbacks = resolve;
  });
  const deliver: CallbackTransport = async ({ path, body, headers }) =>
    (await (await appReady).inject({ method: 'POST', url: path, payload: body, headers })).statusCode;
  const mailer = createMailer({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    requestDelivery: () => jobs.send(MAIL_DELIVER_JOB),
  });
  const approvals =
    options.approvals ??
    createApprovalEngine({
      db,
      config,
      mailer,
      approverDirectory,
      jobs: () => jobs,
      onEffectError: reportError('approvals effect failed'),
      verifyPin: (caller, pin) => verifyTransactionPin({ db, config }, caller, pin),
    });
  const rail = createTransferRail({ db, config, jobs: () => jobs, deliver });
  // One registry of payout handlers for the process: the modules register theirs, and the jobs that decide
  // payouts (batches, re-queries, sweeps) reach them through it.
  const payouts = createPayoutRegistry();
  const hub = await startNotificationHub(databaseUrl, db, reportError('notification hub error'));
  const context: ModuleContext = {
    ...base,
    mailer,
    tokens: createAccessTokens(config.APP_SECRET, config.ACCESS_TOKEN_TTL_SECONDS),
    staffTokens: createAccessTokens(config.APP_SECRET, STAFF_ACCESS_TOKEN_SECONDS, STAFF_AUDIENCE),
    hub,
    kyc: createKycProvider({ messaging: mailer }),
    files: createWalletFiles(config),
    funding: createFundingProvider({ db, config, jobs: () => jobs, deliver }),
    banking: createBankingProvider({ delayMs: config.BANK_NAME_ENQUIRY_DELAY_MS }),
    rail,
    rails: railsModeOf(rail),
    payouts,
    approvals,
    gate: approvals.gate,
    registry: approvals.registry,
    recoveries: options.recoveries ?? onDemandRecoveries,
    ownerContacts: (db, companyId) => memberContacts(db, companyId, { roles: ['employer'] }),
    staffInvitationLink: issueStaffInvitationLink,
    sessionAccess: loadSessionAccess,
    approverDirectory,
    businessDirectory,
    membershipDirectory,
    sessionSettings: (db, companyId) =>
      readSessionSettings(db, { shouldEarnYield: earnsYieldOf, employeeEva: employeeEvaOf }, companyId),
    handOff: (transfers) =>
      handOffToRail({ db, rail, payouts, onEffectError: reportError('rail hand-off failed') }, transfers),
    onEffectError: reportError('after-commit effect failed'),
  };
  return { context, serveCallbacks };
}
