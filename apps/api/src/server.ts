// Composition root: database, job runner, mailer and the one module context, wired for one process role (API or
// worker); the modules' jobs and routes come from MODULES (decision 0024).
import { createDb, type DbHandle, isDatabaseUnavailable, writeClockOf } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { logSerializers } from './lib/log-redaction.ts';
import { type ApprovalEngine, createApprovalEngine } from './modules/approvals/index.ts';
import { setLedgerPoolSize } from './modules/ledger/index.ts';
import { onDemandRecoveries } from './modules/on-demand/index.ts';
import {
  createPayoutRegistry,
  createTransferRail,
  handOffToRail,
  type PayoutRegistry,
} from './modules/payments/index.ts';
import type { RecoveriesPort } from './modules/payroll/index.ts';
import { STAFF_ACCESS_TOKEN_SECONDS } from './modules/staff/index.ts';
import { createFundingProvider, createWalletFiles, verifyTransactionPin } from './modules/wallets/index.ts';
import { listenForWebhookEvents, WEBHOOK_JOBS } from './modules/webhooks/index.ts';
import { MODULES, type ModuleContext } from './modules.ts';
import { createAccessTokens, STAFF_AUDIENCE } from './platform/access-tokens.ts';
import { AUDIT_FULL_VERIFY_JOB, verifyEveryChainFully } from './platform/audit/audit.service.ts';
import { type JobRunner, startJobRunner } from './platform/jobs/job-runner.ts';
import { defineJob, type JobDefinition, type JobSender } from './platform/jobs/jobs.ts';
import { pgLeaseStore } from './platform/limits/lease-store.ts';
import { leasedLimiter } from './platform/limits/leased-counter.ts';
import { createMailer, MAIL_DELIVER_JOB, type Mailer } from './platform/mail/mail.service.ts';
import { startNotificationHub } from './platform/notifications/notifications.hub.ts';
import { watchWrites } from './platform/read-cache.ts';
import { createBankingProvider, type TransferRail } from './providers/banking/index.ts';
import type { CallbackTransport } from './providers/funding/index.ts';
import { createKycProvider } from './providers/kyc/index.ts';

export interface Server {
  app: FastifyInstance;
  database: DbHandle;
  jobs: JobRunner;
  mailer: Mailer;
  /** The rail transfers leave by (tests and benches drive the sandbox's settlement with it). */
  rail: TransferRail;
  /** The payout pipeline's owners' handlers (the app's modules registered theirs). */
  payouts: PayoutRegistry;
  close(): Promise<void>;
}

/** Ctrl-C reaches the embedded PostgreSQL too, which ends our connections first: that is not an error. */
const isDatabaseShutdown = (error: unknown) => (error as { code?: string } | null)?.code === '57P01';

export interface ServerOptions {
  /** A test's own approvals engine; built here otherwise. */
  approvals?: ApprovalEngine;
  /** On-demand pay's recoveries for payroll (on-demand pay's own when not given; tests may pass another). */
  recoveries?: RecoveriesPort;
}

