// Builds the Fastify instance: plugins, then modules, then error and not-found handling.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PayloadCipher } from '@paydesk/contracts';
import type { DbHandle } from '@paydesk/db';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { logSerializers } from './lib/log-redaction.ts';
import { registerApiKeyAuth } from './modules/integrations/index.ts';
import { createOperatorTokens, internalDocsAccess } from './modules/ops/index.ts';
import { registerAuthContext } from './plugins/auth-context.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMainAccountHeader } from './plugins/main-account-header.ts';
import { registerPayloadEnvelope } from './plugins/payload-envelope.ts';
import { registerPermissions } from './plugins/permissions.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import './plugins/route-config.ts';
import { registerModules } from './app-modules.ts';
import type { ModuleContext } from './module-context.ts';
import { memoryLimiter } from './platform/limits/counters.ts';
import { registerFirstPaint } from './plugins/first-paint.ts';
import { apiLimits, type Limiter, registerRouteLimits } from './plugins/rate-limits.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

export interface AppDeps {
  config: AppConfig;
  database: DbHandle;
  /** What the modules are built from (server.ts builds it once per process). */
  context: ModuleContext;
  /** Where the rate limits are counted (decision 0019); in this process's memory when not given. */
  limiter?: Limiter;
}

/** An answer that took this long is logged as a warning. */
export const SLOW_REQUEST_MS = 2_000;

/** How an answer's line is logged: a warning when slow, unless it is an event stream, which is long by design. */
export const responseLogLevel = (ms: number, accept: string | undefined): 'warn' | 'info' =>
  ms >= SLOW_REQUEST_MS && !(accept ?? '').includes('text/event-stream') ? 'warn' : 'info';

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
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    // A slow answer is a warning, so it is written where only warnings are (the e2e servers, a quiet production log).
    if (responseLogLevel(line.ms, request.headers.accept) === 'warn') request.log.warn(line, 'slow request');
    else request.log.info(line, 'request');
    done();
  });

  registerErrorHandler(app);
  registerSecurity(app);
  await registerDocs(app, {
    canRead: internalDocsAccess({ db: deps.database.db, tokens: createOperatorTokens(config.APP_SECRET) }),
  });
  const cipher = config.PAYLOAD_ENCRYPTION_KEY
    ? await PayloadCipher.fromHexKey(config.PAYLOAD_ENCRYPTION_KEY)
    : null;
  registerPayloadEnvelope(app, cipher);
  registerInputGuard(app);
  const limits = apiLimits(deps.limiter ?? memoryLimiter(), {
    apiPerMinute: config.GLOBAL_RATE_LIMIT_PER_MINUTE,
    businessPerMinute: config.BUSINESS_RATE_LIMIT_PER_MINUTE,
  });
  registerAuthContext(app, {
    db: deps.database.db,
    tokens: deps.context.tokens,
    sessionCacheMs: config.SESSION_CACHE_MS,
    limits,
  });
  // Before the permission check: a public API route's caller is its API key.
  registerApiKeyAuth(app, {
    db: deps.database.db,
    perKeyPerMinute: config.API_KEY_RATE_LIMIT_PER_MINUTE,
    limits,
    onEffectError: (e: unknown) => app.log.error({ err: e }, 'API call audit failed'),
    rails: deps.context.rails,
  });
  registerMainAccountHeader(app, { db: deps.database.db });
  registerPermissions(app);
  // Last of the request hooks: a call refused above is not counted against its session.
  registerRouteLimits(app, limits);

  await registerModules(app, deps.context);
  const webDist = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist;
  registerFirstPaint(app, config, webDist);
  await registerSpa(app, config, webDist);
  return app;
}
