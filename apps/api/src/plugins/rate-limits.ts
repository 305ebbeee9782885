// API rate limits in fixed windows (decision 0016), counted where every API process sees them (decision 0019:
// leases of each window from PostgreSQL, spent in memory). Pages, the SPA shell and static assets are never
// limited (a page is many assets); the API is limited per session in its business, per business across its
// sessions, and per IP where there is no session. A route may set its own limits (`config.rateLimit`, counted apart
// from the API limit: per caller, or per business; a named limit shares its counters with every route naming it)
// or none (`rateLimit: false`: long-lived streams, health).
import { ErrorCode } from '@paydesk/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { TooManyAttempts } from '../lib/errors.ts';
import {
  type Counter,
  type Limiter,
  perDay,
  perMinute,
  type RateLimit,
} from '../platform/limits/counters.ts';
import { addRouteHooks, stepHook } from './route-hooks.ts';

export type { Limiter, RateLimit };
export { perDay, perMinute };

/** A route's own limit: `name` shares its counters with every route naming it; `per` is whom a call counts against. */
export interface RouteLimit extends RateLimit {
  name?: string;
  /** The caller (its session, or its IP without one; the default) or the caller's business. */
  per?: 'caller' | 'business';
}

/** A route's own limit of `max` calls a minute (its own counters), as the sign-in routes have. */
export const authRateLimit = perMinute;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** The spec's 429 envelope, with Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new TooManyAttempts(TOO_MANY_REQUESTS_MESSAGE, Math.max(1, retryAfterSeconds), ErrorCode.rateLimited);

/** Counts one call of key: throws the spec's 429 (with Retry-After) over the limit, at once when it can. */
export function takeOrRefuse(counter: Counter, key: string): void | Promise<void> {
  const counted = counter.take(key);
  if (typeof counted === 'number') {
    if (counted > 0) throw tooManyRequests(counted);
    return;
  }
  return counted.then((retryAfter) => {
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  });
}

/**
 * An authenticated call counts against its session in its business (from the verified token, which the auth
 * context checked before this runs), so an office behind one NAT address is not one bucket; calls without a
 * session count against the IP (an API key's session id is the key's).
 */
export const rateLimitKey = (request: FastifyRequest) =>
  request.auth ? `session:${request.auth.companyId}:${request.auth.sessionId}` : `ip:${request.ip}`;

/** A call counted per business; one without a session (none is routed so) counts against its IP. */
const businessKey = (request: FastifyRequest) =>
  request.auth ? `business:${request.auth.companyId}` : `ip:${request.ip}`;

const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/dev/');

export interface ApiLimits {
  readonly limiter: Limiter;
  /** A call whose token was refused (missing, bad, expired, ended session) counts against its IP. */
  refusedToken(request: FastifyRequest): void | Promise<void>;
  /** An authenticated call counts against its business too, so many sessions cannot multiply the limit. */
  business(request: FastifyRequest): void | Promise<void>;
  /** The limit of the API routes without one of their own: per session, or per IP without one. */
  readonly api: Counter;
}

export function apiLimits(
  limiter: Limiter,
  options: { apiPerMinute: number; businessPerMinute: number },
): ApiLimits {
  const api = limiter.counter('api', perMinute(options.apiPerMinute));
  const perBusiness = limiter.counter('business', perMinute(options.businessPerMinute));
  return {
    limiter,
    api,
    // The same bucket as the IP's calls without a session.
    refusedToken: (request) => takeOrRefuse(api, `ip:${request.ip}`),
    business: (request) => takeOrRefuse(perBusiness, businessKey(request)),
  };
}

/** A route's own counters: a named limit's are shared; an unnamed one's belong to the route (method and path). */
function ownCounters(limiter: Limiter, route: RouteOptions, own: RouteLimit | readonly RouteLimit[]) {
  return [own].flat().map((limit, i) => {
    const id = limit.name ?? `route:${[route.method].flat().join(',')} ${route.url}${i > 0 ? `#${i}` : ''}`;
    return {
      counter: limiter.counter(id, limit),
      key: limit.per === 'business' ? businessKey : rateLimitKey,
    };
  });
}

/**
 * Adds the limit hook to each API route as it is registered, after the route's other hooks: the auth context has
 * named the session, and a call refused before is not also counted here.
 */
export function registerRouteLimits(app: FastifyInstance, limits: ApiLimits) {
  addRouteHooks(
    app,
    (route) => route.config?.rateLimit !== false && isApiPath(route.url),
    (route) => {
      const own = route.config?.rateLimit;
      if (!own) return { onRequest: stepHook((request) => takeOrRefuse(limits.api, rateLimitKey(request))) };
      const counters = ownCounters(limits.limiter, route, own);
      if (counters.length === 1) {
        const [{ counter, key }] = counters as [(typeof counters)[number]];
        return { onRequest: stepHook((request) => takeOrRefuse(counter, key(request))) };
      }
      return {
        onRequest: stepHook(async (request) => {
          // In order: a call refused by one limit is not counted against the next.
          for (const { counter, key } of counters) await takeOrRefuse(counter, key(request));
        }),
      };
    },
  );
}
