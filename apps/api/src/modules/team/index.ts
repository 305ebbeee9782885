// The team module's face: its routes (members, roles, administrators), who a caller is for audit events and
// messages, inviting a person, the member lookups businesses need (auth's sign-in memberships among them), and
// the approvers approvals reads (its `ApproverDirectory`, wired by module-context.ts). Other modules import only
// this file.
import type { AccessTokens } from '../../platform/access-tokens.ts';
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import { adminRoutes } from './admins.routes.ts';
import { registerRoleChangeExecutor } from './role-approvals.ts';
import { teamRoutes } from './team.routes.ts';
import type { TeamDeps } from './team.service.ts';

export { type CallerView, describeCaller } from './actor.ts';
export { approverDirectory } from './approvers.queries.ts';
export {
  addMember,
  assignedBusinessIds,
  type BusinessOwner,
  businessOwnerEmailText,
  businessOwners,
  rolePermissionKeys,
} from './business-access.queries.ts';
export type { BusinessDirectory } from './business-directory.ts';
export { invitePerson } from './invitations.ts';
export { loadSessionAccess } from './session-access.ts';
export {
  activateMembership,
  homeMembership,
  invitedMembershipIds,
  invitingBusinessName,
  membershipExists,
  membershipOf,
  ownedBusinessIds,
} from './sign-in-memberships.queries.ts';
export {
  activeMemberCount,
  findMember,
  findMemberByUser,
  memberContacts,
  memberName,
} from './team.queries.ts';
export {
  activeAdministratorMembership,
  activeMembersByName,
  markPinSetOnMemberships,
  memberIdOf,
} from './wallet-members.queries.ts';

type TeamModuleDeps = Required<TeamDeps> & { tokens: AccessTokens };

export const teamModule = defineModule<TeamModuleDeps>({
  name: 'team',
  routes: ({ db, config, mailer, tokens, approvals, businessDirectory, onEffectError }) => {
    const deps = { db, config, mailer, tokens, approvals, businessDirectory, onEffectError };
    return apiRoutes(teamRoutes(deps), adminRoutes(deps));
  },
  approvalActions: ({ approvals }) => registerRoleChangeExecutor(approvals.registry),
});
