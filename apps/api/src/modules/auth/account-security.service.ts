// Login & Security (spec §2.3 /settings/login-security): change the password (every other session ends), choose
// where login codes go, see the open sessions and end one or all others, and the login history.
import type {
  ActiveSession,
  ChangePasswordRequest,
  LoginCodeChannel,
  LoginHistoryEntry,
} from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, NotFound, TooManyAttempts, Unauthorized, ValidationFailed } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit, recordCallerAuditNow } from '../../platform/audit/audit-actor.ts';
import * as templates from '../../platform/mail/templates.ts';
import { claimAttempt, clearFailures, lockedMessage, settleFailure } from '../../platform/throttle.ts';
import * as sq from './account-security.queries.ts';
import * as q from './auth.queries.ts';
import { type AuthDeps, assertAcceptablePassword, notifyPasswordChanged, policy } from './auth.service.ts';

export const PASSWORD_UPDATED_MESSAGE =
  'Your password has been updated. Every other session has been signed out.';

/** Changes the password after checking the current one; every other session of the person ends. */
export async function changePassword(
  deps: AuthDeps,
  caller: Caller,
  input: ChangePasswordRequest,
): Promise<{ sessionsEnded: number }> {
  const { auth } = caller;
  if (auth.supportOperatorId) throw new BadRequest('Support sessions cannot change the member’s password.');
  assertAcceptablePassword(input.password);
  const key = `password-change:${auth.userId}`;
  const attempt = await claimAttempt(deps.db, key, policy(deps.config));
  const user = await q.findUserById(deps.db, auth.userId);
  if (!user) throw new Unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordCallerAuditNow(deps.db, caller, {
      action: 'settings.password.change',
      target: { type: 'user', id: user.id },
      outcome: 'failure',
      metadata: { reason: 'wrong-current-password' },
    });
    if (await settleFailure(deps.db, key, policy(deps.config), attempt))
      throw new TooManyAttempts(
        lockedMessage(deps.config.AUTH_LOCKOUT_MINUTES),
        deps.config.AUTH_LOCKOUT_MINUTES * 60,
      );
    throw new ValidationFailed({ currentPassword: ['Your current password is incorrect'] });
  }
  await clearFailures(deps.db, key);
  const passwordHash = await hashPassword(input.password);
  return transact(
    deps.db,
    async (tx, after) => {
      await sq.setPasswordHash(tx, user.id, passwordHash);
      const sessionsEnded = await sq.revokeSessionsExcept(tx, {
        userId: user.id,
        keepSessionId: auth.sessionId,
        reason: 'password-changed',
      });
      await notifyPasswordChanged(tx, auth.companyId, user);
      await deps.mailer.enqueue(tx, after, {
        ...templates.passwordChanged(user.email, user.firstName),
        companyId: auth.companyId,
      });
      await recordCallerAudit(tx, caller, {
        action: 'settings.password.change',
        target: { type: 'user', id: user.id },
        outcome: 'success',
        metadata: { sessionsEnded },
      });
      return { sessionsEnded };
    },
    deps.onEffectError,
  );
}

export async function getLoginChannel(deps: AuthDeps, caller: Caller) {
  const user = await q.findUserById(deps.db, caller.auth.userId);
  if (!user) throw new Unauthorized();
  return {
    channel: user.loginCodeChannel as LoginCodeChannel,
    phoneNumber: user.phoneVerifiedAt ? user.phoneNumber : null,
  };
}

/** SMS needs a phone number confirmed with a code first. */
export async function setLoginChannel(deps: AuthDeps, caller: Caller, channel: LoginCodeChannel) {
  const user = await q.findUserById(deps.db, caller.auth.userId);
  if (!user) throw new Unauthorized();
  if (channel === 'sms' && !(user.phoneNumber && user.phoneVerifiedAt))
    throw new ValidationFailed({
      channel: ['Confirm a phone number on your profile before choosing SMS'],
    });
  await deps.db.transaction(async (tx) => {
    await sq.setLoginCodeChannel(tx, user.id, channel);
    await recordCallerAudit(tx, caller, {
      action: 'settings.login-channel.change',
      target: { type: 'user', id: user.id },
      outcome: 'success',
      metadata: { from: user.loginCodeChannel, to: channel },
    });
  });
  return { channel, phoneNumber: user.phoneVerifiedAt ? user.phoneNumber : null };
}

/** Browser and system from a user agent, in words. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

export async function listSessions(deps: AuthDeps, caller: Caller): Promise<ActiveSession[]> {
  const { auth } = caller;
  const current = await q.findSession(deps.db, auth.sessionId);
  const currentRoot = current?.parentSessionId ?? auth.sessionId;
  const rows = await sq.listOpenSessions(deps.db, auth.companyId, auth.userId);
  return rows.map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: (s.lastUsedAt ?? s.createdAt).toISOString(),
    current: s.id === auth.sessionId || s.id === currentRoot,
    support: Boolean(s.supportOperatorId),
  }));
}

/** Ends one of the member's other sessions in this business; another's id answers 404. */
export async function revokeSession(deps: AuthDeps, caller: Caller, sessionId: string): Promise<void> {
  const { auth } = caller;
  await deps.db.transaction(async (tx) => {
    const session = await sq.findOpenSession(tx, auth.companyId, auth.userId, sessionId);
    if (!session) throw new NotFound('Session');
    if (session.id === auth.sessionId)
      throw new BadRequest('This is the session you are using. Log out instead.');
    await sq.revokeSessionFamily(tx, session.id, 'revoked-by-member');
    await recordCallerAudit(tx, caller, {
      action: 'settings.session.revoke',
      target: { type: 'session', id: session.id },
      outcome: 'success',
    });
  });
}

export async function revokeOtherSessions(deps: AuthDeps, caller: Caller): Promise<number> {
  const { auth } = caller;
  return deps.db.transaction(async (tx) => {
    const revoked = await sq.revokeSessionsExcept(tx, {
      userId: auth.userId,
      companyId: auth.companyId,
      keepSessionId: auth.sessionId,
      reason: 'revoked-by-member',
    });
    await recordCallerAudit(tx, caller, {
      action: 'settings.session.revoke-others',
      target: { type: 'user', id: auth.userId },
      outcome: 'success',
      metadata: { revoked },
    });
    return revoked;
  });
}

export async function loginHistory(deps: AuthDeps, caller: Caller, query: { page: number; limit: number }) {
  const { rows, total } = await sq.pageLoginEvents(deps.db, {
    companyId: caller.auth.companyId,
    userId: caller.auth.userId,
    ...query,
  });
  const docs: LoginHistoryEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    outcome: r.outcome === 'success' ? 'success' : 'failure',
    ip: r.ip,
    device: describeDevice(r.userAgent),
  }));
  return {
    docs,
    totalDocs: total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
  };
}
