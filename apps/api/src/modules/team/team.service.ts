// The rules of team management: invite with a role, resend, change role, deactivate (ends the member's sessions at
// once), reactivate and remove. Nobody touches the owner; only the owner touches administrators; a member can give
// only roles whose permissions they hold. Every change is audited and tells the member.
import {
  type AuditAction,
  type InviteMemberRequest,
  type MemberListQuery,
  type Permission,
  permissionsOfRole,
  type RoleAssignment,
  type TeamMember,
  type UserType,
} from '@paydesk/contracts';
import type { companyMembers, Database, Tx, users } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, Forbidden, NotFound } from '../../lib/errors.ts';
import { type AfterCommit, transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import type { ApprovalsSeam } from '../approvals/index.ts';
import { type CallerView, describeCaller } from './actor.ts';
import * as adminQ from './admin-assignments.queries.ts';
import type { BusinessDirectory } from './business-directory.ts';
import { invitePerson, roleLabel, sendInvitation } from './invitations.ts';
import * as members from './members.queries.ts';
import * as q from './team.queries.ts';

export interface TeamDeps {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  /** The approvals gate and registry: role and permission changes covered by a workflow become requests. */
  approvals?: ApprovalsSeam;
  /** Businesses' reads of the business row (team sits below businesses; wired by module-context.ts). */
  businessDirectory: BusinessDirectory;
  onEffectError?: (error: unknown) => void;
}

export const OWNER_UNTOUCHABLE = 'The business owner cannot be deactivated, removed or given another role.';
export const ADMINS_OWNER_ONLY = 'Only the business owner can manage administrators.';
export const GRANT_OWN_ONLY = 'You can only give a role whose permissions you have yourself.';

export const permissionsOf = (caller: Caller): Set<Permission> =>
  permissionsOfRole(caller.auth.role, caller.auth.customPermissions);

export type Member = typeof companyMembers.$inferSelect;

/**
 * The checks before changing someone: not yourself, never the owner, administrators only by the owner, and a
 * custom-role member only by someone holding every permission of that member's role.
 */
export async function assertManageable(tx: Tx, caller: Caller, target: Member, action: string) {
  if (target.userId === caller.auth.userId) throw new BadRequest(`You cannot ${action} yourself.`);
  if (target.role === 'employer') throw new Forbidden(OWNER_UNTOUCHABLE);
  const mine = permissionsOf(caller);
  if (target.role === 'employer-admin' && !mine.has('settings.administrators.edit')) {
    throw new Forbidden(ADMINS_OWNER_ONLY);
  }
  if (target.role === 'custom' && target.roleId) {
    const theirs =
      (await q.permissionsOfRoles(tx, caller.auth.companyId, [target.roleId])).get(target.roleId) ?? [];
    if (theirs.some((p) => !mine.has(p as Permission))) {
      throw new Forbidden('You cannot change a member whose role has permissions you do not have.');
    }
  }
}

/** Checks the role a member is about to get; answers the custom role's name. */
async function checkAssignment(tx: Tx, caller: Caller, assignment: RoleAssignment): Promise<string | null> {
  const mine = permissionsOf(caller);
  if (assignment.role === 'employer-admin') {
    if (!mine.has('settings.administrators.edit')) throw new Forbidden(ADMINS_OWNER_ONLY);
    return null;
  }
  const role = await q.findRole(tx, caller.auth.companyId, assignment.roleId!);
  if (!role) throw new NotFound('Role');
  const granted = (await q.permissionsOfRoles(tx, caller.auth.companyId, [role.id])).get(role.id) ?? [];
  if (granted.some((p) => !mine.has(p as Permission))) throw new Forbidden(GRANT_OWN_ONLY);
  return role.name;
}

export async function requireMember(tx: Tx, companyId: string, memberId: string) {
  const member = await q.lockMember(tx, companyId, memberId);
  if (!member) throw new NotFound('Member');
  const user = await members.findUserById(tx, member.userId);
  return { member, user: user! };
}

export async function memberView(tx: Tx, companyId: string, memberId: string): Promise<TeamMember> {
  const row = await q.findMember(tx, companyId, memberId);
  if (!row) throw new NotFound('Member');
  return q.toTeamMember(row);
}

export async function audit(
  tx: Tx,
  caller: Caller,
  who: CallerView,
  action: AuditAction,
  target: { type: string; id: string },
  metadata: Record<string, unknown> = {},
) {
  await recordAudit(tx, {
    ip: caller.ip,
    userAgent: caller.userAgent,
    companyId: caller.auth.companyId,
    actor: who.actor,
    action,
    target,
    outcome: 'success',
    metadata: { ...metadata, ...who.support },
  });
}

export async function tell(
  tx: Tx,
  caller: Caller,
  who: CallerView,
  userId: string,
  kind: string,
  message: string,
) {
  const [firstName, ...rest] = who.name.split(' ');
  await notify(tx, {
    companyId: caller.auth.companyId,
    recipients: [userId],
    kind,
    message,
    subject: { firstName: firstName ?? null, lastName: rest.join(' ') || null },
  });
}

export function listMembers(deps: TeamDeps, companyId: string, query: MemberListQuery) {
  return q.listMembers(deps.db, companyId, query);
}

export function getMember(deps: TeamDeps, companyId: string, memberId: string) {
  return deps.db.transaction((tx) => memberView(tx, companyId, memberId));
}

export async function inviteMember(
  deps: TeamDeps,
  caller: Caller,
  input: InviteMemberRequest,
): Promise<TeamMember> {
  return transact(
    deps.db,
    async (tx, after) => {
      const roleName = await checkAssignment(tx, caller, input);
      const company = await deps.businessDirectory.businessOf(tx, caller.auth.companyId);
      const who = await describeCaller(tx, caller);
      const { member } = await invitePerson(deps, tx, after, {
        companyId: caller.auth.companyId,
        companyName: company!.name,
        person: input,
        role: input.role,
        roleId: input.roleId,
        roleName,
        invitedBy: { memberId: caller.auth.memberId, name: who.name },
        kind: input.role === 'employer-admin' ? 'admin' : 'team',
      });
      await audit(
        tx,
        caller,
        who,
        'team.member.invite',
        { type: 'member', id: member.id },
        {
          email: input.email,
          role: input.role,
          roleId: member.roleId,
        },
      );
      return memberView(tx, caller.auth.companyId, member.id);
    },
    deps.onEffectError,
  );
}

export async function resendInvite(deps: TeamDeps, caller: Caller, memberId: string): Promise<TeamMember> {
  return transact(
    deps.db,
    async (tx, after) => {
      const { member, user } = await requireMember(tx, caller.auth.companyId, memberId);
      if (member.role === 'employer-admin' && !permissionsOf(caller).has('settings.administrators.edit')) {
        throw new Forbidden(ADMINS_OWNER_ONLY);
      }
      await resend(deps, tx, after, caller, member, user);
      return memberView(tx, caller.auth.companyId, member.id);
    },
    deps.onEffectError,
  );
}

/** Sends the invitation again; shared with the administrators page. */
export async function resend(
  deps: TeamDeps,
  tx: Tx,
  after: AfterCommit,
  caller: Caller,
  member: Member,
  user: typeof users.$inferSelect,
) {
  const company = await deps.businessDirectory.businessOf(tx, caller.auth.companyId);
  const who = await describeCaller(tx, caller);
  const role = member.roleId ? await q.findRole(tx, caller.auth.companyId, member.roleId) : undefined;
  await sendInvitation(deps, tx, after, {
    member,
    user,
    companyName: company!.name,
    inviterName: who.name,
    roleName: role?.name ?? null,
    kind: member.role === 'employer-admin' ? 'admin' : 'team',
  });
  await members.markInvitedAgain(tx, caller.auth.companyId, member.id);
  await audit(tx, caller, who, 'team.member.invite-resend', { type: 'member', id: member.id });
}

/** The change itself in the caller's transaction: the route's and an approved request's. */
export async function applyChangeRole(
  tx: Tx,
  caller: Caller,
  memberId: string,
  input: RoleAssignment,
): Promise<TeamMember> {
  const { member } = await requireMember(tx, caller.auth.companyId, memberId);
  await assertManageable(tx, caller, member, 'change the role of');
  const roleName = await checkAssignment(tx, caller, input);
  const roleId = input.role === 'custom' ? input.roleId! : null;
  await members.assignRole(tx, caller.auth.companyId, member.id, input.role, roleId);
  // Business assignments belong to administrators only.
  if (input.role !== 'employer-admin')
    await adminQ.replaceAssignments(tx, caller.auth.companyId, member.id, []);
  const who = await describeCaller(tx, caller);
  await audit(
    tx,
    caller,
    who,
    'team.member.role-change',
    { type: 'member', id: member.id },
    {
      from: { role: member.role, roleId: member.roleId },
      to: { role: input.role, roleId },
    },
  );
  await tell(
    tx,
    caller,
    who,
    member.userId,
    'team.member.role-changed',
    `${who.name} changed your role to ${roleLabel(input.role as UserType, roleName)}.`,
  );
  return memberView(tx, caller.auth.companyId, member.id);
}
