// Authenticates routes that declare config.auth: a valid access token of a live session whose member is still
// active in the business. Loads the member's role (and a custom role's permissions) for the permission check.
import { authSessions, companyMembers, type Database, rolePermissions } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Unauthorized } from '../lib/errors.ts';
import type { AccessTokens } from '../platform/access-tokens.ts';
import type { ApiLimits } from './rate-limits.ts';
import type { AuthContext } from './route-config.ts';
import { addRouteHooks, methodsOf, stepHook } from './route-hooks.ts';
import { createSessionCache } from './session-cache.ts';

type SessionFacts = Omit<AuthContext, 'userId' | 'sessionId' | 'companyId'>;

/** What a verified token and its live session said, remembered under the token itself until its expiry. */
interface Verified {
  auth: AuthContext;
  expiresAt: number;
}

/** Requests that only read cannot end a session or change a role; every other one empties the session cache. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAuthContext(
  app: FastifyInstance,
  deps: { db: Database; tokens: AccessTokens; sessionCacheMs?: number; limits?: ApiLimits },
) {
  // Keyed by the whole signed token: a hit is the same bytes whose signature was checked, so the check (a third
  // of an authenticated read's time in a profile) and the session query run once per token per few seconds.
  const cache = createSessionCache<Verified>({ ttlMs: deps.sessionCacheMs ?? 2_000, maxEntries: 10_000 });
  app.decorateRequest('auth', null);
  addRouteHooks(app, (route) => methodsOf(route).some((method) => !READS.has(method)), {
    onSend: (_request: FastifyRequest, _reply: unknown, payload: unknown, done: DoneWith) => {
      cache.invalidateAll();
      done(null, payload);
    },
  });
  addRouteHooks(app, (route) => Boolean(route.config?.auth), {
    // Synchronous for a token seen within the cache's few seconds: most calls.
    onRequest: stepHook((request) => {
      let lookUp: Promise<void> | undefined;
      try {
        lookUp = authenticate(request);
      } catch (error) {
        return refused(request, error);
      }
      if (!lookUp) return deps.limits?.business(request);
      return lookUp.then(
        () => deps.limits?.business(request),
        (error) => refused(request, error),
      );
    }),
  });

  /**
   * A refused token has no session to count against: its IP pays, so guessing tokens is limited too. Answers the
   * refusal, or the 429 once the IP is past its limit (at once, or once the count is in).
   */
  function refused(request: FastifyRequest, error: unknown): Promise<never> {
    if (!(error instanceof Unauthorized)) throw error;
    const counted = deps.limits?.refusedToken(request);
    if (counted) return counted.then(() => Promise.reject(error));
    throw error;
  }

  /** Sets request.auth, from memory when it can (nothing to wait for), else after the session lookup. */
  function authenticate(request: FastifyRequest): Promise<void> | undefined {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new Unauthorized();
    const remembered = cache.get(token);
    if (remembered && remembered.expiresAt > Date.now()) {
      request.auth = remembered.auth;
      return undefined;
    }
    return verify(request, token);
  }

  async function verify(request: FastifyRequest, token: string) {
    const generation = cache.generation();
    const claims = await deps.tokens.verify(token);
    const facts = await lookUpSession(deps.db, claims);
    // Shared by the requests that reuse the token: frozen, so none can change what another sees.
    const auth: AuthContext = Object.freeze({
      userId: claims.userId,
      sessionId: claims.sessionId,
      companyId: claims.companyId,
      ...facts,
      customPermissions: Object.freeze([...facts.customPermissions]) as string[],
    });
    cache.set(token, { auth, expiresAt: claims.expiresAt }, generation);
    request.auth = auth;
  }
}

type DoneWith = (error: Error | null, payload: unknown) => void;

/** The session and membership behind a token, checked so that logout, reuse detection and deactivation end access. */
async function lookUpSession(
  db: Database,
  claims: { userId: string; sessionId: string; companyId: string },
): Promise<SessionFacts> {
  const [row] = await db
    .select({
      revokedAt: authSessions.revokedAt,
      sessionUserId: authSessions.userId,
      sessionCompanyId: authSessions.companyId,
      supportOperatorId: authSessions.supportOperatorId,
      memberId: companyMembers.id,
      memberStatus: companyMembers.status,
      role: companyMembers.role,
      roleId: companyMembers.roleId,
    })
    .from(authSessions)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, claims.companyId), eq(companyMembers.userId, claims.userId)),
    )
    .where(eq(authSessions.id, claims.sessionId));
  // A session belongs to one person in one business: a token naming another business is not this session's.
  if (
    !row ||
    row.revokedAt ||
    row.sessionUserId !== claims.userId ||
    row.sessionCompanyId !== claims.companyId
  )
    throw new Unauthorized();
  if (!row.memberId || row.memberStatus !== 'active' || !row.role) throw new Unauthorized();
  let permissions: string[] = [];
  if (row.role === 'custom' && row.roleId) {
    const granted = await db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.companyId, claims.companyId), eq(rolePermissions.roleId, row.roleId)));
    permissions = granted.map((g) => g.permission);
  }
  const facts: SessionFacts = {
    memberId: row.memberId,
    role: row.role,
    customPermissions: permissions,
    supportOperatorId: row.supportOperatorId,
  };
  return facts;
}
