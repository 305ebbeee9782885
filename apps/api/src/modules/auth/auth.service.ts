// The rules of the sign-in journey: sign-up, email confirmation, two-stage login, refresh-token rotation with
// reuse detection, password reset, invited members' passwords, logout. Every step is audited.
import type { LoginSession, SignupRequest } from '@paydesk/contracts';
import { CODE_TTL_MINUTES, ErrorCode } from '@paydesk/contracts';
import {
  authSessions,
  companies,
  companyMembers,
  type Database,
  emailVerifications,
  loginChallenges,
  passwordResets,
  passwordTokens,
  refreshTokens,
  type Tx,
  users,
} from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import {
  BadRequest,
  type DomainError,
  TooManyAttempts,
  Unauthorized,
  ValidationFailed,
} from '../../lib/errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { generateCode, generateToken, hashCode, hashToken, safeEqualHex } from '../../lib/secrets.ts';
import { type AfterCommit, transact } from '../../lib/transaction.ts';
import { type AuditContext, recordAudit, recordAuditNow } from '../audit/audit.service.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { Mailer } from '../mail/mail.service.ts';
import * as templates from '../mail/templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { AccessTokens } from './access-tokens.ts';
import * as q from './auth.queries.ts';
import { buildLoginSession, loadSessionAccess } from './login-session.ts';
import { assertNotLocked, clearFailures, lockedMessage, recordFailure } from './throttle.ts';

export interface AuthDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  tokens: AccessTokens;
  onEffectError?: (error: unknown) => void;
}

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const LINK_TTL_MINUTES = 24 * 60;
const PASSWORD_TOKEN_TTL_MINUTES = 30;
const INVITE_TTL_MINUTES = 7 * 24 * 60;
const MAX_CODE_RESENDS = 5;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const CONFIRMATION_CODE_REFUSED = 'Incorrect or expired code. Check the email or request a new one.';
export const RESET_PIN_SENT = 'Password reset pin has been sent to your email address';

const invalidCredentials = () => new Unauthorized(INVALID_CREDENTIALS, ErrorCode.invalidCredentials);
const invalidCode = (message: string) => new BadRequest(message, ErrorCode.invalidCode);

export type PasswordTokenPurpose = 'business-password' | 'member-invite' | 'reset';

function policy(config: AppConfig) {
  return { threshold: config.AUTH_LOCKOUT_THRESHOLD, lockMinutes: config.AUTH_LOCKOUT_MINUTES };
}

function assertAcceptablePassword(password: string) {
  if (isCommonPassword(password)) {
    throw new ValidationFailed({
      password: ['This password is too common. Choose one that is harder to guess.'],
    });
  }
}

/** Issues a one-time password link token; used after email confirmation, for invitations and resets. */
export async function issuePasswordToken(
  tx: Tx,
  userId: string,
  purpose: PasswordTokenPurpose,
  ttlMinutes = purpose === 'member-invite' ? INVITE_TTL_MINUTES : PASSWORD_TOKEN_TTL_MINUTES,
): Promise<string> {
  const token = generateToken();
  await tx
    .insert(passwordTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: minutes(ttlMinutes) });
  return token;
}

async function sendConfirmation(deps: AuthDeps, tx: Tx, after: AfterCommit, user: typeof users.$inferSelect) {
  await q.consumeVerificationsOf(tx, user.id);
  const code = generateCode();
  const token = generateToken();
  const [verification] = await tx
    .insert(emailVerifications)
    .values({
      userId: user.id,
      codeHash: hashCode(deps.config.APP_SECRET, 'verify-email', code),
      tokenHash: hashToken(token),
      codeExpiresAt: minutes(CODE_TTL_MINUTES),
      expiresAt: minutes(LINK_TTL_MINUTES),
    })
    .returning({ id: emailVerifications.id });
  const link = `${deps.config.PUBLIC_URL}/account/confirmation/${verification!.id}/${token}`;
  await deps.mailer.enqueue(tx, after, templates.confirmEmail(user.email, user.firstName, code, link));
}

function describeAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return '';
  const browser = /(Edg|Chrome|Firefox|Safari)\/[\d.]+/.exec(userAgent)?.[1];
  const name = browser === 'Edg' ? 'Edge' : browser;
  return name ? ` (${name})` : '';
}

