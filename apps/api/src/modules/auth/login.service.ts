// Two-stage login: the password, then the emailed code; lockout after repeated failures; sending the code again.
import type { LoginSession } from '@paydesk/contracts';
import { CODE_TTL_MINUTES, ErrorCode } from '@paydesk/contracts';
import { BadRequest, type DomainError, TooManyAttempts } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { generateCode, generateToken, hashCode, safeEqualHex } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import { type AuditContext, recordAudit, recordAuditNow } from '../../platform/audit/audit.service.ts';
import * as templates from '../../platform/mail/templates.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { attemptInTurn, clearFailures, lockedMessage } from '../../platform/throttle.ts';
import * as q from './auth.queries.ts';
import {
  type AuthDeps,
  describeAgent,
  invalidCode,
  invalidCredentials,
  type LoginDeps,
  MAX_CODE_RESENDS,
  type MembershipDeps,
  minutes,
  policy,
} from './auth.service.ts';
import { openAuthSession } from './auth-sessions.ts';
import * as credentials from './credentials.queries.ts';
import { buildLoginSession } from './login-session.ts';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Checks email and password with the lockout: attempts on one email take turns (attemptInTurn), so parallel
 * guesses cannot outrun the lock while right passwords sent together all pass; a right password leaves the count
 * as it was (the emailed code still follows). Every failure is audited.
 */
async function checkCredentials(deps: MembershipDeps, input: Credentials, meta: AuditContext, stage: 1 | 2) {
  const key = `login:${input.email}`;
  const user = await q.findUserByEmail(deps.db, input.email);
  const home = user ? await deps.membershipDirectory.homeMembership(deps.db, user.id) : undefined;
  const attempt = await attemptInTurn(
    deps.db,
    key,
    policy(deps.config),
    async () => {
      const passwordOk = await verifyPassword(user?.passwordHash, input.password);
      return { right: Boolean(user && passwordOk && home), value: undefined };
    },
    { clearOnRight: false },
  );
  if (!attempt.right || !user || !home) {
    const locked = !attempt.right && attempt.locked;
    await recordAuditNow(deps.db, {
      ...meta,
      companyId: home?.company.id ?? null,
      actor: user
        ? { type: 'user', id: user.id, label: `${user.firstName} ${user.lastName}` }
        : { type: 'anonymous', label: input.email },
      action: 'auth.login',
      outcome: 'failure',
      metadata: { stage, reason: locked ? 'locked' : 'invalid-credentials', email: input.email },
    });
    if (locked)
      throw new TooManyAttempts(
        lockedMessage(deps.config.AUTH_LOCKOUT_MINUTES),
        deps.config.AUTH_LOCKOUT_MINUTES * 60,
      );
    throw invalidCredentials();
  }
  return { user, home };
}

/** The login code by the member's chosen channel: SMS only to a confirmed phone, email otherwise. */
function loginCodeMessage(
  user: {
    email: string;
    firstName: string;
    phoneNumber: string | null;
    phoneVerifiedAt: Date | null;
    loginCodeChannel: string;
  },
  code: string,
  ip: string | null,
) {
  if (user.loginCodeChannel === 'sms' && user.phoneNumber && user.phoneVerifiedAt)
    return templates.loginCodeSms(user.phoneNumber, code);
  return templates.loginCode(user.email, user.firstName, code, ip);
}

export interface PendingLogin {
  stage: 2;
  challengeId: string;
  email: string;
  expiresAt: string;
  codeSentTo: { channel: 'email' | 'sms'; destination: string };
}

/** Stage 1: the password is right, so a 6-digit code goes to the email. The answer is a pending step. */
export async function loginStage1(
  deps: MembershipDeps,
  input: Credentials & { ipAddress?: string },
  meta: AuditContext,
): Promise<PendingLogin> {
  const { user, home } = await checkCredentials(deps, input, meta, 1);
  const code = generateCode();
  const expiresAt = minutes(CODE_TTL_MINUTES);
  const challengeId = await transact(
    deps.db,
    async (tx, after) => {
      const challenge = await credentials.insertLoginChallenge(tx, {
        userId: user.id,
        companyId: home.company.id,
        codeHash: hashCode(deps.config.APP_SECRET, 'login', code),
        ip: meta.ip ?? null,
        userAgent: meta.userAgent ?? null,
        expiresAt,
      });
      await deps.mailer.enqueue(tx, after, {
        ...loginCodeMessage(user, code, meta.ip ?? null),
        companyId: home.company.id,
      });
      await recordAudit(tx, {
        ...meta,
        companyId: home.company.id,
        actor: { type: 'user', id: user.id, label: `${user.firstName} ${user.lastName}` },
        action: 'auth.login.code-sent',
        target: { type: 'login-challenge', id: challenge!.id },
        outcome: 'success',
        metadata: { stage: 1, claimedIp: input.ipAddress ?? null },
      });
      return challenge!.id;
    },
    deps.onEffectError,
  );
  const sms = loginCodeMessage(user, code, null).channel === 'sms';
  return {
    stage: 2,
    challengeId,
    email: user.email,
    expiresAt: expiresAt.toISOString(),
    codeSentTo: sms
      ? { channel: 'sms', destination: `the phone ending ${user.phoneNumber!.slice(-4)}` }
      : { channel: 'email', destination: user.email },
  };
}

