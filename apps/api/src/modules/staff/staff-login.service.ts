// Sign-in to the staff app with a one-time code sent to the employee's email or phone. The answer to asking for a
// code is the same whether or not the person exists; a check counts its attempt before comparing (claimAttempt), so
// parallel guesses cannot pass the limit.
import { ErrorCode, STAFF_MESSAGES, type StaffSession } from '@paydesk/contracts';
import type { RequestOrigin } from '../../http/route-kit.ts';
import { BadRequest, TooManyAttempts } from '../../lib/errors.ts';
import { generateCode, hashCode, safeEqualHex } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import { claimAttempt, clearFailures, settleFailure, type ThrottlePolicy } from '../../platform/throttle.ts';
import * as q from './staff.queries.ts';
import { recordStaffAudit, type StaffDeps } from './staff-deps.ts';
import { staffSignInCode } from './staff-mail.ts';
import { openStaffSession } from './staff-sessions.ts';

const CODE_MINUTES = 10;
export const STAFF_CODE_POLICY: ThrottlePolicy = { threshold: 5, lockMinutes: 15 };
const PURPOSE = 'staff-login';

const throttleKey = (identifier: string) => `staff-code:${identifier}`;
/** Codes one identifier may ask for in an hour, like the employer's login code resends (MAX_CODE_RESENDS). */
export const STAFF_CODE_REQUEST_POLICY: ThrottlePolicy = { threshold: 5, lockMinutes: 60 };
export const TOO_MANY_CODES = 'Too many codes requested. Use the last code sent, or try again in an hour.';

/**
 * Sends a code when the identifier belongs to an employee on on-demand pay; answers nothing either way. Each
 * request is counted first, atomically and whether or not anyone has the identifier (so the limit holds for
 * parallel requests and says nothing about who exists).
 */
export async function requestCode(deps: StaffDeps, identifier: string): Promise<void> {
  await claimAttempt(deps.db, `staff-code-request:${identifier}`, STAFF_CODE_REQUEST_POLICY).catch(
    (error) => {
      throw error instanceof TooManyAttempts
        ? new TooManyAttempts(TOO_MANY_CODES, error.retryAfterSeconds, ErrorCode.rateLimited)
        : error;
    },
  );
  const staff = await q.findStaffByIdentifier(deps.db, identifier);
  if (staff.length === 0) return;
  const code = generateCode();
  const byPhone = identifier.startsWith('+');
  await transact(
    deps.db,
    async (tx, afterCommit) => {
      await q.insertLoginCode(tx, {
        identifier,
        codeHash: hashCode(deps.config.APP_SECRET, PURPOSE, code),
        expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
      });
      await deps.mailer.enqueue(tx, afterCommit, {
        ...staffSignInCode({ to: identifier, channel: byPhone ? 'sms' : 'email', code }),
        companyId: staff[0]!.companyId,
      });
    },
    deps.onEffectError,
  );
}

export async function verifyCode(
  deps: StaffDeps,
  origin: RequestOrigin,
  input: { identifier: string; code: string },
): Promise<StaffSession> {
  const key = throttleKey(input.identifier);
  const count = await claimAttempt(deps.db, key, STAFF_CODE_POLICY);
  const live = await q.latestLiveCode(deps.db, input.identifier);
  const right =
    live !== undefined && safeEqualHex(live.codeHash, hashCode(deps.config.APP_SECRET, PURPOSE, input.code));
  if (!right || !(await q.consumeLoginCode(deps.db, live.id))) {
    await settleFailure(deps.db, key, STAFF_CODE_POLICY, count);
    throw new BadRequest(STAFF_MESSAGES.invalidCode);
  }
  await clearFailures(deps.db, key);
  // Someone employed by two businesses signs in to the one that changed last, and may switch (switchEmployer).
  const [employee] = await q.findStaffByIdentifier(deps.db, input.identifier);
  if (!employee) throw new BadRequest(STAFF_MESSAGES.invalidCode);
  return transact(deps.db, async (tx) => {
    await recordStaffAudit(tx, employee, origin, { action: 'staff.login', outcome: 'success' });
    return openStaffSession(deps, tx, employee, input.identifier);
  });
}
