// The transaction PIN: created or reset with an emailed code, stored as an argon2 hash, checked before every
// debit. Wrong PINs are counted outside the request's transaction and lock the PIN for PIN_LOCKOUT_MINUTES.
import type { PinOtpPurpose } from '@paydesk/contracts';
import { ErrorCode } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { Caller } from '../../../http/route-kit.ts';
import { BadRequest, Conflict, TooManyAttempts } from '../../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { generateCode, hashCode, safeEqualHex } from '../../../lib/secrets.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { recordCallerAuditNow } from '../../../platform/audit/audit-actor.ts';
import { claimAttempt, clearFailures, settleFailure } from '../../../platform/throttle.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { InvalidPin, PinLocked, PinNotSet } from '../wallet-errors.ts';
import { pinChanged, pinCode } from '../wallet-mail.ts';
import * as pinQ from './pin.queries.ts';

const CODE_TTL_MINUTES = 10;
const CODE_MAX_ATTEMPTS = 5;
const CODES_PER_WINDOW = 5;

/** Who a PIN belongs to: a person, acting in one business. */
export interface PinOwner {
  userId: string;
  companyId: string;
  /** For audit events: the caller when signed in, else the person themselves. */
  caller?: Caller;
  meta?: { ip?: string | null; userAgent?: string | null };
}

export async function pinStatus(deps: Pick<WalletDeps, 'db' | 'config'>, userId: string) {
  const row = await pinQ.findPin(deps.db, userId);
  const locked = row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
  return {
    isAccessPinSet: Boolean(row),
    lockedUntil: locked?.toISOString() ?? null,
    attemptsLeft: row ? Math.max(0, deps.config.PIN_LOCKOUT_THRESHOLD - row.failedAttempts) : 0,
  };
}

/**
 * Checks the caller's PIN before a debit. Runs before the money transaction (argon2 is slow, and a wrong PIN must
 * count even though the request fails). Checks of one person's PIN take turns behind a lock on its row: parallel
 * guesses cannot outrun the lockout (at most PIN_LOCKOUT_THRESHOLD are checked per lock, and a right PIN sent after
 * the lock is refused), while right PINs sent in parallel, as a bulk payment does, all pass.
 */
export async function verifyTransactionPin(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  caller: Caller,
  pin: string,
): Promise<void> {
  const { db, config } = deps;
  const threshold = config.PIN_LOCKOUT_THRESHOLD;
  const lockedFor = (until: Date | null) => (until ? until.getTime() - Date.now() : 0);
  const mine = caller.auth.userId;
  const outcome = await db.transaction(async (tx) => {
    const row = await pinQ.lockPin(tx, mine);
    if (!row) return { kind: 'not-set' as const };
    if (lockedFor(row.lockedUntil) > 0) return { kind: 'locked' as const, until: row.lockedUntil! };
    if (await verifyPassword(row.pinHash, pin)) {
      if (row.failedAttempts > 0 || row.lockedUntil)
        await pinQ.updatePin(tx, mine, { failedAttempts: 0, lockedUntil: null, updatedAt: new Date() });
      return { kind: 'right' as const };
    }
    const attempt = row.failedAttempts + 1;
    if (attempt < threshold) {
      await pinQ.updatePin(tx, mine, { failedAttempts: attempt, lockedUntil: null, updatedAt: new Date() });
      return { kind: 'wrong' as const, attemptsLeft: threshold - attempt };
    }
    const locked = await pinQ.lockPinFor(tx, mine, config.PIN_LOCKOUT_MINUTES);
    return { kind: 'locked-now' as const, until: locked!.lockedUntil! };
  });
  switch (outcome.kind) {
    case 'right':
      return;
    case 'not-set':
      throw new PinNotSet();
    case 'locked':
      throw new PinLocked(outcome.until, Math.ceil(lockedFor(outcome.until) / 1000));
  }
  await recordCallerAuditNow(db, caller, {
    action: outcome.kind === 'locked-now' ? 'wallet.pin.locked' : 'wallet.pin.wrong',
    target: { type: 'user', id: caller.auth.userId },
    outcome: 'failure',
  });
  if (outcome.kind === 'locked-now') throw new PinLocked(outcome.until, config.PIN_LOCKOUT_MINUTES * 60);
  throw new InvalidPin(outcome.attemptsLeft);
}

async function userOf(db: Database, userId: string) {
  const user = await pinQ.findUser(db, userId);
  return user!;
}

