// The staff module's face: the employee app's API (sign-in by code, invitations, profile, bank account) and the
// invitation link people puts in its on-demand pay email. Other modules import only this file.
import type { FastifyInstance } from 'fastify';
import { staffRoutes } from './staff.routes.ts';
import type { StaffDeps } from './staff-deps.ts';

export {
  type StaffAuth,
  staffAuthHook,
  staffClaimsHook,
  staffClaimsOf,
  staffOf,
  staffSessionLiveSql,
} from './staff-auth.ts';
export type { StaffDeps } from './staff-deps.ts';
export { issueStaffInvitationLink } from './staff-invitations.service.ts';
export { STAFF_ACCESS_TOKEN_SECONDS } from './staff-sessions.ts';

/** All routes of the staff app under /api. */
export function staffModule(deps: StaffDeps) {
  return async (app: FastifyInstance) => {
    await app.register(staffRoutes(deps), { prefix: '/api' });
  };
}
