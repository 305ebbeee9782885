// Decisions taken from the stored session (spec §2.1, §4 route guard), kept pure for tests.
import type { PersistedSession } from './session-store.ts';

type SessionView = Pick<PersistedSession, 'loggedIn' | 'employer'>;

/** Verified means admin-verified; sub-account sessions count as approved (spec §4, rule 7). */
export function isVerified(session: SessionView): boolean {
  if (session.employer?.accountType === 'sub') return true;
  return session.employer?.adminVerify === true;
}

export const DASHBOARD_PATH = '/dashboard';
export const COMPLIANCE_ONBOARDING_PATH = '/compliance/onboarding';
export const LOGIN_PATH = '/login';

/** Where a signed-in user lands: the dashboard, or compliance onboarding while the business is not verified. */
export function landingPath(session: SessionView): string {
  return isVerified(session) ? DASHBOARD_PATH : COMPLIANCE_ONBOARDING_PATH;
}

export type GuardOutcome = 'login' | 'create-password' | 'compliance' | 'render';

/**
 * The logged-in route guard of spec §4, in order: no session → login; no password yet → the create-new-password
 * screen replaces the page; not verified → compliance onboarding, unless the route allows unverified users.
 */
export function guardOutcome(
  session: Pick<PersistedSession, 'loggedIn' | 'employer' | 'member'>,
  routeAllowsUnverified: boolean,
): GuardOutcome {
  if (!session.loggedIn) return 'login';
  if (session.member?.isPasswordSet === false) return 'create-password';
  if (!isVerified(session) && !routeAllowsUnverified) return 'compliance';
  return 'render';
}

/** The main account type (spec §6): only it sees Administrators in the mobile menu. */
export function isMainAccount(session: Pick<PersistedSession, 'employer'>): boolean {
  return session.employer?.accountType === 'main';
}

/**
 * 'Switch business' appears only when sub-account access exists (spec §6): while acting as a sub account (the main
 * session is kept for return), or when the business has sub accounts to switch to. The sub-account list arrives with
 * the businesses feature, which passes its count here; until then no session has access.
 */
export function canSwitchBusiness(
  session: Pick<PersistedSession, 'mainAccount'>,
  availableSubAccounts = 0,
): boolean {
  return session.mainAccount !== null || availableSubAccounts > 0;
}
