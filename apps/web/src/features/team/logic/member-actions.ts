// Which actions the signed-in member may take on a row (the server enforces the same rules): nobody acts on the
// owner or on themselves; administrators only with the owner-only permission.
import type { Permission, TeamMember } from '@paydesk/contracts';

export interface MemberActions {
  resend: boolean;
  changeRole: boolean;
  deactivate: boolean;
  reactivate: boolean;
  remove: boolean;
}

export function memberActions(
  member: Pick<TeamMember, 'role' | 'status' | 'userId'>,
  me: { userId: string | null; permissions: ReadonlySet<Permission> },
): MemberActions {
  const none = { resend: false, changeRole: false, deactivate: false, reactivate: false, remove: false };
  if (!me.permissions.has('settings.team.manage')) return none;
  if (member.role === 'employer' || member.userId === me.userId) return none;
  if (member.role === 'employer-admin' && !me.permissions.has('settings.administrators.edit')) return none;
  return {
    resend: member.status === 'invited',
    changeRole: member.status !== 'disabled',
    deactivate: member.status !== 'disabled',
    reactivate: member.status === 'disabled',
    remove: true,
  };
}

export const hasAnyAction = (actions: MemberActions) => Object.values(actions).some(Boolean);
