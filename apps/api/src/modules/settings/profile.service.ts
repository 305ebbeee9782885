// The member's own profile (spec §2.3 /settings/profile): names and job title, a phone number confirmed with a
// code sent to it, and a profile photo shown in the header's profile menu. Every change is audited.
import {
  type AccountProfile,
  CODE_TTL_MINUTES,
  ErrorCode,
  type UpdateProfileRequest,
  updateProfileRequest,
} from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, DomainError, TooManyAttempts, Unauthorized } from '../../lib/errors.ts';
import { generateCode, hashCode, safeEqualHex } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import type { IncomingFile } from '../../platform/files/files-store.ts';
import * as templates from '../../platform/mail/templates.ts';
import { findUserById, updateUserProfile } from '../auth/index.ts';
import { saveImage } from './media.ts';
import * as q from './settings.queries.ts';
import type { SettingsDeps } from './settings-deps.ts';

/** Codes to a new phone per hour, like the other codes (sign-up, reset). */
export const MAX_PHONE_CODES_PER_HOUR = 5;
/** Wrong codes before a phone code is dead. */
export const MAX_PHONE_CODE_ATTEMPTS = 5;

const normalisePhone = (phone: string) => phone.replace(/^\+?234/, '0');

export async function getProfile(deps: Pick<SettingsDeps, 'db'>, caller: Caller): Promise<AccountProfile> {
  const user = await findUserById(deps.db, caller.auth.userId);
  if (!user) throw new Unauthorized();
  const pending = await q.latestOpenPhoneChange(deps.db, user.id);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    jobTitle: user.jobTitle,
    phoneNumber: user.phoneNumber,
    phoneVerified: Boolean(user.phoneNumber && user.phoneVerifiedAt),
    pendingPhoneNumber: pending && pending.expiresAt.getTime() > Date.now() ? pending.phoneNumber : null,
    photoUrl: user.photoUrl,
  };
}

export async function updateProfile(deps: SettingsDeps, caller: Caller, input: UpdateProfileRequest) {
  const values = updateProfileRequest.parse(input);
  await transact(deps.db, async (tx) => {
    const before = await findUserById(tx, caller.auth.userId);
    if (!before) throw new Unauthorized();
    await updateUserProfile(tx, before.id, values);
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((k) => before[k] !== values[k]);
    await recordCallerAudit(tx, caller, {
      action: 'settings.profile.update',
      target: { type: 'user', id: before.id },
      outcome: 'success',
      metadata: { changed },
    });
  });
  return getProfile(deps, caller);
}

/** Sends a code to the new number (SMS through the outbox); the number changes only when the code comes back. */
export async function requestPhoneChange(deps: SettingsDeps, caller: Caller, phoneNumber: string) {
  const phone = normalisePhone(phoneNumber);
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  await transact(
    deps.db,
    async (tx, after) => {
      const user = await findUserById(tx, caller.auth.userId);
      if (!user) throw new Unauthorized();
      if (user.phoneNumber === phone && user.phoneVerifiedAt)
        throw new BadRequest('This is already your confirmed phone number.');
      if ((await q.countRecentPhoneChanges(tx, user.id)) >= MAX_PHONE_CODES_PER_HOUR)
        throw new TooManyAttempts(
          'Too many codes requested. Try again in an hour.',
          3600,
          ErrorCode.rateLimited,
        );
      await q.consumePhoneChanges(tx, user.id);
      const code = generateCode();
      const change = await q.insertPhoneChange(tx, {
        userId: user.id,
        companyId: caller.auth.companyId,
        phoneNumber: phone,
        codeHash: hashCode(deps.config.APP_SECRET, 'phone-change', code),
        expiresAt,
      });
      await deps.mailer.enqueue(tx, after, {
        ...templates.phoneChangeCode(phone, code),
        companyId: caller.auth.companyId,
      });
      await recordCallerAudit(tx, caller, {
        action: 'settings.phone.code-sent',
        target: { type: 'phone-change', id: change.id },
        outcome: 'success',
        metadata: { phoneNumber: phone },
      });
    },
    deps.onEffectError,
  );
  return { phoneNumber: phone, expiresAt: expiresAt.toISOString() };
}

export async function confirmPhoneChange(deps: SettingsDeps, caller: Caller, code: string) {
  const outcome = await transact(deps.db, async (tx) => {
    const change = await q.latestOpenPhoneChange(tx, caller.auth.userId);
    const invalid = (message: string) => ({
      error: new DomainError(400, ErrorCode.invalidCode, message, { code: [message] }),
    });
    if (!change || change.attempts >= MAX_PHONE_CODE_ATTEMPTS)
      return invalid('This code is no longer valid. Request a new one.');
    if (change.expiresAt.getTime() < Date.now())
      return {
        error: new DomainError(400, ErrorCode.codeExpired, 'This code has expired. Request a new one.', {
          code: ['This code has expired. Request a new one.'],
        }),
      };
    if (!safeEqualHex(change.codeHash, hashCode(deps.config.APP_SECRET, 'phone-change', code))) {
      await q.countPhoneAttempt(tx, change.id);
      const left = MAX_PHONE_CODE_ATTEMPTS - change.attempts - 1;
      return invalid(
        left > 0
          ? `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`
          : 'Too many incorrect codes. Request a new one.',
      );
    }
    await q.consumePhoneChanges(tx, caller.auth.userId);
    await updateUserProfile(tx, caller.auth.userId, {
      phoneNumber: change.phoneNumber,
      phoneVerifiedAt: new Date(),
    });
    await recordCallerAudit(tx, caller, {
      action: 'settings.phone.change',
      target: { type: 'user', id: caller.auth.userId },
      outcome: 'success',
      metadata: { phoneNumber: change.phoneNumber },
    });
    return { ok: true as const };
  });
  // A wrong code's count must stay, so the refusal is thrown after the transaction committed it.
  if ('error' in outcome) throw outcome.error;
  return getProfile(deps, caller);
}

export async function uploadPhoto(deps: SettingsDeps, caller: Caller, file: IncomingFile) {
  await saveImage(deps, caller, file, {
    purpose: 'profile-photo',
    action: 'settings.profile.photo',
    apply: (tx, url) => updateUserProfile(tx, caller.auth.userId, { photoUrl: url }),
  });
  return getProfile(deps, caller);
}
