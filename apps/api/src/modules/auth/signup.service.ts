// Sign-up and email confirmation: the account, its business and owner membership (through the memberships port),
// the code or link that confirms the email (spec §5), and sending it again.
import type { SignupRequest } from '@paydesk/contracts';
import { ErrorCode } from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import { BadRequest, TooManyAttempts } from '../../lib/errors.ts';
import { hashCode, hashToken, safeEqualHex } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.service.ts';
import * as templates from '../../platform/mail/templates.ts';
import { claimAttempt, clearFailures, lockedMessage, settleFailure } from '../../platform/throttle.ts';
import * as account from './account.queries.ts';
import * as q from './auth.queries.ts';
import {
  type AuthDeps,
  CONFIRMATION_CODE_REFUSED,
  invalidCode,
  issuePasswordToken,
  type MembershipDeps,
  policy,
  sendConfirmation,
} from './auth.service.ts';
import * as credentials from './credentials.queries.ts';

export async function signup(
  deps: MembershipDeps,
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
      const companyId = await deps.membershipDirectory.createBusiness(tx, {
        name: input.companyName,
        businessType: input.businessType,
        isCompanyInfo: true,
      });
      const user = await account.insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        jobTitle: input.jobTitle,
      });
      await deps.membershipDirectory.addOwner(tx, companyId, user!.id);
      await sendConfirmation(deps, tx, after, user!);
      await recordAudit(tx, {
        ...meta,
        companyId,
        actor: { type: 'user', id: user!.id, label: `${user!.firstName} ${user!.lastName}` },
        action: 'auth.signup',
        target: { type: 'company', id: companyId },
        outcome: 'success',
        metadata: { businessType: input.businessType },
      });
    },
    deps.onEffectError,
  );
  return { email: input.email };
}

async function confirmEmail(deps: MembershipDeps, tx: Tx, userId: string, meta: AuditContext) {
  const user = await q.findUserById(tx, userId);
  if (!user) throw invalidCode('Invalid confirmation');
  await q.consumeVerificationsOf(tx, userId);
  if (!user.emailVerifiedAt) await account.updateUser(tx, userId, { emailVerifiedAt: new Date() });
  const home = await deps.membershipDirectory.homeMembership(tx, userId);
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
  deps: MembershipDeps,
  input: { email: string; code: string },
  meta: AuditContext,
): Promise<{ email: string; passwordToken: string }> {
  const key = `verify-email:${input.email}`;
  const attempt = await claimAttempt(deps.db, key, policy(deps.config));
  const result = await deps.db.transaction(async (tx) => {
    const user = await q.findUserByEmail(tx, input.email);
    const verification = user && !user.passwordHash ? await q.latestOpenVerification(tx, user.id) : undefined;
    // One answer for an unknown email, a wrong, expired or used code: the answer must not reveal a pending sign-up.
    const matches =
      verification &&
      verification.codeExpiresAt.getTime() >= Date.now() &&
      safeEqualHex(verification.codeHash, hashCode(deps.config.APP_SECRET, 'verify-email', input.code));
    if (!user || !matches) return { error: invalidCode(CONFIRMATION_CODE_REFUSED) };
    return { value: await confirmEmail(deps, tx, user.id, meta) };
  });
  if (result.value) {
    await clearFailures(deps.db, key);
    return result.value;
  }
  if (await settleFailure(deps.db, key, policy(deps.config), attempt)) {
    throw new TooManyAttempts(
      lockedMessage(deps.config.AUTH_LOCKOUT_MINUTES),
      deps.config.AUTH_LOCKOUT_MINUTES * 60,
    );
  }
  throw result.error;
}

export async function verifyAccount(
  deps: MembershipDeps,
  input: { id: string; activationToken: string },
  meta: AuditContext,
): Promise<{ email: string; passwordToken: string }> {
  return deps.db.transaction(async (tx) => {
    const verification = await credentials.lockEmailVerification(tx, input.id);
    const invalid = new BadRequest(
      'This confirmation link is invalid or has expired. Request a new one.',
      ErrorCode.invalidToken,
    );
    if (!verification || !safeEqualHex(verification.tokenHash, hashToken(input.activationToken)))
      throw invalid;
    if (verification.consumedAt || verification.expiresAt.getTime() < Date.now()) throw invalid;
    const user = await q.findUserById(tx, verification.userId);
    if (!user || user.passwordHash) throw invalid;
    return confirmEmail(deps, tx, user.id, meta);
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
