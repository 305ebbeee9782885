// API rate limits, counted in this process's memory in fixed windows (decision 0016). Pages, the SPA shell and
// static assets are never limited (a page is many assets); the API is limited per session in its business, per
// business across its sessions, and per IP where there is no session. A route may set its own limit
// (`config.rateLimit`, counted apart from the API limit) or none (`rateLimit: false`: long-lived streams, health).
import { ErrorCode } from '@paydesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyAttempts } from '../lib/errors.ts';
import { addRouteHooks, stepHook } from './route-hooks.ts';

export interface RateLimit {
  /** Calls allowed in one window. */
  max: number;
  windowMs: number;
}

export const perMinute = (max: number): RateLimit => ({ max, windowMs: 60_000 });

/** A route's own limit of `max` calls a minute (its own counters), as the sign-in routes have. */
export const authRateLimit = perMinute;

/** The spec's 429 envelope, with Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new TooManyAttempts(
    'Too many requests. Please wait a moment and try again.',
    Math.max(1, retryAfterSeconds),
    ErrorCode.rateLimited,
  );

/**
 * Calls per key in fixed windows: a key's window starts with its first call and lasts `windowMs`. The map keeps
 * keys in the order their windows started, so the oldest window is always first: each call drops it when it has
 * ended, and a full map drops it to make room (as an LRU store would).
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    readonly limit: RateLimit,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one call of key: 0 when it is within the limit, else the seconds until its window ends. */
  take(key: string, now = Date.now()): number {
    this.dropOldest(now);
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      if (window !== undefined) this.windows.delete(key);
      else if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      window = { count: 0, endsAt: now + this.limit.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit.max ? Math.max(1, Math.ceil((window.endsAt - now) / 1000)) : 0;
  }

  get size(): number {
    return this.windows.size;
  }

  private dropOldest(now: number) {
    const first = this.windows.entries().next();
    if (!first.done && first.value[1].endsAt <= now) this.windows.delete(first.value[0]);
  }
}

/** Throws the spec's 429 (with Retry-After) when key is over the counter's limit. */
export function takeOrRefuse(counter: WindowCounter, key: string): void {
  const retryAfter = counter.take(key);
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
}

/**
 * An authenticated call counts against its session in its business (from the verified token, which the auth
 * context checked before this runs), so an office behind one NAT address is not one bucket; calls without a
 * session count against the IP (an API key's session id is the key's).
 */
export const rateLimitKey = (request: FastifyRequest) =>
  request.auth ? `session:${request.auth.companyId}:${request.auth.sessionId}` : `ip:${request.ip}`;

const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/dev/');

export interface ApiLimits {
  /** A call whose token was refused (missing, bad, expired, ended session) counts against its IP. */
  refusedToken(request: FastifyRequest): void;
  /** An authenticated call counts against its business too, so many sessions cannot multiply the limit. */
  business(request: FastifyRequest): void;
  /** The limit of the API routes without one of their own: per session, or per IP without one. */
  readonly api: WindowCounter;
}

export function apiLimits(options: { apiPerMinute: number; businessPerMinute: number }): ApiLimits {
  const api = new WindowCounter(perMinute(options.apiPerMinute));
  const perBusiness = new WindowCounter(perMinute(options.businessPerMinute));
  return {
    api,
    // The same bucket as the IP's calls without a session.
    refusedToken: (request) => takeOrRefuse(api, `ip:${request.ip}`),
    business: (request) => takeOrRefuse(perBusiness, `business:${request.auth?.companyId}`),
  };
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
      const counter = own ? new WindowCounter(own) : limits.api;
      return { onRequest: stepHook((request) => takeOrRefuse(counter, rateLimitKey(request))) };
    },
  );
}
