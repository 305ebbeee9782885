// Composition root: database, logger and the one module context, wired for one process role (API or worker); every
// route, job, gated action, payout handler and listener comes from MODULES (decision 0024).
import { createDb, type DbHandle } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { logSerializers } from './lib/log-redaction.ts';
import { type ContextOptions, createModuleContext } from './module-context.ts';
import { setLedgerPoolSize } from './modules/ledger/index.ts';
import type { PayoutRegistry } from './modules/payments/index.ts';
import { MODULES } from './modules.ts';
import { type JobRunner, startJobRunner } from './platform/jobs/job-runner.ts';
import type { JobSender } from './platform/jobs/jobs.ts';
import { processLimiter } from './platform/limits/limit-store.ts';
import type { Mailer } from './platform/mail/mail.service.ts';
import type { Closable } from './platform/modules/define-module.ts';
import { errorReporter } from './platform/report-error.ts';
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

/** A test's own approvals engine or recoveries; built from the modules otherwise. */
export type ServerOptions = ContextOptions;

export async function createServer(
  config: AppConfig,
  databaseUrl: string,
  options: ServerOptions = {},
): Promise<Server> {
  const database = createDb(databaseUrl, {
    max: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  });
  setLedgerPoolSize(config.LEDGER_POOL_SIZE);
  const reportError = errorReporter(pino({ level: config.LOG_LEVEL, serializers: logSerializers }));
  let runner: JobRunner | undefined;
  // What the modules queue jobs with: the runner once it started (nothing is sent before).
  const jobs: JobSender = { send: async (name, ...args) => runner?.send(name, ...args) };
  const { context, serveCallbacks } = await createModuleContext(
    { db: database.db, databaseUrl, config, jobs, reportError },
    options,
  );
  // Once per process, before any job runs: the executors of gated actions and the owners' payout handlers.
  for (const module of MODULES) {
    module.approvalActions?.(context);
    module.payoutHandlers?.(context);
  }
  runner = await startJobRunner({
    connectionString: databaseUrl,
    definitions: MODULES.flatMap((module) => module.jobs?.(context) ?? []),
    work: config.ROLE !== 'api',
    pollSeconds: config.JOB_POLL_SECONDS,
    onError: reportError('job runner error'),
  });
  const listeners: Closable[] = [];
  for (const module of MODULES) {
    const listener = await module.listen?.(context);
    if (listener) listeners.push(listener);
  }
  const limiter = processLimiter(
    config.RATE_LIMIT_STORE,
    databaseUrl,
    reportError('rate-limit store unreachable: counting in this process until it answers'),
  );
  const app = await buildApp({ config, database, context, ...(limiter ? { limiter } : {}) });
  serveCallbacks(app);
  const runningJobs = runner;
  return {
    app,
    database,
    jobs: runningJobs,
    mailer: context.mailer,
    rail: context.rail,
    payouts: context.payouts,
    async close() {
      // The LISTEN connections first: on Ctrl-C the embedded PostgreSQL gets the terminal's SIGINT too and ends
      // every connection, which a listener still open reports as lost (an error line on every stop).
      await Promise.all([context.hub.close(), ...listeners.map((listener) => listener.close())]);
      await app.close();
      await Promise.all([runningJobs.stop(), limiter?.close()]);
      await database.close();
    },
  };
}
