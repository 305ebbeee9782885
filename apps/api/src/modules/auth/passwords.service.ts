// Passwords: set with a one-time link (the business owner after confirmation, invited members, resets by an
// administrator), and the forgotten-password journey by emailed pin.
import {
  type AuditAction,
  CODE_TTL_MINUTES,
  ErrorCode,
  INVITATION_WITHDRAWN_MESSAGE,
} from '@paydesk/contracts';
import type { Executor, passwordTokens, Tx } from '@paydesk/db';
import { BadRequest, TooManyAttempts } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { generateCode, hashCode, hashToken, safeEqualHex } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.service.ts';
import * as templates from '../../platform/mail/templates.ts';
import { attemptInTurn, clearFailures, lockedMessage } from '../../platform/throttle.ts';
import * as account from './account.queries.ts';
import * as q from './auth.queries.ts';
import {
  assertAcceptablePassword,
  invalidCode,
  invitedMemberOf,
  issuePasswordToken,
  MAX_CODE_RESENDS,
  type MembershipDeps,
  minutes,
  notifyPasswordChanged,
  type PasswordTokenPurpose,
  policy,
} from './auth.service.ts';
import type { MembershipDirectory } from './membership-directory.ts';

/**
 * Accepts the one invitation the link was for. A token from before links named their membership accepts the
 * person's only pending invitation, and none when several businesses are waiting (they accept from their own link).
 */
async function acceptInvitation(
  memberships: MembershipDirectory,
  tx: Tx,
  userId: string,
  memberId: string | undefined,
) {
  const pending = await memberships.invitedMembershipIds(tx, userId);
  const chosen = memberId
    ? pending.find((id) => id === memberId)
    : pending.length === 1
      ? pending[0]
      : undefined;
  if (!chosen) return;
  await memberships.activateMembership(tx, chosen);
}

type PasswordTokenRow = typeof passwordTokens.$inferSelect;

const invalidLink = () => new BadRequest('This link is invalid or has expired.', ErrorCode.invalidToken);
const withdrawn = () => new BadRequest(INVITATION_WITHDRAWN_MESSAGE, ErrorCode.invitationWithdrawn);

/**
 * An invitation link whose invitation was withdrawn: its token was consumed when the pending member was removed,
 * or (a token from before tokens recorded their membership) the membership it names is gone.
 */
async function wasWithdrawn(
  memberships: MembershipDirectory,
  db: Executor,
  token: PasswordTokenRow,
  rawToken: string,
) {
  if (token.purpose !== 'member-invite') return false;
  if (token.withdrawnAt) return true;
  const memberId = token.memberId ?? invitedMemberOf(rawToken);
  return Boolean(memberId) && !token.consumedAt && !(await memberships.membershipExists(db, memberId!));
}

