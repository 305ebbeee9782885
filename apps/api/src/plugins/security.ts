// Security headers (strict CSP with frame-ancestors 'none', no caching of API answers) and rate limiting.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

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
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

export const authRateLimit = (perMinute: number) => ({ max: perMinute, timeWindow: '1 minute' });
