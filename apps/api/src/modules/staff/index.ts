// The staff module's face: the employee app's API (sign-in by code, invitations, profile, bank account) and the
// invitation link people puts in its on-demand pay email (wired into people by module-context.ts: staff reads
// employees through people's face, so people does not import staff). Other modules import only this file.
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
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
export const staffModule = defineModule<Required<StaffDeps>>({
  name: 'staff',
  routes: ({ db, banking, mailer, staffTokens, config, onEffectError }) =>
    apiRoutes(staffRoutes({ db, banking, mailer, staffTokens, config, onEffectError })),
});
