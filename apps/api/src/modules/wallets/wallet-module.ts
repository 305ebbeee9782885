// Everything of the wallets feature the app registers (under /api) and the jobs the workers run.
import path from 'node:path';
import { FUNDING_PATHS } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { deriveSecret } from '../../lib/derive-secret.ts';
import { lagosDay, previousDay } from '../../lib/lagos-time.ts';
import { createFilesStore, type FilesStore } from '../../platform/files/files-store.ts';
import { defineJob, type JobDefinition, type JobSender } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import {
  type CallbackTransport,
  createSandboxFunding,
  type FundingProvider,
  isSandboxFunding,
} from '../../providers/funding/index.ts';
import type { ApprovalRegistry } from '../approvals/index.ts';
import { runReconciliation } from '../ledger/index.ts';
import { registerMoveExecutor } from './accounts/move.service.ts';
import { walletRoutes } from './accounts/wallets.routes.ts';
import { creditRoutes } from './credit/credit.routes.ts';
import { fundingRoutes } from './funding/funding.routes.ts';
import { expireStaleCheckouts } from './funding/funding.service.ts';
import { opsWalletRoutes } from './ops-wallets.routes.ts';
import { registerLimitExecutor } from './security/limits.service.ts';
import { securityRoutes } from './security/security.routes.ts';
import { pendingStatements, runStatement } from './statements/statement-job.ts';
import { statementRoutes } from './statements/statements.routes.ts';
import { transactionRoutes } from './transactions/transactions.routes.ts';
import { WALLET_JOBS, type WalletDeps } from './wallet-deps.ts';
import { yieldRoutes } from './yield/yield.routes.ts';
import { accrueYield } from './yield/yield.service.ts';

export function createWalletFiles(config: Pick<AppConfig, 'DATA_DIR'>): FilesStore {
  return createFilesStore(path.resolve(config.DATA_DIR, 'files'));
}

/** The funding provider of this deployment; callbacks reach the app through `deliver`. */
export function createFundingProvider(deps: {
  db: Database;
  config: AppConfig;
  deliver: CallbackTransport;
  jobs: () => JobSender | undefined;
}): FundingProvider {
  return createSandboxFunding({
    db: deps.db,
    secret: deps.config.FUNDING_WEBHOOK_SECRET ?? deriveSecret(deps.config.APP_SECRET, 'funding-webhook'),
    publicUrl: deps.config.PUBLIC_URL,
    callbackPath: `/api${FUNDING_PATHS.callback}`,
    checkoutPath: (reference) => `/sandbox/checkout/${reference}`,
    delaySeconds: deps.config.FUNDING_CALLBACK_DELAY_SECONDS,
    deliver: deps.deliver,
    requestDelivery: async (afterSeconds) => {
      await deps.jobs()?.send(WALLET_JOBS.fundingCallbacks, {}, { startAfterSeconds: afterSeconds });
    },
  });
}

export function walletJobDefinitions(deps: {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  files: FilesStore;
  funding: FundingProvider;
  jobs: () => JobSender | undefined;
  onError: (error: unknown) => void;
}): JobDefinition[] {
  const definitions = [
    defineJob(WALLET_JOBS.statement, (data) => runStatement({ ...deps, onEffectError: deps.onError }, data), {
      retry: 3,
    }),
    // Statements whose job request was lost (a crash between commit and send) or whose run died.
    defineJob(
      WALLET_JOBS.statementSweep,
      async () => {
        for (const target of await pendingStatements(deps.db))
          await deps.jobs()?.send(WALLET_JOBS.statement, target);
      },
      { cron: '* * * * *' },
    ),
    // Card checkouts past their life (CARD_CHECKOUT_LIFE_MINUTES) are failed as expired; read time does it too.
    defineJob(WALLET_JOBS.checkoutExpiry, () => expireStaleCheckouts(deps.db), { cron: '* * * * *' }),
    defineJob(
      WALLET_JOBS.yieldAccrual,
      async (data) => {
        await accrueYield(deps.db, deps.config, data.day ?? previousDay(lagosDay()));
      },
      { cron: '15 0 * * *' },
    ),
    defineJob(
      WALLET_JOBS.reconciliation,
      async () => {
        const report = await runReconciliation(deps.db, 'job');
        if (report.mismatches.length || report.unbalancedEntries) {
          deps.onError(new Error(`ledger reconciliation found ${report.mismatches.length} difference(s)`));
        }
      },
      { cron: '30 1 * * *' },
    ),
  ];
  const funding = deps.funding;
  if (isSandboxFunding(funding)) {
    // After each settlement (with its delay), and every minute for anything a crash or a failure left behind.
    definitions.push(
      defineJob(WALLET_JOBS.fundingCallbacks, () => funding.deliverDueCallbacks(), { cron: '* * * * *' }),
    );
  }
  return definitions;
}

/** Puts the executors of 'wallet.move' and 'wallet.limit.change' in the approvals registry. */
export function registerWalletActions(registry: ApprovalRegistry) {
  registerMoveExecutor(registry);
  registerLimitExecutor(registry);
}

/** Registered at the root: the API under /api, and outside production a sandbox tool under /dev. */
export function walletsRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    const api = { prefix: '/api' };
    await app.register(walletRoutes(deps), api);
    await app.register(transactionRoutes(deps), api);
    await app.register(fundingRoutes(deps), api);
    await app.register(securityRoutes(deps), api);
    await app.register(statementRoutes(deps), api);
    await app.register(yieldRoutes(deps), api);
    await app.register(creditRoutes(deps), api);
    await app.register(opsWalletRoutes(deps), api);
    if (deps.config.devMailbox) await app.register(devWalletRoutes(deps));
  };
}

/**
 * Development only (never in production, like the dev mailbox): run the daily yield accrual now for a day, so a
 * local demo or a browser journey can see yield without waiting for 00:15 in Lagos.
 */
function devWalletRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    app.post('/dev/wallets/accrue-yield', { schema: { hide: true } }, async (request) => {
      const body = (request.body ?? {}) as { day?: unknown };
      const day =
        typeof body.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.day) ? body.day : lagosDay();
      return { message: 'Yield accrued', data: await accrueYield(deps.db, deps.config, day) };
    });
  };
}
