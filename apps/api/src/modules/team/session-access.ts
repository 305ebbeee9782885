// What a member may do and see in a session (spec §3, §6): a custom role's permissions, and the businesses an
// administrator of the main account is assigned to (alias). Team owns the memberships, roles and assignments it
// reads; logins, support sessions, sub-account switches and the profile ask it here (auth's login through the port
// module-context.ts wires, since auth sits below team).
import { permissionsOfRole } from '@paydesk/contracts';
import type { companies, companyMembers, Executor } from '@paydesk/db';
import type { SessionAccess } from '../auth/index.ts';
import { assignedBusinessIds, rolePermissionKeys } from './business-access.queries.ts';
import { findMemberByUser } from './team.queries.ts';

type Member = typeof companyMembers.$inferSelect;
type Company = typeof companies.$inferSelect;

/**
 * What the member may do and see, read from the database: a custom role's permissions, and the businesses an
 * administrator of the main account is assigned to (alias). A sub-account session keeps the main account's view.
 */
export async function loadSessionAccess(
  db: Executor,
  parts: { member: Member; company: Company },
): Promise<SessionAccess> {
  const { member, company } = parts;
  const custom =
    member.role === 'custom' && member.roleId ? await rolePermissionKeys(db, company.id, member.roleId) : [];
  const permissions = [...permissionsOfRole(member.role, custom)].sort();
  const mainId =
    company.accountType === 'sub' && company.parentCompanyId ? company.parentCompanyId : company.id;
  const mainMember: Pick<Member, 'id' | 'role' | 'status'> | undefined =
    mainId === company.id ? member : await findMemberByUser(db, mainId, member.userId);
  const employerList =
    mainMember?.role === 'employer-admin' && mainMember.status === 'active'
      ? (await assignedBusinessIds(db, mainId, mainMember.id)).sort()
      : [];
  return { alias: employerList.length > 0, employerList, permissions };
}
