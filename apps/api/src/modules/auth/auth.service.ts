// What the sign-in journeys share (signup, login, sessions and passwords .service.ts): the dependencies, the
// texts and errors, password rules and one-time password tokens, the confirmation email and the changed-password
// notice. Every step of every journey is audited.
import { CODE_TTL_MINUTES, ErrorCode } from '@paydesk/contracts';
import type { Database, Tx, users } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { BadRequest, Unauthorized, ValidationFailed } from '../../lib/errors.ts';
import { isCommonPassword } from '../../lib/passwords.ts';
import { generateCode, generateToken, hashCode, hashToken } from '../../lib/secrets.ts';
import type { AfterCommit } from '../../lib/transaction.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import * as templates from '../../platform/mail/templates.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import * as q from './auth.queries.ts';
import * as credentials from './credentials.queries.ts';
import type { SessionAccessOf } from './login-session.ts';
import type { MembershipDirectory } from './membership-directory.ts';
import type { SessionSettingsOf } from './session-settings.queries.ts';

export interface AuthDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  tokens: AccessTokens;
  onEffectError?: (error: unknown) => void;
}

/** The deps of the journeys that read or write a person's memberships (the port module-context.ts wires). */
export interface MembershipDeps extends AuthDeps {
  membershipDirectory: MembershipDirectory;
}

/**
 * The deps of the auth routes: a login also asks team what the member may do, and the owners of the settings the
 * session shows (both wired by module-context.ts).
 */
export interface LoginDeps extends MembershipDeps {
  sessionAccess: SessionAccessOf;
  sessionSettings: SessionSettingsOf;
}

export const minutes = (n: number) => new Date(Date.now() + n * 60_000);
export const LINK_TTL_MINUTES = 24 * 60;
export const PASSWORD_TOKEN_TTL_MINUTES = 30;
export const INVITE_TTL_MINUTES = 7 * 24 * 60;
export const MAX_CODE_RESENDS = 5;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const CONFIRMATION_CODE_REFUSED = 'Incorrect or expired code. Check the email or request a new one.';
export const RESET_PIN_SENT = 'Password reset pin has been sent to your email address';

export const invalidCredentials = () => new Unauthorized(INVALID_CREDENTIALS, ErrorCode.invalidCredentials);
export const invalidCode = (message: string) => new BadRequest(message, ErrorCode.invalidCode);

export type PasswordTokenPurpose = 'business-password' | 'member-invite' | 'reset';

export function policy(config: AppConfig) {
  return { threshold: config.AUTH_LOCKOUT_THRESHOLD, lockMinutes: config.AUTH_LOCKOUT_MINUTES };
}

export function assertAcceptablePassword(password: string) {
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
  await credentials.insertPasswordToken(tx, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: minutes(ttlMinutes),
  });
  return token;
}

/**
 * An invitation's password link: the token names the membership it was sent for (and the hash covers the name),
 * so setting the password accepts that invitation only, never the person's invitations from other businesses.
 */
export async function issueInvitationToken(tx: Tx, userId: string, memberId: string): Promise<string> {
  const token = `${memberId}_${generateToken()}`;
  await credentials.insertPasswordToken(tx, {
    userId,
    purpose: 'member-invite',
    tokenHash: hashToken(token),
    expiresAt: minutes(INVITE_TTL_MINUTES),
    memberId,
  });
  return token;
}

/** The membership an invitation token was issued for; undefined for tokens issued before tokens named it. */
export function invitedMemberOf(token: string): string | undefined {
  return /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_/i.exec(token)?.[1];
}

export async function sendConfirmation(
  deps: AuthDeps,
  tx: Tx,
  after: AfterCommit,
  user: typeof users.$inferSelect,
) {
  await q.consumeVerificationsOf(tx, user.id);
  const code = generateCode();
  const token = generateToken();
  const verification = await credentials.insertEmailVerification(tx, {
    userId: user.id,
    codeHash: hashCode(deps.config.APP_SECRET, 'verify-email', code),
    tokenHash: hashToken(token),
    codeExpiresAt: minutes(CODE_TTL_MINUTES),
    expiresAt: minutes(LINK_TTL_MINUTES),
  });
  const link = `${deps.config.PUBLIC_URL}/account/confirmation/${verification!.id}/${token}`;
  await deps.mailer.enqueue(tx, after, templates.confirmEmail(user.email, user.firstName, code, link));
}

export function describeAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return '';
  const browser = /(Edg|Chrome|Firefox|Safari)\/[\d.]+/.exec(userAgent)?.[1];
  const name = browser === 'Edg' ? 'Edge' : browser;
  return name ? ` (${name})` : '';
}

export function notifyPasswordChanged(
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
