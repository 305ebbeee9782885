// The auth module's face: its routes, opening a session (login, support links and sub-account switches all use
// openAuthSession), the login session of spec §3, password tokens for invitations, and the user lookups other
// modules need. Other modules import only this file.
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import { authRoutes } from './auth.routes.ts';
import type { LoginDeps } from './auth.service.ts';

export { insertUser, type UserProfileChanges, updateUserProfile } from './account.queries.ts';
export {
  changePassword,
  getLoginChannel,
  listSessions,
  loginHistory,
  PASSWORD_UPDATED_MESSAGE,
  revokeOtherSessions,
  revokeSession,
  setLoginChannel,
} from './account-security.service.ts';
export {
  findUserByEmail,
  findUserById,
  lockEmail,
  userContacts,
  userNames,
} from './auth.queries.ts';
export type { AuthDeps, LoginDeps } from './auth.service.ts';
export { issueInvitationToken, issuePasswordToken, type PasswordTokenPurpose } from './auth.service.ts';
export {
  type AuthSessionRow,
  issueRefreshToken,
  type OpenSessionInput,
  openAuthSession,
} from './auth-sessions.ts';
export { insertPasswordToken, touchSession } from './credentials.queries.ts';
export {
  buildLoginSession,
  type SessionAccess,
  type SessionAccessOf,
  sessionProfileOf,
} from './login-session.ts';
export {
  consumeOpenCodes,
  consumePasswordToken,
  lockNewestCode,
  lockOpenToken,
  revokeMemberSessions,
  tokenWithdrawn,
  withdrawInvitationTokens,
} from './member-credentials.queries.ts';
export type { MembershipDirectory } from './membership-directory.ts';
export {
  readSessionSettings,
  type SessionSettings,
  type SessionSettingsOf,
  type SessionSettingsSql,
} from './session-settings.queries.ts';
export {
  endSession,
  lockSession,
  retireRefreshTokens,
  revokeChildSessions,
} from './session-switch.queries.ts';
export {
  type UserCard,
  userCardOf,
  userEmailText,
  userMatches,
  userNameOrder,
} from './user-cards.queries.ts';

export const authModule = defineModule<Required<LoginDeps>>({
  name: 'auth',
  routes: (deps) => apiRoutes(authRoutes(deps)),
});
