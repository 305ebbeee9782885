// Sessions after login: refresh-token rotation with reuse detection (reuse ends the whole login), and logout.
import { Unauthorized } from '../../lib/errors.ts';
import { generateToken, hashToken } from '../../lib/secrets.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.service.ts';
import { actorOf } from '../../platform/audit/audit-actor.ts';
import * as q from './auth.queries.ts';
import type { AuthDeps } from './auth.service.ts';
import { issueRefreshToken } from './auth-sessions.ts';
import * as credentials from './credentials.queries.ts';

/** Rotates the refresh token. A token used twice means it leaked: every token of that login is revoked. */
export async function refresh(
  deps: AuthDeps,
  input: { refreshToken: string },
  meta: AuditContext,
): Promise<{ token: string; refreshToken: string; tokenExpiry: number }> {
  const next = generateToken();
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await q.findRefreshTokenForUpdate(tx, hashToken(input.refreshToken));
    if (!found) return { error: 'unknown' as const };
    const { token, session } = found;
    if (token.usedAt) {
      await q.revokeLogin(tx, session.id, 'refresh-token-reuse');
      await recordAudit(tx, {
        ...meta,
        companyId: session.companyId,
        actor: { type: 'user', id: session.userId },
        action: 'auth.refresh.reuse-detected',
        target: { type: 'session', id: session.id },
        outcome: 'failure',
      });
      return { error: 'reused' as const };
    }
    if (session.revokedAt || token.expiresAt.getTime() < Date.now()) return { error: 'ended' as const };
    const membership = await q.findMembership(tx, session.companyId, session.userId);
    if (!membership || membership.member.status === 'disabled') return { error: 'ended' as const };
    await credentials.markRefreshTokenUsed(tx, token.id);
    await issueRefreshToken(tx, {
      sessionId: session.id,
      ttlSeconds: deps.config.REFRESH_TOKEN_TTL_SECONDS,
      token: next,
    });
    await credentials.touchSession(tx, session.id);
    return { session, role: membership.member.role };
  });
  if ('error' in outcome) throw new Unauthorized();
  const access = await deps.tokens.sign({
    userId: outcome.session.userId,
    sessionId: outcome.session.id,
    companyId: outcome.session.companyId,
    role: outcome.role,
  });
  return { token: access.token, refreshToken: next, tokenExpiry: access.expiresAt };
}

export async function logout(
  deps: AuthDeps,
  auth: { userId: string; sessionId: string; companyId: string; supportOperatorId: string | null },
  meta: AuditContext,
) {
  await deps.db.transaction(async (tx) => {
    await q.revokeLogin(tx, auth.sessionId, 'logout');
    await recordAudit(tx, {
      ...meta,
      companyId: auth.companyId,
      // In a support session the operator signs out, by name.
      actor: auth.supportOperatorId ? await actorOf(tx, auth) : { type: 'user', id: auth.userId },
      action: 'auth.logout',
      target: { type: 'session', id: auth.sessionId },
      outcome: 'success',
      ...(auth.supportOperatorId ? { metadata: { onBehalfOf: auth.userId } } : {}),
    });
  });
}
