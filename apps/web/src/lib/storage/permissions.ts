// What the signed-in member may do, from the permission catalogue (architecture rule 10). The session's
// employer.userType is the role; the server enforces the same keys, the web only hides what would be refused.
import { type Permission, permissionsOfRole } from '@paydesk/contracts';
import type { PersistedSession } from './session-store.ts';

export function permissionsOf(
  session: Pick<PersistedSession, 'employer'> & Partial<Pick<PersistedSession, 'member'>>,
): ReadonlySet<Permission> {
  // A custom role's permissions come with the login session (member.permissions).
  return session.employer
    ? permissionsOfRole(session.employer.userType, session.member?.permissions ?? [])
    : new Set();
}
