// Ownership transfer: the owner re-authenticates with their password and a code emailed to them, then another
// active member becomes the owner (employer) and the former owner an administrator.

import { randomUUID } from 'node:crypto';
import { CODE_TTL_MINUTES, ErrorCode } from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, Forbidden, TooManyAttempts, Unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { generateCode, hashCode, safeEqualHex } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import {
  claimAttempt,
  clearFailures,
  lockedMessage,
  releaseAttempt,
  settleFailure,
} from '../../platform/throttle.ts';
import { describeCaller } from './actor.ts';
import * as adminQ from './admin-assignments.queries.ts';
import * as members from './members.queries.ts';
import * as ownershipQ from './ownership.queries.ts';
import { audit, requireMember, type TeamDeps, tell } from './team.service.ts';
import * as mail from './team-mail.ts';

const PURPOSE = 'ownership-transfer';
const codeHash = (deps: TeamDeps, tokenId: string, memberId: string, code: string) =>
  hashCode(deps.config.APP_SECRET, `${PURPOSE}:${tokenId}:${memberId}`, code);

const throttleKey = (userId: string) => `ownership:${userId}`;

/** The password, counted before it is checked; the caller settles the attempt (released, failed or cleared). */
async function reauthenticate(deps: TeamDeps, caller: Caller, password: string) {
  if (caller.auth.role !== 'employer') throw new Forbidden('Only the business owner can transfer ownership.');
  const key = throttleKey(caller.auth.userId);
  const attempt = await claimAttempt(deps.db, key, lockPolicy(deps));
  const user = await members.findUserById(deps.db, caller.auth.userId);
  if (!(await verifyPassword(user?.passwordHash, password))) {
    await fail(deps, key, attempt);
    throw new Unauthorized('Incorrect password', ErrorCode.invalidCredentials);
  }
  return { owner: user!, attempt };
}

const lockPolicy = (deps: TeamDeps) => ({
  threshold: deps.config.AUTH_LOCKOUT_THRESHOLD,
  lockMinutes: deps.config.AUTH_LOCKOUT_MINUTES,
});

async function fail(deps: TeamDeps, key: string, attempt: number) {
  const policy = lockPolicy(deps);
  if (await settleFailure(deps.db, key, policy, attempt)) {
    throw new TooManyAttempts(lockedMessage(policy.lockMinutes), policy.lockMinutes * 60);
  }
}

/** The member who would become the owner: active, someone else, of this business. */
async function requireSuccessor(tx: Parameters<typeof requireMember>[0], caller: Caller, memberId: string) {
  const found = await requireMember(tx, caller.auth.companyId, memberId);
  if (found.member.userId === caller.auth.userId) throw new BadRequest('You already own this business.');
  if (found.member.status !== 'active') {
    throw new BadRequest('Ownership can only go to an active member who has accepted their invitation.');
  }
  return found;
}

export async function startTransfer(
  deps: TeamDeps,
  caller: Caller,
  input: { memberId: string; password: string },
) {
  const { owner } = await reauthenticate(deps, caller, input.password);
  await releaseAttempt(deps.db, throttleKey(caller.auth.userId));
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  await transact(
    deps.db,
    async (tx, after) => {
      const { user: successor } = await requireSuccessor(tx, caller, input.memberId);
      await ownershipQ.consumeOpenCodes(tx, owner.id, PURPOSE);
      const id = randomUUID();
      const code = generateCode();
      await ownershipQ.insertCode(tx, {
        id,
        userId: owner.id,
        purpose: PURPOSE,
        tokenHash: codeHash(deps, id, input.memberId, code),
        expiresAt,
      });
      const company = await deps.businessDirectory.businessOf(tx, caller.auth.companyId);
      await deps.mailer.enqueue(tx, after, {
        ...mail.ownershipCode({
          to: owner.email,
          firstName: owner.firstName,
          companyName: company!.name,
          newOwnerName: `${successor.firstName} ${successor.lastName}`,
          code,
        }),
        companyId: caller.auth.companyId,
      });
      const who = await describeCaller(tx, caller);
      await audit(tx, caller, who, 'team.ownership.code-sent', { type: 'member', id: input.memberId });
    },
    deps.onEffectError,
  );
  return { email: owner.email, expiresAt: expiresAt.toISOString() };
}

export async function confirmTransfer(
  deps: TeamDeps,
  caller: Caller,
  input: { memberId: string; password: string; code: string },
) {
  const { owner, attempt } = await reauthenticate(deps, caller, input.password);
  const outcome = await transact(
    deps.db,
    async (tx, after) => {
      const token = await ownershipQ.lockNewestCode(tx, owner.id, PURPOSE);
      const { member, user: successor } = await requireSuccessor(tx, caller, input.memberId);
      if (!token || !safeEqualHex(token.tokenHash, codeHash(deps, token.id, input.memberId, input.code))) {
        return { refused: true as const };
      }
      await members.consumePasswordToken(tx, token.id);
      const now = new Date();
      await ownershipQ.setMemberRole(tx, caller.auth.companyId, member.id, 'employer', now);
      await ownershipQ.setMemberRole(tx, caller.auth.companyId, caller.auth.memberId, 'employer-admin', now);
      // The owner sees every business; assignments only limit administrators.
      await adminQ.replaceAssignments(tx, caller.auth.companyId, member.id, []);
      const who = await describeCaller(tx, caller);
      await audit(
        tx,
        caller,
        who,
        'team.ownership.transfer',
        { type: 'member', id: member.id },
        {
          from: caller.auth.memberId,
          to: member.id,
        },
      );
      const company = await deps.businessDirectory.businessOf(tx, caller.auth.companyId);
      await tell(
        tx,
        caller,
        who,
        successor.id,
        'team.ownership.received',
        `${who.name} made you the owner of ${company!.name}.`,
      );
      await tell(
        tx,
        caller,
        who,
        owner.id,
        'team.ownership.transferred',
        `You made ${successor.firstName} ${successor.lastName} the owner. You are now an administrator.`,
      );
      for (const person of [successor, owner]) {
        await deps.mailer.enqueue(tx, after, {
          ...mail.accessChanged({
            to: person.email,
            firstName: person.firstName,
            companyName: company!.name,
            what: `${successor.firstName} ${successor.lastName} is now the owner of the business and ${owner.firstName} ${owner.lastName} an administrator`,
          }),
          companyId: caller.auth.companyId,
        });
      }
      return { newOwnerId: member.id };
    },
    deps.onEffectError,
  );
  if ('refused' in outcome) {
    await fail(deps, throttleKey(caller.auth.userId), attempt);
    throw new BadRequest('Incorrect or expired code. Request a new one.', ErrorCode.invalidCode);
  }
  await clearFailures(deps.db, throttleKey(caller.auth.userId));
  return outcome;
}
