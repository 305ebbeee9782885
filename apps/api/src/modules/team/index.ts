// The team module's face: its routes (members, roles, administrators), who a caller is for audit events and
// messages, inviting a person, and the member lookups businesses need. Other modules import only this file.

export { type CallerView, describeCaller } from './actor.ts';
export { adminRoutes } from './admins.routes.ts';
export { invitePerson } from './invitations.ts';
export { findCompany, findMemberByUser, memberName } from './team.queries.ts';
export { teamRoutes } from './team.routes.ts';