async function setPasswordWithToken(
  deps: MembershipDeps,
  input: { token: string; password: string },
  purposes: PasswordTokenPurpose[],
  meta: AuditContext,
  action: AuditAction,
): Promise<void> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await transact(
    deps.db,
    async (tx, after) => {
      const token = await q.findPasswordToken(tx, hashToken(input.token));
      if (!token || !purposes.includes(token.purpose as PasswordTokenPurpose)) throw invalidLink();
      if (await wasWithdrawn(deps.membershipDirectory, tx, token, input.token)) throw withdrawn();
      if (token.consumedAt || token.expiresAt.getTime() < Date.now()) throw invalidLink();
      const user = await q.findUserById(tx, token.userId);
      if (!user) throw invalidLink();
      const wasSet = Boolean(user.passwordHash);
      await account.updateUser(tx, user.id, {
        passwordHash,
        passwordChangedAt: new Date(),
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
        updatedAt: new Date(),
      });
      await q.consumePasswordTokensOf(tx, user.id, ['business-password', 'member-invite', 'reset']);
      await q.consumeResetsOf(tx, user.id);
      if (token.purpose === 'member-invite')
        await acceptInvitation(deps.membershipDirectory, tx, user.id, invitedMemberOf(input.token));
      if (token.purpose === 'business-password') {
        await deps.membershipDirectory.activateOwnedBusinesses(tx, user.id);
      }
      const home = await deps.membershipDirectory.homeMembership(tx, user.id);
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
  deps: MembershipDeps,
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
  deps: MembershipDeps,
  input: { token: string },
): Promise<{ companyName: string | null; firstName: string; email: string }> {
  const memberships = deps.membershipDirectory;
  const token = await q.findPasswordToken(deps.db, hashToken(input.token));
  if (token && (await wasWithdrawn(memberships, deps.db, token, input.token))) throw withdrawn();
  const usable =
    token &&
    (token.purpose === 'member-invite' || token.purpose === 'reset') &&
    !token.consumedAt &&
    token.expiresAt.getTime() >= Date.now();
  const user = usable ? await q.findUserById(deps.db, token.userId) : undefined;
  if (!token || !user) throw invalidLink();
  const companyName =
    token.purpose === 'member-invite'
      ? await memberships.invitingBusinessName(deps.db, user.id, invitedMemberOf(input.token))
      : (await memberships.homeMembership(deps.db, user.id))?.company.name;
  return { companyName: companyName ?? null, firstName: user.firstName, email: user.email };
}

export function createMemberPassword(
  deps: MembershipDeps,
  input: { token: string; password: string },
  meta: AuditContext,
) {
  return setPasswordWithToken(deps, input, ['member-invite'], meta, 'auth.password.create');
}

export function resetMemberPassword(
  deps: MembershipDeps,
  input: { token: string; password: string },
  meta: AuditContext,
) {
  return setPasswordWithToken(deps, input, ['reset'], meta, 'auth.password.reset');
}

// --- password reset ------------------------------------------------------------------------------------------

/** Always answers the same; a PIN (and a link) go out only when the email has an account with a password. */
export async function forgotPassword(
  deps: MembershipDeps,
  input: { email: string },
  meta: AuditContext,
): Promise<void> {
  await transact(
    deps.db,
    async (tx, after) => {
      const user = await q.findUserByEmail(tx, input.email);
      if (!user?.passwordHash) return;
      if ((await account.countResetsInLastHour(tx, user.id)) >= MAX_CODE_RESENDS) return;
      await q.consumeResetsOf(tx, user.id);
      await q.consumePasswordTokensOf(tx, user.id, ['reset']);
      const pin = generateCode();
      await account.insertPasswordReset(tx, {
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
      const home = await deps.membershipDirectory.homeMembership(tx, user.id);
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
  deps: MembershipDeps,
  input: { email: string; resetPin: number; password: string },
  meta: AuditContext,
): Promise<void> {
  const key = `reset:${input.email}`;
  assertAcceptablePassword(input.password);
  // Slow work first: the PIN is checked in its turn (attemptInTurn) and the turn holds the email's lock.
  const passwordHash = await hashPassword(input.password);
  const effects: (() => unknown)[] = [];
  const after = (effect: () => unknown) => effects.push(effect);
  const attempt = await attemptInTurn(
    deps.db,
    key,
    policy(deps.config),
    async (tx) => {
      const outcome = await applyReset(tx);
      return { right: 'ok' in outcome, value: outcome };
    },
    { clearOnRight: true },
  );
  // Side effects only after the turn's transaction committed (architecture rule 8).
  for (const effect of effects)
    Promise.resolve()
      .then(effect)
      .catch(deps.onEffectError ?? (() => {}));
  if ('ok' in attempt.value) {
    await clearFailures(deps.db, `login:${input.email}`);
    return;
  }
  if (!attempt.right && attempt.locked)
    throw new TooManyAttempts(
      lockedMessage(deps.config.AUTH_LOCKOUT_MINUTES),
      deps.config.AUTH_LOCKOUT_MINUTES * 60,
    );
  throw attempt.value.error;

  async function applyReset(tx: Tx) {
    const user = await q.findUserByEmail(tx, input.email);
    const reset = user ? await q.latestOpenReset(tx, user.id) : undefined;
    if (!user || !reset) return { error: invalidCode('Invalid or expired reset PIN. Request a new one.') };
    // The PIN's own count: a PIN that had its tries is dead even when the email's lock has passed.
    if (reset.attempts >= deps.config.AUTH_LOCKOUT_THRESHOLD)
      return { error: invalidCode('Invalid or expired reset PIN. Request a new one.') };
    if (reset.expiresAt.getTime() < Date.now())
      return {
        error: new BadRequest('This reset PIN has expired. Request a new one.', ErrorCode.codeExpired),
      };
    if (!safeEqualHex(reset.pinHash, hashCode(deps.config.APP_SECRET, 'reset', String(input.resetPin)))) {
      await account.countResetAttempt(tx, reset.id);
      // The same answer as an unknown email, or the reset form would tell who has an account.
      return { error: invalidCode('Invalid or expired reset PIN. Request a new one.'), failed: true };
    }
    await account.updateUser(tx, user.id, {
      passwordHash,
      passwordChangedAt: new Date(),
      updatedAt: new Date(),
    });
    await q.consumeResetsOf(tx, user.id);
    await q.consumePasswordTokensOf(tx, user.id, ['reset']);
    await q.revokeSessionsOfUser(tx, user.id, 'password-reset');
    await deps.mailer.enqueue(tx, after, templates.passwordChanged(user.email, user.firstName));
    const home = await deps.membershipDirectory.homeMembership(tx, user.id);
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
  }
}