export async function createServer(
  config: AppConfig,
  databaseUrl: string,
  options: ServerOptions = {},
): Promise<Server> {
  const database = createDb(databaseUrl, {
    max: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  const db = database.db;
  setLedgerPoolSize(config.LEDGER_POOL_SIZE);
  const logger = pino({ level: config.LOG_LEVEL, serializers: logSerializers });
  const reportError = (message: string) => (error: unknown) => {
    if (isDatabaseShutdown(error)) logger.debug(`${message}: database connection closed by shutdown`);
    // A blip (a restart, a failover): worth a line, not an alarm; what failed is tried again.
    else if (isDatabaseUnavailable(error)) logger.warn({ err: error }, `${message}: database unavailable`);
    else logger.error({ err: error }, message);
  };
  let runner: JobRunner | undefined;
  // What the modules queue jobs with: the runner once it started (nothing is sent before).
  const jobs: JobSender = { send: async (name, ...args) => runner?.send(name, ...args) };
  const mailer = createMailer({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    requestDelivery: () => jobs.send(MAIL_DELIVER_JOB),
  });
  // The sandbox rails' callbacks reach the app through inject once it is built.
  let resolveApp: (app: FastifyInstance) => void = () => {};
  const appReady = new Promise<FastifyInstance>((resolve) => {
    resolveApp = resolve;
  });
  const deliver: CallbackTransport = async ({ path, body, headers }) =>
    (await (await appReady).inject({ method: 'POST', url: path, payload: body, headers })).statusCode;
  const approvals =
    options.approvals ??
    createApprovalEngine({
      db,
      config,
      mailer,
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
    db,
    config,
    mailer,
    tokens: createAccessTokens(config.APP_SECRET, config.ACCESS_TOKEN_TTL_SECONDS),
    staffTokens: createAccessTokens(config.APP_SECRET, STAFF_ACCESS_TOKEN_SECONDS, STAFF_AUDIENCE),
    hub,
    kyc: createKycProvider({ messaging: mailer }),
    files: createWalletFiles(config),
    funding: createFundingProvider({ db, config, jobs: () => jobs, deliver }),
    banking: createBankingProvider({ delayMs: config.BANK_NAME_ENQUIRY_DELAY_MS }),
    rail,
    payouts,
    approvals,
    gate: approvals.gate,
    registry: approvals.registry,
    recoveries: options.recoveries ?? onDemandRecoveries,
    handOff: (transfers) =>
      handOffToRail({ db, rail, payouts, onEffectError: reportError('rail hand-off failed') }, transfers),
    jobs,
    onEffectError: reportError('after-commit effect failed'),
    reportError,
  };
  // Once per process, before any job runs: the executors of gated actions and the owners' payout handlers.
  for (const module of MODULES) {
    module.approvalActions?.(context);
    module.payoutHandlers?.(context);
  }
  const definitions: JobDefinition[] = [
    // Sent after every commit that wrote a message; the minute cron sweeps anything a crash left behind.
    defineJob(MAIL_DELIVER_JOB, () => mailer.deliverPending(), { cron: '* * * * *' }),
    // Nightly, 02:45 Lagos: the incremental check cannot see a change before its checkpoint; this can.
    defineJob(AUDIT_FULL_VERIFY_JOB, () => verifyEveryChainFully(db), { cron: '45 2 * * *' }),
    ...MODULES.flatMap((module) => module.jobs?.(context) ?? []),
  ];
  runner = await startJobRunner({
    connectionString: databaseUrl,
    definitions,
    work: config.ROLE !== 'api',
    pollSeconds: config.JOB_POLL_SECONDS,
    onError: reportError('job runner error'),
  });
  // Workers deliver webhook events as soon as the transaction that wrote them commits.
  const webhookListener =
    config.ROLE === 'api'
      ? null
      : await listenForWebhookEvents(
          databaseUrl,
          async () => void (await jobs.send(WEBHOOK_JOBS.deliver)),
          reportError('webhook listener error'),
        );
  // Writes by other processes reach the kept answers' clock (this process's own writes move it directly).
  const writes = await watchWrites(
    databaseUrl,
    writeClockOf(database.pool)!,
    reportError('write listener error'),
  );
  // Rate limits counted in the database, so every API process spends one budget (decision 0019).
  const limiter =
    config.RATE_LIMIT_STORE === 'postgres'
      ? leasedLimiter({
          store: pgLeaseStore(databaseUrl),
          onError: reportError('rate-limit store unreachable: counting in this process until it answers'),
        })
      : undefined;
  const app = await buildApp({ config, database, context, ...(limiter ? { limiter } : {}) });
  resolveApp(app);
  const runningJobs = runner;
  return {
    app,
    database,
    jobs: runningJobs,
    mailer,
    rail,
    payouts,
    async close() {
      // The LISTEN connections first: on Ctrl-C the embedded PostgreSQL gets the terminal's SIGINT too and ends
      // every connection, which a listener still open reports as lost (an error line on every stop).
      await Promise.all([hub.close(), writes.close(), webhookListener?.close()]);
      await app.close();
      await Promise.all([runningJobs.stop(), limiter?.close()]);
      await database.close();
    },
  };
}
