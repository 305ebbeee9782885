// The modules of the API, registered after the plugins of app.ts: each gets its deps and its cross-module ports
// (approvals gate, the payout pipeline and its owners' handlers, on-demand recoveries) here, at the composition root.
import path from 'node:path';
import type { DbHandle } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import type { AppConfig } from './config.ts';
import { type ApprovalEngine, createApprovalEngine } from './modules/approvals/index.ts';
import { complianceCalendarModule } from './modules/compliance-calendar/index.ts';
import { integrationsModule } from './modules/integrations/index.ts';
import { onDemandModule, onDemandRecoveries, registerOnDemandPayouts } from './modules/on-demand/index.ts';
import {
  createPayoutRegistry,
  createTransferRail,
  handOffToRail,
  paymentsModule,
  type RailTransfer,
  registerPaymentActions,
} from './modules/payments/index.ts';
import { payrollModule, registerPayrollActions, registerPayrollPayouts } from './modules/payroll/index.ts';
import { payrollSetupModule } from './modules/payroll-setup/index.ts';
import { peopleModule } from './modules/people/index.ts';
import { registerSettlementActions, settlementsModule } from './modules/settlements/index.ts';
import { STAFF_ACCESS_TOKEN_SECONDS, staffModule } from './modules/staff/index.ts';
import { tradeModule } from './modules/trade/index.ts';
import {
  createFundingProvider,
  dashboardRoutes,
  verifyTransactionPin,
  walletModule,
} from './modules/wallets/index.ts';
import { webhookRoutes } from './modules/webhooks/index.ts';
import { MODULES, type ModuleContext } from './modules.ts';
import { createAccessTokens, STAFF_AUDIENCE } from './platform/access-tokens.ts';
import { createFilesStore } from './platform/files/files-store.ts';
import type { JobSender } from './platform/jobs/jobs.ts';
import type { Mailer } from './platform/mail/mail.service.ts';
import { createBankingProvider } from './providers/banking/index.ts';
import { createKycProvider } from './providers/kyc/index.ts';

/** The one approvals engine of a process: its registry is filled by the modules that gate actions. */
export function buildApprovalEngine(deps: {
  db: DbHandle['db'];
  config: AppConfig;
  mailer: Mailer;
  jobs: () => JobSender | undefined;
  onEffectError: (error: unknown) => void;
}): ApprovalEngine {
  return createApprovalEngine({
    ...deps,
    verifyPin: (caller, pin) => verifyTransactionPin({ db: deps.db, config: deps.config }, caller, pin),
  });
}

/** Registers every module's routes, wiring their cross-module ports (approvals, rails, recoveries). */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const db = deps.database.db;
  const onEffectError = (e: unknown) => app.log.error({ err: e }, 'after-commit effect failed');
  const approvals =
    deps.approvals ??
    buildApprovalEngine({ db, config, mailer: deps.mailer, jobs: () => deps.jobs, onEffectError });
  const seam = { gate: approvals.gate, registry: approvals.registry };
  const files = deps.files ?? createFilesStore(path.resolve(config.DATA_DIR, 'files'));
  const banking = deps.banking ?? createBankingProvider({ delayMs: config.BANK_NAME_ENQUIRY_DELAY_MS });
  const rail =
    deps.rail ??
    createTransferRail({
      db,
      config,
      jobs: () => deps.jobs,
      deliver: async ({ path, body, headers }) =>
        (await app.inject({ method: 'POST', url: path, payload: body, headers })).statusCode,
    });
  const payouts = deps.payouts ?? createPayoutRegistry();
  const jobs = deps.jobs ?? { send: async () => {} };
  const paymentsDeps = {
    db,
    config,
    mailer: deps.mailer,
    banking,
    rail,
    payouts,
    jobs,
    ...seam,
    onEffectError,
  };
  // Committed payouts of other modules reach the rail through payments only.
  const handOff = (transfers: RailTransfer[]) => handOffToRail(paymentsDeps, transfers);
  const staffTokens =
    deps.staffTokens ?? createAccessTokens(config.APP_SECRET, STAFF_ACCESS_TOKEN_SECONDS, STAFF_AUDIENCE);
  const recoveries = deps.recoveries ?? onDemandRecoveries;
  const context: ModuleContext = {
    db,
    config,
    mailer: deps.mailer,
    tokens: deps.tokens,
    staffTokens,
    hub: deps.hub,
    kyc: deps.kyc ?? createKycProvider({ messaging: deps.mailer }),
    files,
    funding:
      deps.funding ?? createFundingProvider({ db, config, jobs: () => deps.jobs, deliver: async () => 503 }),
    banking,
    rail,
    payouts,
    approvals,
    ...seam,
    recoveries,
    handOff,
    jobs,
    onEffectError,
    reportError: (message) => (e) => app.log.error({ err: e }, message),
  };
  for (const module of MODULES) {
    const routes = module.routes?.(context);
    if (routes) await app.register(routes);
  }
  await app.register(dashboardRoutes({ db, readCacheMs: config.READ_CACHE_MS }), { prefix: '/api' });
  await app.register(
    walletModule({
      db,
      config,
      mailer: deps.mailer,
      files,
      jobs,
      approvals: seam,
      funding: context.funding,
      onEffectError,
    }),
  );
  registerPaymentActions(seam.registry, paymentsDeps);
  await app.register(paymentsModule(paymentsDeps));
  registerSettlementActions(seam.registry);
  await app.register(settlementsModule({ ...paymentsDeps, handOff }));
  await app.register(
    peopleModule({
      db,
      banking,
      mailer: deps.mailer,
      config,
      files,
      ...(deps.jobs ? { jobs: deps.jobs } : {}),
      onEffectError,
    }),
  );
  await app.register(
    payrollSetupModule({
      db,
      banking,
      onEffectError,
    }),
  );
  const payrollDeps = {
    staffTokens,
    db,
    config,
    mailer: deps.mailer,
    payouts,
    jobs,
    ...seam,
    recoveries,
    onEffectError,
  };
  registerPayrollActions(seam.registry, payrollDeps);
  registerPayrollPayouts(payouts, payrollDeps);
  registerOnDemandPayouts(payouts);
  await app.register(payrollModule(payrollDeps));
  await app.register(integrationsModule({ db, payments: paymentsDeps, payroll: payrollDeps }));
  await app.register(
    onDemandModule({ db, handOff, mailer: deps.mailer, config, staffTokens, onEffectError }),
  );
  await app.register(
    staffModule({
      db,
      banking,
      mailer: deps.mailer,
      staffTokens,
      config,
      onEffectError,
    }),
  );
  await app.register(
    webhookRoutes({ db, config, mailer: deps.mailer, jobs: () => deps.jobs, onEffectError }),
    { prefix: '/api' },
  );
  await app.register(tradeModule({ db, config, mailer: deps.mailer, files, onEffectError }));
  await app.register(complianceCalendarModule({ db }));
  await app.register(approvals.routes({ authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }));
}
