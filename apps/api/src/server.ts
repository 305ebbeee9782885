// Composition root: database, job runner, mailer, tokens and the HTTP app, wired for one process role.
import { createDb, type DbHandle, isDatabaseUnavailable, writeClockOf } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type AppDeps, buildApp, buildApprovalEngine } from './app.ts';
import type { AppConfig } from './config.ts';
import { logSerializers } from './lib/log-redaction.ts';
import { complianceCalendarJobDefinitions } from './modules/compliance-calendar/index.ts';
import { setLedgerPoolSize } from './modules/ledger/index.ts';
import { onDemandJobDefinitions, onDemandRecoveries } from './modules/on-demand/index.ts';
import {
  createPayoutRegistry,
  createTransferRail,
  handOffToRail,
  type PayoutRegistry,
  paymentsJobDefinitions,
} from './modules/payments/index.ts';
import { payrollJobDefinitions, runDueAutoRuns } from './modules/payroll/index.ts';
import { peopleJobDefinitions } from './modules/people/index.ts';
import { settlementJobDefinitions } from './modules/settlements/index.ts';
import { tradeJobDefinitions } from './modules/trade/index.ts';
import { createFundingProvider, createWalletFiles, walletJobDefinitions } from './modules/wallets/index.ts';
import { listenForWebhookEvents, WEBHOOK_JOBS, webhookJobDefinitions } from './modules/webhooks/index.ts';
import { createAccessTokens } from './platform/access-tokens.ts';
import { AUDIT_FULL_VERIFY_JOB, verifyEveryChainFully } from './platform/audit/audit.service.ts';
import { type JobRunner, startJobRunner } from './platform/jobs/job-runner.ts';
import { defineJob, type JobDefinition } from './platform/jobs/jobs.ts';
import { pgLeaseStore } from './platform/limits/lease-store.ts';
import { leasedLimiter } from './platform/limits/leased-counter.ts';
import { createMailer, MAIL_DELIVER_JOB, type Mailer } from './platform/mail/mail.service.ts';
import { startNotificationHub } from './platform/notifications/notifications.hub.ts';
import { watchWrites } from './platform/read-cache.ts';
import type { TransferRail } from './providers/banking/index.ts';

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