function notifyPasswordChanged(
  tx: Tx,
  companyId: string,
  user: { id: string; firstName: string; lastName: string },
) {
  return notify(tx, {
    companyId,
    recipients: [user.id],
    kind: 'auth.password-changed',
    message: 'Your password was changed. Every other session was signed out.',
    subject: { firstName: user.firstName, lastName: user.lastName },
  });
}

// --- sign-up and email confirmation ---------------------------------------------------------------------

export async function signup(
  deps: AuthDeps,
  input: SignupRequest,
  meta: AuditContext,
): Promise<{ email: string }> {
  await transact(
    deps.db,
    async (tx, after) => {
      await q.lockEmail(tx, input.email);
      const existing = await q.findUserByEmail(tx, input.email);
      if (existing?.passwordHash) {
        // Same answer as a new sign-up; the owner of the address learns what happened from the email.
        await deps.mailer.enqueue(
          tx,
          after,
          templates.accountExists(
            existing.email,
            existing.firstName,
            `${deps.config.PUBLIC_URL}/login`,
            `${deps.config.PUBLIC_URL}/forgot-password`,
          ),
        );
        return;
      }
      if (existing) {
        await sendConfirmation(deps, tx, after, existing);
        return;
      }
      const [company] = await tx
        .insert(companies)
        .values({ name: input.companyName, businessType: input.businessType, isCompanyInfo: true })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          jobTitle: input.jobTitle,
        })
        .returning();
      await tx
        .insert(companyMembers)
        .values({ companyId: company!.id, userId: user!.id, role: 'employer', status: 'active' });
      await sendConfirmation(deps, tx, after, user!);
      await recordAudit(tx, {
        ...meta,
        companyId: company!.id,
        actor: { type: 'user', id: user!.id, label: `${user!.firstName} ${user!.lastName}` },
        action: 'auth.signup',
        target: { type: 'company', id: company!.id },
        outcome: 'success',
        metadata: { businessType: input.businessType },
      });
    },
    deps.onEffectError,
  );
  return { email: input.email };
}

async function confirmEmail(tx: Tx, userId: string, meta: AuditContext) {
  const user = await q.findUserById(tx, userId);
  if (!user) throw invalidCode('Invalid confirmation');
  await q.consumeVerificationsOf(tx, userId);
  if (!user.emailVerifiedAt)
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  const home = await q.findHomeMembership(tx, userId);
  if (home) {
    await recordAudit(tx, {
      ...meta,
      companyId: home.company.id,
      actor: { type: 'user', id: userId, label: `${user.firstName} ${user.lastName}` },
      action: 'auth.email.confirm',
      target: { type: 'user', id: userId },
      outcome: 'success',
    });
  }
  await q.consumePasswordTokensOf(tx, userId, ['business-password']);
  const passwordToken = await issuePasswordToken(tx, userId, 'business-password');
  return { email: user.email, passwordToken };
}

export async function verifyEmailCode(
  deps: AuthDeps,
  input: { email: string; code: string },
  meta: AuditContext,
): Promise<{ email: string; passwordToken: string }> {
  const key = `verify-email:${input.email}`;
  await assertNotLocked(deps.db, key);
  const result = await deps.db.transaction(async (tx) => {
    const user = await q.findUserByEmail(tx, input.email);
    const verification = user && !user.passwordHash ? await q.latestOpenVerification(tx, user.id) : undefined;
    // One answer for an unknown email, a wrong, expired or used code: the answer must not reveal a pending sign-up.
    const matches =
      verification &&
      verification.codeExpiresAt.getTime() >= Date.now() &&
      safeEqualHex(verification.codeHash, hashCode(deps.config.APP_SECRET, 'verify-email', input.code));
    if (!user || !matches) return { error: invalidCode(CONFIRMATION_CODE_REFUSED) };
    return { value: await confirmEmail(tx, user.id, meta) };
  });
  if (result.value) {
    await clearFailures(deps.db, key);
    return result.value;
  }
  if (await recordFailure(deps.db, key, policy(deps.config))) {
    throw new TooManyAttempts(
      lockedMessage(deps.config.AUTH_LOCKOUT_MINUTES),
      deps.config.AUTH_LOCKOUT_MINUTES * 60,
    );
  }
  throw result.error;
}

