// Identity of a freelance business's owner: a BVN or NIN is looked up with the KYC provider, its name must be the
// owner's, and a one-time code goes by SMS or WhatsApp to the phone on record. The code confirms the identity:
// single use, 10 minutes, a few attempts.
import { randomUUID } from 'node:crypto';
import {
  type ComplianceProgress,
  ErrorCode,
  type IdentityCodeRequest,
  type IdentityCodeSent,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
} from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, type DomainError, IdentityRejected, TooManyAttempts } from '../../lib/errors.ts';
import { generateCode, hashCode, safeEqualHex } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit, recordCallerAuditNow } from '../../platform/audit/audit-actor.ts';
import { fullName, namesMatch } from '../../providers/kyc/kyc-provider.ts';
import type { StoredIdentity } from './compliance.progress.ts';
import * as q from './compliance.queries.ts';
import {
  type ComplianceDeps,
  getProgress,
  lockOpenSubmission,
  precheck,
  refreshCompletedSteps,
} from './compliance.service.ts';
import * as phoneQ from './phone-verifications.queries.ts';

const PURPOSE = 'compliance-identity';
const MAX_CODES_PER_HOUR = 5;

export const maskPhone = (phone: string) => `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
const invalidCode = (message: string) => new BadRequest(message, ErrorCode.invalidCode);

export async function requestIdentityCode(
  deps: ComplianceDeps,
  caller: Caller,
  input: IdentityCodeRequest,
): Promise<IdentityCodeSent> {
  const companyId = caller.auth.companyId;
  await precheck(deps, companyId, 'freelance');
  const [owner] = await q.findOwners(deps.db, companyId);
  const hint = owner ? { firstName: owner.firstName, lastName: owner.lastName } : undefined;
  const record =
    input.idType === 'BVN'
      ? await deps.kyc.lookupBvn(input.idNumber, hint)
      : await deps.kyc.lookupNin(input.idNumber, hint);
  if (!record) {
    throw new IdentityRejected(
      `No record was found for this ${input.idType}. Check the 11 digits and try again.`,
      ErrorCode.identityNotFound,
      'idNumber',
    );
  }
  const verifiedName = fullName(record);
  if (owner && !namesMatch(`${owner.firstName} ${owner.lastName}`, verifiedName)) {
    throw new IdentityRejected(
      `The name on record for this ${input.idType} is not ${owner.firstName} ${owner.lastName}, the business owner. Use the owner's own ${input.idType}.`,
      ErrorCode.identityMismatch,
      'idNumber',
    );
  }
  const code = generateCode();
  const expiresAt = new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000);
  const phoneMasked = maskPhone(record.phoneNumber);
  const verificationId = await transact(
    deps.db,
    async (tx, after) => {
      const submission = await lockOpenSubmission(tx, companyId, 'freelance');
      const recent = await phoneQ.countCodesSince(tx, companyId, PURPOSE, new Date(Date.now() - 60 * 60_000));
      if (recent >= MAX_CODES_PER_HOUR)
        throw new TooManyAttempts(
          'Too many codes requested. Try again in an hour.',
          3600,
          ErrorCode.rateLimited,
        );
      // Only the newest code works.
      await phoneQ.consumeOpenCodes(tx, companyId, PURPOSE);
      const id = randomUUID();
      await phoneQ.insertCode(tx, {
        id,
        companyId,
        purpose: PURPOSE,
        channel: input.channel,
        subjectType: input.idType,
        subjectHash: hashCode(deps.config.APP_SECRET, `identity:${input.idType}`, input.idNumber),
        phoneLast4: record.phoneNumber.slice(-4),
        // Keyed by the verification's id too, so a code never works for another verification.
        codeHash: hashCode(deps.config.APP_SECRET, `phone-code:${id}`, code),
        expiresAt,
      });
      const identity: StoredIdentity = {
        verificationId: id,
        idType: input.idType,
        idLast4: input.idNumber.slice(-4),
        verifiedName,
        phoneMasked,
        channel: input.channel,
        verifiedAt: null,
      };
      await phoneQ.setSubmissionIdentity(tx, companyId, { ...identity });
      await refreshCompletedSteps(tx, submission.id, companyId);
      await deps.kyc.sendPhoneCode(tx, after, {
        companyId,
        phoneNumber: record.phoneNumber,
        channel: input.channel,
        code,
        ttlMinutes: PHONE_CODE_TTL_MINUTES,
      });
      await recordCallerAudit(tx, caller, {
        action: 'compliance.identity.code-sent',
        target: { type: 'phone-verification', id },
        outcome: 'success',
        metadata: { idType: input.idType, channel: input.channel, phoneLast4: record.phoneNumber.slice(-4) },
      });
      return id;
    },
    deps.onEffectError,
  );
  return { verificationId, channel: input.channel, phoneMasked, expiresAt: expiresAt.toISOString() };
}

export async function confirmIdentityCode(
  deps: ComplianceDeps,
  caller: Caller,
  input: { verificationId: string; code: string },
): Promise<ComplianceProgress> {
  const companyId = caller.auth.companyId;
  await precheck(deps, companyId, 'freelance');
  const outcome = await transact(deps.db, async (tx) => {
    const submission = await lockOpenSubmission(tx, companyId, 'freelance');
    const verification = await phoneQ.lockCode(tx, companyId, input.verificationId);
    const identity = submission.identity as StoredIdentity | null;
    if (!verification || verification.purpose !== PURPOSE || identity?.verificationId !== verification.id)
      return { error: invalidCode('This code is not valid. Request a new one.'), reason: 'unknown' };
    if (verification.consumedAt)
      return { error: invalidCode('This code has already been used. Request a new one.'), reason: 'used' };
    if (verification.attempts >= PHONE_CODE_MAX_ATTEMPTS)
      return { error: invalidCode('Too many incorrect codes. Request a new one.'), reason: 'attempts' };
    if (verification.expiresAt.getTime() < Date.now())
      return {
        error: new BadRequest('This code has expired. Request a new one.', ErrorCode.codeExpired),
        reason: 'expired',
      };
    const expected = hashCode(deps.config.APP_SECRET, `phone-code:${verification.id}`, input.code);
    if (!safeEqualHex(verification.codeHash, expected)) {
      await phoneQ.updateCode(tx, companyId, verification.id, { attempts: verification.attempts + 1 });
      const left = PHONE_CODE_MAX_ATTEMPTS - verification.attempts - 1;
      const message =
        left > 0
          ? `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`
          : 'Too many incorrect codes. Request a new one.';
      return { error: invalidCode(message), reason: 'wrong-code' };
    }
    await phoneQ.updateCode(tx, companyId, verification.id, { consumedAt: new Date() });
    await phoneQ.setSubmissionIdentity(tx, companyId, { ...identity, verifiedAt: new Date().toISOString() });
    await refreshCompletedSteps(tx, submission.id, companyId);
    await recordCallerAudit(tx, caller, {
      action: 'compliance.identity.verify',
      target: { type: 'phone-verification', id: verification.id },
      outcome: 'success',
      metadata: { idType: identity.idType, channel: identity.channel },
    });
    return { progress: await getProgress(tx, companyId) };
  });
  if (outcome.progress) return outcome.progress;
  await recordCallerAuditNow(deps.db, caller, {
    action: 'compliance.identity.verify',
    target: { type: 'phone-verification', id: input.verificationId },
    outcome: 'failure',
    metadata: { reason: outcome.reason },
  });
  throw outcome.error as DomainError;
}
