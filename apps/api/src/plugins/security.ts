// Security headers (strict CSP with frame-ancestors 'none', no caching of API answers) and API rate limits.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Only the API is limited: pages, the SPA shell and static assets never are (a page is many assets). */
const isApiRequest = (url: string) => url.startsWith('/api/') || url.startsWith('/dev/');

/**
 * An authenticated call counts against its session in its business (from the verified token, which the auth
 * context checked before this runs), so an office behind one NAT address is not one bucket; calls without a
 * session count against the IP.
 */
export const rateLimitKey = (request: FastifyRequest) =>
  request.auth ? `session:${request.auth.companyId}:${request.auth.sessionId}` : `ip:${request.ip}`;

export async function registerSecurity(app: FastifyInstance, options: { globalPerMinute: number }) {
  await app.register(helmet, {
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