export async function verifyAccount(
  deps: AuthDeps,
  input: { id: string; activationToken: string },
  meta: AuditContext,
): Promise<{ email: string; passwordToken: string }> {
  return deps.db.transaction(async (tx) => {
    const [verification] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.id, input.id))
      .for('update');
    const invalid = new BadRequest(
      'This confirmation link is invalid or has expired. Request a new one.',
      ErrorCode.invalidToken,
    );
    if (!verification || !safeEqualHex(verification.tokenHash, hashToken(input.activationToken)))
      throw invalid;
    if (verification.consumedAt || verification.expiresAt.getTime() < Date.now()) throw invalid;
    const user = await q.findUserById(tx, verification.userId);
    if (!user || user.passwordHash) throw invalid;
    return confirmEmail(tx, user.id, meta);
  });
}

export async function resendVerification(deps: AuthDeps, input: { email: string }): Promise<void> {
  await transact(
    deps.db,
    async (tx, after) => {
      const user = await q.findUserByEmail(tx, input.email);
      // Nothing to confirm once a password is set; the answer stays the same either way.
      if (!user || user.passwordHash) return;
      await sendConfirmation(deps, tx, after, user);
    },
    deps.onEffectError,
  );
}

/** Sets a password through a one-time link token of the given purposes. Returns the user's id. */
async function setPasswordWithToken(
  deps: AuthDeps,
  input: { token: string; password: string },
  purposes: PasswordTokenPurpose[],
  meta: AuditContext,
  action: string,
): Promise<void> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await transact(
    deps.db,
    async (tx, after) => {
      const token = await q.findPasswordToken(tx, hashToken(input.token));
      if (
        !token ||
        !purposes.includes(token.purpose as PasswordTokenPurpose) ||
        token.consumedAt ||
        token.expiresAt.getTime() < Date.now()
      ) {
        throw new BadRequest('This link is invalid or has expired.', ErrorCode.invalidToken);
      }
      const user = await q.findUserById(tx, token.userId);
      if (!user) throw new BadRequest('This link is invalid or has expired.', ErrorCode.invalidToken);
      const wasSet = Boolean(user.passwordHash);
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: new Date(),
          emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await q.consumePasswordTokensOf(tx, user.id, ['business-password', 'member-invite', 'reset']);
      await q.consumeResetsOf(tx, user.id);
      if (token.purpose === 'member-invite') {
        await tx
          .update(companyMembers)
          .set({ status: 'active', updatedAt: new Date() })
          .where(sql`${companyMembers.userId} = ${user.id} and ${companyMembers.status} = 'invited'`);
      }
      if (token.purpose === 'business-password') {
        await tx
          .update(companies)
          .set({ isActive: true, status: 'active', updatedAt: new Date() })
          .where(
            sql`${companies.id} in (select company_id from company_members where user_id = ${user.id} and role = 'employer')`,
          );
      }
      const home = await q.findHomeMembership(tx, user.id);
      if (wasSet) {
        if (home) await notifyPasswordChanged(tx, home.company.id, user);
        await q.revokeSessionsOfUser(tx, user.id, 'password-changed');
        await deps.mailer.enqueue(tx, after, templates.passwordChanged(user.email, user.firstName));
      }
      await recordAudit(tx, {
        ...meta,
        companyId: home?.company.id ?? null,
        actor: { type: 'user', id: user.id, label: `${user.firstName} ${user.lastName}` },
        action,
        target: { type: 'user', id: user.id },
        outcome: 'success',
      });
    },
    deps.onEffectError,
  );
}

export function createBusinessPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  meta: AuditContext,
) {
  return setPasswordWithToken(deps, input, ['business-password'], meta, 'auth.password.create');
}

/**
 * What a member's emailed link is for, before its page shows a password form: a used or expired link answers the
 * same 400 as setting the password would, so the page shows that instead of a form (issue 17).
 */
export async function describeMemberPasswordLink(
  deps: AuthDeps,
  input: { token: string },
): Promise<{ companyName: string | null; firstName: string; email: string }> {
  const token = await q.findPasswordToken(deps.db, hashToken(input.token));
  const usable =
    token &&
    (token.purpose === 'member-invite' || token.purpose === 'reset') &&
    !token.consumedAt &&
    token.expiresAt.getTime() >= Date.now();
  const user = usable ? await q.findUserById(deps.db, token.userId) : undefined;
  if (!token || !user) throw new BadRequest('This link is invalid or has expired.', ErrorCode.invalidToken);
  const membership =
    token.purpose === 'member-invite'
      ? await q.findInvitedMembership(deps.db, user.id)
      : await q.findHomeMembership(deps.db, user.id);
  return { companyName: membership?.company.name ?? null, firstName: user.firstName, email: user.email };
}

