// Deactivating, reactivating and removing a member: the rules, the sessions they end and the messages they send.
// Administrators use the same steps (applyStatus, applyRemoval) in admins.service.ts.
// only roles whose permissions they hold. Every change is audited and tells the member.
import type { TeamMember } from '@paydesk/contracts';
import type { Tx, users } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { type AfterCommit, transact } from '../../lib/transaction.ts';
import { describeCaller } from './actor.ts';
import * as members from './members.queries.ts';
import * as q from './team.queries.ts';
import {
  assertManageable,
  audit,
  type Member,
  memberView,
  requireMember,
  type TeamDeps,
  tell,
} from './team.service.ts';
import * as mail from './team-mail.ts';

export async function setStatus(
  deps: TeamDeps,
  caller: Caller,
  memberId: string,
  status: 'active' | 'disabled',
): Promise<TeamMember> {
  return transact(
    deps.db,
    async (tx, after) => {
      const { member, user } = await requireMember(tx, caller.auth.companyId, memberId);
      await assertManageable(tx, caller, member, status === 'disabled' ? 'deactivate' : 'reactivate');
      await applyStatus(deps, tx, after, caller, member, user, status);
      return memberView(tx, caller.auth.companyId, member.id);
    },
    deps.onEffectError,
  );
}

/** Deactivation ends the member's sessions at once; reactivation restores the invitation if never accepted. */
export async function applyStatus(
  deps: TeamDeps,
  tx: Tx,
  after: AfterCommit,
  caller: Caller,
  member: Member,
  user: typeof users.$inferSelect,
  status: 'active' | 'disabled',
) {
  const next =
    status === 'disabled'
      ? 'disabled'
      : member.status !== 'disabled'
        ? member.status
        : user.passwordHash
          ? 'active'
          : 'invited';
  if (next === member.status) return;
  await members.setMemberStatus(tx, caller.auth.companyId, member.id, next);
  if (next === 'disabled')
    await q.revokeMemberSessions(tx, caller.auth.companyId, member.userId, 'member-disabled');
  const who = await describeCaller(tx, caller);
  const company = await deps.businessDirectory.businessOf(tx, caller.auth.companyId);
  const verb = next === 'disabled' ? 'deactivated' : 'reactivated';
  await audit(tx, caller, who, `team.member.${next === 'disabled' ? 'deactivate' : 'reactivate'}`, {
    type: 'member',
    id: member.id,
  });
  await tell(tx, caller, who, member.userId, `team.member.${verb}`, `${who.name} ${verb} your access.`);
  await deps.mailer.enqueue(tx, after, {
    ...mail.accessChanged({
      to: user.email,
      firstName: user.firstName,
      companyName: company!.name,
      what: `${who.name} ${verb} your access to the business`,
    }),
    companyId: caller.auth.companyId,
  });
}

export async function removeMember(deps: TeamDeps, caller: Caller, memberId: string): Promise<void> {
  await transact(
    deps.db,
    async (tx, after) => {
      const { member, user } = await requireMember(tx, caller.auth.companyId, memberId);
      await assertManageable(tx, caller, member, 'remove');
      await applyRemoval(deps, tx, after, caller, member, user);
    },
    deps.onEffectError,
  );
}

export async function applyRemoval(
  deps: TeamDeps,
  tx: Tx,
  after: AfterCommit,
  caller: Caller,
  member: Member,
  user: typeof users.$inferSelect,
) {
  await q.revokeMemberSessions(tx, caller.auth.companyId, member.userId, 'member-removed');
  // A pending member's invitation is withdrawn: its links set no password and accept nothing from now on.
  await members.withdrawInvitationTokens(tx, member.userId, member.id);
  await members.deleteMember(tx, caller.auth.companyId, member.id);
  const who = await describeCaller(tx, caller);
  const company = await deps.businessDirectory.businessOf(tx, caller.auth.companyId);
  await audit(
    tx,
    caller,
    who,
    'team.member.remove',
    { type: 'member', id: member.id },
    {
      email: user.email,
      role: member.role,
    },
  );
  await deps.mailer.enqueue(tx, after, {
    ...mail.accessChanged({
      to: user.email,
      firstName: user.firstName,
      companyName: company!.name,
      what:
        member.status === 'invited'
          ? `${who.name} withdrew your invitation to the business`
          : `${who.name} removed you from the business`,
    }),
    companyId: caller.auth.companyId,
  });
}
