// Switching (spec §4): logging in to a sub account opens a new session for the same person in the sub account,
// linked to the main-account session it came from (parent_session_id); switching to main ends the sub-account
// session and hands back the main session with fresh tokens.
import { ErrorCode, INCOMPLETE_SUB_ACCOUNT_MESSAGE, type LoginSession } from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from '../../lib/errors.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import {
  buildLoginSession,
  endSession,
  findUserById,
  issueRefreshToken,
  lockSession,
  openAuthSession,
  retireRefreshTokens,
  revokeChildSessions,
  touchSession,
} from '../auth/index.ts';
import { addMember, describeCaller, findMemberByUser, loadSessionAccess } from '../team/index.ts';
import * as q from './businesses.queries.ts';
import { type BusinessDeps, mainAccessOf, scopeFilter } from './businesses.service.ts';

export interface SwitchCaller extends Caller {
  channel: string;
}

/** The caller's membership of the sub account, created for the main account's owner and administrators. */
async function subMembership(tx: Tx, subId: string, userId: string, mainRole: string | undefined) {
  const existing = await findMemberByUser(tx, subId, userId);
  if (existing?.status === 'active') return existing;
  if (existing?.status === 'disabled')
    throw new Forbidden('Your access to this business has been deactivated.');
  if (existing) throw new Forbidden('Accept your invitation to this business first.');
  if (mainRole !== 'employer' && mainRole !== 'employer-admin') {
    throw new Forbidden('You have no access to this business. Ask its owner to invite you.');
  }
  const created = await addMember(tx, {
    companyId: subId,
    userId,
    role: 'employer-admin',
    status: 'active',
  });
  return created!;
}

export async function loginToSubAccount(
  deps: BusinessDeps,
  caller: SwitchCaller,
  subAccountId: string,
): Promise<LoginSession> {
  return deps.db.transaction(async (tx) => {
    const current = await lockSession(tx, caller.auth.sessionId);
    if (!current || current.revokedAt) throw new Unauthorized();
    const access = await mainAccessOf(tx, caller.auth);
    const only = scopeFilter(access.scope);
    const row = await q.findSubAccount(tx, access.main.id, subAccountId);
    // Another main account's business, or one an alias is not assigned to, does not exist for this caller.
    if (!row || (only && !only.includes(subAccountId))) throw new NotFound('Sub-account');
    const sub = row.company;
    const ready = q.toSubAccount(row);
    if (!ready.isActive || !ready.isCompanyInfo || !ready.isEmailVerified) {
      throw new Conflict(INCOMPLETE_SUB_ACCOUNT_MESSAGE, ErrorCode.conflict);
    }
    const member = await subMembership(tx, sub.id, caller.auth.userId, access.mainMember?.role);
    // The session switched from: the main-account session itself, or the sub-account session being left.
    const rootSessionId = current.parentSessionId ?? current.id;
    if (current.parentSessionId) {
      await endSession(tx, current.id, 'switched-business');
    }
    const { session, refreshToken } = await openAuthSession(tx, {
      userId: caller.auth.userId,
      companyId: sub.id,
      channel: caller.channel,
      parentSessionId: rootSessionId,
      supportOperatorId: caller.auth.supportOperatorId,
      ip: caller.ip,
      userAgent: caller.userAgent,
      refreshTtlSeconds: deps.config.REFRESH_TOKEN_TTL_SECONDS,
    });
    const who = await describeCaller(tx, caller);
    for (const companyId of [access.main.id, sub.id]) {
      await recordAudit(tx, {
        ip: caller.ip,
        userAgent: caller.userAgent,
        companyId,
        actor: who.actor,
        action: 'businesses.sub-account.login',
        target: { type: 'session', id: session.id },
        outcome: 'success',
        metadata: { subAccountId: sub.id, fromSession: caller.auth.sessionId, ...who.support },
      });
    }
    const user = await findUserById(tx, caller.auth.userId);
    return buildLoginSession(deps.tokens, {
      user: user!,
      member,
      company: sub,
      sessionId: session.id,
      refreshToken,
      access: await loadSessionAccess(tx, { member, company: sub }),
      settings: await deps.sessionSettings(tx, sub.id),
    });
  });
}

export async function switchToMain(deps: BusinessDeps, caller: SwitchCaller): Promise<LoginSession> {
  return deps.db.transaction(async (tx) => {
    const current = await lockSession(tx, caller.auth.sessionId);
    if (!current || current.revokedAt) throw new Unauthorized();
    const root = current.parentSessionId ? await lockSession(tx, current.parentSessionId) : current;
    // The main-account session ended meanwhile (logout, deactivation): sign in again.
    if (!root || root.revokedAt || root.userId !== caller.auth.userId) throw new Unauthorized();
    const main = await q.findCompany(tx, root.companyId);
    const member = await findMemberByUser(tx, root.companyId, caller.auth.userId);
    if (main?.accountType !== 'main') {
      throw new BadRequest(
        'This session did not start in a main account. Log in to the main account instead.',
      );
    }
    if (member?.status !== 'active') throw new Unauthorized();
    await revokeChildSessions(tx, root.id, 'switched-to-main');
    // The web kept only the main access token; the main session's earlier refresh tokens are retired.
    await retireRefreshTokens(tx, root.id);
    const refreshToken = await issueRefreshToken(tx, {
      sessionId: root.id,
      ttlSeconds: deps.config.REFRESH_TOKEN_TTL_SECONDS,
    });
    await touchSession(tx, root.id);
    const who = await describeCaller(tx, caller);
    await recordAudit(tx, {
      ip: caller.ip,
      userAgent: caller.userAgent,
      companyId: main.id,
      actor: who.actor,
      action: 'businesses.switch-to-main',
      target: { type: 'session', id: root.id },
      outcome: 'success',
      metadata: { fromCompanyId: current.companyId, ...who.support },
    });
    const user = await findUserById(tx, caller.auth.userId);
    return buildLoginSession(deps.tokens, {
      user: user!,
      member,
      company: main,
      sessionId: root.id,
      refreshToken,
      access: await loadSessionAccess(tx, { member, company: main }),
      settings: await deps.sessionSettings(tx, main.id),
    });
  });
}
