// Authenticates public API routes (config.apiKey): the secret in `Authorization: Bearer` or `X-Api-Key`, looked up
// by its hash; a revoked, expired, unknown or wrong-address key is a 401 (audited when the key is known). The key
// acts as its business with its scopes as permissions; a missing scope is a 403. Each key has its own rate limit
// (429 with Retry-After), and every call it makes is audited with the key as the actor. A key of the other rails (a
// live key on a sandbox server, a test key on a live one) is a 401 before it is looked up: a test key never moves
// real money.
import { BlockList, isIPv4 } from 'node:net';
import { API_KEY_REFUSED_MESSAGE, API_KEY_WRONG_RAILS_MESSAGE, type RailsMode } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOf, requestOrigin } from '../../http/route-kit.ts';
import { Forbidden, Unauthorized } from '../../lib/errors.ts';
import { hashToken } from '../../lib/secrets.ts';
import { recordAuditNow } from '../../platform/audit/audit.service.ts';
import { apiKeyLabel, recordCallerAuditNow } from '../../platform/audit/audit-actor.ts';
import { type ApiLimits, perMinute, takeOrRefuse } from '../../plugins/rate-limits.ts';
import type { AuthContext } from '../../plugins/route-config.ts';
import { addRouteHooks } from '../../plugins/route-hooks.ts';
import { railsOfSecret, statusOf } from './api-key-secrets.ts';
import { findKeyBySecretHash, touchApiKey } from './api-keys.queries.ts';

export interface ApiKeyAuthDeps {
  db: Database;
  /** Calls a minute per key. */
  perKeyPerMinute: number;
  limits: ApiLimits;
  onEffectError: (error: unknown) => void;
  /** The server's rails: a key issued for the other ones is refused. */
  rails: RailsMode;
}

function presentedSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const apiKey = request.headers['x-api-key'];
  const value = Array.isArray(apiKey) ? apiKey[0] : apiKey;
  return value?.trim() || undefined;
}

/** An IPv4-mapped IPv6 address (::ffff:203.0.113.7) is checked as the IPv4 address it is. */
const plainIp = (ip: string) => (ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

export function ipAllowed(allowedIps: readonly string[], ip: string): boolean {
  if (allowedIps.length === 0) return true;
  const address = plainIp(ip);
  const family = isIPv4(address) ? 'ipv4' : 'ipv6';
  const list = new BlockList();
  for (const cidr of allowedIps) {
    const [base = '', bits] = cidr.split('/');
    const type = isIPv4(base) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(bits), type);
  }
  try {
    return list.check(address, family);
  } catch {
    return false;
  }
}

export function registerApiKeyAuth(app: FastifyInstance, deps: ApiKeyAuthDeps) {
  // One budget per key, whichever API process a call reaches.
  const perKey = deps.limits.limiter.counter('api-key', perMinute(deps.perKeyPerMinute));

  addRouteHooks(app, (route) => Boolean(route.config?.apiKey), {
    onRequest: async (request: FastifyRequest) => {
      const config = request.routeOptions.config;
      try {
        request.auth = await authenticate(request);
      } catch (error) {
        if (error instanceof Unauthorized) await deps.limits.refusedToken(request);
        throw error;
      }
      await takeOrRefuse(perKey, request.auth.sessionId);
      const scope = config.permission;
      if (scope && scope !== 'session') {
        const scopes: readonly string[] = typeof scope === 'string' ? [scope] : scope;
        if (!scopes.some((s) => authOf(request).customPermissions.includes(s)))
          throw new Forbidden(`This API key does not have the ${scopes.join(' or ')} scope.`);
      }
    },
    // Every call of a key, refused or not, is in its business's audit log with the key as the actor.
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      const auth = request.auth;
      if (!auth?.apiKey) return;
      const caller = { auth, ...requestOrigin(request) };
      await recordCallerAuditNow(deps.db, caller, {
        action: 'integrations.api.call',
        target: { type: 'api-key', id: auth.apiKey.id },
        outcome: reply.statusCode < 400 ? 'success' : 'failure',
        metadata: { method: request.method, route: request.routeOptions.url, status: reply.statusCode },
      }).catch(deps.onEffectError);
    },
  });

  async function authenticate(request: FastifyRequest): Promise<AuthContext> {
    const secret = presentedSecret(request);
    if (!secret) throw new Unauthorized(API_KEY_REFUSED_MESSAGE);
    const keyRails = railsOfSecret(secret);
    if (keyRails && keyRails !== deps.rails) throw new Unauthorized(API_KEY_WRONG_RAILS_MESSAGE[deps.rails]);
    const found = await findKeyBySecretHash(deps.db, hashToken(secret));
    if (!found) throw new Unauthorized(API_KEY_REFUSED_MESSAGE);
    const { key } = found;
    const status = statusOf(key);
    const reason =
      status !== 'active'
        ? status
        : found.memberStatus !== 'active'
          ? 'creator-inactive'
          : !ipAllowed(key.allowedIps, request.ip)
            ? 'ip-not-allowed'
            : null;
    if (reason) {
      await recordAuditNow(deps.db, {
        companyId: key.companyId,
        actor: { type: 'api-key', id: key.id, label: apiKeyLabel(key.name) },
        action: 'integrations.api-key.refused',
        target: { type: 'api-key', id: key.id },
        outcome: 'failure',
        ...requestOrigin(request),
        metadata: { reason, method: request.method, route: request.routeOptions.url },
      });
      throw new Unauthorized(API_KEY_REFUSED_MESSAGE);
    }
    await touchApiKey(deps.db, key.companyId, key.id, request.ip);
    return Object.freeze({
      userId: found.userId,
      // A key has no session; its id keeps it its own rate-limit bucket.
      sessionId: key.id,
      companyId: key.companyId,
      memberId: key.createdBy,
      role: 'custom',
      customPermissions: Object.freeze([...key.scopes]) as string[],
      supportOperatorId: null,
      apiKey: { id: key.id, name: key.name },
    });
  }
}
