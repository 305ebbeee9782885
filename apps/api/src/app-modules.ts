// The modules of the API, registered after the plugins of app.ts: each gets its deps and its cross-module ports
// (approvals gate, the payout pipeline and its owners' handlers, on-demand recoveries) here, at the composition root.
import path from 'node:path';
import type { DbHandle } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import type { AppConfig } from './config.ts';
import { type ApprovalEngine, createApprovalEngine } from './modules/approvals/index.ts';
import { auditLogRoutes } from './modules/audit-logs/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { bankRoutes } from './modules/banks/index.ts';
import { businessRoutes } from './modules/businesses/index.ts';
import { complianceRoutes } from './modules/compliance/index.ts';
import { complianceCalendarModule } from './modules/compliance-calendar/index.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { integrationsModule } from './modules/integrations/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { onDemandModule, onDemandRecoveries, registerOnDemandPayouts } from './modules/on-demand/index.ts';
import { opsRoutes } from './modules/ops/index.ts';
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
import { profileRoutes } from './modules/profile/index.ts';
import { securityRoutes, settingsRoutes } from './modules/settings/index.ts';
import { registerSettlementActions, settlementsModule } from './modules/settlements/index.ts';
import { STAFF_ACCESS_TOKEN_SECONDS, staffModule } from './modules/staff/index.ts';
import { adminRoutes, teamRoutes } from './modules/team/index.ts';
import { tradeModule } from './modules/trade/index.ts';
import {
  createFundingProvider,
  dashboardRoutes,
  type JobSender,
  verifyTransactionPin,
  walletModule,
} from './modules/wallets/index.ts';
import { webhookRoutes } from './modules/webhooks/index.ts';
import { createAccessTokens, STAFF_AUDIENCE } from './platform/access-tokens.ts';
import { createFilesStore } from './platform/files/files-store.ts';
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
  await app.register(healthRoutes(db));
  await app.register(
    authRoutes({
      db,
      config,
      mailer: deps.mailer,
      tokens: deps.tokens,
      onEffectError,
    }),
    { prefix: '/api' },
  );
  await app.register(
    notificationRoutes({
      db,
      hub: deps.hub,
      streamLimits: {
        perSession: config.SSE_STREAMS_PER_SESSION,
        perBusiness: config.SSE_STREAMS_PER_BUSINESS,
      },
    }),
    { prefix: '/api' },
  );
  await app.register(auditLogRoutes({ db }), { prefix: '/api' });
  await app.register(dashboardRoutes({ db, readCacheMs: config.READ_CACHE_MS }), { prefix: '/api' });
  const teamDeps = {
    db,
    config,
    mailer: deps.mailer,
    tokens: deps.tokens,
    approvals: seam,
    onEffectError,
  };
  await app.register(teamRoutes(teamDeps), { prefix: '/api' });
  await app.register(adminRoutes(teamDeps), { prefix: '/api' });
  await app.register(businessRoutes(teamDeps), { prefix: '/api' });
  const verificationDeps = {
    db,
    config,
    mailer: deps.mailer,
    tokens: deps.tokens,
    kyc: deps.kyc ?? createKycProvider({ messaging: deps.mailer }),
    files: deps.files ?? createFilesStore(path.resolve(config.DATA_DIR, 'files')),
    onEffectError,
  };
  await app.register(complianceRoutes(verificationDeps), { prefix: '/api' });
  await app.register(opsRoutes(verificationDeps), { prefix: '/api' });
  await app.register(profileRoutes({ db }), { prefix: '/api' });
  const settingsDeps = { ...teamDeps, files: verificationDeps.files };
  await app.register(settingsRoutes(settingsDeps), { prefix: '/api' });
  await app.register(securityRoutes(settingsDeps), { prefix: '/api' });
  await app.register(
    walletModule({
      db,
      config,
      mailer: deps.mailer,
      files: verificationDeps.files,
      jobs: deps.jobs ?? { send: async () => {} },
      approvals: seam,
      funding:
        deps.funding ??
        createFundingProvider({ db, config, jobs: () => deps.jobs, deliver: async () => 503 }),
      onEffectError,
    }),
  );
  const banking = deps.banking ?? createBankingProvider({ delayMs: config.BANK_NAME_ENQUIRY_DELAY_MS });
  await app.register(bankRoutes({ db, banking, config }), { prefix: '/api' });
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
  const paymentsDeps = {
    db,
    config,
    mailer: deps.mailer,
    banking,
    rail,
    payouts,
    jobs: deps.jobs ?? { send: async () => {} },
    ...seam,
    onEffectError,
  };
  // Committed payouts of other modules reach the rail through payments only.
  const handOff = (transfers: RailTransfer[]) => handOffToRail(paymentsDeps, transfers);
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
      files: verificationDeps.files,
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
  const staffTokens =
    deps.staffTokens ?? createAccessTokens(config.APP_SECRET, STAFF_ACCESS_TOKEN_SECONDS, STAFF_AUDIENCE);
  const payrollDeps = {
    staffTokens,
    db,
    config,
    mailer: deps.mailer,
    payouts,
    jobs: paymentsDeps.jobs,
    ...seam,
    recoveries: deps.recoveries ?? onDemandRecoveries,
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
  await app.register(
    tradeModule({ db, config, mailer: deps.mailer, files: verificationDeps.files, onEffectError }),
  );
  await app.register(complianceCalendarModule({ db }));
  await app.register(approvals.routes({ authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }));
  if (config.devMailbox) await app.register(devMailboxRoutes(db));
}