/** Stage 2: password and the emailed code of this login attempt. Answers the login session of spec §3. */
export async function loginStage2(
  deps: LoginDeps,
  input: Credentials & { otp: string; challengeId?: string },
  meta: AuditContext & { channel: string },
): Promise<LoginSession> {
  const { user, home } = await checkCredentials(deps, input, meta, 2);
  const threshold = deps.config.AUTH_LOCKOUT_THRESHOLD;
  const refreshToken = generateToken();
  const outcome = await deps.db.transaction(async (tx) => {
    const challenge = input.challengeId
      ? await q.findChallengeForUpdate(tx, input.challengeId)
      : await q.latestOpenChallenge(tx, user.id);
    if (!challenge || challenge.userId !== user.id)
      return {
        error: invalidCode('Invalid code. Log in again to get a new code.'),
        reason: 'unknown-challenge',
      };
    if (challenge.consumedAt)
      return { error: invalidCode('This code has already been used. Log in again.'), reason: 'reused' };
    if (challenge.attempts >= threshold)
      return {
        error: invalidCode('Too many incorrect codes. Log in again to get a new code.'),
        reason: 'attempts',
      };
    if (challenge.expiresAt.getTime() < Date.now()) {
      return {
        error: new BadRequest('This code has expired. Request a new one.', ErrorCode.codeExpired),
        reason: 'expired',
      };
    }
    if (!safeEqualHex(challenge.codeHash, hashCode(deps.config.APP_SECRET, 'login', input.otp))) {
      await credentials.updateLoginChallenge(tx, challenge.id, { attempts: challenge.attempts + 1 });
      const left = threshold - challenge.attempts - 1;
      const message =
        left > 0
          ? `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`
          : 'Too many incorrect codes. Log in again to get a new code.';
      return { error: invalidCode(message), reason: 'wrong-code' };
    }
    await credentials.updateLoginChallenge(tx, challenge.id, { consumedAt: new Date() });
    const { session } = await openAuthSession(tx, {
      userId: user.id,
      companyId: challenge.companyId,
      channel: meta.channel,
      ip: meta.ip,
      userAgent: meta.userAgent,
      refreshTtlSeconds: deps.config.REFRESH_TOKEN_TTL_SECONDS,
      refreshToken,
    });
    await notify(tx, {
      companyId: challenge.companyId,
      recipients: [user.id],
      kind: 'auth.login',
      message: `New login to your account from ${meta.ip ?? 'an unknown address'}${describeAgent(meta.userAgent)}.`,
      subject: { firstName: user.firstName, lastName: user.lastName },
    });
    await recordAudit(tx, {
      ...meta,
      companyId: challenge.companyId,
      actor: { type: 'user', id: user.id, label: `${user.firstName} ${user.lastName}` },
      action: 'auth.login',
      target: { type: 'session', id: session.id },
      outcome: 'success',
      metadata: { stage: 2 },
    });
    return { sessionId: session.id };
  });
  if ('error' in outcome) {
    await recordAuditNow(deps.db, {
      ...meta,
      companyId: home.company.id,
      actor: { type: 'user', id: user.id, label: `${user.firstName} ${user.lastName}` },
      action: 'auth.login',
      outcome: 'failure',
      metadata: { stage: 2, reason: outcome.reason },
    });
    throw outcome.error as DomainError;
  }
  await clearFailures(deps.db, `login:${input.email}`);
  return buildLoginSession(deps.tokens, {
    user,
    member: home.member,
    company: home.company,
    sessionId: outcome.sessionId,
    refreshToken,
    access: await deps.sessionAccess(deps.db, home),
    settings: await deps.sessionSettings(deps.db, home.company.id),
  });
}

export async function resendLoginCode(
  deps: AuthDeps,
  input: { challengeId: string },
  meta: AuditContext,
): Promise<{ expiresAt: string }> {
  const expiresAt = minutes(CODE_TTL_MINUTES);
  await transact(
    deps.db,
    async (tx, after) => {
      const challenge = await q.findChallengeForUpdate(tx, input.challengeId);
      const tooOld = challenge && challenge.createdAt.getTime() < Date.now() - 60 * 60_000;
      if (!challenge || challenge.consumedAt || tooOld)
        throw invalidCode('This login has ended. Log in again.');
      if (challenge.resends >= MAX_CODE_RESENDS) {
        throw new TooManyAttempts('Too many codes requested. Log in again.', 60, ErrorCode.rateLimited);
      }
      const user = await q.findUserById(tx, challenge.userId);
      const code = generateCode();
      await credentials.updateLoginChallenge(tx, challenge.id, {
        codeHash: hashCode(deps.config.APP_SECRET, 'login', code),
        attempts: 0,
        resends: challenge.resends + 1,
        expiresAt,
      });
      await deps.mailer.enqueue(tx, after, {
        ...loginCodeMessage(user!, code, meta.ip ?? null),
        companyId: challenge.companyId,
      });
      await recordAudit(tx, {
        ...meta,
        companyId: challenge.companyId,
        actor: { type: 'user', id: user!.id, label: `${user!.firstName} ${user!.lastName}` },
        action: 'auth.login.code-resent',
        target: { type: 'login-challenge', id: challenge.id },
        outcome: 'success',
      });
    },
    deps.onEffectError,
  );
  return { expiresAt: expiresAt.toISOString() };
}