export async function sendPinCode(
  deps: Pick<WalletDeps, 'db' | 'config' | 'mailer' | 'onEffectError'>,
  owner: PinOwner,
  purpose: PinOtpPurpose,
): Promise<{ email: string; expiresAt: string }> {
  const { db, config } = deps;
  const pin = await pinQ.pinOwnerId(db, owner.userId);
  if (purpose === 'create-pin' && pin) {
    throw new Conflict('You already have a transaction PIN. Reset it instead.');
  }
  const recent = await pinQ.countCodesSince(db, owner.userId, CODE_TTL_MINUTES);
  if ((recent?.n ?? 0) >= CODES_PER_WINDOW) {
    throw new TooManyAttempts(
      `You asked for ${CODES_PER_WINDOW} codes in ${CODE_TTL_MINUTES} minutes. Use the last one, or wait a few minutes.`,
      CODE_TTL_MINUTES * 60,
      ErrorCode.rateLimited,
    );
  }
  const user = await userOf(db, owner.userId);
  const code = generateCode();
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  await transact(
    db,
    async (tx, afterCommit) => {
      await pinQ.insertCode(tx, {
        userId: owner.userId,
        companyId: owner.companyId,
        purpose,
        codeHash: hashCode(config.APP_SECRET, 'transaction-pin', code),
        expiresAt,
      });
      await deps.mailer.enqueue(tx, afterCommit, {
        ...pinCode(user.email, user.firstName, code, purpose),
        companyId: owner.companyId,
      });
      await recordAudit(tx, {
        companyId: owner.companyId,
        actor: { type: 'user', id: owner.userId, label: `${user.firstName} ${user.lastName}` },
        action: 'wallet.pin.code-sent',
        target: { type: 'user', id: owner.userId },
        outcome: 'success',
        metadata: { purpose },
        ip: owner.caller?.ip ?? owner.meta?.ip ?? null,
        userAgent: owner.caller?.userAgent ?? owner.meta?.userAgent ?? null,
      });
    },
    deps.onEffectError,
  );
  return { email: user.email, expiresAt: expiresAt.toISOString() };
}

const badCode = () =>
  new BadRequest('This code is wrong or has expired. Ask for a new one.', ErrorCode.invalidCode);

/** Creates or resets the PIN with a valid emailed code; a reset also lifts a lock. */
export async function changePin(
  deps: Pick<WalletDeps, 'db' | 'config' | 'mailer' | 'onEffectError'>,
  owner: PinOwner,
  input: { otp: string; pin: string },
): Promise<{ created: boolean }> {
  const { db, config } = deps;
  const codeRow = await pinQ.latestLiveCode(db, owner.userId);
  if (!codeRow) throw badCode();
  // Each try is counted before the code is compared, in one guarded UPDATE, so parallel guesses get at most
  // CODE_MAX_ATTEMPTS compared; a right code does not count against the next one (the row is consumed).
  const claimed = await pinQ.claimCodeAttempt(db, codeRow.id, CODE_MAX_ATTEMPTS);
  if (!claimed) throw badCode();
  if (!safeEqualHex(codeRow.codeHash, hashCode(config.APP_SECRET, 'transaction-pin', input.otp))) {
    throw badCode();
  }
  const pinHash = await hashPassword(input.pin);
  const user = await userOf(db, owner.userId);
  return transact(
    db,
    async (tx, afterCommit) => {
      const consumed = await pinQ.consumeCode(tx, codeRow.id);
      if (!consumed) throw badCode();
      const existing = await pinQ.lockPinOwnerId(tx, owner.userId);
      await pinQ.upsertPin(tx, owner.userId, pinHash);
      // The session's isAccessPinSet reads the membership; the PIN is the person's, so every membership says so.
      await pinQ.markPinSetOnMemberships(tx, owner.userId);
      const created = !existing;
      await recordAudit(tx, {
        companyId: owner.companyId,
        actor: { type: 'user', id: owner.userId, label: `${user.firstName} ${user.lastName}` },
        action: created ? 'wallet.pin.create' : 'wallet.pin.reset',
        target: { type: 'user', id: owner.userId },
        outcome: 'success',
        metadata: owner.caller?.auth.supportOperatorId
          ? { supportOperatorId: owner.caller.auth.supportOperatorId }
          : {},
        ip: owner.caller?.ip ?? owner.meta?.ip ?? null,
        userAgent: owner.caller?.userAgent ?? owner.meta?.userAgent ?? null,
      });
      await deps.mailer.enqueue(tx, afterCommit, {
        ...pinChanged(user.email, user.firstName, created),
        companyId: owner.companyId,
      });
      return { created };
    },
    deps.onEffectError,
  );
}

/**
 * The employer-admin variants carry no token: the administrator proves who they are with email and password,
 * throttled like a login. Answers the person and the business of their administrator membership.
 */
export async function authenticateAdministrator(
  deps: Pick<WalletDeps, 'db' | 'config'>,
  credentials: { email: string; password: string },
): Promise<{ userId: string; companyId: string }> {
  const key = `pin-admin:${credentials.email.toLowerCase()}`;
  const policy = {
    threshold: deps.config.AUTH_LOCKOUT_THRESHOLD,
    lockMinutes: deps.config.AUTH_LOCKOUT_MINUTES,
  };
  const attempt = await claimAttempt(deps.db, key, policy);
  const user = await pinQ.credentialsByEmail(deps.db, credentials.email);
  const passwordOk = await verifyPassword(user?.passwordHash, credentials.password);
  const membership = user ? await pinQ.activeAdministratorMembership(deps.db, user.id) : undefined;
  if (!user || !passwordOk || !membership) {
    await settleFailure(deps.db, key, policy, attempt);
    throw new BadRequest('Invalid email or password', ErrorCode.invalidCredentials);
  }
  await clearFailures(deps.db, key);
  return { userId: user.id, companyId: membership.companyId };
}
