// Sessions after login: refresh-token rotation with reuse detection (reuse ends the whole login), and logout.
import { Unauthorized } from '../../lib/errors.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.service.ts';
import { actorOf } from '../../platform/audit/audit-actor.ts';
import { rotateRefreshToken } from '../../platform/refresh-rotation.ts';
import * as q from './auth.queries.ts';
import type { AuthDeps, MembershipDeps } from './auth.service.ts';
import { authRefreshStore } from './auth-sessions.ts';
import * as credentials from './credentials.queries.ts';

/** Rotates the refresh token. A token used twice means it leaked: every token of that login is revoked. */
export async function refresh(
  deps: MembershipDeps,
  input: { refreshToken: string },
  meta: AuditContext,
): Promise<{ token: string; refreshToken: string; tokenExpiry: number }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const rotated = await rotateRefreshToken(tx, authRefreshStore, input.refreshToken, {
      ttlSeconds: deps.config.REFRESH_TOKEN_TTL_SECONDS,
      stillAllowed: async (session) => {
        const membership = await deps.membershipDirectory.membershipOf(tx, session.companyId, session.userId);
        return !membership || membership.member.status === 'disabled' ? undefined : membership.member.role;
      },
    });
    if (rotated.ok) await credentials.touchSession(tx, rotated.session.id);
    else if (rotated.reason === 'reused')
      await recordAudit(tx, {
        ...meta,
        companyId: rotated.session.companyId,
        actor: { type: 'user', id: rotated.session.userId },
        action: 'auth.refresh.reuse-detected',
        target: { type: 'session', id: rotated.session.id },
        outcome: 'failure',
      });
    return rotated;
  });
  if (!outcome.ok) throw new Unauthorized();
  const access = await deps.tokens.sign({
    userId: outcome.session.userId,
    sessionId: outcome.session.id,
    companyId: outcome.session.companyId,
    role: outcome.live,
  });
  return { token: access.token, refreshToken: outcome.refreshToken, tokenExpiry: access.expiresAt };
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