export function createMemberPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  meta: AuditContext,
) {
  return setPasswordWithToken(deps, input, ['member-invite'], meta, 'auth.password.create');
}

export function resetMemberPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  meta: AuditContext,
) {
  return setPasswordWithToken(deps, input, ['reset'], meta, 'auth.password.reset');
}

// --- login -------------------------------------------------------------------------------------------------

interface Credentials {
  email: string;
  password: string;
}

/** Checks email and password with the lockout; every failure is counted and audited. */
async function checkCredentials(deps: AuthDeps, input: Credentials, meta: AuditContext, stage: 1 | 2) {
  const key = `login:${input.email}`;
  await assertNotLocked(deps.db, key);
  const user = await q.findUserByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  const home = user ? await q.findHomeMembership(deps.db, user.id) : undefined;
  if (!user || !passwordOk || !home) {
    const locked = await recordFailure(deps.db, key, policy(deps.config));
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

export interface PendingLogin {
  stage: 2;
  challengeId: string;
  email: string;
  expiresAt: string;
}

/** Stage 1: the password is right, so a 6-digit code goes to the email. The answer is a pending step. */
export async function loginStage1(
  deps: AuthDeps,
  input: Credentials & { ipAddress?: string },
  meta: AuditContext,
): Promise<PendingLogin> {
  const { user, home } = await checkCredentials(deps, input, meta, 1);
  const code = generateCode();
  const expiresAt = minutes(CODE_TTL_MINUTES);
  const challengeId = await transact(
    deps.db,
    async (tx, after) => {
      const [challenge] = await tx
        .insert(loginChallenges)
        .values({
          userId: user.id,
          companyId: home.company.id,
          codeHash: hashCode(deps.config.APP_SECRET, 'login', code),
          ip: meta.ip ?? null,
          userAgent: meta.userAgent ?? null,
          expiresAt,
        })
        .returning({ id: loginChallenges.id });
      await deps.mailer.enqueue(tx, after, {
        ...templates.loginCode(user.email, user.firstName, code, meta.ip ?? null),
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
  return { stage: 2, challengeId, email: user.email, expiresAt: expiresAt.toISOString() };
}

/** Stage 2: password and the emailed code of this login attempt. Answers the login session of spec §3. */
export async function loginStage2(
  deps: AuthDeps,
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
      await tx
        .update(loginChallenges)
        .set({ attempts: challenge.attempts + 1 })
        .where(eq(loginChallenges.id, challenge.id));
      const left = threshold - challenge.attempts - 1;
      const message =
        left > 0
          ? `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`
          : 'Too many incorrect codes. Log in again to get a new code.';
      return { error: invalidCode(message), reason: 'wrong-code' };
    }
    await tx
      .update(loginChallenges)
      .set({ consumedAt: new Date() })
      .where(eq(loginChallenges.id, challenge.id));
    const [session] = await tx
      .insert(authSessions)
      .values({
        userId: user.id,
        companyId: challenge.companyId,
        channel: meta.channel,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent ?? null,
        lastUsedAt: new Date(),
      })
      .returning();
    await tx.insert(refreshTokens).values({
      sessionId: session!.id,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
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
      target: { type: 'session', id: session!.id },
      outcome: 'success',
      metadata: { stage: 2 },
    });
    return { sessionId: session!.id };
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
    access: await loadSessionAccess(deps.db, home),
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
      await tx
        .update(loginChallenges)
        .set({
          codeHash: hashCode(deps.config.APP_SECRET, 'login', code),
          attempts: 0,
          resends: challenge.resends + 1,
          expiresAt,
        })
        .where(eq(loginChallenges.id, challenge.id));
      await deps.mailer.enqueue(tx, after, {
        ...templates.loginCode(user!.email, user!.firstName, code, meta.ip ?? null),
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

// --- refresh and logout -----------------------------------------------------------------------------------

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
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, token.id));
    await tx.insert(refreshTokens).values({
      sessionId: session.id,
      tokenHash: hashToken(next),
      expiresAt: new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    await tx.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, session.id));
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

// --- password reset ------------------------------------------------------------------------------------------

/** Always answers the same; a PIN (and a link) go out only when the email has an account with a password. */
export async function forgotPassword(
  deps: AuthDeps,
  input: { email: string },
  meta: AuditContext,
): Promise<void> {
  await transact(
    deps.db,
    async (tx, after) => {
      const user = await q.findUserByEmail(tx, input.email);
      if (!user?.passwordHash) return;
      const recent = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(passwordResets)
        .where(
          sql`${passwordResets.userId} = ${user.id} and ${passwordResets.createdAt} > now() - interval '1 hour'`,
        );
      if ((recent[0]?.n ?? 0) >= MAX_CODE_RESENDS) return;
      await q.consumeResetsOf(tx, user.id);
      await q.consumePasswordTokensOf(tx, user.id, ['reset']);
      const pin = generateCode();
      await tx.insert(passwordResets).values({
        userId: user.id,
        pinHash: hashCode(deps.config.APP_SECRET, 'reset', pin),
        expiresAt: minutes(CODE_TTL_MINUTES),
      });
      const token = await issuePasswordToken(tx, user.id, 'reset', CODE_TTL_MINUTES);
      await deps.mailer.enqueue(
        tx,
        after,
        templates.passwordResetPin(
          user.email,
          user.firstName,
          pin,
          `${deps.config.PUBLIC_URL}/reset-your-password/${token}`,
        ),
      );
      const home = await q.findHomeMembership(tx, user.id);
      await recordAudit(tx, {
        ...meta,
        companyId: home?.company.id ?? null,
        actor: { type: 'user', id: user.id, label: `${user.firstName} ${user.lastName}` },
        action: 'auth.password.reset-requested',
        target: { type: 'user', id: user.id },
        outcome: 'success',
      });
    },
    deps.onEffectError,
  );
}

export async function resetPassword(
  deps: AuthDeps,
  input: { email: string; resetPin: number; password: string },
  meta: AuditContext,
): Promise<void> {
  const key = `reset:${input.email}`;
  await assertNotLocked(deps.db, key);
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const outcome = await transact(
    deps.db,
    async (tx, after) => {
      const user = await q.findUserByEmail(tx, input.email);
      const reset = user ? await q.latestOpenReset(tx, user.id) : undefined;
      if (!user || !reset) return { error: invalidCode('Invalid or expired reset PIN. Request a new one.') };
      if (reset.expiresAt.getTime() < Date.now())
        return {
          error: new BadRequest('This reset PIN has expired. Request a new one.', ErrorCode.codeExpired),
        };
      if (!safeEqualHex(reset.pinHash, hashCode(deps.config.APP_SECRET, 'reset', String(input.resetPin)))) {
        await tx
          .update(passwordResets)
          .set({ attempts: reset.attempts + 1 })
          .where(eq(passwordResets.id, reset.id));
        // The same answer as an unknown email, or the reset form would tell who has an account.
        return { error: invalidCode('Invalid or expired reset PIN. Request a new one.'), failed: true };
      }
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await q.consumeResetsOf(tx, user.id);
      await q.consumePasswordTokensOf(tx, user.id, ['reset']);
      await q.revokeSessionsOfUser(tx, user.id, 'password-reset');
      await deps.mailer.enqueue(tx, after, templates.passwordChanged(user.email, user.firstName));
      const home = await q.findHomeMembership(tx, user.id);
      if (home) await notifyPasswordChanged(tx, home.company.id, user);
      await recordAudit(tx, {
        ...meta,
        companyId: home?.company.id ?? null,
        actor: { type: 'user', id: user.id, label: `${user.firstName} ${user.lastName}` },
        action: 'auth.password.reset',
        target: { type: 'user', id: user.id },
        outcome: 'success',
      });
      return { ok: true as const };
    },
    deps.onEffectError,
  );
  if ('ok' in outcome) {
    await clearFailures(deps.db, key);
    await clearFailures(deps.db, `login:${input.email}`);
    return;
  }
  if (await recordFailure(deps.db, key, policy(deps.config))) {
    throw new TooManyAttempts(
      lockedMessage(deps.config.AUTH_LOCKOUT_MINUTES),
      deps.config.AUTH_LOCKOUT_MINUTES * 60,
    );
  }
  throw outcome.error;
}
