// Builds the Fastify instance: plugins, then modules, then error and not-found handling.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PayloadCipher } from '@paydesk/contracts';
import type { DbHandle } from '@paydesk/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { auditLogRoutes } from './modules/audit-logs/audit-logs.routes.ts';
import type { AccessTokens } from './modules/auth/access-tokens.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import type { NotificationHub } from './modules/notifications/notifications.hub.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { dashboardRoutes } from './modules/wallets/dashboard.routes.ts';
import { registerAuthContext } from './plugins/auth-context.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerPayloadEnvelope } from './plugins/payload-envelope.ts';
import { registerPermissions } from './plugins/permissions.ts';
import './plugins/route-config.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

export interface AppDeps {
  config: AppConfig;
  database: DbHandle;
  mailer: Mailer;
  tokens: AccessTokens;
  hub: NotificationHub;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: false,
    // Server-sent-event streams stay open; closing the app must not wait for them.
    forceCloseConnections: true,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurity(app, { globalPerMinute: config.GLOBAL_RATE_LIMIT_PER_MINUTE });
  await registerDocs(app);
  const cipher = config.PAYLOAD_ENCRYPTION_KEY
    ? await PayloadCipher.fromHexKey(config.PAYLOAD_ENCRYPTION_KEY)
    : null;
  registerPayloadEnvelope(app, cipher);
  registerInputGuard(app);
  registerAuthContext(app, { db: deps.database.db, tokens: deps.tokens });
  registerPermissions(app);

  const db = deps.database.db;
  await app.register(healthRoutes(db));
  await app.register(
    authRoutes({
      db,
      config,
      mailer: deps.mailer,
      tokens: deps.tokens,
      onEffectError: (e) => app.log.error({ err: e }, 'after-commit effect failed'),
    }),
    { prefix: '/api' },
  );
  await app.register(notificationRoutes({ db, hub: deps.hub }), { prefix: '/api' });
  await app.register(auditLogRoutes({ db }), { prefix: '/api' });
  await app.register(dashboardRoutes({ db }), { prefix: '/api' });
  if (config.devMailbox) await app.register(devMailboxRoutes(db));
  await registerSpa(app, config, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist);
  return app;
}