export async function createServer(
  config: AppConfig,
  databaseUrl: string,
  options: Pick<AppDeps, 'approvals' | 'recoveries'> = {},
): Promise<Server> {
  const database = createDb(databaseUrl, { max: config.DATABASE_POOL_SIZE });
  setLedgerPoolSize(config.LEDGER_POOL_SIZE);
  const logger = pino({ level: config.LOG_LEVEL, serializers: logSerializers });
  const reportError = (message: string) => (error: unknown) => {
    if (isDatabaseShutdown(error)) logger.debug(`${message}: database connection closed by shutdown`);
    // A blip (a restart, a failover): worth a line, not an alarm; what failed is tried again.
    else if (isDatabaseUnavailable(error)) logger.warn({ err: error }, `${message}: database unavailable`);
    else logger.error({ err: error }, message);
  };
  let jobs: JobRunner | undefined;
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    requestDelivery: async () => {
      await jobs?.send(MAIL_DELIVER_JOB);
    },
  });
  // The funding provider's callbacks reach the app through inject once it is built.
  let resolveApp: (app: FastifyInstance) => void = () => {};
  const appReady = new Promise<FastifyInstance>((resolve) => {
    resolveApp = resolve;
  });
  const files = createWalletFiles(config);
  const funding = createFundingProvider({
    db: database.db,
    config,
    jobs: () => jobs,
    deliver: async ({ path, body, headers }) =>
      (await (await appReady).inject({ method: 'POST', url: path, payload: body, headers })).statusCode,
  });
  const approvals =
    options.approvals ??
    buildApprovalEngine({
      db: database.db,
      config,
      mailer,
      jobs: () => jobs,
      onEffectError: reportError('approvals effect failed'),
    });
  // On-demand pay's recoveries for payroll: the jobs (computing a run, scheduled payrolls) deduct them, and the
  // app's payout handlers record them, as the routes do.
  const recoveries = options.recoveries ?? onDemandRecoveries;
  const rail = createTransferRail({
    db: database.db,
    config,
    jobs: () => jobs,
    deliver: async ({ path, body, headers }) =>
      (await (await appReady).inject({ method: 'POST', url: path, payload: body, headers })).statusCode,
  });
  // One registry of payout handlers for the process: the app's modules register theirs, and the jobs that decide
  // payouts (batches, re-queries, sweeps) reach them through it.
  const payouts = createPayoutRegistry();
  const handOff = (transfers: Parameters<typeof handOffToRail>[1]) =>
    handOffToRail(
      { db: database.db, rail, payouts, onEffectError: reportError('rail hand-off failed') },
      transfers,
    );
  const definitions: JobDefinition[] = [
    ...approvals.jobDefinitions(),
    // Sent after every commit that wrote a message; the minute cron sweeps anything a crash left behind.
    defineJob(MAIL_DELIVER_JOB, () => mailer.deliverPending(), { cron: '* * * * *' }),
    // Nightly, 02:45 Lagos: the incremental check cannot see a change before its checkpoint; this can.
    defineJob(AUDIT_FULL_VERIFY_JOB, () => verifyEveryChainFully(database.db), { cron: '45 2 * * *' }),
    ...peopleJobDefinitions({ db: database.db }),
    ...onDemandJobDefinitions({
      db: database.db,
      mailer,
      config,
      onEffectError: reportError('on-demand job failed'),
    }),
    ...tradeJobDefinitions({ db: database.db, mailer, onEffectError: reportError('trade job failed') }),
    ...complianceCalendarJobDefinitions({
      db: database.db,
      mailer,
      onEffectError: reportError('compliance reminders failed'),
    }),
    ...paymentsJobDefinitions({
      db: database.db,
      config,
      rail,
      payouts,
      jobs: () => jobs,
      onError: reportError('payments job failed'),
    }),
    ...settlementJobDefinitions({
      db: database.db,
      config,
      handOff,
      jobs: () => jobs,
      onError: reportError('settlement sweep failed'),
    }),
    ...payrollJobDefinitions({
      db: database.db,
      mailer,
      recoveries,
      jobs: () => jobs,
      onError: reportError('payroll job failed'),
      autoRuns: async (today) =>
        void (await runDueAutoRuns(
          {
            db: database.db,
            config,
            mailer,
            payouts,
            jobs: jobs ?? { send: async () => {} },
            gate: approvals.gate,
            registry: approvals.registry,
            recoveries,
            onEffectError: reportError('scheduled payroll failed'),
          },
          today,
        )),
    }),
    ...webhookJobDefinitions({
      db: database.db,
      config,
      mailer,
      jobs: () => jobs,
      onEffectError: reportError('webhook delivery failed'),
    }),
    ...walletJobDefinitions({
      db: database.db,
      config,
      mailer,
      files,
      funding,
      jobs: () => jobs,
      onError: reportError('wallet job failed'),
    }),
  ];
  jobs = await startJobRunner({
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
          async () => void (await jobs?.send(WEBHOOK_JOBS.deliver)),
          reportError('webhook listener error'),
        );
  const tokens = createAccessTokens(config.APP_SECRET, config.ACCESS_TOKEN_TTL_SECONDS);
  const hub = await startNotificationHub(databaseUrl, database.db, reportError('notification hub error'));
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
  const app = await buildApp({
    ...options,
    ...(limiter ? { limiter } : {}),
    recoveries,
    config,
    database,
    mailer,
    tokens,
    hub,
    files,
    funding,
    rail,
    jobs,
    approvals,
    payouts,
  });
  resolveApp(app);
  const runningJobs = jobs;
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
