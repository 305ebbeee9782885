// The stored session while acting as a sub account (spec §3, §4): the sub-account login, set approved, active,
// verified and accountType sub, with the main account's id and token kept for the return. The compliance flag stays
// the business's own (issue 17): an unverified second business shows Verification in its sidebar (spec §2.6)
// instead of a dashboard with no way to start.
import type { LoginSession } from '@paydesk/contracts';
import { type PersistedSession, sessionFromLogin } from '@/lib/storage/session-store.ts';

export function subAccountSession(
  login: LoginSession,
  mainAccount: { _id: string; token: string },
): PersistedSession {
  const session = sessionFromLogin(login);
  return {
    ...session,
    employer: {
      ...login.employer,
      adminVerify: true,
      isActive: true,
      isCompliant: login.employer.isCompliant === true,
      status: 'approved',
      accountType: 'sub',
    },
    mainAccount,
  };
}

/** The main account to keep: the one already kept while in a sub account, else the current session's. */
export function mainAccountToKeep(session: Pick<PersistedSession, 'mainAccount' | 'employer' | 'data'>) {
  if (session.mainAccount) return session.mainAccount;
  if (!session.employer || !session.data) return null;
  return { _id: session.employer._id, token: session.data.token };
}
