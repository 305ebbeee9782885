// Builds the Fastify instance: plugins, then modules, then error and not-found handling.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PayloadCipher } from '@paydesk/contracts';
import type { DbHandle } from '@paydesk/db';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { logSerializers } from './lib/log-redaction.ts';
import { type ApprovalEngine, createApprovalEngine } from './modules/approvals/index.ts';
import { auditLogRoutes } from './modules/audit-logs/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { bankRoutes } from './modules/banks/index.ts';
import { businessRoutes } from './modules/businesses/index.ts';
import { complianceRoutes } from './modules/compliance/index.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { integrationsModule, registerApiKeyAuth } from './modules/integrations/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { onDemandModule, onDemandRecoveries, payoutCallbacks } from './modules/on-demand/index.ts';
import { opsRoutes } from './modules/ops/index.ts';
import { createTransferRail, paymentsModule, registerPaymentActions } from './modules/payments/index.ts';
import { payrollModule, type RecoveriesPort, registerPayrollActions } from './modules/payroll/index.ts';
import { payrollSetupModule } from './modules/payroll-setup/index.ts';
import { peopleModule } from './modules/people/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { securityRoutes, settingsRoutes } from './modules/settings/index.ts';
import { registerSettlementActions, settlementsModule } from './modules/settlements/index.ts';
import { STAFF_ACCESS_TOKEN_SECONDS, staffModule } from './modules/staff/index.ts';
import { adminRoutes, teamRoutes } from './modules/team/index.ts';
import { tradeModule } from './modules/trade/index.ts';
import type { JobSender } from './modules/wallets/index.ts';
import {
  createFundingProvider,
  dashboardRoutes,
  verifyTransactionPin,
  walletModule,
} from './modules/wallets/index.ts';
import { webhookRoutes } from './modules/webhooks/index.ts';
import { type AccessTokens, createAccessTokens, STAFF_AUDIENCE } from './platform/access-tokens.ts';
import { createFilesStore, type FilesStore } from './platform/files/files-store.ts';
import type { Mailer } from './platform/mail/mail.service.ts';
import type { NotificationHub } from './platform/notifications/notifications.hub.ts';
import { registerAuthContext } from './plugins/auth-context.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMainAccountHeader } from './plugins/main-account-header.ts';
import { registerPayloadEnvelope } from './plugins/payload-envelope.ts';
import { registerPermissions } from './plugins/permissions.ts';
import { type BankingProvider, createBankingProvider, type TransferRail } from './providers/banking/index.ts';
import type { FundingProvider } from './providers/funding/index.ts';
import { createKycProvider, type KycProvider } from './providers/kyc/index.ts';
import './plugins/route-config.ts';
import { apiLimits, registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

export interface AppDeps {
  config: AppConfig;
  database: DbHandle;
  mailer: Mailer;
  tokens: AccessTokens;
  /** Tokens of the staff app (their own audience); made from APP_SECRET when not given. */
  staffTokens?: AccessTokens;
  hub: NotificationHub;
  /** Outside rails and stores; built from config when not given (tests may pass their own). */
  kyc?: KycProvider;
  files?: FilesStore;
  funding?: FundingProvider;
  banking?: BankingProvider;
  /** The rail transfers leave by (the sandbox by default, its callbacks delivered to this app). */
  rail?: TransferRail;
  /** Queues jobs (statements, funding callbacks); tests may leave it out. */
  jobs?: JobSender;
  /** The approvals engine, when the server built it to run its jobs; built here otherwise. */
  approvals?: ApprovalEngine;
  /** On-demand pay's recoveries for payroll (none until that module is wired). */
  recoveries?: RecoveriesPort;
}

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

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      serializers: logSerializers,
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // One line per request, written when it ends (below), instead of pino's two with the whole request and reply.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: false,
    // Server-sent-event streams stay open; closing the app must not wait for them.
    forceCloseConnections: true,
    bodyLimit: 1_048_576,
    // Signed link payloads travel as a path parameter (/setwithdrawals/{payload}, about 190 characters).
    routerOptions: { maxParamLength: 800 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  registerErrorHandler(app);
  await registerSecurity(app, { globalPerMinute: config.GLOBAL_RATE_LIMIT_PER_MINUTE });
  await registerDocs(app);
  const cipher = config.PAYLOAD_ENCRYPTION_KEY
    ? await PayloadCipher.fromHexKey(config.PAYLOAD_ENCRYPTION_KEY)
    : null;
  registerPayloadEnvelope(app, cipher);
  registerInputGuard(app);
  const limits = apiLimits(app, { businessPerMinute: config.BUSINESS_RATE_LIMIT_PER_MINUTE });
  registerAuthContext(app, {
    db: deps.database.db,
    tokens: deps.tokens,
    sessionCacheMs: config.SESSION_CACHE_MS,
    limits,
  });
  // Before the permission check: a public API route's caller is its API key.
  registerApiKeyAuth(app, {
    db: deps.database.db,
    perKeyPerMinute: config.API_KEY_RATE_LIMIT_PER_MINUTE,
    limits,
    onEffectError: (e: unknown) => app.log.error({ err: e }, 'API call audit failed'),
  });
  registerMainAccountHeader(app, { db: deps.database.db });
  registerPermissions(app);

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
  await app.register(dashboardRoutes({ db }), { prefix: '/api' });
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
  await app.register(bankRoutes({ db, banking }), { prefix: '/api' });
  const rail =
    deps.rail ??
    createTransferRail({
      db,
      config,
      jobs: () => deps.jobs,
      deliver: async ({ path, body, headers }) =>
        (await app.inject({ method: 'POST', url: path, payload: body, headers })).statusCode,
    });
  const paymentsDeps = {
    db,
    config,
    mailer: deps.mailer,
    banking,
    rail,
    jobs: deps.jobs ?? { send: async () => {} },
    ...seam,
    onEffectError,
    otherTransfers: payoutCallbacks(db),
  };
  registerPaymentActions(seam.registry, paymentsDeps);
  await app.register(paymentsModule(paymentsDeps));
  registerSettlementActions(seam.registry);
  await app.register(settlementsModule(paymentsDeps));
  await app.register(
    peopleModule({
      db,
      banking,
      mailer: deps.mailer,
      config,
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
    rail: paymentsDeps.rail,
    jobs: paymentsDeps.jobs,
    ...seam,
    recoveries: deps.recoveries ?? onDemandRecoveries,
    onEffectError,
  };
  registerPayrollActions(seam.registry, payrollDeps);
  await app.register(payrollModule(payrollDeps));
  await app.register(integrationsModule({ db, payments: paymentsDeps, payroll: payrollDeps }));
  await app.register(onDemandModule({ db, rail, mailer: deps.mailer, config, staffTokens, onEffectError }));
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
  await app.register(approvals.routes({ authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }));
  if (config.devMailbox) await app.register(devMailboxRoutes(db));
  await registerSpa(app, config, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist);
  return app;
}
