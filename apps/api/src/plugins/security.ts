// Security headers (strict CSP with frame-ancestors 'none', no caching of API answers) and API rate limits.
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '@paydesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { TooManyAttempts } from '../lib/errors.ts';

/** Only the API is limited: pages, the SPA shell and static assets never are (a page is many assets). */
const isApiRequest = (url: string) => url.startsWith('/api/') || url.startsWith('/dev/');

/**
 * An authenticated call counts against its session in its business (from the verified token, which the auth
 * context checked before this runs), so an office behind one NAT address is not one bucket; calls without a
 * session count against the IP.
 */
export const rateLimitKey = (request: FastifyRequest) =>
  request.auth ? `session:${request.auth.companyId}:${request.auth.sessionId}` : `ip:${request.ip}`;

const HELMET_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes component styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with our policy, computed once: none depends on the request (no nonces), and
 * @fastify/helmet built helmet's middleware, directives and all, again on every request.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  let ran = false;
  helmet(HELMET_POLICY)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  if (!ran) throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers);
}

export async function registerSecurity(app: FastifyInstance, options: { globalPerMinute: number }) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Balances, statements and tokens must not sit in a browser or proxy cache; a route that wants caching says so.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith('/api/') || type.startsWith('application/json'))
      reply.header('cache-control', 'no-store');
  });
  await app.register(rateLimit, {
    global: true,
    max: options.globalPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !isApiRequest(request.url),
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

export const authRateLimit = (perMinute: number) => ({ max: perMinute, timeWindow: '1 minute' });

/** The spec's 429 envelope (the same as the plugin's own limit), with Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new TooManyAttempts(
    'Too many requests. Please wait a moment and try again.',
    Math.max(1, retryAfterSeconds),
    ErrorCode.rateLimited,
  );

export interface ApiLimits {
  /** A call whose token was refused (missing, bad, expired, ended session) counts against its IP. */
  refusedToken(request: FastifyRequest): Promise<void>;
  /** An authenticated call counts against its business too, so many sessions cannot multiply the limit. */
  business(request: FastifyRequest): Promise<void>;
}

/**
 * The limits that need the auth context, checked by it: they throw the 429. The per-session limit above runs
 * after them, in each route's own hook, so a call refused here is not counted against the session.
 */
export function apiLimits(app: FastifyInstance, options: { businessPerMinute: number }): ApiLimits {
  // No options: the global limiter itself (its store, per-IP key without a session, pages never limited).
  const perIp = app.createRateLimit();
  const perBusiness = app.createRateLimit({
    max: options.businessPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `business:${request.auth?.companyId}`,
  });
  const check = async (limiter: typeof perIp, request: FastifyRequest) => {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) throw tooManyRequests(outcome.ttlInSeconds);
  };
  return {
    refusedToken: (request) => check(perIp, request),
    business: (request) => check(perBusiness, request),
  };
}
